import * as v from 'valibot';
import { email, field, maxLength, required, VALIDATION_MESSAGES } from '@shop/validators';
import { defineContract } from '../define/define-contract.ts';
import { fields, oneOf, text, TRIM, userInput } from '../define/fields.ts';
import { MEMBER_AUTH_LABELS as L, MEMBER_AUTH_MESSAGES as MM } from '../messages/member-auth.ko.ts';
import { OkSchema, SnsAuthorizeSchema, SnsInfoSchema, SnsJoinSchema, SnsLoginSchema, SnsProvidersSchema, SNS_TYPES } from '../wire/member-auth.ts';
import { PhoneNumberField, UserNameField } from './member-fields.ts';

const snsType = oneOf({ label: L.snsType }, SNS_TYPES);
const callback = { snsType, code: text({ label: L.code }, { min: 1, max: 2048 }), state: text({ label: L.state }, { min: 1, max: 128 }) };

/** `POST /api/auth/sns/authorize`: the provider's authorization URL with a fresh state (and PKCE challenge). */
export const snsAuthorizeContract = defineContract({
  method: 'POST', path: '/api/auth/sns/authorize',
  body: fields({ snsType, purpose: oneOf({ label: L.purpose }, ['login', 'connect']) }),
  answer: SnsAuthorizeSchema, errors: ['SNS_NOT_CONFIGURED', 'UNAUTHORIZED', 'INVALID_TOKEN'],
  sample: { body: { snsType: 'kakao', purpose: 'login' } },
});

/** `POST /api/auth/sns-login` (shell only): exchanges the code; a linked member is signed in, a new user is sent to join. */
export const snsLoginContract = defineContract({
  method: 'POST', path: '/api/auth/sns-login',
  // user: Apple's first form post names the user (JSON), once; the shell passes it on.
  // browserKey: the key of the browser that started the sign-in (the shell reads it from its cookie).
  body: fields({ ...callback, user: v.optional(text({ label: L.appleUser }, { max: 2048 }), ''), browserKey: v.optional(text({ label: L.browserKey }, { max: 128 }), '') }),
  answer: SnsLoginSchema,
  errors: ['SNS_STATE_INVALID', 'SNS_STATE_FOREIGN', 'SNS_EXCHANGE_FAILED', 'SNS_ID_TOKEN_INVALID', 'SNS_NOT_CONFIGURED'],
  ownership: { notOwned: 'the browser key binds the state to the browser that started it' },
  sample: { body: { snsType: 'kakao', code: 'code', state: 'login_unknown' } },
});

/**
 * `POST /api/auth/sns-join` (shell only): a new social user completes registration with a verified phone; the phone's
 * existing member links the account only after proving it (its password, or signed in as that member).
 */
export const snsJoinContract = defineContract({
  method: 'POST', path: '/api/auth/sns-join',
  body: fields({
    snsState: text({ label: L.snsState }, { min: 1, max: 128 }),
    userName: UserNameField,
    phoneNumber: PhoneNumberField,
    requestToken: text({ label: L.requestToken }, { min: 1, max: 64 }),
    email: userInput(field(required(), email(), maxLength(100)), VALIDATION_MESSAGES.required),
    birthday: v.pipe(v.string(MM.birthday), TRIM, v.regex(/^\d{8}$/, MM.birthday)),
    agreedTerms: v.literal(true, MM.requiredConsent),
    agreedPrivacy: v.literal(true, MM.requiredConsent),
    // The marketing opt-ins of a new member (the step-2 form's marketing box answers both).
    receiveSms: v.optional(oneOf({ label: L.receive }, ['Y', 'N']), 'N'),
    receiveEmail: v.optional(oneOf({ label: L.receive }, ['Y', 'N']), 'N'),
    // An existing member of the verified phone proves the account with its password (or by being signed in).
    password: v.optional(text({ label: L.memberPassword }, { max: 100 }), ''),
  }),
  answer: SnsJoinSchema,
  errors: ['SNS_STATE_INVALID', 'SMS_NOT_VERIFIED', 'UNDER_14', 'INVALID_BIRTHDAY', 'SNS_LINK_PROOF_REQUIRED', 'SNS_LINK_PASSWORD_WRONG', 'LOGIN_LOCKED'],
  sample: {
    body: {
      snsState: 'join_unknown', userName: 'Hong Gildong', phoneNumber: '010-9999-8888', requestToken: 'not-a-verification',
      email: 'sns@example.com', birthday: '19900101', agreedTerms: true, agreedPrivacy: true,
    },
  },
});

/** `POST /api/auth/sns-connect`: links the provider's account to the signed-in member. */
export const snsConnectContract = defineContract({
  method: 'POST', path: '/api/auth/sns-connect', access: 'member', body: fields(callback), answer: OkSchema,
  errors: ['UNAUTHORIZED', 'INVALID_TOKEN', 'SNS_STATE_INVALID', 'SNS_EXCHANGE_FAILED', 'SNS_ID_TOKEN_INVALID', 'SNS_ALREADY_LINKED', 'SNS_NOT_CONFIGURED'],
  sample: { member: true, body: { snsType: 'kakao', code: 'code', state: 'connect_unknown' } },
});

/** `GET /api/auth/sns-providers`: which social sign-ins are configured (buttons only for those). */
export const getSnsProvidersContract = defineContract({
  method: 'GET', path: '/api/auth/sns-providers', answer: SnsProvidersSchema, errors: [],
  sample: {},
});

/** `GET /api/auth/sns-info`: the member's linked social accounts. */
export const getSnsInfoContract = defineContract({
  method: 'GET', path: '/api/auth/sns-info', access: 'member', answer: SnsInfoSchema, errors: ['UNAUTHORIZED', 'INVALID_TOKEN'],
  sample: { member: true },
});

/** `POST /api/auth/disconnect-sns`: unlinks one provider (never the member's last way to sign in). */
export const disconnectSnsContract = defineContract({
  method: 'POST', path: '/api/auth/disconnect-sns', access: 'member', body: fields({ snsType }), answer: OkSchema,
  errors: ['UNAUTHORIZED', 'INVALID_TOKEN', 'SNS_NOT_LINKED', 'SNS_LAST_LOGIN'],
  sample: { member: true, body: { snsType: 'kakao' } },
});
