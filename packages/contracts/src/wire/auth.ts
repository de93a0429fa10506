import * as v from 'valibot';
import { YesNoSchema } from './common.ts';

/** Login result codes that send the member to an account-state page. */
export const LoginCodeSchema = v.picklist(['SLEEP_USER', 'PASSWORD_EXPIRED', 'TEMP_PASSWORD']);
export type LoginCode = v.InferOutput<typeof LoginCodeSchema>;

/** `POST /api/auth/token`. */
export const LoginResponseSchema = v.object({ token: v.string(), code: v.optional(v.nullable(LoginCodeSchema)) });
export type LoginResponse = v.InferOutput<typeof LoginResponseSchema>;

/** `GET /api/auth/auth-me` (`loginType` `'ROLE_USER'` for members). */
export const AuthMeSchema = v.object({
  loginType: v.string(),
  userId: v.number(),
  loginId: v.string(),
  name: v.string(),
  email: v.string(),
  sleepUserFlag: YesNoSchema,
  tempPasswordFlag: YesNoSchema,
  expiredPasswordFlag: YesNoSchema,
});
export type AuthMe = v.InferOutput<typeof AuthMeSchema>;
