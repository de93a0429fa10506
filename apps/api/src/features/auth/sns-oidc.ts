import { createHash } from 'node:crypto';
import { createRemoteJWKSet, errors, importPKCS8, jwtVerify, SignJWT, type CryptoKey, type JWTVerifyGetKey } from 'jose';
import * as v from 'valibot';
import type { SnsProviderConfig } from '../../config/sns-env.ts';
import { apiError } from '../../http/error-table.ts';
import { AUTH_MESSAGES } from '../../messages/auth.ko.ts';
import { readSnsProfile, type SnsProfile } from './sns-profile.ts';

// OpenID Connect sign-in (Apple): the id_token is checked with jose (signature against the provider's JWKS, iss,
// aud, exp, nonce) and Apple's client secret is an ES256 JWT signed here with the team's key. No hand-rolled crypto.

/** The nonce of a sign-in: derived from its PKCE verifier (kept server-side with the state), so nothing new is stored. */
export const nonceOf = (codeVerifier: string) => createHash('sha256').update(`nonce:${codeVerifier}`).digest('base64url');

const keySets = new Map<string, JWTVerifyGetKey>();
/** One cached key set per JWKS URL (jose refetches on an unknown kid, at most every 30 s). */
function keySetOf(url: string): JWTVerifyGetKey {
  let found = keySets.get(url);
  if (!found) {
    found = createRemoteJWKSet(new URL(url), { timeoutDuration: 8000 });
    keySets.set(url, found);
  }
  return found;
}

/** The part of Apple's `user` form field read here; anything else in it is ignored. */
const AppleUserSchema = v.object({ name: v.optional(v.object({ firstName: v.optional(v.unknown()), lastName: v.optional(v.unknown()) })) });

/** Apple's first sign-in posts `user` ({"name":{"firstName","lastName"},"email"}) once; the Korean order of the name. */
export function nameOfAppleUser(user: string | undefined): string {
  if (!user) return '';
  try {
    const parsed = v.safeParse(AppleUserSchema, JSON.parse(user));
    if (!parsed.success) return '';
    const part = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
    return `${part(parsed.output.name?.lastName)}${part(parsed.output.name?.firstName)}`.slice(0, 50);
  } catch {
    return '';
  }
}

/**
 * Verifies an id_token and reads the user from its claims; a forged, tampered, expired, foreign (iss or aud) token or
 * a wrong nonce is refused with SNS_ID_TOKEN_INVALID (Korean message, an expired one says so).
 */
export async function verifyIdToken(p: SnsProviderConfig, idToken: string, nonce: string, now = Date.now()): Promise<SnsProfile> {
  if (!p.oidc) throw new Error('not an OpenID Connect provider');
  try {
    const { payload } = await jwtVerify(idToken, keySetOf(p.oidc.jwksUrl), {
      issuer: p.oidc.issuer, audience: p.clientId, algorithms: ['RS256', 'ES256'], currentDate: new Date(now), requiredClaims: ['sub', 'exp', 'iat'],
    });
    if (payload.nonce !== nonce) throw new errors.JWTClaimValidationFailed('unexpected "nonce" claim value', payload, 'nonce', 'check_failed');
    const profile = readSnsProfile({ sub: payload.sub, email: payload.email, name: payload.name });
    if (!profile) throw new Error('no subject');
    return profile;
  } catch (error) {
    const expired = error instanceof errors.JWTExpired;
    console.warn(`[sns] id_token refused: ${error instanceof Error ? `${error.name}: ${error.message}` : String(error)}`);
    throw apiError('SNS_ID_TOKEN_INVALID', expired ? AUTH_MESSAGES.errors.snsIdTokenExpired : undefined);
  }
}

const signingKeys = new Map<string, Promise<CryptoKey>>();

/** How long a generated client secret is valid (Apple allows up to six months; a fresh one is cheap). */
const CLIENT_SECRET_TTL_S = 5 * 60;

/**
 * The client secret the token endpoint gets: Apple's is a JWT (ES256, kid = key id) with iss = team id,
 * sub = client id, aud = Apple (the issuer), signed with the team's private key; other providers' is the configured one.
 */
export async function clientSecretOf(p: SnsProviderConfig, now = Date.now()): Promise<string> {
  if (!p.signingKey) return p.clientSecret;
  const { teamId, keyId, privateKey } = p.signingKey;
  let key = signingKeys.get(privateKey);
  if (!key) {
    key = importPKCS8(privateKey, 'ES256');
    signingKeys.set(privateKey, key);
  }
  const iat = Math.floor(now / 1000);
  return new SignJWT({}).setProtectedHeader({ alg: 'ES256', kid: keyId }).setIssuer(teamId).setSubject(p.clientId)
    .setAudience(p.oidc?.issuer ?? 'https://appleid.apple.com').setIssuedAt(iat).setExpirationTime(iat + CLIENT_SECRET_TTL_S).sign(await key);
}
