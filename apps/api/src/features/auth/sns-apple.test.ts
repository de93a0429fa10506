import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, exportPKCS8, exportSPKI, generateKeyPair, importSPKI, jwtVerify, SignJWT } from 'jose';
import { loadSnsConfig } from '../../config/sns-env.ts';
import { describeEachDatabase, json } from '../../testing/test-server.ts';
import { clientSecretOf, nonceOf } from './sns-oidc.ts';

// A local Apple: a JWKS, and a token endpoint that answers an id_token signed with its key. What the next id_token
// looks like (audience, expiry, nonce, a forged signature) is set per test; the nonce is read from the authorization URL.
const signing = await generateKeyPair('RS256', { extractable: true });
const stranger = await generateKeyPair('RS256', { extractable: true });
const jwk = { ...(await exportJWK(signing.publicKey)), kid: 'k1', alg: 'RS256', use: 'sig' };
const team = await generateKeyPair('ES256', { extractable: true });
let issuer = '';
let next: { sub: string; email: string; nonce: string; aud?: string; expiresIn?: number; key?: CryptoKey; iss?: string; tamper?: boolean } = { sub: '', email: '', nonce: '' };
const secretsSeen: string[] = [];

const provider = createServer((req, res) => {
  let body = '';
  req.on('data', (chunk: Buffer) => (body += chunk.toString()));
  req.on('end', () => {
    void (async () => {
      const send = (status: number, answer: unknown) => res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(answer));
      if (req.url === '/keys') return send(200, { keys: [jwk] });
      if (req.url !== '/token') return send(404, {});
      const form = new URLSearchParams(body);
      secretsSeen.push(form.get('client_secret') ?? '');
      const now = Math.floor(Date.now() / 1000);
      const idToken = await new SignJWT({ email: next.email, nonce: next.nonce, email_verified: true })
        .setProtectedHeader({ alg: 'RS256', kid: 'k1' }).setIssuer(next.iss ?? issuer).setAudience(next.aud ?? (form.get('client_id') ?? ''))
        .setSubject(next.sub).setIssuedAt(now - 60).setExpirationTime(now + (next.expiresIn ?? 600)).sign(next.key ?? signing.privateKey);
      // Tampered: the claims changed after signing (another subject), the signature kept.
      const [head, claims, signature] = idToken.split('.');
      const forged = `${head}.${Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(claims ?? '', 'base64url').toString()), sub: 'attacker' })).toString('base64url')}.${signature}`;
      return send(200, { access_token: 'at', token_type: 'bearer', id_token: next.tamper ? forged : idToken });
    })();
  });
});
await new Promise<void>((resolve) => provider.listen(0, '127.0.0.1', resolve));
afterAll(() => provider.close());
issuer = `http://127.0.0.1:${(provider.address() as AddressInfo).port}`;

const apple = loadSnsConfig({
  SNS_APPLE_CLIENT_ID: 'shop.apple.client', SNS_APPLE_AUTHORIZE_URL: `${issuer}/auth/authorize`, SNS_APPLE_TOKEN_URL: `${issuer}/token`,
  SNS_APPLE_ISSUER: issuer, SNS_APPLE_JWKS_URL: `${issuer}/keys`, SNS_APPLE_TEAM_ID: 'TEAM123456', SNS_APPLE_KEY_ID: 'KEY1234567',
  SNS_APPLE_PRIVATE_KEY: (await exportPKCS8(team.privateKey)).replace(/\n/g, '\\n'), SNS_REDIRECT_BASE: 'http://shop.test',
});

