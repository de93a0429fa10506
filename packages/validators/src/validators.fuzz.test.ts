// Property tests over EVERY function @shop/validators exports, driven from the package's exports: each export must
// be listed below, either with a fuzz of its own here or naming the file that property-tests it, so a new export
// fails this file until it is covered. Inputs are hostile: any UTF-16 (lone surrogates, NUL, controls), graphemes,
// huge and non-finite numbers, wrong types. Rules never throw, always answer a Korean message, and agree with the
// predicate they wrap; the rule-specific properties (phone plans, business-number check digit, password rules…)
// follow. numRuns are sized so this file takes a few seconds (docs/reliability.md).
import fc from 'fast-check';
import * as v from 'valibot';
import * as validators from './index.ts';
import {
  businessNumber, canTransition, confirmed, digits, email, field, formatBusinessNumber, formatDateTime, formatDeduction, formatNumber, formatPoint, formatWon, isBusinessNumber, isEmail, isOrderStatus, isPassword1, isPassword2, isPhoneNumber, isUnpaid, loginId, maxLength, minLength, normalizePhoneNumber, ORDER_STATUS, password1, password2, phoneNumber, required, scrubText, scrubValue, text, trackingUrlOf, validateValue, validateValueAsync, VALIDATION_MESSAGES, withObject, withTopic,
} from './index.ts';
// Used inside the package only (its rules and formats are built on them), so not exported by the index: fuzzed here too.
import { parseWireDate, toWireDate } from './format/dates.ts';
import { toFiniteNumber } from './format/numbers.ts';
import { alphaNum, between, enNum, max, min, numeric, rule, type StringRule } from './rules/actions.ts';
import { hasDigits, isAlphaNum, isBetween, isEnNum, isFilled, isLoginId, isNumeric } from './rules/text-rules.ts';

const RUNS = { numRuns: Number(process.env.FUZZ_RUNS ?? 300) };
const HANGUL = /[가-힣]/;

/** Any string: every UTF-16 code unit (NUL, controls, lone surrogates), graphemes, Hangul, digits with separators. */
const anyString = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 30 }),
  fc.string({ unit: 'grapheme', maxLength: 30 }),
  fc.string({ unit: fc.constantFrom(...'0123456789- '), maxLength: 14 }),
  fc.string({ unit: fc.constantFrom(...'aA1!가 \u0000\ud800'), maxLength: 20 }),
  fc.constantFrom('', ' ', '\u0000', '\ud800', '9'.repeat(400), 'NaN', 'Infinity', '-0', '1e309', '__proto__'),
);
/** Anything a confused caller may pass where a string belongs. */
const anyValue: fc.Arbitrary<unknown> = fc.oneof(
  anyString,
  fc.double(),
  fc.constantFrom(null, undefined, true, 0, -0, NaN, Infinity, 2 ** 53 + 2, [], {}, ['010-1234-5678'], new Date(NaN)),
  fc.jsonValue({ maxDepth: 2 }),
);
const digitString = (length: number) => fc.array(fc.integer({ min: 0, max: 9 }), { minLength: length, maxLength: length }).map((d) => d.join(''));

// ---------------------------------------------------------------------------------------------------------------
// Every export is accounted for.

