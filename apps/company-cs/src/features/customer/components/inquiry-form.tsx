import { useId, useState, type FormEvent } from 'react';
import { callContract, multipartBody, type CsInquiryInput } from '@shop/api-client';
import { Button } from '@shop/ui';
import { useClientApi } from '@shop/ui/client-api';
import { FieldError, focusField, problemProps } from '../../../lib/field-error.tsx';
import { firstProblem, missingFields, type FieldProblems } from '../../../lib/field-problems.ts';
import { formValue } from '../../../lib/form-value.ts';
import { FormError, useSubmission } from '../../../lib/use-submission.tsx';
import { messages } from '../../../messages/ko.ts';
import { fileProblem, MB } from '../file-rules.ts';
import { FilePicker } from './file-picker.tsx';

const M = messages.inquiry;
const LIMIT = { maxFiles: 4, maxBytes: 5 * MB };
const REQUIRED = [{ name: 'qnaGroup', message: M.typeRequired }, { name: 'subject', message: M.required }, { name: 'question', message: M.required }];

type InquiryFormProps = { groups: readonly { id: string; label: string }[]; onSaved: () => void; onCancel: () => void };

/** The 1:1 inquiry form: type, subject, content and up to 4 files (checked here, then by the API by content). */
export function InquiryForm({ groups, onSaved, onCancel }: InquiryFormProps) {
  const api = useClientApi();
  const [files, setFiles] = useState<File[]>([]);
  const { sending, error, refuse, submit } = useSubmission(M.failed);
  const [problems, setProblems] = useState<FieldProblems>({});
  const id = useId();

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const fields = { qnaGroup: formValue(form, 'qnaGroup'), subject: formValue(form, 'subject'), question: formValue(form, 'question') };
    // Each empty field is marked with its own message and the first is focused (as the other forms do).
    const missing = missingFields(fields, REQUIRED);
    setProblems(missing);
    refuse('');
    if (Object.keys(missing).length > 0) return focusField(form, firstProblem(missing, REQUIRED.map((f) => f.name)));
    const problem = fileProblem(files, LIMIT);
    if (problem) return refuse(problem.kind === 'tooMany' ? M.tooManyFiles : M.fileTooLarge(problem.name));
    if ((await submit(() => callContract(api, 'POST /api/qna/inquiry', { body: multipartBody<CsInquiryInput>(fields, { files }) }))) !== undefined) onSaved();
  };

  return (
    <form className="cs-form" onSubmit={onSubmit} aria-labelledby={`${id}-title`} noValidate>
      <h2 className="cs-form__title" id={`${id}-title`}>
        {M.formTitle}
      </h2>
      <div className="cs-form__field">
        <label htmlFor={`${id}-group`}>{M.type}</label>
        <select id={`${id}-group`} name="qnaGroup" required defaultValue="" {...problemProps(`${id}-group`, problems.qnaGroup)}>
          <option value="" disabled>
            {M.typePlaceholder}
          </option>
          {groups.map((group) => (
            <option key={group.id} value={group.id}>
              {group.label}
            </option>
          ))}
        </select>
        <FieldError id={`${id}-group`} message={problems.qnaGroup} />
      </div>
      <div className="cs-form__field">
        <label htmlFor={`${id}-subject`}>{M.subject}</label>
        <input id={`${id}-subject`} name="subject" required maxLength={100} {...problemProps(`${id}-subject`, problems.subject)} />
        <FieldError id={`${id}-subject`} message={problems.subject} />
      </div>
      <div className="cs-form__field">
        <label htmlFor={`${id}-question`}>{M.question}</label>
        <textarea id={`${id}-question`} name="question" required maxLength={2000} rows={6} {...problemProps(`${id}-question`, problems.question)} />
        <FieldError id={`${id}-question`} message={problems.question} />
      </div>
      <FilePicker name="files" label={M.files} help={M.filesHelp} accept=".jpg,.jpeg,.png,.gif,.bmp,.pdf,image/jpeg,image/png,image/gif,image/bmp,application/pdf" multiple files={files} onChange={setFiles} />
      <FormError message={error} />
      <div className="cs-form__actions">
        <Button type="submit" disabled={sending}>
          {M.save}
        </Button>
        <Button type="button" variant="outline" onClick={onCancel}>
          {M.cancel}
        </Button>
      </div>
    </form>
  );
}
