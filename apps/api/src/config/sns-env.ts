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
  /** `form_post`: the provider POSTs the code to the callback (Apple, whenever scopes are asked). */
  responseMode?: 'form_post';
  /**
   * OpenID Connect: the identity is the id_token of the token answer, verified against the provider's JWKS (signature,
   * iss, aud = client id, exp, and the nonce sent with the authorization request).
   */
  oidc?: { issuer: string; jwksUrl: string };
  /** Apple: the client secret is an ES256 JWT signed on the server with the team's private key (.p8). */
  signingKey?: { teamId: string; keyId: string; privateKey: string };
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
  // Apple asks for name and e-mail, which makes it answer with response_mode=form_post (a cross-site POST to the
  // callback); the identity is the id_token, verified against Apple's keys.
  apple: {
    authorizeUrl: 'https://appleid.apple.com/auth/authorize', tokenUrl: 'https://appleid.apple.com/auth/token', userInfoUrl: '', scope: 'name email', pkce: false,
    responseMode: 'form_post', oidc: { issuer: 'https://appleid.apple.com', jwksUrl: 'https://appleid.apple.com/auth/keys' },
  },
};

type Env = Record<string, string | undefined>;

/**
 * Social sign-in settings from the environment: `SNS_<TYPE>_CLIENT_ID` enables a provider (KAKAO, NAVER, APPLE);
 * `SNS_<TYPE>_CLIENT_SECRET`, `_AUTHORIZE_URL`, `_TOKEN_URL`, `_USERINFO_URL`, `_SCOPE`, `_PKCE` (1/0) override its
 * defaults; `SNS_REDIRECT_BASE` is the storefront origin the provider returns to; `SMS_OUTBOX_FILE` also writes
 * every text message to that file. Apple: `SNS_APPLE_TEAM_ID`, `SNS_APPLE_KEY_ID` and `SNS_APPLE_PRIVATE_KEY` (the .p8
 * PEM; `\n` may stand for line breaks) make the server sign the client secret itself (all three or none; without
 * them `SNS_APPLE_CLIENT_SECRET` is sent as it is); `SNS_APPLE_ISSUER` and `SNS_APPLE_JWKS_URL` point the id_token
 * check at another provider (tests).
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
    if (d.responseMode) providers[type].responseMode = d.responseMode;
    if (d.oidc) providers[type].oidc = { issuer: key('ISSUER') || d.oidc.issuer, jwksUrl: key('JWKS_URL') || d.oidc.jwksUrl };
  }
  const apple = providers.apple;
  if (apple) {
    const teamId = env.SNS_APPLE_TEAM_ID?.trim() ?? '';
    const keyId = env.SNS_APPLE_KEY_ID?.trim() ?? '';
    const privateKey = (env.SNS_APPLE_PRIVATE_KEY ?? '').replace(/\\n/g, '\n').trim();
    const given = [teamId, keyId, privateKey].filter(Boolean).length;
    if (given > 0 && given < 3) throw new Error('SNS_APPLE_TEAM_ID, SNS_APPLE_KEY_ID and SNS_APPLE_PRIVATE_KEY go together (all three or none)');
    if (given === 3) apple.signingKey = { teamId, keyId, privateKey };
    if (given === 0 && !apple.clientSecret) throw new Error('SNS_APPLE_CLIENT_ID needs SNS_APPLE_TEAM_ID, SNS_APPLE_KEY_ID and SNS_APPLE_PRIVATE_KEY (or SNS_APPLE_CLIENT_SECRET)');
  }
  return { redirectBase: env.SNS_REDIRECT_BASE?.trim() || 'http://localhost:3000', providers, smsOutboxFile: env.SMS_OUTBOX_FILE?.trim() || undefined };
}
