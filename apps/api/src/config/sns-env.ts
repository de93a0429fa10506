import type { SnsType } from '@shop/contracts';

/** One social sign-in provider: OAuth 2.0 authorization code flow endpoints and the app's credentials. */
export type SnsProviderConfig = {
  clientId: string;
  clientSecret: string;
  authorizeUrl: string;
  tokenUrl: string;
  /** Where the user's id, name and e-mail are read; empty: read the OIDC id_token of the token answer (Apple). */
  userInfoUrl: string;
  scope: string;
  /** Send a PKCE challenge (S256) and verifier. */
  pkce: boolean;
};

export type SnsConfig = {
  /** The storefront's public origin; callbacks are `<origin>/auth/sns/<type>-callback`. */
  redirectBase: string;
  providers: Partial<Record<SnsType, SnsProviderConfig>>;
  /** The SMS outbox file of the default sender (one JSON line per message), or none. */
  smsOutboxFile?: string;
};

const DEFAULTS: Record<SnsType, Omit<SnsProviderConfig, 'clientId' | 'clientSecret'>> = {
  kakao: { authorizeUrl: 'https://kauth.kakao.com/oauth/authorize', tokenUrl: 'https://kauth.kakao.com/oauth/token', userInfoUrl: 'https://kapi.kakao.com/v2/user/me', scope: '', pkce: false },
  naver: { authorizeUrl: 'https://nid.naver.com/oauth2.0/authorize', tokenUrl: 'https://nid.naver.com/oauth2.0/token', userInfoUrl: 'https://openapi.naver.com/v1/nid/me', scope: '', pkce: false },
  // Without scopes Apple answers with a query redirect (scopes force response_mode=form_post); the e-mail is asked on sign-up.
  apple: { authorizeUrl: 'https://appleid.apple.com/auth/authorize', tokenUrl: 'https://appleid.apple.com/auth/token', userInfoUrl: '', scope: '', pkce: false },
};

type Env = Record<string, string | undefined>;

/**
 * Social sign-in settings from the environment: `SNS_<TYPE>_CLIENT_ID` enables a provider (KAKAO, NAVER, APPLE);
 * `SNS_<TYPE>_CLIENT_SECRET`, `_AUTHORIZE_URL`, `_TOKEN_URL`, `_USERINFO_URL`, `_SCOPE`, `_PKCE` (1/0) override its
 * defaults; `SNS_REDIRECT_BASE` is the storefront origin the provider returns to; `SMS_OUTBOX_FILE` also writes
 * every text message to that file.
 */
export function loadSnsConfig(env: Env = process.env): SnsConfig {
  const providers: SnsConfig['providers'] = {};
  for (const type of Object.keys(DEFAULTS) as SnsType[]) {
    const key = (name: string) => env[`SNS_${type.toUpperCase()}_${name}`]?.trim() ?? '';
    const clientId = key('CLIENT_ID');
    if (!clientId) continue;
    const d = DEFAULTS[type];
    providers[type] = {
      clientId, clientSecret: key('CLIENT_SECRET'),
      authorizeUrl: key('AUTHORIZE_URL') || d.authorizeUrl, tokenUrl: key('TOKEN_URL') || d.tokenUrl,
      userInfoUrl: env[`SNS_${type.toUpperCase()}_USERINFO_URL`] !== undefined ? key('USERINFO_URL') : d.userInfoUrl,
      scope: key('SCOPE') || d.scope, pkce: key('PKCE') ? key('PKCE') === '1' : d.pkce,
    };
  }
  return { redirectBase: env.SNS_REDIRECT_BASE?.trim() || 'http://localhost:3000', providers, smsOutboxFile: env.SMS_OUTBOX_FILE?.trim() || undefined };
}
