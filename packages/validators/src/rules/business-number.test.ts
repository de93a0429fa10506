import fc from 'fast-check';
import { isBusinessNumber } from './business-number.ts';

// Independent formulation: the check digit is (10 - (sum of weighted digits + floor(d9 * 5 / 10)) mod 10) mod 10,
// written here with reduce over explicit products.
function referenceCheckDigit(first9: number[]): number {
  const weights = [1, 3, 7, 1, 3, 7, 1, 3, 5];
  const products = first9.map((digit, i) => digit * (weights[i] ?? 0));
  const ninthTimesFive = (first9[8] ?? 0) * 5;
  const total = products.reduce((a, b) => a + b, 0) + Math.trunc(ninthTimesFive / 10);
  return (10 - (total % 10)) % 10;
}

const tenDigits = fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 10, maxLength: 10 });

describe('isBusinessNumber', () => {
  it('accepts known valid numbers and rejects their neighbours', () => {
    expect(isBusinessNumber('1248100998')).toBe(true);
    expect(isBusinessNumber('2208162517')).toBe(true);
    expect(isBusinessNumber('1248100997')).toBe(false);
    expect(isBusinessNumber('124-81-00998')).toBe(false);
    expect(isBusinessNumber('124810099')).toBe(false);
    expect(isBusinessNumber('12481009980')).toBe(false);
  });

  it('agrees with an independent checksum over random 10-digit strings', () => {
    fc.assert(
      fc.property(tenDigits, (digits) => {
        const expected = referenceCheckDigit(digits.slice(0, 9)) === digits[9];
        expect(isBusinessNumber(digits.join(''))).toBe(expected);
      }),
      { numRuns: 5000 },
    );
  });

  it('accepts exactly one check digit for every 9-digit prefix', () => {
    fc.assert(
      fc.property(tenDigits, (digits) => {
        const prefix = digits.slice(0, 9).join('');
        const valid = Array.from({ length: 10 }, (_, d) => `${prefix}${d}`).filter(isBusinessNumber);
        expect(valid).toHaveLength(1);
      }),
    );
  });
});
