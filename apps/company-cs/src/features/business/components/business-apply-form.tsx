import { useId, useState, type FormEvent } from 'react';
import { callContract, multipartBody, type BusinessApplyInput } from '@shop/api-client';
import { businessNumber, field, required, validateValue } from '@shop/validators';
import { Button } from '@shop/ui';
import { useClientApi } from '@shop/ui/client-api';
import { FieldError, focusField, problemProps } from '../../../lib/field-error.tsx';
import { firstProblem, missingFields, type FieldProblems } from '../../../lib/field-problems.ts';
import { formValue } from '../../../lib/form-value.ts';
import { FormError, useSubmission } from '../../../lib/use-submission.tsx';
import { messages } from '../../../messages/ko.ts';

const M = messages.business;
const FIELDS = [
  { name: 'companyName', label: M.companyName, max: 50 },
  { name: 'representativeName', label: M.representativeName, max: 30 },
  { name: 'businessNumber', label: M.businessNumber, max: 10, help: M.businessNumberHelp },
  { name: 'businessType', label: M.businessType, max: 30 },
  { name: 'businessItem', label: M.businessItem, max: 30 },
] as const;
const numberRule = field(required(), businessNumber());
const MAX_LICENCE = 10 * 1024 * 1024;

/** The business application: company, representative, business number (checksum of the spec), type, item and licence. */
export function BusinessApplyForm({ onApplied }: { onApplied: () => void }) {
  const api = useClientApi();
  const [licence, setLicence] = useState<File | null>(null);
  const { sending, error, refuse, submit } = useSubmission(M.failed);
  const [problems, setProblems] = useState<FieldProblems>({});
  const id = useId();

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const values = Object.fromEntries(FIELDS.map((f) => [f.name, formValue(form, f.name)])) as Record<(typeof FIELDS)[number]['name'], string>;
    // Each empty or wrong field is marked with its own message and the first is focused.
    const found: FieldProblems = missingFields({ ...values, licence: licence ? 'Y' : '' }, [
      ...FIELDS.map((f) => ({ name: f.name, message: messages.inquiry.required })), { name: 'licence', message: M.licenceRequired },
    ]);
    const checked = validateValue(numberRule, values.businessNumber);
    if (!found.businessNumber && !checked.valid) found.businessNumber = checked.errors[0] ?? messages.inquiry.required;
    setProblems(found);
    refuse('');
    if (!licence || Object.keys(found).length > 0) return focusField(form, firstProblem(found, [...FIELDS.map((f) => f.name), 'licence']));
    if (licence.size > MAX_LICENCE) return refuse(messages.partnership.fileTooLarge(licence.name));
    if ((await submit(() => callContract(api, 'POST /api/business/apply', { body: multipartBody<BusinessApplyInput>(values, { licence: [licence] }) }))) !== undefined) onApplied();
  };

  return (
    <form className="cs-form" onSubmit={onSubmit} noValidate>
      {FIELDS.map((f) => (
        <div className="cs-form__field" key={f.name}>
          <label htmlFor={`${id}-${f.name}`}>{f.label}</label>
          <input
            id={`${id}-${f.name}`}
            name={f.name}
            required
            maxLength={f.max}
            inputMode={f.name === 'businessNumber' ? 'numeric' : undefined}
            aria-invalid={problems[f.name] ? true : undefined}
            aria-describedby={[problems[f.name] ? `${id}-${f.name}-error` : '', 'help' in f ? `${id}-${f.name}-help` : ''].filter(Boolean).join(' ') || undefined}
          />
          <FieldError id={`${id}-${f.name}`} message={problems[f.name]} />
          {'help' in f ? (
            <p className="cs-form__help" id={`${id}-${f.name}-help`}>
              {f.help}
            </p>
          ) : null}
        </div>
      ))}
      <div className="cs-form__field">
        <label htmlFor={`${id}-licence`}>{M.licence}</label>
        <input
          id={`${id}-licence`}
          name="licence"
          type="file"
          accept=".jpg,.jpeg,.png,.pdf,image/jpeg,image/png,application/pdf"
          {...problemProps(`${id}-licence`, problems.licence)}
          aria-describedby={[problems.licence ? `${id}-licence-error` : '', `${id}-licence-help`].filter(Boolean).join(' ')}
          onChange={(event) => setLicence(event.currentTarget.files?.[0] ?? null)}
        />
        <p className="cs-form__help" id={`${id}-licence-help`}>
          {M.licenceHelp}
        </p>
        <FieldError id={`${id}-licence`} message={problems.licence} />
      </div>
      <FormError message={error} />
      <div className="cs-form__actions">
        <Button type="submit" disabled={sending}>
          {M.submit}
        </Button>
      </div>
    </form>
  );
}
