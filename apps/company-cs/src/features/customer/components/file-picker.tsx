import { useEffect, useId, useMemo } from 'react';
import { messages } from '../../../messages/ko.ts';

type FilePickerProps = {
  label: string;
  help: string;
  accept: string;
  multiple?: boolean;
  files: readonly File[];
  onChange: (files: File[]) => void;
  name: string;
};

/** A file input with the picked files listed (pictures previewed), each removable. */
export function FilePicker({ label, help, accept, multiple = false, files, onChange, name }: FilePickerProps) {
  const id = useId();
  const previews = useMemo(() => files.map((file) => (file.type.startsWith('image/') && typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : null)), [files]);
  useEffect(() => () => previews.forEach((url) => url && URL.revokeObjectURL(url)), [previews]);
  return (
    <div className="cs-form__field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        name={name}
        type="file"
        accept={accept}
        multiple={multiple}
        aria-describedby={`${id}-help`}
        onChange={(event) => {
          const picked = Array.from(event.currentTarget.files ?? []);
          onChange(multiple ? [...files, ...picked] : picked);
          event.currentTarget.value = '';
        }}
      />
      <p className="cs-form__help" id={`${id}-help`}>
        {help}
      </p>
      {files.length > 0 ? (
        <ul className="cs-files">
          {files.map((file, index) => (
            <li key={`${file.name}-${index}`}>
              {previews[index] ? <img src={previews[index] ?? undefined} alt="" width={48} height={48} /> : null}
              <span>{file.name}</span>
              <button type="button" className="cs-files__remove" aria-label={messages.inquiry.removeFile(file.name)} onClick={() => onChange(files.filter((_, i) => i !== index))}>
                ×
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