/** String predicates: their own fuzz below (never throw, answer a boolean, agree with the rule of the same name). */
const PREDICATES = { hasDigits: (s: string) => hasDigits(s, 6), isAlphaNum, isBetween: (s: string) => isBetween(s, 1, 10), isEnNum, isFilled, isLoginId, isNumeric, isPassword1, isPassword2, isEmail, isBusinessNumber, isPhoneNumber } as const;
/** Rule factories with the arguments used here, paired with the predicate they must agree with (undefined: none). */
const RULES: Record<string, [StringRule, ((s: string) => boolean) | undefined]> = {
  alphaNum: [alphaNum(), isAlphaNum],
  between: [between(1, 10), (s) => isBetween(s, 1, 10)],
  businessNumber: [businessNumber(), isBusinessNumber],
  confirmed: [confirmed('Secret!2345'), (s) => s === 'Secret!2345'],
  digits: [digits(6), (s) => hasDigits(s, 6)],
  email: [email(), isEmail],
  enNum: [enNum(), isEnNum],
  loginId: [loginId(), isLoginId],
  max: [max(5), (s) => [...s].length <= 5],
  maxLength: [maxLength(5), (s) => [...s].length <= 5],
  min: [min(3), (s) => [...s].length >= 3],
  minLength: [minLength(3), (s) => [...s].length >= 3],
  numeric: [numeric(), isNumeric],
  password1: [password1(), isPassword1],
  password2: [password2(), isPassword2],
  phoneNumber: [phoneNumber(), (s) => isPhoneNumber(s)],
  required: [required(), isFilled],
  rule: [rule((s) => s.startsWith('a')), (s) => s.startsWith('a')],
};
/** Other fuzzed exports (below). */
const FUZZED_HERE = ['field', 'text', 'validateValue', 'validateValueAsync', 'normalizePhoneNumber', 'scrubText', 'scrubValue', 'toFiniteNumber', 'formatNumber', 'formatWon', 'formatDeduction', 'formatPoint', 'formatBusinessNumber', 'formatDateTime', 'parseWireDate', 'toWireDate', 'withObject', 'withTopic', 'canTransition', 'isOrderStatus', 'isUnpaid', 'trackingUrlOf'];
/** Exports property-tested in their own files (money rules on integer KRW). */
const TESTED_ELSEWHERE: Record<string, string> = {
  calculateShippingFee: 'commerce/calculate-shipping-fee.test.ts', getBaseShippingFee: 'commerce/calculate-shipping-fee.test.ts',
  getShippingExtraCharge: 'commerce/calculate-shipping-fee.test.ts', calculateCartTotals: 'commerce/order-totals.test.ts',
  calculateLineAmount: 'commerce/order-totals.test.ts', calculatePaymentAmount: 'commerce/order-totals.test.ts', isCouponUsable: 'commerce/coupon-points.test.ts',
  clampPointUse: 'commerce/coupon-points.test.ts', getMaxUsablePoints: 'commerce/coupon-points.test.ts', calculateCartCouponDiscount: 'commerce/coupon-discount.test.ts',
  calculateItemCouponDiscount: 'commerce/coupon-discount.test.ts', findBestBenefit: 'commerce/best-benefit.test.ts', findBestItemCoupons: 'commerce/best-benefit.test.ts',
  initialCartSelection: 'commerce/cart-selection.test.ts', isAllSelected: 'commerce/cart-selection.test.ts', toggleAllLines: 'commerce/cart-selection.test.ts',
  toggleLine: 'commerce/cart-selection.test.ts', toggleSellerLines: 'commerce/cart-selection.test.ts',
  seoulIso: 'format/seoul-time.test.ts', seoulFormats: 'format/seoul-time.test.ts',
  isInternalPath: 'rules/safe-link.test.ts', isSafeLink: 'rules/safe-link.test.ts', safeLink: 'rules/safe-link.test.ts', safeReturnPath: 'rules/safe-link.test.ts',
};

/** Fuzzed here but used inside the package only, so not exported (imported from their files above). */
const INTERNAL = ['hasDigits', 'isAlphaNum', 'isBetween', 'isEnNum', 'isFilled', 'isLoginId', 'isNumeric', 'alphaNum', 'between', 'enNum', 'max', 'min', 'numeric', 'rule',
  'parseWireDate', 'toWireDate', 'toFiniteNumber', 'getBaseShippingFee', 'getShippingExtraCharge', 'isCouponUsable', 'findBestItemCoupons', 'isInternalPath'];

describe('every exported function of @shop/validators is fuzzed', () => {
  it('is listed here (a new export must get a fuzz or name its property test)', () => {
    const functions = Object.entries(validators).filter(([, value]) => typeof value === 'function').map(([name]) => name);
    const listed = new Set([...Object.keys(PREDICATES), ...Object.keys(RULES), ...FUZZED_HERE, ...Object.keys(TESTED_ELSEWHERE)]);
    expect(functions.filter((name) => !listed.has(name))).toEqual([]);
    expect([...listed].filter((name) => !functions.includes(name) && !INTERNAL.includes(name))).toEqual([]);
    expect(INTERNAL.filter((name) => functions.includes(name))).toEqual([]);
  });
});

// ---------------------------------------------------------------------------------------------------------------
// Generic properties.

