import { callContract, getUserMessage, type MyItemInquiry } from '@shop/api-client';
import { Link, useRevalidator } from '@shop/router';
import { Badge, Button, useDialog } from '@shop/ui';
import { formatDateTime } from '@shop/validators';
import { paths } from '../../../config/paths.ts';
import { useClientApi } from '@shop/ui/client-api';
import { pageMessages } from '../../../messages/pages.ko.ts';

const copy = pageMessages.inquiries;

/** One of my item questions: type, state, date, the answer, and 삭제 while unanswered. */
export function InquiryItem({ inquiry }: { inquiry: MyItemInquiry }) {
  const api = useClientApi();
  const revalidator = useRevalidator();
  const { alert, confirm, dialog } = useDialog();
  const remove = async () => {
    if (!(await confirm(copy.confirmDelete))) return;
    try {
      await callContract(api, 'POST /api/qna/delete-item-inquiry', { body: { id: inquiry.id } });
      await revalidator.revalidate();
    } catch (failure) {
      await alert(getUserMessage(failure));
    }
  };
  return (
    <li className="mypage-review">
      <p className="mypage-review__head">
        <Link to={paths.item.getHref(inquiry.itemUserCode)}>{inquiry.itemName}</Link> · {inquiry.label} ·{' '}
        <Badge>{inquiry.answerFlag === 'Y' ? copy.answered : copy.waiting}</Badge> · {formatDateTime(inquiry.date, 'date')}
        {inquiry.secretFlag === 'Y' ? ` · ${copy.secret}` : ''}
      </p>
      <p><strong>{inquiry.subject}</strong></p>
      <p className="mypage-review__content">{inquiry.question}</p>
      {inquiry.answer ? <p className="mypage-review__answer"><strong>{copy.answer}</strong> {inquiry.answer.answer}</p> : null}
      {inquiry.answerFlag === 'N' ? <Button size="sm" variant="ghost" onClick={() => void remove()} aria-label={`${inquiry.subject} ${copy.delete}`}>{copy.delete}</Button> : null}
      {dialog}
    </li>
  );
}
