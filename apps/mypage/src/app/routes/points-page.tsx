import { useLoaderData, useLocation } from '@shop/router';
import { EmptyState, Pagination } from '@shop/ui';
import { formatDateTime, formatNumber } from '@shop/validators';
import { PeriodFilter } from '../../components/period-filter.tsx';
import { TabLinks } from '../../components/tab-links.tsx';
import { paths } from '../../config/paths.ts';
import type { loadPoints } from '../../features/benefits/api/load-points.ts';
import { MypageFrame } from '../../features/navigation/components/mypage-frame.tsx';
import { pageMessages } from '../../messages/pages.ko.ts';

const copy = pageMessages.points;

/** /mypage/benefits/points: balance, what expires soon, and the earned / used history in a period. */
export default function PointsPage() {
  const { pointType, points } = useLoaderData<typeof loadPoints>();
  const search = new URLSearchParams(useLocation().search);
  const tab = (t: string) => {
    const next = new URLSearchParams(search);
    next.set('pointType', t);
    next.delete('page');
    return `${paths.mypage.points.getHref()}?${next.toString()}`;
  };
  const page = points.pointPageResponse;
  return (
    <MypageFrame>
      <h1 className="mypage-page__title">{pageMessages.titles.points}</h1>
      <dl className="mypage-summary">
        <div><dt>{copy.balance}</dt><dd data-testid="point-balance">{formatNumber(points.userPoint)}P</dd></div>
        <div><dt>{copy.expiring}</dt><dd data-testid="point-expiring">{formatNumber(points.expirationPointAmount)}P</dd></div>
      </dl>
      {(points.expirationSchedule ?? []).length > 0 ? (
        <ul className="mypage-notes" aria-label={copy.schedule}>
          {(points.expirationSchedule ?? []).map((d) => <li key={d.expirationDate}>{copy.scheduleLine(formatDateTime(d.expirationDate, 'date'), d.point)}</li>)}
        </ul>
      ) : null}
      <TabLinks label={pageMessages.titles.points} current={pointType} items={['EARN_POINT', 'USED_POINT'].map((t) => ({ id: t, label: copy.tabs[t] ?? t, href: tab(t) }))} />
      <PeriodFilter presets={['1m', '3m', '6m', '12m']} />
      {page.content.length === 0 ? <EmptyState message={copy.empty} /> : (
        <table className="mypage-table">
          <thead><tr><th scope="col">{pageMessages.claims.reason}</th><th scope="col">{pageMessages.titles.points}</th><th scope="col">{pointType === 'EARN_POINT' ? copy.earned : copy.used}</th><th scope="col">{pointType === 'EARN_POINT' ? copy.expires : copy.expired}</th></tr></thead>
          <tbody>
            {page.content.map((p) => (
              <tr key={p.pointId}>
                <td>{p.reasonLabel}{p.orderCode ? ` (${p.orderCode})` : ''}</td>
                <td>{copy.point(p.point, p.pointType === 'EARN_POINT' ? '+' : '-')}</td>
                <td>{formatDateTime(p.createdDate, 'date')}</td>
                <td>{p.expirationDate ? formatDateTime(p.expirationDate, 'date') : '-'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <Pagination currentPage={page.pagination.currentPage} totalPages={page.pagination.totalPages} />
    </MypageFrame>
  );
}
