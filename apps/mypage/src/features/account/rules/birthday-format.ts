/**
 * Birthdays are yyyyMMdd from sign-up to the profile and the API; a date input speaks yyyy-MM-dd. These two
 * convert at the input's edge only.
 */
export function toDateInputValue(birthday: string): string {
  const m = /^(\d{4})(\d{2})(\d{2})$/.exec(birthday);
  return m ? `${m[1]}-${m[2]}-${m[3]}` : '';
}

/** The date input's yyyy-MM-dd as the API's yyyyMMdd ('' when cleared). */
export function fromDateInputValue(value: string): string {
  return /^\d{4}-\d{2}-\d{2}$/.test(value) ? value.replace(/-/g, '') : '';
}