describe('predicates and rules on any input', () => {
  it.each(Object.entries(PREDICATES))('%s answers a boolean for any string and never throws', (_name, predicate) => {
    fc.assert(fc.property(anyString, (s) => typeof predicate(s) === 'boolean'), RUNS);
  });

  it.each(Object.entries(RULES))('rule %s: any string gets valid, or a Korean message, in agreement with its predicate', (name, [theRule, predicate]) => {
    const schema = field(theRule);
    fc.assert(
      fc.property(anyString, (s) => {
        const result = validateValue(schema, s);
        for (const message of result.errors) expect(message).toMatch(HANGUL);
        if (!predicate) return;
        // Custom rules pass '' (left to `required`); required and phoneNumber judge '' themselves.
        const expected = s === '' && !['required', 'phoneNumber', 'confirmed'].includes(name) ? true : predicate(s);
        expect(result.valid).toBe(expected);
      }),
      RUNS,
    );
  });

  it.each(Object.entries(RULES))('rule %s: a value of the wrong type is refused with a Korean message, never a throw', (_name, [theRule]) => {
    const schema = field(theRule);
    fc.assert(
      fc.property(anyValue.filter((x) => typeof x !== 'string'), (x) => {
        const result = v.safeParse(schema, x);
        expect(result.success).toBe(false);
        expect(result.issues?.[0]?.message).toMatch(HANGUL);
      }),
      RUNS,
    );
  });

  it('validateValueAsync agrees with validateValue', async () => {
    const schema = field(required(), minLength(3), maxLength(8), enNum());
    await fc.assert(fc.asyncProperty(anyString, async (s) => expect(await validateValueAsync(schema, s)).toEqual(validateValue(schema, s))), RUNS);
    expect(v.safeParse(text(), 1).issues?.[0]?.message).toBe(VALIDATION_MESSAGES.default);
  });
});

// ---------------------------------------------------------------------------------------------------------------
// Rule-specific properties.

describe('phone numbers', () => {
  it('an accepted number is 9-11 digits starting with 0 once spaces and hyphens are gone', () => {
    fc.assert(
      fc.property(anyString, (s) => {
        if (isPhoneNumber(s)) expect(normalizePhoneNumber(s)).toMatch(/^0\d{8,10}$/);
        expect(normalizePhoneNumber(s)).not.toMatch(/[\s-]/);
      }),
      RUNS,
    );
  });

  it('spaces and hyphens only read as empty; anything else wrong as invalid', () => {
    const schema = field(phoneNumber());
    fc.assert(fc.property(fc.string({ unit: fc.constantFrom(' ', '-', '\t'), maxLength: 8 }), (s) => expect(validateValue(schema, s).errors).toEqual([VALIDATION_MESSAGES.phoneEmpty])), RUNS);
    fc.assert(
      fc.property(anyString.filter((s) => normalizePhoneNumber(s) !== '' && !isPhoneNumber(s)), (s) => expect(validateValue(schema, s).errors).toEqual([VALIDATION_MESSAGES.phoneInvalid])),
      RUNS,
    );
  });
});

describe('business registration numbers', () => {
  it('every 9-digit prefix has exactly one check digit', () => {
    fc.assert(fc.property(digitString(9), (prefix) => expect([...'0123456789'].filter((d) => isBusinessNumber(prefix + d))).toHaveLength(1)), RUNS);
  });

  it('changing any one digit of a valid number makes it invalid', () => {
    const valid = digitString(9).map((prefix) => prefix + [...'0123456789'].find((d) => isBusinessNumber(prefix + d))!);
    fc.assert(
      fc.property(valid, fc.integer({ min: 0, max: 9 }), fc.integer({ min: 1, max: 9 }), (number, at, delta) => {
        const changed = number.slice(0, at) + String((Number(number[at]) + delta) % 10) + number.slice(at + 1);
        expect(isBusinessNumber(changed)).toBe(false);
      }),
      RUNS,
    );
  });

  it('only 10 plain digits can pass (no hyphens, spaces or full-width digits)', () => {
    fc.assert(fc.property(anyString, (s) => !isBusinessNumber(s) || /^[0-9]{10}$/.test(s)), RUNS);
    expect(isBusinessNumber('124-81-00998')).toBe(false);
    expect(isBusinessNumber('１２４８１００９９８')).toBe(false);
  });
});

