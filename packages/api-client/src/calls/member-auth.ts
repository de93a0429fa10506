import { callContract } from '../transport/call-contract.ts';
import type { ApiTransport } from '../transport/types.ts';
import type {
  AccountJoinCheck, ChangePasswordInput, DuplicateAnswer, FoundIds, GuestToken, JoinInput, JoinResult, OkAnswer, SecedeInfo, SecedeInput, SmsSent,
} from '@shop/contracts';

/** Name and phone of an SMS verification, and its request token. Never log it. */
export type VerifiedPhoneInput = { userName: string; phoneNumber: string; requestToken: string };

const noStore = { cache: 'no-store' as const };

/** `POST /api/auth/send-auth-number`: texts a code; the request token to quote back. */
export function sendAuthNumber(api: ApiTransport, input: { userName: string; phoneNumber: string }): Promise<SmsSent> {
  return callContract(api, 'POST /api/auth/send-auth-number', { body: input, ...noStore });
}

/** `POST /api/auth/check-auth-number`: checks the entered code. */
export function checkAuthNumber(api: ApiTransport, input: VerifiedPhoneInput & { authNumber: string }): Promise<OkAnswer> {
  return callContract(api, 'POST /api/auth/check-auth-number', { body: input, ...noStore });
}

/** `POST /api/auth/check-account-join`: may the verified phone sign up, and how many guest orders it placed. */
export function checkAccountJoin(api: ApiTransport, input: VerifiedPhoneInput): Promise<AccountJoinCheck> {
  return callContract(api, 'POST /api/auth/check-account-join', { body: input, ...noStore });
}

/** `POST /api/auth/guest-token-sms`: a guest token for the guest orders of the verified name and phone (the shell keeps it). */
export function getGuestPhoneToken(api: ApiTransport, input: VerifiedPhoneInput): Promise<GuestToken> {
  return callContract(api, 'POST /api/auth/guest-token-sms', { body: input, ...noStore });
}

/** `POST /api/auth/user/duplicate`: `{ duplicated: 'Y' }` when the id is taken. */
export function checkDuplicateId(api: ApiTransport, loginId: string): Promise<DuplicateAnswer> {
  return callContract(api, 'POST /api/auth/user/duplicate', { body: { loginId }, ...noStore });
}

/** `POST /api/auth/join`: signs the verified phone up. */
export function joinMember(api: ApiTransport, input: JoinInput): Promise<JoinResult> {
  return callContract(api, 'POST /api/auth/join', { body: input, ...noStore });
}

/** `POST /api/auth/find-id`: the masked ids of the verified name and phone. */
export function findLoginIds(api: ApiTransport, input: VerifiedPhoneInput): Promise<FoundIds> {
  return callContract(api, 'POST /api/auth/find-id', { body: input, ...noStore });
}

/** `POST /api/auth/send-login-id`: texts the full ids. */
export function sendLoginIds(api: ApiTransport, input: VerifiedPhoneInput): Promise<OkAnswer> {
  return callContract(api, 'POST /api/auth/send-login-id', { body: input, ...noStore });
}

/** `POST /api/auth/find-password-step1`: texts a temporary password. */
export function resetPassword(api: ApiTransport, input: VerifiedPhoneInput & { loginId: string }): Promise<OkAnswer> {
  return callContract(api, 'POST /api/auth/find-password-step1', { body: input, ...noStore });
}

/** `POST /api/auth/change-password`: the member's other sessions end. */
export function changePassword(api: ApiTransport, input: ChangePasswordInput): Promise<OkAnswer> {
  return callContract(api, 'POST /api/auth/change-password', { body: input, ...noStore });
}

/** `POST /api/auth/delay-change-password`: keeps the password another 90 days. */
export function delayPasswordChange(api: ApiTransport): Promise<OkAnswer> {
  return callContract(api, 'POST /api/auth/delay-change-password', noStore);
}

/** `POST /api/auth/reactivate-dormant`: a dormant member back after SMS verification. */
export function reactivateDormant(api: ApiTransport, input: VerifiedPhoneInput): Promise<OkAnswer> {
  return callContract(api, 'POST /api/auth/reactivate-dormant', { body: input, ...noStore });
}

/** `GET /api/auth/secede`: what closing the account loses. */
export function getSecedeInfo(api: ApiTransport): Promise<SecedeInfo> {
  return callContract(api, 'GET /api/auth/secede', noStore);
}

/** `POST /api/auth/secede`: closes the account. */
export function secede(api: ApiTransport, input: SecedeInput): Promise<OkAnswer> {
  return callContract(api, 'POST /api/auth/secede', { body: input, ...noStore });
}

/** `POST /api/auth/logout`: ends the token on the server. */
export function logout(api: ApiTransport): Promise<OkAnswer> {
  return callContract(api, 'POST /api/auth/logout', noStore);
}
