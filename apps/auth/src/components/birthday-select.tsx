import { daysInMonth } from '../lib/form-rules.ts';
import { memberMessages } from '../messages/member.ko.ts';

const copy = memberMessages.register;
const MONTHS = Array.from({ length: 12 }, (_, i) => String(i + 1));

/** The three selects of a birthday, as the forms keep them ('' while not chosen). */
export type Birthday = { year: string; month: string; day: string };

/** yyyyMMdd of a chosen birthday. */
export const birthdayText = (b: Birthday) => `${b.year}${b.month.padStart(2, '0')}${b.day.padStart(2, '0')}`;

/**
 * 생년월일: year, month and the days that month has (29 February only in a leap year). A day the newly chosen month
 * lacks is cleared, so the form never holds a date that does not exist.
 */
export function BirthdaySelect({ idPrefix, value, years, error, onChange }: {
  idPrefix: string; value: Birthday; years: readonly string[]; error?: string; onChange: (next: Birthday) => void;
}) {
  const change = (next: Birthday) => onChange(next.day && Number(next.day) > daysInMonth(next.year, next.month) ? { ...next, day: '' } : next);
  const days = Array.from({ length: daysInMonth(value.year, value.month) }, (_, i) => String(i + 1));
  const errorId = `${idPrefix}-birthday-error`;
  return (
    <fieldset className="auth-birthday" aria-describedby={error ? errorId : undefined}>
      <legend className="auth-field__label">{copy.birthday}</legend>
      <select id={`${idPrefix}-year`} aria-label={copy.birthYear} value={value.year} onChange={(e) => change({ ...value, year: e.target.value })}>
        <option value="">{copy.birthYear}</option>
        {years.map((y) => <option key={y} value={y}>{y}</option>)}
      </select>
      <select id={`${idPrefix}-month`} aria-label={copy.birthMonth} value={value.month} onChange={(e) => change({ ...value, month: e.target.value })}>
        <option value="">{copy.birthMonth}</option>
        {MONTHS.map((m) => <option key={m} value={m}>{m}</option>)}
      </select>
      <select id={`${idPrefix}-day`} aria-label={copy.birthDay} value={value.day} onChange={(e) => change({ ...value, day: e.target.value })}>
        <option value="">{copy.birthDay}</option>
        {days.map((d) => <option key={d} value={d}>{d}</option>)}
      </select>
      {error ? <p className="auth-field__error" id={errorId}>{error}</p> : null}
    </fieldset>
  );
}
