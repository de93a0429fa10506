import { useState } from 'react';
import { deleteReview, editReview, getUserMessage, type MyReview } from '@shop/api-client';
import { Link, useRevalidator } from '@shop/router';
import { Button, Modal, ShopImage, StarRating, useDialog } from '@shop/ui';
import { formatDateTime } from '@shop/validators';
import { paths } from '../../../config/paths.ts';
import { useClientApi } from '../../../lib/client-api.tsx';
import { pageMessages } from '../../../messages/pages.ko.ts';

const copy = pageMessages.review;

/** One of my reviews: stars, date, text, the shop's answer, with 수정 and 삭제. */
export function MyReviewItem({ review }: { review: MyReview }) {
  const api = useClientApi();
  const revalidator = useRevalidator();
  const { alert, confirm, dialog } = useDialog();
  const [editing, setEditing] = useState(false);
  const [score, setScore] = useState(review.score);
  const [content, setContent] = useState(review.content);

  const remove = async () => {
    if (!(await confirm(copy.confirmDelete))) return;
    try {
      await deleteReview(api, review.itemReviewId);
      await revalidator.revalidate();
    } catch (failure) {
      await alert(getUserMessage(failure));
    }
  };
  const save = async () => {
    if (!content.trim()) return void (await alert(copy.contentRequired));
    try {
      await editReview(api, review.itemReviewId, { score, content, images: review.images });
      setEditing(false);
      await revalidator.revalidate();
    } catch (failure) {
      await alert(getUserMessage(failure));
    }
  };

  return (
    <li className="mypage-review">
      <p className="mypage-review__head">
        <Link to={paths.item.getHref(review.itemUserCode)}>{review.itemName}</Link> <StarRating score={review.score} /> {formatDateTime(review.createdDate, 'date')}
        {review.earnedPoint > 0 ? ` · ${copy.earned(review.earnedPoint)}` : ''}
      </p>
      <p className="mypage-review__content">{review.content}</p>
      {review.images.length > 0 ? (
        <ul className="mypage-photos">{review.images.map((src, i) => <li key={src}><a href={src} target="_blank" rel="noopener noreferrer"><ShopImage src={src} alt={copy.photo(i + 1)} width={80} height={80} /></a></li>)}</ul>
      ) : null}
      {review.adminComment ? <p className="mypage-review__answer"><strong>{copy.adminComment}</strong> {review.adminComment}</p> : null}
      <div className="mypage-order__actions">
        <Button size="sm" variant="outline" onClick={() => setEditing(true)} aria-label={`${review.itemName} ${copy.edit}`}>{copy.edit}</Button>
        <Button size="sm" variant="ghost" onClick={() => void remove()} aria-label={`${review.itemName} ${copy.delete}`}>{copy.delete}</Button>
      </div>
      <Modal open={editing} title={copy.edit} onClose={() => setEditing(false)} size="md"
        footer={<Button onClick={() => void save()}>{copy.save}</Button>}>
        <div className="mypage-form">
          <fieldset className="mypage-form__group">
            <legend>{copy.score}</legend>
            {[1, 2, 3, 4, 5].map((n) => <label key={n}><input type="radio" name={`score-${review.itemReviewId}`} checked={score === n} onChange={() => setScore(n)} /> {copy.stars(n)}</label>)}
          </fieldset>
          <label className="mypage-form__field"><span>{copy.content}</span><textarea value={content} onChange={(e) => setContent(e.target.value)} maxLength={2000} /></label>
        </div>
      </Modal>
      {dialog}
    </li>
  );
}
