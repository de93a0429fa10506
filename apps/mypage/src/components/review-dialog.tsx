import { useState, type FormEvent } from 'react';
import { callContract, getUserMessage, uploadPhotos } from '@shop/api-client';
import { Button, Modal } from '@shop/ui';
import { useClientApi } from '@shop/ui/client-api';
import { pageMessages } from '../messages/pages.ko.ts';
import { claimMessages } from '../messages/claim.ko.ts';
import { PhotoInput } from './photo-input.tsx';

const copy = pageMessages.review;

type Props = { orderCode: string; itemSequence: number; itemName: string; onClose: () => void; onDone: (message: string) => void };

/** 후기작성: stars (default 5) and text for one bought line; the earned points are announced. */
export function ReviewDialog({ orderCode, itemSequence, itemName, onClose, onDone }: Props) {
  const api = useClientApi();
  const [score, setScore] = useState(5);
  const [content, setContent] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [error, setError] = useState('');
  const [pending, setPending] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!content.trim()) {
      setError(copy.contentRequired);
      return;
    }
    setPending(true);
    try {
      const images = files.length > 0 ? await uploadPhotos(api, 'reviews', files) : [];
      const written = await callContract(api, 'POST /api/mypage/review', { body: { orderCode, itemSequence, score, content, images } });
      onDone(copy.written(written.earnedPoint));
    } catch (failure) {
      setError(getUserMessage(failure));
    } finally {
      setPending(false);
    }
  };

  return (
    <Modal open title={copy.title} onClose={onClose} size="md"
      footer={<><Button variant="outline" onClick={onClose}>{claimMessages.cancel}</Button><Button type="submit" form="mypage-review-form" disabled={pending}>{copy.submit}</Button></>}>
      <form id="mypage-review-form" className="mypage-form" noValidate onSubmit={(e) => void onSubmit(e)}>
        <p className="mypage-form__note">{itemName}</p>
        <fieldset className="mypage-form__group mypage-stars-input">
          <legend>{copy.score}</legend>
          {[1, 2, 3, 4, 5].map((n) => (
            <label key={n}><input type="radio" name="score" value={n} checked={score === n} onChange={() => setScore(n)} /> {copy.stars(n)}</label>
          ))}
        </fieldset>
        <label className="mypage-form__field">
          <span>{copy.content}</span>
          <textarea name="content" value={content} onChange={(e) => setContent(e.target.value)} maxLength={2000} aria-invalid={error ? true : undefined} />
        </label>
        <PhotoInput files={files} onChange={setFiles} />
        <p className="mypage-form__note">{copy.points} · {copy.period}</p>
        {error ? <p className="mypage-form__error" role="alert">{error}</p> : null}
      </form>
    </Modal>
  );
}
