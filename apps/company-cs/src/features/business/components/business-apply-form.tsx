import { useId, useState, type FormEvent } from 'react';
import { applyBusiness } from '@shop/api-client';
import { businessNumber, field, required, validateValue } from '@shop/validators';
import { Button } from '@shop/ui';
import { useClientApi } from '../../../lib/client-api.tsx';
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
  const id = useId();

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const values = Object.fromEntries(FIELDS.map((f) => [f.name, formValue(form, f.name)])) as Record<(typeof FIELDS)[number]['name'], string>;
    if (FIELDS.some((f) => !values[f.name])) return refuse(messages.inquiry.required);
    const checked = validateValue(numberRule, values.businessNumber);
    if (!checked.valid) return refuse(checked.errors[0] ?? messages.inquiry.required);
    if (!licence) return refuse(M.licenceRequired);
    if (licence.size > MAX_LICENCE) return refuse(messages.partnership.fileTooLarge(licence.name));
    if ((await submit(() => applyBusiness(api, values, licence))) !== undefined) onApplied();
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
            aria-describedby={'help' in f ? `${id}-${f.name}-help` : undefined}
          />
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
          aria-describedby={`${id}-licence-help`}
          onChange={(event) => setLicence(event.currentTarget.files?.[0] ?? null)}
        />
        <p className="cs-form__help" id={`${id}-licence-help`}>
          {M.licenceHelp}
        </p>
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
