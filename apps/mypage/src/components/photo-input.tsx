import { useId } from 'react';
import { claimMessages } from '../messages/claim.ko.ts';

/** How many pictures a review or a claim carries (reference-behaviour 5.6). */
export const PHOTO_LIMIT = 4;

/**
 * Up to 4 pictures (jpg, png, gif) chosen for a review or a claim (`max`: fewer when some are already kept); the API
 * checks size and kind by content.
 */
export function PhotoInput({ files, onChange, max = PHOTO_LIMIT }: { files: File[]; onChange: (files: File[]) => void; max?: number }) {
  const id = useId();
  return (
    <div className="mypage-form__field">
      <label htmlFor={id}>{claimMessages.photos}</label>
      <input id={id} name="photos" type="file" accept="image/jpeg,image/png,image/gif" multiple disabled={max <= 0} onChange={(e) => onChange(Array.from(e.target.files ?? []).slice(0, Math.max(0, max)))} />
      {files.length > 0 ? <p className="mypage-form__note">{files.map((f) => f.name).join(', ')}</p> : null}
    </div>
  );
}
