import * as v from 'valibot';
import { email, field, maxLength, required, VALIDATION_MESSAGES } from '@shop/validators';
import { defineContract } from '../define/define-contract.ts';
import { fields, oneOf, text, TRIM, userInput, verbatimText } from '../define/fields.ts';
import { MEMBER_AUTH_LABELS as L, MEMBER_AUTH_MESSAGES as MM } from '../messages/member-auth.ko.ts';
import {
  AccountJoinCheckSchema, DuplicateSchema, FoundIdsSchema, JoinResultSchema, OkSchema, SecedeInfoSchema, SmsSentSchema,
} from '../wire/member-auth.ts';
import { GuestTokenSchema } from '../wire/mypage.ts';
import { NewLoginIdField, NewPasswordField, PhoneNumberField, UserNameField } from './member-fields.ts';

const R = VALIDATION_MESSAGES.required;
const label = (name: keyof typeof L) => ({ label: L[name] });

const requestToken = text(label('requestToken'), { min: 1, max: 64 });

/** The verified phone a request quotes: name, phone and the verification's token. */
const verifiedPhone = { userName: UserNameField, phoneNumber: PhoneNumberField, requestToken };

/** `POST /api/auth/logout`: ends the bearer token on the server (no token: nothing to end). */
export const logoutContract = defineContract({
  method: 'POST', path: '/api/auth/logout', answer: OkSchema, errors: ['INVALID_TOKEN'],
  sample: {},
});

/** `POST /api/auth/send-auth-number`: texts a 6-digit code to the phone. */
export const sendAuthNumberContract = defineContract({
  method: 'POST', path: '/api/auth/send-auth-number',
  body: fields({ userName: UserNameField, phoneNumber: PhoneNumberField }),
  answer: SmsSentSchema, errors: ['SMS_TOO_MANY'],
  sample: { body: { userName: 'Hong Gildong', phoneNumber: '010-9999-8888' } },
});

/** `POST /api/auth/check-auth-number`: checks the code (single use, short-lived, a few attempts). */
export const checkAuthNumberContract = defineContract({
  method: 'POST', path: '/api/auth/check-auth-number',
  body: fields({ ...verifiedPhone, authNumber: userInput(field(required(), maxLength(6)), R) }),
  answer: OkSchema, errors: ['SMS_CODE_MISMATCH', 'SMS_CODE_EXPIRED', 'SMS_TOO_MANY_ATTEMPTS', 'SMS_NOT_VERIFIED'],
  sample: { body: { userName: 'Hong Gildong', phoneNumber: '010-9999-8888', requestToken: 'not-a-verification', authNumber: '123456' } },
});

/** `POST /api/auth/check-account-join`: may the verified phone sign up (not a member yet)? */
export const checkAccountJoinContract = defineContract({
  method: 'POST', path: '/api/auth/check-account-join',
  body: fields(verifiedPhone), answer: AccountJoinCheckSchema, errors: ['SMS_NOT_VERIFIED', 'ALREADY_MEMBER'],
  sample: { body: { userName: 'Hong Gildong', phoneNumber: '010-9999-8888', requestToken: 'not-a-verification' } },
});

/**
 * `POST /api/auth/guest-token-sms`: 비회원 주문조회 by name, phone and SMS code. Uses the verified phone up (once) and
 * answers a guest token for every guest order of that name and phone (orderCode: the newest of them).
 */
export const guestPhoneTokenContract = defineContract({
  method: 'POST', path: '/api/auth/guest-token-sms',
  body: fields(verifiedPhone), answer: GuestTokenSchema, errors: ['SMS_NOT_VERIFIED', 'ORDER_NOT_FOUND'],
  sample: { body: { userName: 'Hong Gildong', phoneNumber: '010-9999-8888', requestToken: 'not-a-verification' } },
});

/** `POST /api/auth/user/duplicate`: is the login id taken? */
export const checkDuplicateIdContract = defineContract({
  method: 'POST', path: '/api/auth/user/duplicate',
  body: fields({ loginId: NewLoginIdField }), answer: DuplicateSchema, errors: ['ID_CHECK_TOO_MANY'],
  ownership: { notOwned: 'is a login id taken' },
  sample: { body: { loginId: 'demo01' } },
});

const yesNo = (name: keyof typeof L) => oneOf(label(name), ['Y', 'N']);

/** The sign-up form (`POST /api/auth/join`). */
const JoinBodySchema = v.pipe(
  fields({
    ...verifiedPhone,
    loginId: NewLoginIdField,
    password: NewPasswordField,
    passwordConfirm: verbatimText(field(required()), R),
    email: userInput(field(required(), email(), maxLength(100)), R),
    birthday: v.pipe(v.string(MM.birthday), TRIM, v.regex(/^\d{8}$/, MM.birthday)),
    gender: oneOf(label('gender'), ['', 'M', 'F']),
    zipcode: text(label('zipcode'), { max: 10 }),
    address: text(label('address'), { max: 200 }),
    addressDetail: text(label('addressDetail'), { max: 200 }),
    receiveSms: yesNo('receive'),
    receiveEmail: yesNo('receive'),
    agreedTerms: v.literal(true, MM.requiredConsent),
    agreedPrivacy: v.literal(true, MM.requiredConsent),
    carryGuestOrders: v.optional(v.boolean(), false),
  }),
  v.forward(v.check((b) => b.password === b.passwordConfirm, VALIDATION_MESSAGES.confirmed), ['passwordConfirm']),
);
export type JoinInput = v.InferInput<typeof JoinBodySchema>;

