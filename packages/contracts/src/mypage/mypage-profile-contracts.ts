import * as v from 'valibot';
import { email, field, maxLength, required, VALIDATION_MESSAGES } from '@shop/validators';
import { defineContract } from '../define/define-contract.ts';
import { fields, oneOf, text, userInput, verbatimText } from '../define/fields.ts';
import { MYPAGE_INPUT_MESSAGES as MI, MYPAGE_LABELS as ML } from '../messages/mypage.ko.ts';
import { ProfileAnswerSchema, ProfileSchema, VerifyTokenSchema } from '../wire/mypage.ts';

const memberErrors = ['UNAUTHORIZED', 'INVALID_TOKEN'] as const;
const verifyToken = v.optional(text({ label: ML.verifyToken }, { max: 200 }), '');

/** `POST /api/mypage/verify-password`: re-checks the password before the profile opens (10 minutes). */
export const verifyPasswordContract = defineContract({
  method: 'POST',
  path: '/api/mypage/verify-password',
  access: 'member',
  body: fields({ password: verbatimText(field(required(), maxLength(100)), VALIDATION_MESSAGES.required) }),
  answer: VerifyTokenSchema,
  errors: [...memberErrors, 'PASSWORD_MISMATCH'],
  sample: { member: true, body: { password: 'Wrong!2345678' } },
});

/** `GET /api/mypage/profile?verifyToken=`: the profile after the re-check (members signed in socially need none), else `passwordRequired`. */
export const getProfileContract = defineContract({
  method: 'GET',
  path: '/api/mypage/profile',
  access: 'member',
  query: fields({ verifyToken }),
  answer: ProfileAnswerSchema,
  errors: memberErrors,
  sample: { member: true, query: { verifyToken: 'nope' } },
});

/** `POST /api/mypage/profile`: saves e-mail, birthday, gender and the SMS / e-mail opt-ins. */
export const saveProfileContract = defineContract({
  method: 'POST',
  path: '/api/mypage/profile',
  access: 'member',
  body: fields({
    verifyToken,
    email: userInput(field(required(), email(), maxLength(100)), VALIDATION_MESSAGES.required),
    // yyyyMMdd, as sign-up sends it (one format from sign-up to the profile; migration 0041 converted the old ones).
    birthday: v.optional(v.pipe(text({ label: ML.birthday }, { max: 8 }), v.regex(/^(\d{8})?$/, MI.birthday)), ''),
    gender: v.optional(oneOf({ label: ML.gender }, ['', 'M', 'F']), ''),
    receiveSms: v.optional(oneOf({ label: ML.receiveSms }, ['Y', 'N']), 'N'),
    receiveEmail: v.optional(oneOf({ label: ML.receiveEmail }, ['Y', 'N']), 'N'),
  }),
  answer: ProfileSchema,
  errors: [...memberErrors, 'PASSWORD_CHECK_REQUIRED', 'INVALID_BIRTHDAY', 'UNDER_14'],
  sample: { member: true, body: { verifyToken: 'nope', email: 'demo02@example.com', birthday: '19900131', gender: 'F', receiveSms: 'Y', receiveEmail: 'N' } },
});
