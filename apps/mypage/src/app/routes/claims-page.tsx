import { useLoaderData } from '@shop/router';
import { EmptyState, Pagination } from '@shop/ui';
import { ClaimItem } from '../../components/claim-item.tsx';
import { TabLinks } from '../../components/tab-links.tsx';
import { paths } from '../../config/paths.ts';
import type { loadClaims } from '../../features/orders/api/load-claims.ts';
import { MypageFrame } from '../../features/navigation/components/mypage-frame.tsx';
import { pageMessages } from '../../messages/pages.ko.ts';

const copy = pageMessages.claims;

/** /mypage/orders/claims: 취소신청 / 반품신청 / 교환신청 tabs with each request, its refund (or an exchange's delivery address) and state. */
export default function ClaimsPage() {
  const { claimType, claims } = useLoaderData<typeof loadClaims>();
  const tabs = (['CANCEL', 'RETURN', 'EXCHANGE'] as const).map((t) => ({ id: t, label: copy.tabs[t] ?? t, href: `${paths.mypage.claims.getHref()}?claimType=${t}` }));
  return (
    <MypageFrame>
      <h1 className="mypage-page__title">{pageMessages.titles.claims}</h1>
      <TabLinks label={pageMessages.titles.claims} items={tabs} current={claimType} />
      {claims.content.length === 0 ? <EmptyState message={copy.empty} /> : (
        <ul className="mypage-claims">
          {claims.content.map((c) => (
            <ClaimItem key={c.claimCode} claim={c} />
          ))}
        </ul>
      )}
      <Pagination currentPage={claims.pagination.currentPage} totalPages={claims.pagination.totalPages} />
    </MypageFrame>
  );
}
