import { useLoaderData } from '@shop/router';
import { EmptyState, Pagination } from '@shop/ui';
import { formatDateTime } from '@shop/validators';
import { ClaimWithdrawButton } from '../../components/claim-withdraw-button.tsx';
import { TabLinks } from '../../components/tab-links.tsx';
import { paths } from '../../config/paths.ts';
import type { ClaimsData } from '../../features/orders/api/load-claims.ts';
import { MypageFrame } from '../../features/navigation/components/mypage-frame.tsx';
import { pageMessages } from '../../messages/pages.ko.ts';
import { claimMessages } from '../../messages/claim.ko.ts';

const copy = pageMessages.claims;

/** /mypage/orders/claims: 취소신청 / 반품신청 / 교환신청 tabs with each request, its refund (or an exchange's delivery address) and state. */
export default function ClaimsPage() {
  const { claimType, claims } = useLoaderData() as ClaimsData;
  const tabs = (['CANCEL', 'RETURN', 'EXCHANGE'] as const).map((t) => ({ id: t, label: copy.tabs[t] ?? t, href: `${paths.mypage.claims.getHref()}?claimType=${t}` }));
  return (
    <MypageFrame>
      <h1 className="mypage-page__title">{pageMessages.titles.claims}</h1>
      <TabLinks label={pageMessages.titles.claims} items={tabs} current={claimType} />
      {claims.content.length === 0 ? <EmptyState message={copy.empty} /> : (
        <ul className="mypage-claims">
          {claims.content.map((c) => (
            <li key={c.claimCode} className="mypage-claim">
              <p className="mypage-claim__head">
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
          ))}
        </ul>
      )}
      <Pagination currentPage={claims.pagination.currentPage} totalPages={claims.pagination.totalPages} />
    </MypageFrame>
  );
}
