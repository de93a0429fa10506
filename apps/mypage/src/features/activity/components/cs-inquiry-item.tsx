import type { CsInquiry } from '@shop/api-client';
import { Badge } from '@shop/ui';
import { formatDateTime } from '@shop/validators';
import { pageMessages } from '../../../messages/pages.ko.ts';

const copy = pageMessages.inquiries;

/** One of the member's 1:1 inquiries: type, state, date, question and the shop's answer once there is one. */
export function CsInquiryItem({ inquiry }: { inquiry: CsInquiry }) {
  return (
    <li className="mypage-review">
      <p className="mypage-review__head">
        {inquiry.label} · <Badge>{inquiry.statusLabel}</Badge> · {formatDateTime(inquiry.createdDate, 'date')}
        {inquiry.files.length ? ` · ${copy.attachments(inquiry.files.length)}` : ''}
      </p>
      <p><strong>{inquiry.subject}</strong></p>
      <p className="mypage-review__content">{inquiry.question}</p>
      {inquiry.answer ? <p className="mypage-review__answer"><strong>{copy.answer}</strong> {inquiry.answer}</p> : null}
    </li>
  );
}