describe('passwords and login ids', () => {
  const ascii = (chars: string) => fc.constantFrom(...chars);
  const letters = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';
  const specials = '!@#$%^&*()-_=+[]{};:,.<>/?~`|\\\'"';
  const validPassword1 = fc
    .tuple(ascii(letters), ascii('0123456789'), ascii(specials), fc.array(ascii(letters + '0123456789' + specials), { minLength: 7, maxLength: 13 }))
    .chain(([a, b, c, rest]) => fc.shuffledSubarray([a, b, c, ...rest], { minLength: rest.length + 3 }))
    .map((chars) => chars.join(''));

  it('password1 accepts every 10-16 mix of letter, digit and special, and only such', () => {
    fc.assert(fc.property(validPassword1, (p) => expect(isPassword1(p)).toBe(true)), RUNS);
    fc.assert(
      fc.property(anyString, (s) => {
        if (!isPassword1(s)) return;
        expect(s.length).toBeGreaterThanOrEqual(10);
        expect(s.length).toBeLessThanOrEqual(16);
        expect(s).toMatch(/^[\x21-\x7e]+$/);
      }),
      RUNS,
    );
    fc.assert(fc.property(validPassword1, fc.constantFrom(' ', '가', '\u0000', '\t'), (p, bad) => expect(isPassword1(p.slice(0, 9) + bad + p.slice(9, 15))).toBe(false)), RUNS);
  });

  it('password2 refuses exactly the inputs with a character three times in a row', () => {
    const model = (s: string) => {
      const chars = [...s];
      return !chars.some((c, i) => i >= 2 && chars[i - 1] === c && chars[i - 2] === c);
    };
    fc.assert(fc.property(anyString, (s) => expect(isPassword2(s)).toBe(model(s))), RUNS);
  });

  it('loginId is 4-16 lowercase letters and digits with a letter', () => {
    const model = (s: string) => /^[a-z0-9]{4,16}$/.test(s) && /[a-z]/.test(s);
    fc.assert(fc.property(fc.oneof(anyString, fc.string({ unit: fc.constantFrom(...'ab09Z_'), maxLength: 18 })), (s) => expect(isLoginId(s)).toBe(model(s))), RUNS);
  });

  it('between reads numbers the way Number does and refuses non-finite input', () => {
    fc.assert(fc.property(anyString, (s) => expect(isBetween(s, 1, 10)).toBe(s.trim() !== '' && Number(s) >= 1 && Number(s) <= 10)), RUNS);
  });
});

// ---------------------------------------------------------------------------------------------------------------
// Log scrubbing: what the API's and the shell's loggers pass every line through.

