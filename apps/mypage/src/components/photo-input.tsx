import { useId } from 'react';
import { pageMessages } from '../messages/pages.ko.ts';

/** Up to 4 pictures (jpg, png, gif) chosen for a review or a claim; the API checks size and kind by content. */
export function PhotoInput({ files, onChange }: { files: File[]; onChange: (files: File[]) => void }) {
  const id = useId();
  return (
    <div className="mypage-form__field">
      <label htmlFor={id}>{pageMessages.claim.photos}</label>
      <input id={id} name="photos" type="file" accept="image/jpeg,image/png,image/gif" multiple onChange={(e) => onChange(Array.from(e.target.files ?? []).slice(0, 4))} />
      {files.length > 0 ? <p className="mypage-form__note">{files.map((f) => f.name).join(', ')}</p> : null}
    </div>
  );
}
