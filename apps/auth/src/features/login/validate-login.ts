import { isFilled, VALIDATION_MESSAGES } from '@shop/validators';
import type { LoginFormValues } from './submit-login.ts';

/** Messages per field; a field without a message is valid. */
export type LoginErrors = Partial<Record<keyof LoginFormValues, string>>;

/**
 * Login needs both fields (rule `required`, '필수 입력 항목입니다.'). The id format rule is not applied here:
 * members whose id predates it must still be able to log in; the API decides.
 * @param values The form values.
 * @returns The messages of the invalid fields.
 */
export function validateLogin(values: LoginFormValues): LoginErrors {
  const errors: LoginErrors = {};
  if (!isFilled(values.loginId.trim())) errors.loginId = VALIDATION_MESSAGES.required;
  if (!isFilled(values.password)) errors.password = VALIDATION_MESSAGES.required;
  return errors;
}