describe('scrubbing personal data and secrets from log lines', () => {
  const mobile = fc.tuple(fc.constantFrom('010', '011', '016', '017', '018', '019'), digitString(4), digitString(4), fc.constantFrom('', '-', ' '))
    .map(([prefix, a, b, sep]) => ({ text: `${prefix}${sep}${a}${sep}${b}`, digits: `${prefix}${a}${b}` }));
  const secret = fc.string({ unit: fc.constantFrom(...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_-.'), minLength: 12, maxLength: 40 });
  const filler = fc.string({ unit: fc.constantFrom(...'abc 가나다:,;()[]{}\n'), maxLength: 20 });

  it('a mobile number in any text never survives', () => {
    fc.assert(
      fc.property(filler, mobile, filler, (before, phone, after) => {
        const out = scrubText(`${before} ${phone.text} ${after}`);
        expect(out).not.toContain(phone.text);
        expect(out.replace(/[^0-9]/g, '')).not.toContain(phone.digits);
      }),
      RUNS,
    );
  });

  it('bearer tokens, password= / token= values and e-mail addresses never survive', () => {
    fc.assert(
      fc.property(filler, secret, fc.constantFrom('Bearer ', 'bearer  ', 'password=', 'password: ', '"password":"', 'token=', 'passwd=', 'secret: '), (before, value, lead) => {
        expect(scrubText(`${before} ${lead}${value} end`)).not.toContain(value);
      }),
      RUNS,
    );
    fc.assert(fc.property(secret, fc.constantFrom('example.com', 'naver.com', 'shop.co.kr'), (user, domain) => expect(scrubText(`to ${user}@${domain}.`)).not.toContain(`${user}@`)), RUNS);
  });

  it('the value of a sensitive key never survives scrubValue, however it is nested', () => {
    const key = fc.constantFrom('password', 'guestPassword', 'newPassword', 'token', 'accessToken', 'authorization', 'cookie', 'phone', 'mobile', 'receiveMobile', 'email', 'userName', 'name', 'authNumber', 'smsCode', 'requestToken', 'depositorName');
    fc.assert(
      fc.property(key, secret, fc.integer({ min: 0, max: 3 }), (k, value, depth) => {
        let input: unknown = { [k]: value, other: 1 };
        for (let i = 0; i < depth; i += 1) input = i % 2 ? [input] : { wrapper: input };
        const out = JSON.stringify(scrubValue(input));
        expect(out).not.toContain(value);
      }),
      RUNS,
    );
    fc.assert(fc.property(anyValue, (x) => expect(() => JSON.stringify(scrubValue(x))).not.toThrow()), RUNS);
  });
});

// ---------------------------------------------------------------------------------------------------------------
// Formatting and order helpers: total on any input.

describe('formatting and order helpers never throw', () => {
  it('numbers', () => {
    fc.assert(
      fc.property(anyValue, (x) => {
        const n = toFiniteNumber(x);
        expect(n === null || Number.isFinite(n)).toBe(true);
        for (const format of [formatNumber, formatWon, formatPoint]) expect(typeof format(x)).toBe('string');
        if (n === null) expect(formatWon(x)).toBe('');
        // A deduction never shows as "-0원" and never as a double minus (a fraction taken, "-0.000001원", is no "-0").
        expect(formatDeduction(x)).not.toMatch(/^-0(?!\.)|--/);
        if (n === null) expect(formatDeduction(x)).toBe('');
      }),
      RUNS,
    );
    fc.assert(fc.property(fc.integer({ min: -(2 ** 53) + 1, max: 2 ** 53 - 1 }), (n) => expect(toFiniteNumber(formatNumber(n))).toBe(n)), RUNS);
  });

  it('business numbers: ten digits come out 3-2-5 with the same digits, anything else as it was', () => {
    fc.assert(
      fc.property(fc.string(), (x) => {
        const out = formatBusinessNumber(x);
        if (/^\d{10}$/.test(x.replace(/-/g, ''))) {
          expect(out.replace(/-/g, '')).toBe(x.replace(/-/g, ''));
          expect(out).toMatch(/^\d{3}-\d{2}-\d{5}$/);
        } else expect(out).toBe(x);
      }),
      RUNS,
    );
  });

  it('dates: wire dates round-trip at second precision, anything else is refused', () => {
    const instant = fc.integer({ min: Date.UTC(1971, 0, 1), max: Date.UTC(2999, 11, 31) }).map((ms) => ms - (ms % 1000));
    fc.assert(fc.property(instant, (ms) => expect(parseWireDate(toWireDate(ms))).toBe(ms)), RUNS);
    fc.assert(
      fc.property(anyString, (s) => {
        const parsed = parseWireDate(s);
        expect(parsed === null || Number.isFinite(parsed)).toBe(true);
        expect(typeof formatDateTime(s)).toBe('string');
      }),
      RUNS,
    );
    fc.assert(fc.property(fc.double(), (ms) => expect(typeof formatDateTime(ms, 'date')).toBe('string')), RUNS);
    expect(() => toWireDate(NaN)).toThrow(RangeError);
  });

  it('particles, order states and tracking links', () => {
    const statuses = Object.values(ORDER_STATUS);
    fc.assert(
      fc.property(anyString, anyString, (s, t) => {
        expect(withObject(s).startsWith(s)).toBe(true);
        expect(withTopic(s).startsWith(s)).toBe(true);
        expect(typeof isOrderStatus(s)).toBe('boolean');
        const url = trackingUrlOf(s, t);
        expect(url === null || /^https:\/\/[^\s]*$/.test(url)).toBe(true);
      }),
      RUNS,
    );
    fc.assert(
      fc.property(fc.constantFrom(...statuses), fc.constantFrom(...statuses), (from, to) => {
        expect(typeof canTransition(from, to)).toBe('boolean');
        expect(typeof isUnpaid(from)).toBe('boolean');
      }),
      RUNS,
    );
  });
});
