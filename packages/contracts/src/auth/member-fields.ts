// The member fields the sign-up, recovery and social-account contracts share (the same rules as the forms).
import { field, loginId, maxLength, password1, password2, phoneNumber, required, VALIDATION_MESSAGES } from '@shop/validators';
import { userInput, verbatimText } from '../define/fields.ts';

const R = VALIDATION_MESSAGES.required;

/** 이름: required, at most 20 characters (the same rule in the form and the API). */
export const UserNameField = userInput(field(required(), maxLength(20)), R);
/** 휴대폰번호: the spec's phoneNumber rule. */
export const PhoneNumberField = userInput(field(phoneNumber()), VALIDATION_MESSAGES.phoneEmpty);
/** 아이디 of a new member: 4-16 lowercase letters and digits. */
export const NewLoginIdField = userInput(field(required(), loginId()), R);
/** A new password: password1 and password2 (letters, digits, specials; no triple repeats). */
export const NewPasswordField = verbatimText(field(required(), password1(), password2()), R);
