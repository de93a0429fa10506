import type { YesNo } from './item.ts';

/** Login result codes that send the member to an account-state page. */
export type LoginCode = 'SLEEP_USER' | 'PASSWORD_EXPIRED' | 'TEMP_PASSWORD';

/** Body of `login`. */
export type LoginInput = { loginId: string; password: string };

/** `POST /api/auth/token`. */
export type LoginResponse = { token: string; code?: LoginCode | null };

/** `GET /api/auth/auth-me`. */
export type AuthMe = {
  loginType: 'ROLE_USER' | 'ROLE_GUEST' | string;
  userId: number;
  loginId: string;
  name: string;
  email: string;
  sleepUserFlag: YesNo;
  tempPasswordFlag: YesNo;
  expiredPasswordFlag: YesNo;
};