it('reads the Apple settings: form_post, name and e-mail scopes, the id_token check, and the signing key trio', async () => {
  const p = apple.providers.apple;
  assert.ok(p);
  assert.deepEqual([p.responseMode, p.scope, p.oidc], ['form_post', 'name email', { issuer, jwksUrl: `${issuer}/keys` }]);
  assert.throws(() => loadSnsConfig({ SNS_APPLE_CLIENT_ID: 'x', SNS_APPLE_TEAM_ID: 'T' }), /go together/);
  assert.throws(() => loadSnsConfig({ SNS_APPLE_CLIENT_ID: 'x' }), /SNS_APPLE_PRIVATE_KEY/);
  assert.deepEqual(loadSnsConfig({ SNS_APPLE_CLIENT_ID: 'x', SNS_APPLE_CLIENT_SECRET: 's' }).providers.apple?.oidc, { issuer: 'https://appleid.apple.com', jwksUrl: 'https://appleid.apple.com/auth/keys' });

  // The client secret is an ES256 JWT of the team's key: kid, iss = team, sub = client id, aud = Apple.
  const secret = await clientSecretOf(p);
  const { payload, protectedHeader } = await jwtVerify(secret, await importSPKI(await exportSPKI(team.publicKey), 'ES256'), { issuer: 'TEAM123456', audience: issuer, subject: 'shop.apple.client' });
  assert.deepEqual([protectedHeader.alg, protectedHeader.kid], ['ES256', 'KEY1234567']);
  assert.ok((payload.exp ?? 0) > Date.now() / 1000);
});

describeEachDatabase('Apple sign-in (form_post, verified id_token)', (server) => {
  const post = (path: string, body?: unknown) => server().request(path, { method: 'POST', body });

  async function authorize() {
    const { authorizeUrl, browserKey } = await json<{ authorizeUrl: string; browserKey: string }>(await post('/api/auth/sns/authorize', { snsType: 'apple', purpose: 'login' }));
    const url = new URL(authorizeUrl);
    assert.equal(url.searchParams.get('response_mode'), 'form_post');
    assert.equal(url.searchParams.get('scope'), 'name email');
    assert.equal(url.searchParams.get('redirect_uri'), 'http://shop.test/auth/sns/apple-callback');
    return { state: url.searchParams.get('state') ?? '', nonce: url.searchParams.get('nonce') ?? '', browserKey };
  }

  it('a valid id_token signs the Apple user in (e-mail from the token, name from the first form post)', async () => {
    const { state, nonce, browserKey } = await authorize();
    next = { sub: 'apple.0001', email: 'a1@privaterelay.appleid.com', nonce };
    const user = JSON.stringify({ name: { firstName: '길동', lastName: '홍' }, email: 'a1@privaterelay.appleid.com' });
    const answer = await json<{ value: string; snsName: string; snsEmail: string }>(await post('/api/auth/sns-login', { snsType: 'apple', code: 'c1', state, user, browserKey }));
    assert.deepEqual([answer.value, answer.snsName, answer.snsEmail], ['redirectToJoin', '홍길동', 'a1@privaterelay.appleid.com']);
    // The token endpoint got the generated ES256 secret, not a static one.
    assert.equal(secretsSeen.at(-1)?.split('.').length, 3);
  });

  it('refuses a tampered, foreign-signed, expired, wrong-audience, wrong-issuer or wrong-nonce id_token in Korean', async () => {
    const invalid = { status: 400, code: 'SNS_ID_TOKEN_INVALID', message: 'SNS 계정 인증 정보를 확인할 수 없습니다. 다시 로그인해 주세요.' };
    const cases: [string, (nonce: string) => typeof next, unknown][] = [
      ['tampered claims', (nonce) => ({ sub: 's', email: '', nonce, tamper: true }), invalid],
      ['foreign key', (nonce) => ({ sub: 's', email: '', nonce, key: stranger.privateKey }), invalid],
      ['wrong audience', (nonce) => ({ sub: 's', email: '', nonce, aud: 'someone.else' }), invalid],
      ['wrong issuer', (nonce) => ({ sub: 's', email: '', nonce, iss: 'https://evil.example' }), invalid],
      ['wrong nonce', () => ({ sub: 's', email: '', nonce: nonceOf('another sign-in') }), invalid],
      ['expired', (nonce) => ({ sub: 's', email: '', nonce, expiresIn: -30 }), { status: 400, code: 'SNS_ID_TOKEN_INVALID', message: 'SNS 계정 인증 정보가 만료되었습니다. 다시 로그인해 주세요.' }],
    ];
    for (const [name, make, expected] of cases) {
      const { state, nonce, browserKey } = await authorize();
      next = make(nonce);
      assert.deepEqual(await json(await post('/api/auth/sns-login', { snsType: 'apple', code: 'c', state, browserKey }), 400), expected, name);
    }
  });
}, { overrides: { sns: apple } });
