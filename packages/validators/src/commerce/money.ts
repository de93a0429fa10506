/**
 * Asserts integer KRW that is not negative (a programmer error otherwise).
 * @param value The amount.
 * @param name What it is, for the error.
 * @returns The amount.
 */
export function assertWon(value: number, name: string): number {
  if (!Number.isSafeInteger(value) || value < 0) throw new RangeError(`${name} must be a non-negative integer KRW amount, got ${value}`);
  return value;
}
