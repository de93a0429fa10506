import * as v from 'valibot';
import { loginContract } from '../auth/auth-contracts.ts';
import { changePasswordContract, delayPasswordChangeContract, guestPhoneTokenContract, reactivateDormantContract } from '../auth/member-contracts.ts';
import { snsAuthorizeContract, snsJoinContract, snsLoginContract } from '../auth/sns-contracts.ts';
import { defineContract } from '../define/define-contract.ts';
import { fields, oneOf, verbatimText } from '../define/fields.ts';
import { CONTRACT_MESSAGES, FIELD_LABELS } from '../messages/ko.ts';
import { MEMBER_AUTH_LABELS as L, MEMBER_AUTH_MESSAGES as MM } from '../messages/member-auth.ko.ts';
import { guestTokenContract } from '../mypage/mypage-order-contracts.ts';
import { SNS_TYPES } from '../wire/member-auth.ts';

// The shell's own endpoints (`/session/*`): the shell signs in through the API and keeps the token in its httpOnly,
// sealed cookies, so the page never sees it. A refusal of the API is an answer, not a failure: HTTP 200 with
// `{ ok: false, status, code, message }` (the API's code and Korean message). HTTP errors are the shell's own:
// 400 BAD_REQUEST (a body that is no JSON object, or a field these contracts refuse), 413 PAYLOAD_TOO_LARGE (over
// 16 KB), 403 CROSS_SITE (another site's post), 502 LOGIN_UNAVAILABLE (the API down or broken), each
// `{ ok: false, status, code, message }` in Korean.

/**
 * A value the shell hands to the API as sent: text, '' when left out. The API's contract checks it (and trims it
 * where its rule says so); its refusal comes back as data.
 */
const relayed = (label: string) => v.optional(verbatimText(v.string(CONTRACT_MESSAGES.invalid(label))), '');

/** The signed-in account the page may know (no token). */
const SessionUserSchema = v.object({ userId: v.number(), loginId: v.string(), name: v.string(), email: v.string(), loginType: v.string() });

/** The session as the page sees it (`PublicSession` of @shop/session): never the token. */
const PublicSessionSchema = v.object({
  isLoggedIn: v.boolean(),
  isGuest: v.boolean(),
  status: v.nullable(v.string()),
  user: v.nullable(SessionUserSchema),
  salesonId: v.nullable(v.string()),
});

/** A refusal answered as data (HTTP 200): the API's status, code and Korean message, or the shell's. */
const SessionRefusalSchema = v.object({ ok: v.literal(false), status: v.number(), code: v.nullable(v.string()), message: v.string() });

/** The new session, or a refusal. */
const SessionAnswerSchema = v.variant('ok', [v.object({ ok: v.literal(true), session: PublicSessionSchema }), SessionRefusalSchema]);

/** The shell's own failures of every body-reading session endpoint. */
const SHELL_FAILURES = ['PAYLOAD_TOO_LARGE', 'CROSS_SITE', 'LOGIN_UNAVAILABLE'] as const;

/** `POST /session/login`: signs in through the API; the token goes into the session cookies, the page gets the session. */
export const sessionLoginContract = defineContract({
  method: 'POST', path: '/session/login',
  body: fields({ loginId: relayed(FIELD_LABELS.loginId), password: relayed(FIELD_LABELS.password) }),
  answer: SessionAnswerSchema,
  errors: [...loginContract.errors, ...SHELL_FAILURES],
});

/**
 * `POST /session/guest-login`: 비회원 주문조회, by `{ orderCode, guestPassword }` (one order) or by the SMS-verified
 * `{ userName, phoneNumber, requestToken }` (every guest order of that phone; chosen when `requestToken` is sent).
 * The guest token goes into the session cookies as a guest session.
 */
export const sessionGuestLoginContract = defineContract({
  method: 'POST', path: '/session/guest-login',
  body: fields({
    orderCode: relayed(FIELD_LABELS.orderCode), guestPassword: relayed(FIELD_LABELS.guestPassword),
    userName: relayed(L.userName), phoneNumber: relayed(L.phoneNumber),
    requestToken: v.optional(verbatimText(v.string(CONTRACT_MESSAGES.invalid(L.requestToken)))),
  }),
  answer: SessionAnswerSchema,
  errors: [...guestTokenContract.errors, ...guestPhoneTokenContract.errors, ...SHELL_FAILURES],
});

/**
 * `POST /session/logout`: ends the token at the API (whatever it answers) and clears the session cookies. A call
 * that accepts JSON gets `{ ok: true }`; a plain form post (the header's 로그아웃) is sent home with a 303.
 */
export const sessionLogoutContract = defineContract({
  method: 'POST', path: '/session/logout',
  answer: v.object({ ok: v.literal(true) }),
  errors: ['CROSS_SITE'],
});

/** Where a redirect of the shell goes back to: a path of this site (anything else, or none, is the home page). */
const redirectQuery = fields({ redirect: v.optional(verbatimText(v.string(CONTRACT_MESSAGES.invalid(FIELD_LABELS.u)))) });

/**
 * `GET /session/expired?redirect=<path>`: a page met a dead token. A 303 to the login page (which comes back to
 * `redirect`), the session cookies dropped for a navigation from this site only. No body.
 */
