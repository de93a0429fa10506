import { CodeChallengeMethod, generateCodeVerifier, generateState, OAuth2Client, type OAuth2Tokens } from 'arctic';
// arctic's token request (form body, JSON answer, OAuth 2.0 error answers as OAuth2RequestError), the one its own
// Kakao, Naver and Apple clients send. Those clients fix the providers' hosts, and Naver's leaves out the state its
// token endpoint requires; the endpoints here come from the configuration (a local provider in the tests).
import { createOAuth2Request, sendTokenRequest } from 'arctic/dist/request.js';
import type { SnsProviderConfig } from '../../config/sns-env.ts';

/** How long the provider's token endpoint may take. */
const TOKEN_TIMEOUT_MS = 8000;

/** A fresh state (after the purpose, so a callback names what it completes) and PKCE verifier, from arctic. */
export function newSignInSecrets(purpose: string): { state: string; codeVerifier: string } {
  return { state: `${purpose}_${generateState()}`, codeVerifier: generateCodeVerifier() };
}

/**
 * The provider's authorization URL (arctic): response_type=code, client, callback, state, scopes, and the PKCE S256
 * challenge when the provider takes one; Apple's `response_mode=form_post` and the OpenID Connect nonce on top.
 */
export function authorizationUrl(p: SnsProviderConfig, redirectUri: string, secrets: { state: string; codeVerifier: string }, nonce?: string): URL {
  const client = new OAuth2Client(p.clientId, null, redirectUri);
  const scopes = p.scope.split(/\s+/).filter(Boolean);
  const url = p.pkce
    ? client.createAuthorizationURLWithPKCE(p.authorizeUrl, secrets.state, CodeChallengeMethod.S256, secrets.codeVerifier, scopes)
    : client.createAuthorizationURL(p.authorizeUrl, secrets.state, scopes);
  if (p.responseMode) url.searchParams.set('response_mode', p.responseMode);
  if (nonce) url.searchParams.set('nonce', nonce);
  return url;
}

/**
 * Exchanges the code at the token endpoint through arctic, the client secret in the body as Kakao, Naver and Apple
 * take it (client_secret_post), with the PKCE verifier and, for Naver, the authorization request's state.
 * @throws arctic's OAuth2RequestError, ArcticFetchError or UnexpectedResponseError, or a timeout.
 */
export async function exchangeCode(
  p: SnsProviderConfig, redirectUri: string, code: string, extra: { clientSecret: string; codeVerifier?: string; state?: string },
): Promise<OAuth2Tokens> {
  const body = new URLSearchParams({ grant_type: 'authorization_code', code, redirect_uri: redirectUri, client_id: p.clientId });
  if (extra.clientSecret) body.set('client_secret', extra.clientSecret);
  if (extra.codeVerifier) body.set('code_verifier', extra.codeVerifier);
  if (extra.state) body.set('state', extra.state);
  const request = createOAuth2Request(p.tokenUrl, body);
  return sendTokenRequest(new Request(request, { signal: AbortSignal.timeout(TOKEN_TIMEOUT_MS) }));
}