export const joinContract = defineContract({
  method: 'POST', path: '/api/auth/join', body: JoinBodySchema, answer: JoinResultSchema,
  errors: ['SMS_NOT_VERIFIED', 'DUPLICATE_LOGIN_ID', 'ALREADY_MEMBER', 'UNDER_14', 'INVALID_BIRTHDAY'],
  ownership: { notOwned: 'a new login id' },
  sample: {
    body: {
      userName: 'Hong Gildong', phoneNumber: '010-9999-8888', requestToken: 'not-a-verification',
      loginId: 'newmember1', password: 'Newpass!2468', passwordConfirm: 'Newpass!2468', email: 'new@example.com', birthday: '19900101',
      gender: 'F', zipcode: '', address: '', addressDetail: '', receiveSms: 'Y', receiveEmail: 'N', agreedTerms: true, agreedPrivacy: true,
    },
  },
});

/** `POST /api/auth/find-id`: the masked ids of the verified name and phone. */
export const findIdContract = defineContract({
  method: 'POST', path: '/api/auth/find-id', body: fields(verifiedPhone), answer: FoundIdsSchema,
  errors: ['SMS_NOT_VERIFIED', 'MEMBER_NOT_FOUND'],
  sample: { body: { userName: 'Hong Gildong', phoneNumber: '010-9999-8888', requestToken: 'not-a-verification' } },
});

/** `POST /api/auth/send-login-id`: texts the full ids to the verified phone (uses the verification up). */
export const sendLoginIdContract = defineContract({
  method: 'POST', path: '/api/auth/send-login-id', body: fields(verifiedPhone), answer: OkSchema,
  errors: ['SMS_NOT_VERIFIED', 'MEMBER_NOT_FOUND'],
  sample: { body: { userName: 'Hong Gildong', phoneNumber: '010-9999-8888', requestToken: 'not-a-verification' } },
});

/** `POST /api/auth/find-password-step1`: texts a temporary password to the member of id, name and verified phone. */
export const findPasswordContract = defineContract({
  method: 'POST', path: '/api/auth/find-password-step1',
  body: fields({ ...verifiedPhone, loginId: userInput(field(required(), maxLength(50)), R) }), answer: OkSchema,
  errors: ['SMS_NOT_VERIFIED', 'MEMBER_NOT_FOUND'],
  ownership: { notOwned: 'sms-verified' },
  sample: { body: { userName: 'Hong Gildong', phoneNumber: '010-9999-8888', requestToken: 'not-a-verification', loginId: 'demo01' } },
});

/** The password change form (my page, temporary and expired passwords). */
const ChangePasswordBodySchema = v.pipe(
  fields({
    originalPassword: verbatimText(field(required(), maxLength(100)), R),
    password: NewPasswordField,
    confirmPassword: verbatimText(field(required()), R),
  }),
  v.forward(v.check((b) => b.password === b.confirmPassword, VALIDATION_MESSAGES.confirmed), ['confirmPassword']),
);
export type ChangePasswordInput = v.InferInput<typeof ChangePasswordBodySchema>;

/** `POST /api/auth/change-password`: the member's other sessions end. */
export const changePasswordContract = defineContract({
  method: 'POST', path: '/api/auth/change-password', access: 'member',
  body: ChangePasswordBodySchema, answer: OkSchema, errors: ['UNAUTHORIZED', 'INVALID_TOKEN', 'WRONG_PASSWORD', 'SAME_PASSWORD'],
  sample: { member: true, body: { originalPassword: 'not-the-password', password: 'Newpass!2468', confirmPassword: 'Newpass!2468' } },
});

/** `POST /api/auth/delay-change-password`: keeps the password another 90 days. */
export const delayPasswordChangeContract = defineContract({
  method: 'POST', path: '/api/auth/delay-change-password', access: 'member',
  answer: OkSchema, errors: ['UNAUTHORIZED', 'INVALID_TOKEN', 'TEMP_PASSWORD_MUST_CHANGE'],
  sample: { member: true },
});

/** `POST /api/auth/reactivate-dormant`: a dormant member back after verifying the phone on record. */
export const reactivateDormantContract = defineContract({
  method: 'POST', path: '/api/auth/reactivate-dormant', access: 'member',
  body: fields(verifiedPhone), answer: OkSchema, errors: ['UNAUTHORIZED', 'INVALID_TOKEN', 'SMS_NOT_VERIFIED', 'PHONE_MISMATCH'],
  sample: { member: true, body: { userName: 'Hong Gildong', phoneNumber: '010-9999-8888', requestToken: 'not-a-verification' } },
});

/** `GET /api/auth/secede`: what closing loses. */
export const getSecedeInfoContract = defineContract({
  method: 'GET', path: '/api/auth/secede', access: 'member', answer: SecedeInfoSchema,
  errors: ['UNAUTHORIZED', 'INVALID_TOKEN'],
  sample: { member: true },
});

const LEAVE_REASONS = ['SERVICE', 'DELIVERY', 'PRICE', 'PRIVACY', 'USAGE', 'ETC'] as const;

/** `POST /api/auth/secede`: closes the account; every session ends and the id can no longer sign in. */
export const secedeContract = defineContract({
  method: 'POST', path: '/api/auth/secede', access: 'member',
  body: fields({
    password: v.optional(text(label('originalPassword'), { max: 100 }), ''),
    leaveReason: oneOf(label('leaveReason'), LEAVE_REASONS),
    etcReason: v.optional(text(label('etcReason'), { max: 500 }), ''),
  }),
  answer: OkSchema, errors: ['UNAUTHORIZED', 'INVALID_TOKEN', 'WRONG_PASSWORD'],
  sample: { member: true, body: { password: 'not-the-password', leaveReason: 'ETC', etcReason: 'sample' } },
});
export type SecedeInput = v.InferInput<typeof secedeContract.body>;
