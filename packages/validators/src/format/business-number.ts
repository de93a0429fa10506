// Its own module, apart from numbers.ts: the pages' shared chunk holds numbers.ts, and only loaders (lazy chunks)
// and a few pages format business numbers.
/**
 * A business registration number (사업자등록번호) as Koreans write it: 3-2-5 digits. Anything but ten digits (with
 * or without hyphens) is returned as given.
 * @example formatBusinessNumber('1208147521') // '120-81-47521'
 */
export function formatBusinessNumber(value: string): string {
  const digits = value.replace(/-/g, '');
  return /^\d{10}$/.test(digits) ? `${digits.slice(0, 3)}-${digits.slice(3, 5)}-${digits.slice(5)}` : value;
}
