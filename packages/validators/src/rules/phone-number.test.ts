import fc from 'fast-check';
import { isPhoneNumber, normalizePhoneNumber } from './phone-number.ts';

const LANDLINE_CODES = ['031', '032', '033', '041', '042', '043', '044', '051', '052', '053', '054', '055', '061', '062', '063', '064'];
// Prefix → accepted subscriber lengths (spec section 5).
const PLANS: [string, number[]][] = [
  ['02', [7, 8]],
  ...LANDLINE_CODES.map((code): [string, number[]] => [code, [7, 8]]),
  ['070', [8]],
  ['010', [8]],
  ...['011', '016', '017', '018', '019'].map((code): [string, number[]] => [code, [7]]),
  ['0505', [6]],
  ['0507', [6]],
];

const digitString = (length: number) => fc.array(fc.integer({ min: 0, max: 9 }), { minLength: length, maxLength: length }).map((d) => d.join(''));
const separators = fc.constantFrom('', '-', ' ', ' - ');

describe('isPhoneNumber', () => {
  it('accepts examples and rejects wrong ones', () => {
    expect(isPhoneNumber('02-123-4567')).toBe(true);
    expect(isPhoneNumber('031 1234 5678')).toBe(true);
    expect(isPhoneNumber('0505-123456')).toBe(true);
    expect(isPhoneNumber('011-123-4567')).toBe(true);
    expect(isPhoneNumber('010-1234-567')).toBe(false);
    expect(isPhoneNumber('011-1234-5678')).toBe(false);
    expect(isPhoneNumber('065-123-4567')).toBe(false);
    expect(isPhoneNumber('010.1234.5678')).toBe(false);
    expect(isPhoneNumber('')).toBe(false);
    expect(normalizePhoneNumber(' 010-12 34 ')).toBe('0101234');
  });

  it('accepts every prefix with its subscriber lengths, whatever the separators', () => {
    const valid = fc
      .constantFrom(...PLANS)
      .chain(([prefix, lengths]) => fc.tuple(fc.constant(prefix), fc.constantFrom(...lengths).chain(digitString), separators, separators))
      .map(([prefix, rest, sep1, sep2]) => `${prefix}${sep1}${rest.slice(0, 3)}${sep2}${rest.slice(3)}`);
    fc.assert(fc.property(valid, (number) => expect(isPhoneNumber(number)).toBe(true)), { numRuns: 3000 });
  });

  it('rejects every prefix with a subscriber length it does not have', () => {
    const invalid = fc
      .constantFrom(...PLANS)
      .chain(([prefix, lengths]) => fc.tuple(fc.constant(prefix), fc.integer({ min: 0, max: 10 }).filter((n) => !lengths.includes(n))))
      .chain(([prefix, length]) => digitString(length).map((rest) => `${prefix}${rest}`))
      // A number that happens to fit another plan (e.g. 0505 + 7 digits = 050 5 + 7 digits) is not a counter-example.
      .filter((number) => !PLANS.some(([prefix, lengths]) => number.startsWith(prefix) && lengths.includes(number.length - prefix.length)));
    fc.assert(fc.property(invalid, (number) => expect(isPhoneNumber(number)).toBe(false)), { numRuns: 3000 });
  });

  it('rejects unknown prefixes and non-digits', () => {
    const known = new Set(PLANS.map(([prefix]) => prefix.slice(0, 3)));
    const unknownPrefix = fc.stringMatching(/^0[0-9]{2}$/).filter((p) => !known.has(p));
    fc.assert(fc.property(unknownPrefix, digitString(8), (prefix, rest) => expect(isPhoneNumber(`${prefix}${rest}`)).toBe(false)));
    const other050 = fc.integer({ min: 0, max: 9 }).filter((d) => d !== 5 && d !== 7);
    fc.assert(fc.property(other050, digitString(6), (d, rest) => expect(isPhoneNumber(`050${d}${rest}`)).toBe(false)));
    fc.assert(fc.property(digitString(8), fc.constantFrom('a', '.', '+', '('), (rest, bad) => expect(isPhoneNumber(`010${bad}${rest}`)).toBe(false)));
  });
});
