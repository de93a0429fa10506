import { Link, useLoaderData, useNavigate } from '@shop/router';
import { EmptyState, Pagination } from '@shop/ui';
import { paths } from '../../config/paths.ts';
import { QNA_GROUP_FILTERS, type loadInquiries } from '../../features/activity/api/load-activity.ts';
import { CsInquiryItem } from '../../features/activity/components/cs-inquiry-item.tsx';
import { InquiryItem } from '../../features/activity/components/inquiry-item.tsx';
import { MypageFrame } from '../../features/navigation/components/mypage-frame.tsx';
import { pageMessages } from '../../messages/pages.ko.ts';

const copy = pageMessages.inquiries;

/** /mypage/activity/inquiries: the member's latest 1:1 inquiries, then their item questions, each with the answers. */
export default function InquiriesPage() {
  const { inquiries, csInquiries, qnaGroup } = useLoaderData<typeof loadInquiries>();
  const navigate = useNavigate();
  return (
    <MypageFrame>
      <h1 className="mypage-page__title">{pageMessages.titles.inquiries}</h1>
      <section aria-labelledby="mypage-cs-inquiries">
        <div className="mypage-page__head">
          <h2 id="mypage-cs-inquiries" className="mypage-section__subtitle">{copy.csTitle}</h2>
          <Link to={paths.customerInquiries.getHref()}>{csInquiries.content.length ? copy.csAll : copy.csWrite}</Link>
        </div>
        {csInquiries.content.length === 0 ? <EmptyState message={copy.csEmpty} /> : (
          <ul className="mypage-reviews">{csInquiries.content.map((q) => <CsInquiryItem key={q.id} inquiry={q} />)}</ul>
        )}
        <p className="mypage-form__note">{copy.note}</p>
      </section>
      <section aria-labelledby="mypage-item-inquiries">
        <div className="mypage-page__head">
          <h2 id="mypage-item-inquiries" className="mypage-section__subtitle">{copy.itemTitle}</h2>
          <label className="mypage-form__field mypage-form__field--inline">
            <span>{copy.typeFilter}</span>
            <select value={qnaGroup} onChange={(e) => void navigate(e.target.value ? `?qnaGroup=${e.target.value}` : '?')}>
              {QNA_GROUP_FILTERS.map((g) => <option key={g} value={g}>{copy.groups[g]}</option>)}
            </select>
          </label>
        </div>
        {inquiries.content.length === 0 ? <EmptyState message={copy.empty} /> : (
          <ul className="mypage-reviews">{inquiries.content.map((q) => <InquiryItem key={q.id} inquiry={q} />)}</ul>
        )}
        <Pagination currentPage={inquiries.pagination.currentPage} totalPages={inquiries.pagination.totalPages} />
      </section>
    </MypageFrame>
  );
}
