import { useState } from 'react';
import type { OrderDetail, OrderPlaced } from '@shop/api-client';
import { useLoaderData, useLocation } from '@shop/router';
import type { loadComplete } from '../../features/order-complete/api/load-complete.ts';
import { CompleteView } from '../../features/order-complete/components/complete-view.tsx';
import { GuestLookup } from '../../features/order-complete/components/guest-lookup.tsx';
import { completeMessages } from '../../messages/complete.ko.ts';

type HandedOver = { placed?: OrderPlaced; detail?: OrderDetail | null } | null;

/** /order/complete: the placed order (what the server read, or what the sheet handed over for a guest). */
export default function CompletePage() {
  const data = useLoaderData<typeof loadComplete>();
  const state = useLocation().state as HandedOver;
  const [found, setFound] = useState<OrderDetail | null>(null);
  const [deposited, setDeposited] = useState<OrderDetail | null>(null);
  const detail = deposited ?? data.detail ?? state?.detail ?? found;
  const placed = state?.placed ?? null;
  return (
    <div className="ui-container checkout-page">
      <h1 className="cart-page__title">{completeMessages.heading}</h1>
      <CompleteView orderCode={data.orderCode} detail={detail} placed={placed} isLogin={data.isLogin} onDeposited={setDeposited} />
      {!detail && !data.isLogin ? <GuestLookup orderCode={data.orderCode} onFound={setFound} /> : null}
    </div>
  );
}
