import { useLoaderData } from '@shop/router';
import { EmptyState, Pagination } from '@shop/ui';
import type { InquiriesData } from '../../features/activity/api/load-activity.ts';
import { InquiryItem } from '../../features/activity/components/inquiry-item.tsx';
import { MypageFrame } from '../../features/navigation/components/mypage-frame.tsx';
import { pageMessages } from '../../messages/pages.ko.ts';

/** /mypage/activity/inquiries: my item questions with their answers. */
export default function InquiriesPage() {
  const { inquiries } = useLoaderData() as InquiriesData;
  return (
    <MypageFrame>
      <h1 className="mypage-page__title">{pageMessages.titles.inquiries}</h1>
      <p className="mypage-form__note">{pageMessages.inquiries.note}</p>
      {inquiries.content.length === 0 ? <EmptyState message={pageMessages.inquiries.empty} /> : (
        <ul className="mypage-reviews">{inquiries.content.map((q) => <InquiryItem key={q.id} inquiry={q} />)}</ul>
      )}
      <Pagination currentPage={inquiries.pagination.currentPage} totalPages={inquiries.pagination.totalPages} />
    </MypageFrame>
  );
}
