import { useState } from 'react';
import { callContract, getUserMessage } from '@shop/api-client';
import type { OrderDetail } from '@shop/api-client';
import { Button } from '@shop/ui';
import { useClientApi } from '@shop/ui/client-api';
import { completeMessages } from '../../../messages/complete.ko.ts';

const C = completeMessages;

/** A guest who reloaded the completion page reads the order again with its password. */
export function GuestLookup({ orderCode, onFound }: { orderCode: string; onFound: (detail: OrderDetail) => void }) {
  const api = useClientApi();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  return (
    <form
      className="complete-lookup"
      onSubmit={(event) => {
        event.preventDefault();
        callContract(api, 'POST /api/order/guest/detail', { body: { orderCode, guestPassword: password }, cache: 'no-store' }).then(onFound, (caught: unknown) => setError(getUserMessage(caught)));
      }}
    >
      <p>{C.guestLookup}</p>
      <label className="checkout-field__label" htmlFor="complete-guest-password">
        {C.guestPassword}
      </label>
      <input id="complete-guest-password" className="checkout-field__input" type="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} />
      <Button type="submit" variant="outline">
        {C.guestLookupButton}
      </Button>
      {error ? <p role="alert">{error}</p> : null}
    </form>
  );
}
