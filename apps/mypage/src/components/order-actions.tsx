import { lazy, Suspense, useState } from 'react';
import { callContract, getUserMessage, type OrderSummary } from '@shop/api-client';
import { useRevalidator } from '@shop/router';
import { Button, useDialog } from '@shop/ui';
import type { ClaimType } from '@shop/validators';
import { useClientApi } from '@shop/ui/client-api';
import { pageMessages } from '../messages/pages.ko.ts';
// The claim and review forms load when the shopper opens one: the order list's first load stays small.
const ClaimDialog = lazy(async () => ({ default: (await import('./claim-dialog.tsx')).ClaimDialog }));
const ReviewDialog = lazy(async () => ({ default: (await import('./review-dialog.tsx')).ReviewDialog }));

const copy = pageMessages.actions;

type Open = { kind: 'claim'; type: ClaimType } | { kind: 'review'; itemSequence: number; itemName: string } | null;

type Props = {
  order: OrderSummary;
  sender?: { name: string; mobile: string; zipcode: string; address: string; addressDetail: string };
};

/** The buttons of an order's state (reference-behaviour 5.6) and the forms they open; the page's data reloads after each. */
export function OrderActions({ order, sender }: Props) {
  const api = useClientApi();
  const revalidator = useRevalidator();
  const { alert, confirm, dialog } = useDialog();
  const [open, setOpen] = useState<Open>(null);

  const finish = async (message: string) => {
    setOpen(null);
    await alert(message);
    await revalidator.revalidate();
  };

  const run = async (question: string, work: () => Promise<unknown>, done: string) => {
    if (!(await confirm(question))) return;
    try {
      await work();
      await finish(done);
    } catch (failure) {
      await alert(getUserMessage(failure) || copy.failed);
    }
  };

  const buttons = order.actions.map((action) => {
    switch (action) {
      case 'CANCEL':
        return <Button key={action} size="sm" variant="outline" onClick={() => void run(copy.confirmCancel, () => callContract(api, 'POST /api/order/cancel', { body: { orderCode: order.orderCode } }), copy.cancelled)}>{copy.CANCEL}</Button>;
      case 'CANCEL_APPLY':
        return <Button key={action} size="sm" variant="outline" onClick={() => setOpen({ kind: 'claim', type: 'CANCEL' })}>{copy.CANCEL_APPLY}</Button>;
      case 'CONFIRM':
        return <Button key={action} size="sm" onClick={() => void run(copy.confirmPurchase, () => callContract(api, 'POST /api/order/confirm-purchase', { body: { orderCode: order.orderCode } }), copy.confirmed)}>{copy.CONFIRM}</Button>;
      case 'RETURN_APPLY':
        return <Button key={action} size="sm" variant="outline" onClick={() => setOpen({ kind: 'claim', type: 'RETURN' })}>{copy.RETURN_APPLY}</Button>;
      case 'EXCHANGE_APPLY':
        return <Button key={action} size="sm" variant="outline" onClick={() => setOpen({ kind: 'claim', type: 'EXCHANGE' })}>{copy.EXCHANGE_APPLY}</Button>;
      case 'TRACKING':
        return order.trackingUrl ? <a key={action} className="ui-button ui-button--ghost ui-button--sm" href={order.trackingUrl} target="_blank" rel="noopener noreferrer">{copy.TRACKING}</a> : null;
      default:
        return null;
    }
  });
  const withdrawals = (order.openClaims ?? []).map((c) => (
    <Button key={`withdraw-${c.claimCode}`} size="sm" variant="outline" onClick={() => void run(copy.confirmWithdraw, () => callContract(api, 'POST /api/order/claim-withdraw', { body: { claimCode: c.claimCode } }), copy.withdrawn)}>
      {copy.withdraw(c.claimTypeLabel)}
    </Button>
  ));
  const reviewable = order.items.filter((i) => i.writeReviewFlag === 'Y');

  return (
    <div className="mypage-order__actions">
      {buttons}
      {withdrawals}
      {reviewable.map((item) => (
        <Button key={`review-${item.itemSequence}`} size="sm" variant="secondary" onClick={() => setOpen({ kind: 'review', itemSequence: item.itemSequence, itemName: item.itemName })}>
          {reviewable.length > 1 ? `${copy.review} (${item.itemName})` : copy.review}
        </Button>
      ))}
      <Suspense fallback={null}>
        {open?.kind === 'claim' ? <ClaimDialog type={open.type} orderCode={order.orderCode} items={order.items} sender={sender} onClose={() => setOpen(null)} onDone={(m) => void finish(m)} /> : null}
        {open?.kind === 'review' ? (
          <ReviewDialog orderCode={order.orderCode} itemSequence={open.itemSequence} itemName={open.itemName} onClose={() => setOpen(null)} onDone={(m) => void finish(m)} />
        ) : null}
      </Suspense>
      {dialog}
    </div>
  );
}
