import { Link, useLoaderData } from '@shop/router';
import { Badge, EmptyState, MultilineText, Pagination } from '@shop/ui';
import type { Notice } from '@shop/api-client';
import type { loadNotices } from '../../features/customer/api/load-notices.ts';
import { CustomerHeader } from '../../features/customer/components/customer-tabs.tsx';
import { formatWireDate } from '../../lib/dates.ts';
import { messages } from '../../messages/ko.ts';

const M = messages.customer;

function NoticeItem({ notice }: { notice: Notice }) {
  return (
    <li>
      <details className={notice.noticeFlag === 'Y' ? 'cs-accordion__item is-pinned' : 'cs-accordion__item'}>
        <summary className="cs-accordion__summary">
          {notice.noticeFlag === 'Y' ? <Badge tone="accent">{M.pinned}</Badge> : null}
          <span className="cs-accordion__subject">{notice.subject}</span>
          <time className="cs-accordion__date" dateTime={formatWireDate(notice.createdDate)}>
            {formatWireDate(notice.createdDate)}
          </time>
        </summary>
        <div className="cs-accordion__body">
          <MultilineText text={notice.content} />
          {notice.link.startsWith('/') ? (
            <p>
              <Link to={notice.link}>{M.openLink}</Link>
            </p>
          ) : /^https?:\/\//.test(notice.link) ? (
            <p>
              <a href={notice.link} target="_blank" rel="noopener noreferrer">
                {M.openLink}
              </a>
            </p>
          ) : null}
        </div>
      </details>
    </li>
  );
}

/** /customer/notices: pinned notices on every page, then 10 others per page, each an accordion. */
export default function NoticesPage() {
  const data = useLoaderData<typeof loadNotices>();
  const empty = data.pinned.length === 0 && data.content.length === 0;
  return (
    <div className="cs-page cs-customer">
      <CustomerHeader />
      <h1 className="cs-customer__title">{messages.titles.notices}</h1>
      <p className="cs-customer__count">{M.total(data.pagination.totalElements + data.pinned.length)}</p>
      {empty ? (
        <EmptyState message={messages.notice.empty} />
      ) : (
        <ul className="cs-accordion">
          {[...data.pinned, ...data.content].map((notice) => (
            <NoticeItem key={notice.noticeId} notice={notice} />
          ))}
        </ul>
      )}
      <Pagination currentPage={data.pagination.currentPage} totalPages={data.pagination.totalPages} />
    </div>
  );
}
