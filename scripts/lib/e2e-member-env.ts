// Sign-in settings of an e2e stack: the SMS outbox file the specs read codes from, and the social providers,
// all played by one local OAuth 2.0 / OIDC provider (oauth2-mock-server, started by the auth specs) on base + 1010.
import { generateKeyPairSync } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** Where the e2e stack on `base` writes every text message (one JSON line each). */
export function e2eSmsOutboxFile(base: number): string {
  return path.join(tmpdir(), `shop-e2e-sms-${base}.jsonl`);
}

/** Port of the local OAuth provider of the e2e stack on `base`. */
export const e2eOAuthPort = (base: number) => base + 1010;

/** The API's SMS and social sign-in environment for the e2e stack on `base` (the outbox file starts empty). */
export function e2eMemberEnv(base: number): Record<string, string> {
  const outbox = e2eSmsOutboxFile(base);
  writeFileSync(outbox, '');
  const idp = `http://127.0.0.1:${e2eOAuthPort(base)}`;
  const provider = (type: string, pkce: boolean) => ({
    [`SNS_${type}_CLIENT_ID`]: `e2e-${type.toLowerCase()}`,
    [`SNS_${type}_CLIENT_SECRET`]: 'e2e-secret',
    [`SNS_${type}_AUTHORIZE_URL`]: `${idp}/authorize`,
    [`SNS_${type}_TOKEN_URL`]: `${idp}/token`,
    [`SNS_${type}_USERINFO_URL`]: type === 'APPLE' ? '' : `${idp}/userinfo`,
    [`SNS_${type}_PKCE`]: pkce ? '1' : '0',
  });
  // Apple as in production: form_post, the id_token checked against the provider's JWKS (issuer and audience
  // included), and a client secret the API signs (ES256) with a team key made for this run.
  const teamKey = generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
  return {
    SMS_OUTBOX_FILE: outbox,
    SNS_REDIRECT_BASE: `http://localhost:${base}`,
    ...provider('KAKAO', true),
    ...provider('NAVER', false),
    ...provider('APPLE', true),
    SNS_APPLE_ISSUER: idp,
    SNS_APPLE_JWKS_URL: `${idp}/jwks`,
    SNS_APPLE_TEAM_ID: 'E2ETEAM001',
    SNS_APPLE_KEY_ID: 'E2EKEY0001',
    SNS_APPLE_PRIVATE_KEY: teamKey,
  };
}
