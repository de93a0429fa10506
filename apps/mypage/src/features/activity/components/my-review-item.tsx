import { useState } from 'react';
import { callContract, getUserMessage, uploadPhotos, type MyReview } from '@shop/api-client';
import { Link, useRevalidator } from '@shop/router';
import { Button, Modal, ShopImage, StarRating, useDialog } from '@shop/ui';
import { formatDateTime } from '@shop/validators';
import { PhotoInput, PHOTO_LIMIT } from '../../../components/photo-input.tsx';
import { paths } from '../../../config/paths.ts';
import { useClientApi } from '@shop/ui/client-api';
import { pageMessages } from '../../../messages/pages.ko.ts';

const copy = pageMessages.review;

/** One of my reviews: stars, date, text, photos, the shop's answer, with 수정 (stars, text, photos kept, removed or added) and 삭제. */
export function MyReviewItem({ review }: { review: MyReview }) {
  const api = useClientApi();
  const revalidator = useRevalidator();
  const { alert, confirm, dialog } = useDialog();
  const [editing, setEditing] = useState(false);
  const [score, setScore] = useState(review.score);
  const [content, setContent] = useState(review.content);
  const [kept, setKept] = useState<string[]>(review.images);
  const [files, setFiles] = useState<File[]>([]);
  const [pending, setPending] = useState(false);

  const open = () => {
    setScore(review.score);
    setContent(review.content);
    setKept(review.images);
    setFiles([]);
    setEditing(true);
  };

  const remove = async () => {
    if (!(await confirm(copy.confirmDelete))) return;
    try {
      await callContract(api, 'POST /api/mypage/delete-review/:id', { params: { id: review.itemReviewId } });
      await revalidator.revalidate();
    } catch (failure) {
      await alert(getUserMessage(failure));
    }
  };
  const save = async () => {
    if (!content.trim()) return void (await alert(copy.contentRequired));
    if (kept.length + files.length > PHOTO_LIMIT) return void (await alert(copy.photoLimit));
    setPending(true);
    try {
      const added = files.length > 0 ? await uploadPhotos(api, 'reviews', files) : [];
      await callContract(api, 'POST /api/mypage/review/:id', { params: { id: review.itemReviewId }, body: { score, content, images: [...kept, ...added] } });
      setEditing(false);
      await revalidator.revalidate();
    } catch (failure) {
      await alert(getUserMessage(failure));
    } finally {
      setPending(false);
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
        <Button size="sm" variant="outline" onClick={open} aria-label={`${review.itemName} ${copy.edit}`}>{copy.edit}</Button>
        <Button size="sm" variant="ghost" onClick={() => void remove()} aria-label={`${review.itemName} ${copy.delete}`}>{copy.delete}</Button>
      </div>
      <Modal open={editing} title={copy.edit} onClose={() => setEditing(false)} size="md"
        footer={<Button onClick={() => void save()} disabled={pending}>{copy.save}</Button>}>
        <div className="mypage-form">
          <fieldset className="mypage-form__group">
            <legend>{copy.score}</legend>
            {[1, 2, 3, 4, 5].map((n) => <label key={n}><input type="radio" name={`score-${review.itemReviewId}`} checked={score === n} onChange={() => setScore(n)} /> {copy.stars(n)}</label>)}
          </fieldset>
          <label className="mypage-form__field"><span>{copy.content}</span><textarea value={content} onChange={(e) => setContent(e.target.value)} maxLength={2000} /></label>
          {kept.length > 0 ? (
            <ul className="mypage-photos" aria-label={copy.keptPhotos}>
              {kept.map((src, i) => (
                <li key={src}>
                  <ShopImage src={src} alt={copy.photo(i + 1)} width={80} height={80} />
                  <Button size="sm" variant="ghost" onClick={() => setKept((list) => list.filter((p) => p !== src))}>{copy.removePhoto(i + 1)}</Button>
                </li>
              ))}
            </ul>
          ) : null}
          <PhotoInput files={files} onChange={setFiles} max={PHOTO_LIMIT - kept.length} />
        </div>
      </Modal>
      {dialog}
    </li>
  );
}
