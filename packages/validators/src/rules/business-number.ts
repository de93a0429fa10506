const WEIGHTS = [1, 3, 7, 1, 3, 7, 1, 3, 5] as const;

/**
 * Korean business registration number: 10 digits (no hyphens) whose last digit is the check digit of
 * weights 1,3,7,1,3,7,1,3,5 plus the tens digit of (ninth digit x 5).
 * @param value Input.
 * @returns True for a valid number.
 * @example isBusinessNumber('1248100998') // true
 */
export function isBusinessNumber(value: string): boolean {
  if (!/^[0-9]{10}$/.test(value)) return false;
  const digits = [...value].map(Number);
  let sum = 0;
  WEIGHTS.forEach((weight, index) => {
    sum += (digits[index] ?? 0) * weight;
  });
  sum += Math.floor(((digits[8] ?? 0) * 5) / 10);
  return (10 - (sum % 10)) % 10 === digits[9];
}