export const sessionExpiredContract = defineContract({
  method: 'GET', path: '/session/expired', query: redirectQuery, answer: v.undefined(),
});

/**
 * `GET /session/refresh-member?redirect=<path>`: reads the member again (a business approval since signing in) and
 * keeps the fresh copy in the cookies; a 303 back to `redirect` for a business member, else to the business
 * application page, to login without a live session. No body.
 */
export const sessionRefreshMemberContract = defineContract({
  method: 'GET', path: '/session/refresh-member', query: redirectQuery, answer: v.undefined(),
});

const snsType = oneOf({ label: L.snsType }, SNS_TYPES);

/**
 * `POST /session/sns-authorize`: starts a social sign-in; the browser's key of this sign-in goes into an httpOnly
 * cookie, the page gets the provider's URL.
 */
export const sessionSnsAuthorizeContract = defineContract({
  method: 'POST', path: '/session/sns-authorize',
  body: fields({ snsType }),
  answer: v.variant('ok', [v.object({ ok: v.literal(true), authorizeUrl: v.string() }), SessionRefusalSchema]),
  errors: [...snsAuthorizeContract.errors, ...SHELL_FAILURES],
});

/**
 * `POST /session/sns-login`: the callback's code and state, with this browser's key, go to the API: a linked member
 * is signed in (`loginSuccess`), a new user gets the join state to complete registration with (`redirectToJoin`).
 */
export const sessionSnsLoginContract = defineContract({
  method: 'POST', path: '/session/sns-login',
  body: fields({ snsType, code: relayed(L.code), state: relayed(L.state) }),
  answer: v.variant('ok', [
    v.variant('value', [
      v.object({ ok: v.literal(true), value: v.literal('loginSuccess'), session: PublicSessionSchema }),
      v.object({ ok: v.literal(true), value: v.literal('redirectToJoin'), snsState: v.string(), snsName: v.string(), snsEmail: v.string() }),
    ]),
    SessionRefusalSchema,
  ]),
  errors: [...snsLoginContract.errors, ...SHELL_FAILURES],
});

const yesNo = v.optional(oneOf({ label: L.receive }, ['Y', 'N']), 'N');

/**
 * `POST /session/sns-join`: a new social user with a verified phone becomes a member (or links the phone's account,
 * proved by its password or by being signed in here) and is signed in; `linked` tells which.
 */
export const sessionSnsJoinContract = defineContract({
  method: 'POST', path: '/session/sns-join',
  body: fields({
    snsState: relayed(L.snsState), userName: relayed(L.userName), phoneNumber: relayed(L.phoneNumber), requestToken: relayed(L.requestToken),
    email: relayed(L.email), birthday: relayed(L.birthday),
    agreedTerms: v.literal(true, MM.requiredConsent), agreedPrivacy: v.literal(true, MM.requiredConsent),
    receiveSms: yesNo, receiveEmail: yesNo, password: relayed(L.memberPassword),
  }),
  answer: v.variant('ok', [v.object({ ok: v.literal(true), linked: v.boolean(), session: PublicSessionSchema }), SessionRefusalSchema]),
  errors: [...snsJoinContract.errors, ...SHELL_FAILURES],
});

// Account-state actions (`/session/account/<action>`): what a member with a status (temporary or expired password,
// dormant) may do before it clears. The token is not sent to /api while a status is set, so the shell calls the API
// itself, then answers the refreshed session. Without a member's session: `{ ok: false, status: 401, code:
// 'UNAUTHORIZED' }` as data; an unknown action: 404 NOT_FOUND.

/** `POST /session/account/change-password`: 기존 / 새 / 재입력; afterwards a normal member. */
export const sessionChangePasswordContract = defineContract({
  method: 'POST', path: '/session/account/change-password', access: 'member',
  body: fields({ originalPassword: relayed(L.originalPassword), password: relayed(FIELD_LABELS.password), confirmPassword: relayed(L.confirmPassword) }),
  answer: SessionAnswerSchema,
  errors: [...changePasswordContract.errors, ...SHELL_FAILURES],
});

/** `POST /session/account/delay-change-password`: keeps an expired password another 90 days (the body is `{}`). */
export const sessionDelayPasswordChangeContract = defineContract({
  method: 'POST', path: '/session/account/delay-change-password', access: 'member',
  body: fields({}),
  answer: SessionAnswerSchema,
  errors: [...delayPasswordChangeContract.errors, ...SHELL_FAILURES],
});

/** `POST /session/account/reactivate-dormant`: a dormant member back after verifying the phone on record. */
export const sessionReactivateDormantContract = defineContract({
  method: 'POST', path: '/session/account/reactivate-dormant', access: 'member',
  body: fields({ userName: relayed(L.userName), phoneNumber: relayed(L.phoneNumber), requestToken: relayed(L.requestToken) }),
  answer: SessionAnswerSchema,
  errors: [...reactivateDormantContract.errors, ...SHELL_FAILURES],
});

/** The account-state actions by their name in the path. */
export const SESSION_ACCOUNT_ACTIONS = {
  'change-password': sessionChangePasswordContract,
  'delay-change-password': sessionDelayPasswordChangeContract,
  'reactivate-dormant': sessionReactivateDormantContract,
} as const;
