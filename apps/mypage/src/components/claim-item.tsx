import type { OrderClaim } from '@shop/api-client';
import { formatDateTime } from '@shop/validators';
import { claimMessages } from '../messages/claim.ko.ts';
import { pageMessages } from '../messages/pages.ko.ts';
import { ClaimWithdrawButton } from './claim-withdraw-button.tsx';

const copy = pageMessages.claims;

/**
 * One request as the shopper follows it (the member's claims list and the guest's order page): state and dates, the
 * order and its items, the reason, the refund and its state (or an exchange's delivery address), and 신청 철회 while
 * it is only applied. `withType` names the request's kind (취소/반품/교환) where the list mixes them.
 */
export function ClaimItem({ claim: c, withType = false }: { claim: OrderClaim; withType?: boolean }) {
  return (
    <li className="mypage-claim">
      <p className="mypage-claim__head">
        {withType ? <>{copy.tabs[c.claimType] ?? c.claimType} · </> : null}
        <strong data-testid="claim-status">{c.statusLabel}</strong> · {copy.applied} {formatDateTime(c.createdDate, 'date')}
        {c.completedDate ? ` · ${copy.completed} ${formatDateTime(c.completedDate, 'date')}` : ''}
      </p>
      <p>{pageMessages.orders.orderCode} {c.orderCode} · {c.items.map((i) => `${i.itemName} ${pageMessages.orders.quantity(i.quantity)}`).join(', ')}</p>
      <p>{copy.reason}: {c.reasonLabel}{c.reasonText ? ` (${c.reasonText})` : ''}</p>
      {c.claimType !== 'EXCHANGE' ? (
        <p>
          {copy.refund} <strong data-testid="claim-refund">{pageMessages.won(c.refundAmount)}</strong>
          {c.returnFee > 0 ? ` · ${copy.fee} ${pageMessages.won(c.returnFee)}` : ''} · {copy.refundStatus[c.refundStatus] ?? ''}
        </p>
      ) : null}
      {c.exchangeAddress ? (
        <p data-testid="claim-exchange-address">
          {copy.exchangeAddress}: {claimMessages.addressLine({ ...c.exchangeAddress, name: c.exchangeAddress.receiveName, mobile: c.exchangeAddress.receiveMobile })}
        </p>
      ) : null}
      {c.withdrawFlag === 'Y' ? <ClaimWithdrawButton claimCode={c.claimCode} label={copy.withdraw} /> : null}
    </li>
  );
}
