import * as v from 'valibot';
import { DEFAULT_VALIDATION_MESSAGE, VALIDATION_MESSAGES as M } from '../messages/ko.ts';
import { isBusinessNumber } from './business-number.ts';
import { isEmail } from './email.ts';
import { isPhoneNumber, normalizePhoneNumber } from './phone-number.ts';
import { hasDigits, isAlphaNum, isBetween, isEnNum, isFilled, isLoginId, isNumeric, isPassword1, isPassword2 } from './text-rules.ts';

/** A valibot validation action on strings, as every rule here returns. */
export type StringRule = v.BaseValidation<string, string, v.BaseIssue<string>>;

/**
 * A custom rule: passes empty input (leave that to `required`), otherwise checks `predicate`.
 * @param predicate The check.
 * @param message The message; defaults to '값이 올바르지 않습니다!'.
 * @returns A valibot action.
 * @example v.pipe(v.string(), rule((s) => s !== 'admin'))
 */
export function rule(predicate: (value: string) => boolean, message: string = DEFAULT_VALIDATION_MESSAGE): StringRule {
  return v.check((value: string) => value === '' || predicate(value), message);
}

const length = (value: string) => [...value].length;

/** required: something entered ('필수 입력 항목입니다.'). */
export const required = (message: string = M.required): StringRule => v.check(isFilled, message);
/** numeric: digits only ('숫자로만 입력해주세요'). */
export const numeric = (message: string = M.numeric): StringRule => rule(isNumeric, message);
/** min: at least `n` characters ('최소 n자 이상 입력해 주세요.'). */
export const minLength = (n: number, message: string = M.min(n)): StringRule => rule((s) => length(s) >= n, message);
/** max: at most `n` characters ('최대 n자까지 입력해 주세요.'). */
export const maxLength = (n: number, message: string = M.max(n)): StringRule => rule((s) => length(s) <= n, message);
/** alpha_num: letters and digits only. */
export const alphaNum = (message: string = M.alphaNum): StringRule => rule(isAlphaNum, message);
/** email: looks like an address ('사용불가능한 이메일 주소입니다.'). */
export const email = (message: string = M.email): StringRule => rule(isEmail, message);
/** digits: exactly `n` digits ('n 자리로 입력해 주세요.'). */
export const digits = (n: number, message: string = M.digits(n)): StringRule => rule((s) => hasDigits(s, n), message);
/** between: a number in `[min, max]` ('min~max자 이내로 입력해 주세요.'). */
export const between = (min: number, max: number, message: string = M.between(min, max)): StringRule => rule((s) => isBetween(s, min, max), message);
/** password1: 10-16 characters mixing letters, digits and special characters, no spaces. */
export const password1 = (message: string = M.password1): StringRule => rule(isPassword1, message);
/** password2: no character or digit repeated 3 or more times in a row. */
export const password2 = (message: string = M.password2): StringRule => rule(isPassword2, message);
/** loginId: 4-16 lowercase letters and digits with at least one letter. */
export const loginId = (message: string = M.loginId): StringRule => rule(isLoginId, message);
/** enNum: English letters and digits only ('영어와 숫자로만 입력해 주세요'). */
export const enNum = (message: string = M.enNum): StringRule => rule(isEnNum, message);
/** businessNumber: 10 digits with a valid check digit. */
export const businessNumber = (message: string = M.businessNumber): StringRule => rule(isBusinessNumber, message);

/**
 * confirmed: equals the password ('비밀번호가 일치하지 않습니다.').
 * @param target The password, or a function reading it at validation time.
 * @param message Override.
 * @returns A valibot action.
 * @example v.pipe(v.string(), required(), confirmed(() => form.values.password))
 */
export function confirmed(target: string | (() => string), message: string = M.confirmed): StringRule {
  return v.check((value: string) => value === (typeof target === 'function' ? target() : target), message);
}

/**
 * phoneNumber: empty → '휴대폰번호를 입력해주세요.'; otherwise a valid Korean number (spaces and hyphens
 * ignored) or '휴대폰번호를 정확히 입력해주세요.'.
 * @returns A valibot action.
 */
export function phoneNumber(): StringRule {
  return v.rawCheck<string>(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    if (normalizePhoneNumber(dataset.value) === '') addIssue({ message: M.phoneEmpty });
    else if (!isPhoneNumber(dataset.value)) addIssue({ message: M.phoneInvalid });
  }) as unknown as StringRule;
}

/**
 * A string schema whose type issue uses the default message, to start a field pipe.
 * @returns `v.string('값이 올바르지 않습니다!')`.
 * @example v.pipe(text(), required(), loginId())
 */
export const text = () => v.string(DEFAULT_VALIDATION_MESSAGE);

/** Alias of `minLength` under the spec's rule name. */
export const min = minLength;
/** Alias of `maxLength` under the spec's rule name. */
export const max = maxLength;

/**
 * A text field's schema from rules, so apps need no direct valibot import.
 * @param rules The rules, checked in order (the first failing message is shown).
 * @returns The field schema for `useForm` rules or `validateValue`.
 * @example useForm({ initialValues: { loginId: '' }, rules: { loginId: field(required(), loginId()) } })
 */
export function field(...rules: StringRule[]): v.GenericSchema<string, string> {
  return rules.reduce<v.GenericSchema<string, string>>((schema, next) => v.pipe(schema, next), text());
}
