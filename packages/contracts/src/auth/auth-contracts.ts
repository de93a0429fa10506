import * as v from 'valibot';
import { field, maxLength, required, VALIDATION_MESSAGES } from '@shop/validators';
import { defineContract } from '../define/define-contract.ts';
import { fields, text, userInput, verbatimText } from '../define/fields.ts';
import { AuthMeSchema, LoginResponseSchema } from '../wire/auth.ts';

/** `GET /api/auth/saleson-id`: a new visitor id (a random, time-ordered UUID v7: `newVisitorId`) as a JSON string. */
export const getSalesonIdContract = defineContract({ method: 'GET', path: '/api/auth/saleson-id', answer: v.string(), sample: {} });

/** Body of `POST /api/auth/token`: the login form's fields, refused with the form's own messages. */
const LoginBodySchema = fields({
  loginType: v.optional(text('loginType')),
  loginId: userInput(field(required(), maxLength(50)), VALIDATION_MESSAGES.required),
  password: verbatimText(field(required(), maxLength(100)), VALIDATION_MESSAGES.required),
});

/** `POST /api/auth/token`: a member's token, plus `code` for an account that must act first. */
export const loginContract = defineContract({
  method: 'POST',
  path: '/api/auth/token',
  body: LoginBodySchema,
  answer: LoginResponseSchema,
  errors: ['BAD_CREDENTIALS', 'UNSUPPORTED_LOGIN_TYPE', 'LOGIN_LOCKED'],
  ownership: { notOwned: 'sign-in by login id' },
  sample: { body: { loginType: 'ROLE_USER', loginId: 'demo02', password: 'Demo!2345678' } },
});

/** `GET /api/auth/auth-me`: the member behind the token. */
export const getAuthMeContract = defineContract({
  method: 'GET',
  path: '/api/auth/auth-me',
  access: 'member',
  answer: AuthMeSchema,
  errors: ['UNAUTHORIZED', 'INVALID_TOKEN'],
  sample: { member: true },
});
