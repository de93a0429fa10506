import { SNS_PROVIDERS, type SnsProvider } from '../../config/paths.ts';

/** What the provider's redirect carries, read from the callback URL. */
export type CallbackParams =
  | { kind: 'code'; provider: SnsProvider; code: string; state: string; purpose: 'login' | 'connect' }
  | { kind: 'error'; provider: SnsProvider | null; cancelled: boolean };

/** Reads `/auth/sns/<provider>-callback?code&state` (or `?error`); the purpose is the state's prefix. */
export function readCallback(url: URL): CallbackParams {
  const match = /^\/auth\/sns\/([a-z]+)-callback$/.exec(url.pathname);
  const provider = (SNS_PROVIDERS as readonly string[]).includes(match?.[1] ?? '') ? (match?.[1] as SnsProvider) : null;
  const code = url.searchParams.get('code') ?? '';
  const state = url.searchParams.get('state') ?? '';
  const error = url.searchParams.get('error');
  if (!provider || error || !code || !state) {
    return { kind: 'error', provider, cancelled: error === 'access_denied' || error === 'user_cancelled_authorize' || error === 'user_cancelled_login' };
  }
  return { kind: 'code', provider, code, state, purpose: state.startsWith('connect_') ? 'connect' : 'login' };
}
