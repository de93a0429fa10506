import { useId, useState, type FormEvent } from 'react';
import { callContract, multipartBody, type PartnershipInput, type PartnershipReceipt } from '@shop/api-client';
import { Button } from '@shop/ui';
import { useClientApi } from '@shop/ui/client-api';
import { FieldError, focusField, problemProps } from '../../../lib/field-error.tsx';
import { firstProblem, missingFields, type FieldProblems } from '../../../lib/field-problems.ts';
import { formValue } from '../../../lib/form-value.ts';
import { FormError, useSubmission } from '../../../lib/use-submission.tsx';
import { messages } from '../../../messages/ko.ts';
import { fileProblem, MB } from '../file-rules.ts';
import { FilePicker } from './file-picker.tsx';

const M = messages.partnership;
const TEXT_FIELDS = [
  { name: 'companyName', label: M.companyName, type: 'text', max: 50, required: true, autoComplete: 'organization' },
  { name: 'managerName', label: M.managerName, type: 'text', max: 30, required: true, autoComplete: 'name' },
  { name: 'phone', label: M.phone, type: 'tel', max: 20, required: true, autoComplete: 'tel' },
  { name: 'email', label: M.email, type: 'email', max: 100, required: true, autoComplete: 'email' },
  { name: 'homepage', label: M.homepage, type: 'url', max: 200, required: false, autoComplete: 'url' },
] as const;
const REQUIRED = [
  ...TEXT_FIELDS.filter((f) => f.required).map((f) => ({ name: f.name, message: messages.inquiry.required })),
  { name: 'products', message: messages.inquiry.required },
  { name: 'privacyAgreed', message: M.privacyRequired },
];

/** 제휴/입점문의: company, contact, products, one file up to 10 MB and the privacy consent; answers the receipt. */
export function PartnershipForm({ onDone }: { onDone: (receipt: PartnershipReceipt) => void }) {
  const api = useClientApi();
  const [files, setFiles] = useState<File[]>([]);
  const { sending, error, refuse, submit } = useSubmission(M.failed);
  const [problems, setProblems] = useState<FieldProblems>({});
  const id = useId();

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const text = (name: string) => formValue(form, name);
    // Each empty field (and the consent) is marked with its own message and the first is focused.
    const values = Object.fromEntries(REQUIRED.map((f) => [f.name, f.name === 'privacyAgreed' ? (text(f.name) === 'Y' ? 'Y' : '') : text(f.name)]));
    const missing = missingFields(values, REQUIRED);
    setProblems(missing);
    refuse('');
    if (Object.keys(missing).length > 0) return focusField(form, firstProblem(missing, REQUIRED.map((f) => f.name)));
    const problem = fileProblem(files, { maxFiles: 1, maxBytes: 10 * MB });
    if (problem?.kind === 'tooLarge') return refuse(M.fileTooLarge(problem.name));
    const fields = {
      companyName: text('companyName'), managerName: text('managerName'), phone: text('phone'), email: text('email'), homepage: text('homepage'), products: text('products'),
    };
    const receipt = await submit(() => callContract(api, 'POST /api/store-inquiry', { body: multipartBody<PartnershipInput>({ ...fields, privacyAgreed: 'Y' }, { file: files.slice(0, 1) }) }));
    if (receipt) onDone(receipt);
  };

  return (
    <form className="cs-form" onSubmit={onSubmit} noValidate>
      {TEXT_FIELDS.map((field) => (
        <div className="cs-form__field" key={field.name}>
          <label htmlFor={`${id}-${field.name}`}>{field.label}</label>
          <input
            id={`${id}-${field.name}`} name={field.name} type={field.type} maxLength={field.max} required={field.required} autoComplete={field.autoComplete}
            {...problemProps(`${id}-${field.name}`, problems[field.name])}
          />
          <FieldError id={`${id}-${field.name}`} message={problems[field.name]} />
        </div>
      ))}
      <div className="cs-form__field">
        <label htmlFor={`${id}-products`}>{M.products}</label>
        <textarea id={`${id}-products`} name="products" required maxLength={2000} rows={5} {...problemProps(`${id}-products`, problems.products)} />
        <FieldError id={`${id}-products`} message={problems.products} />
      </div>
      <FilePicker name="file" label={M.file} help={M.fileHelp} accept=".jpg,.jpeg,.gif,.png,.pdf,image/jpeg,image/gif,image/png,application/pdf" files={files} onChange={setFiles} />
      <fieldset className="cs-consent">
        <legend>{M.privacyTitle}</legend>
        <p>{M.privacyText}</p>
        <label>
          <input type="checkbox" name="privacyAgreed" value="Y" {...problemProps(`${id}-privacy`, problems.privacyAgreed)} /> {M.privacyAgree}
        </label>
        <FieldError id={`${id}-privacy`} message={problems.privacyAgreed} />
      </fieldset>
      <FormError message={error} />
      <div className="cs-form__actions">
        <Button type="submit" disabled={sending}>
          {M.submit}
        </Button>
      </div>
    </form>
  );
}
