import { useLoaderData } from '@shop/router';
import { EmptyState, Pagination } from '@shop/ui';
import { formatDateTime } from '@shop/validators';
import { TabLinks } from '../../components/tab-links.tsx';
import { paths } from '../../config/paths.ts';
import type { loadCoupons } from '../../features/benefits/api/load-coupons.ts';
import { CouponItemsButton } from '../../features/benefits/components/coupon-items-button.tsx';
import { CouponTools } from '../../features/benefits/components/coupon-tools.tsx';
import { MypageFrame } from '../../features/navigation/components/mypage-frame.tsx';
import { pageMessages } from '../../messages/pages.ko.ts';

const copy = pageMessages.coupons;

/** /mypage/benefits/coupons: download, offline code, and the wallet's 사용 가능 / 사용 완료 tabs. */
export default function CouponsPage() {
  const { complete, coupons } = useLoaderData<typeof loadCoupons>();
  const page = coupons.couponPageResponse;
  return (
    <MypageFrame>
      <h1 className="mypage-page__title">{pageMessages.titles.coupons}</h1>
      <CouponTools />
      <p className="mypage-summary__line" data-testid="coupon-available">{copy.available(coupons.availableCount)}</p>
      <TabLinks label={pageMessages.titles.coupons} current={complete} items={(['N', 'Y'] as const).map((t) => ({ id: t, label: copy.tabs[t] ?? t, href: `${paths.mypage.coupons.getHref()}?complete=${t}` }))} />
      {page.content.length === 0 ? <EmptyState message={copy.empty} /> : (
        <ul className="mypage-coupons">
          {page.content.map((c) => (
            <li key={c.couponUserId} className="mypage-coupon">
              <strong>{copy.amount(c.couponPayType, c.couponPay)}</strong> {c.couponName}
              {c.couponComment ? <p>{c.couponComment}</p> : null}
              <p className="mypage-form__note">
                {copy.minSpend(c.couponPayRestriction)} · {copy.validity(formatDateTime(c.applyStartDate, 'date'), formatDateTime(c.applyEndDate, 'date'))}
                {c.usedDate ? ` · ${copy.usedOn(formatDateTime(c.usedDate, 'date'))}` : c.expiredFlag === 'Y' ? ` · ${copy.expired}` : ''}
              </p>
              {c.couponTargetItemType === '2' ? <CouponItemsButton couponId={c.couponId} couponName={c.couponName} /> : null}
            </li>
          ))}
        </ul>
      )}
      <Pagination currentPage={page.pagination.currentPage} totalPages={page.pagination.totalPages} />
    </MypageFrame>
  );
}
