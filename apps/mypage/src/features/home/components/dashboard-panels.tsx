import type { MypageDashboard } from '@shop/api-client';
import { Link } from '@shop/router';
import { formatDateTime, formatNumber } from '@shop/validators';
import { WishItem } from '../../../components/wish-item.tsx';
import { paths } from '../../../config/paths.ts';
import { dashboardMessages as copy } from '../../../messages/dashboard.ko.ts';

/** The dashboard: grade, points, coupons, order counts per state, the latest order and the first wishes. */
export function DashboardPanels({ data }: { data: MypageDashboard }) {
  const latest = data.latestOrders[0];
  return (
    <>
      <section className="mypage-section" aria-labelledby="mypage-benefits">
        <h2 className="mypage-section__title" id="mypage-benefits">{copy.benefits}</h2>
        <dl className="mypage-summary">
          <div><dt>{copy.grade}</dt><dd><Link to={paths.account.grade.getHref()}>{data.levelName}</Link></dd></div>
          <div><dt>{copy.points}</dt><dd><Link to={paths.mypage.points.getHref()}>{formatNumber(data.point)}P</Link></dd></div>
          <div><dt>{copy.coupons}</dt><dd><Link to={paths.mypage.coupons.getHref()}>{copy.count(data.couponCount)}</Link></dd></div>
        </dl>
      </section>
      <section className="mypage-section" aria-labelledby="mypage-order-counts">
        <h2 className="mypage-section__title" id="mypage-order-counts">{copy.orderCounts}</h2>
        <ol className="mypage-steps">
          {data.orderCounts.map((c) => (
            <li key={c.status}><span className="mypage-steps__count">{c.count}</span> <span>{c.label}</span></li>
          ))}
        </ol>
      </section>
      <section className="mypage-section" aria-labelledby="mypage-latest">
        <h2 className="mypage-section__title" id="mypage-latest">{copy.latest}</h2>
        {latest ? (
          <p>
            {formatDateTime(latest.createdDate, 'date')} · <Link to={paths.mypage.orderDetail.getHref(latest.orderCode)}>{latest.orderCode}</Link> ·{' '}
            {latest.items[0]?.itemName} · <strong>{latest.orderStatusLabel}</strong>
          </p>
        ) : <p>{copy.noOrders}</p>}
      </section>
      <section className="mypage-section" aria-labelledby="mypage-wishes">
        <h2 className="mypage-section__title" id="mypage-wishes">{copy.wishes}</h2>
        {data.wishlists.length ? (
          <ul className="mypage-wishes">{data.wishlists.map((w) => <li key={w.itemId}><WishItem item={w} soldOutLabel={copy.soldOut} /></li>)}</ul>
        ) : <p>{copy.noWishes}</p>}
      </section>
    </>
  );
}
