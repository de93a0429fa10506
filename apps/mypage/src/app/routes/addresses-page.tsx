import { useState } from 'react';
import { callContract, getUserMessage, type Address } from '@shop/api-client';
import { useLoaderData, useRevalidator } from '@shop/router';
import { Badge, Button, EmptyState, useDialog } from '@shop/ui';
import { useClientApi } from '@shop/ui/client-api';
import type { loadAddresses } from '../../features/account/api/load-addresses.ts';
import { AddressForm } from '../../features/account/components/address-form.tsx';
import { MypageFrame } from '../../features/navigation/components/mypage-frame.tsx';
import { pageMessages } from '../../messages/pages.ko.ts';

const copy = pageMessages.addresses;

/** /account/addresses: 배송주소록 관리 (add, edit, delete, one default). */
export default function AddressesPage() {
  const { addresses } = useLoaderData<typeof loadAddresses>();
  const api = useClientApi();
  const revalidator = useRevalidator();
  const { alert, confirm, dialog } = useDialog();
  const [editing, setEditing] = useState<Address | 'new' | null>(null);

  const act = async (work: () => Promise<unknown>, question?: string) => {
    if (question && !(await confirm(question))) return;
    try {
      await work();
      await revalidator.revalidate();
    } catch (failure) {
      await alert(getUserMessage(failure));
    }
  };

  return (
    <MypageFrame>
      <header className="mypage-page__head">
        <h1 className="mypage-page__title">{pageMessages.titles.addresses}</h1>
        <Button onClick={() => setEditing('new')}>{copy.add}</Button>
      </header>
      {addresses.length === 0 ? <EmptyState message={copy.empty} /> : (
        <ul className="mypage-addresses">
          {addresses.map((a) => (
            <li key={a.userDeliveryId} className="mypage-address" data-testid="address">
              <p className="mypage-address__head"><strong>{a.title}</strong> {a.defaultFlag === 'Y' ? <Badge>{copy.defaultBadge}</Badge> : null}</p>
              <p>{a.userName} · {a.mobile}</p>
              <p>({a.zipcode}) {a.address} {a.addressDetail}</p>
              <div className="mypage-order__actions">
                {a.defaultFlag === 'N' ? <Button size="sm" variant="outline" onClick={() => void act(() => callContract(api, 'POST /api/shipping/base-shipping', { body: { userDeliveryId: a.userDeliveryId } }))} aria-label={`${a.title} ${copy.makeDefault}`}>{copy.makeDefault}</Button> : null}
                <Button size="sm" variant="outline" onClick={() => setEditing(a)} aria-label={`${a.title} ${copy.edit}`}>{copy.edit}</Button>
                <Button size="sm" variant="ghost" onClick={() => void act(() => callContract(api, 'POST /api/shipping/delete', { body: { userDeliveryId: a.userDeliveryId } }), copy.confirmDelete)} aria-label={`${a.title} ${copy.delete}`}>{copy.delete}</Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      {editing ? <AddressForm address={editing === 'new' ? null : editing} onClose={() => setEditing(null)} onSaved={() => { setEditing(null); void revalidator.revalidate(); }} /> : null}
      {dialog}
    </MypageFrame>
  );
}
