import { callContract } from '../transport/call-contract.ts';
import type { ApiTransport } from '../transport/types.ts';
import type { OkAnswer, SnsAuthorize, SnsInfo, SnsJoin, SnsJoinInput, SnsLogin, SnsLoginInput, SnsProviders, SnsType } from '@shop/contracts';

/** The provider's answer on the callback page. */
export type SnsCallbackInput = { snsType: SnsType; code: string; state: string };

/** `POST /api/auth/sns/authorize`: where to send the browser for a sign-in or a connect. */
export function authorizeSns(api: ApiTransport, snsType: SnsType, purpose: 'login' | 'connect'): Promise<SnsAuthorize> {
  return callContract(api, 'POST /api/auth/sns/authorize', { body: { snsType, purpose }, cache: 'no-store' });
}

/** `POST /api/auth/sns-login` (the shell's session endpoint only: it answers a token; the browser key comes from its cookie). */
export function snsLogin(api: ApiTransport, input: SnsLoginInput): Promise<SnsLogin> {
  return callContract(api, 'POST /api/auth/sns-login', { body: input, cache: 'no-store' });
}

/** `POST /api/auth/sns-join` (the shell's session endpoint only: it answers a token). */
export function snsJoin(api: ApiTransport, input: SnsJoinInput): Promise<SnsJoin> {
  return callContract(api, 'POST /api/auth/sns-join', { body: input, cache: 'no-store' });
}

/** `POST /api/auth/sns-connect`: links the provider's account to the member. */
export function connectSns(api: ApiTransport, input: SnsCallbackInput): Promise<OkAnswer> {
  return callContract(api, 'POST /api/auth/sns-connect', { body: input, cache: 'no-store' });
}

/** `GET /api/auth/sns-providers`: the social sign-ins configured on the API (only their buttons are shown). */
export function getSnsProviders(api: ApiTransport): Promise<SnsProviders> {
  return callContract(api, 'GET /api/auth/sns-providers', {});
}

/** `GET /api/auth/sns-info`: the member's linked accounts. */
export function getSnsInfo(api: ApiTransport): Promise<SnsInfo> {
  return callContract(api, 'GET /api/auth/sns-info', { cache: 'no-store' });
}

/** `POST /api/auth/disconnect-sns`: unlinks a provider. */
export function disconnectSns(api: ApiTransport, snsType: SnsType): Promise<OkAnswer> {
  return callContract(api, 'POST /api/auth/disconnect-sns', { body: { snsType }, cache: 'no-store' });
}
