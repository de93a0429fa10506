import { confirmed, field, maxLength, password1, password2, required, validateValue } from '@shop/validators';
import { accountSecurityMessages } from '../../messages/account-security.ko.ts';
import type { SnsInfo, SnsType } from '@shop/api-client';

/** The rules of the password change form (the same @shop/validators rules the API contract uses). */
export const PASSWORD_RULES = {
  originalPassword: field(required()),
  password: field(required(), password1(), password2()),
  confirmPassword: (password: string) => field(required(), confirmed(password)),
};

/** The first message of a rule for a value, or null. */
export function problemOf(rule: Parameters<typeof validateValue>[0], value: string): string | null {
  const result = validateValue(rule, value);
  return result.valid ? null : (result.errors[0] ?? null);
}

export type CloseForm = { reason: string; etcReason: string; password: string; agreed: boolean };

/** The close-account form's problems by field (password only when the member has one). */
export function closeFormProblems(form: CloseForm, needsPassword: boolean): Partial<Record<keyof CloseForm, string>> {
  const m = accountSecurityMessages.close;
  const problems: Partial<Record<keyof CloseForm, string>> = {};
  if (!form.reason) problems.reason = m.reasonRequired;
  else if (form.reason === 'ETC' && !form.etcReason.trim()) problems.etcReason = m.etcRequired;
  const etcTooLong = problemOf(field(maxLength(500)), form.etcReason);
  if (etcTooLong) problems.etcReason = etcTooLong;
  if (needsPassword) {
    const passwordProblem = problemOf(PASSWORD_RULES.originalPassword, form.password);
    if (passwordProblem) problems.password = passwordProblem;
  }
  if (!form.agreed) problems.agreed = m.agreeRequired;
  return problems;
}

/** True when unlinking `type` would leave the member no way to sign in (no password, no other link). */
export function isLastLogin(info: SnsInfo, type: SnsType): boolean {
  return info.passwordSet === 'N' && info.list.length <= 1 && info.list.some((l) => l.snsType === type);
}
