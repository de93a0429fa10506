import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { DEMO_PASSWORD } from '../../seed/data/members.ts';
import { describeEachDatabase, json } from '../../testing/test-server.ts';
import { bearer, tryLogin, verifyPhone } from './lifecycle-helpers.ts';

// A local OAuth 2.0 provider in Kakao's shape: the code names the user, PKCE and the client secret are checked.
const verifiers = new Map<string, string>();
const naverTokenStates: (string | null)[] = [];
const provider = createServer((req, res) => {
  let body = '';
  req.on('data', (chunk: Buffer) => (body += chunk.toString()));
  req.on('end', () => {
    const send = (status: number, answer: unknown) => res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(answer));
    if (req.url === '/token') {
      const form = new URLSearchParams(body);
      const code = form.get('code') ?? '';
      const challenge = verifiers.get(code);
      const verifier = form.get('code_verifier') ?? '';
      const pkceOk = challenge === createHash('sha256').update(verifier).digest('base64url');
      if (form.get('client_secret') !== 'secret' || !pkceOk || code.startsWith('broken')) return send(400, { error: 'invalid_grant' });
      return send(200, { access_token: `at-${code}`, token_type: 'bearer' });
    }
    if (req.url === '/naver/token') {
      // Naver's token endpoint takes the state of the authorization request: remember what came.
      const form = new URLSearchParams(body);
      naverTokenStates.push(form.get('state'));
      if (form.get('client_secret') !== 'secret' || !form.get('state')) return send(400, { error: 'invalid_request' });
      return send(200, { access_token: `at-${form.get('code') ?? ''}`, token_type: 'bearer' });
    }
    if (req.url === '/naver/userinfo') {
      const user = (req.headers.authorization ?? '').replace('Bearer at-', '');
      return send(200, { resultcode: '00', response: { id: user, name: `네${user}`, email: `${user}@naver.test` } });
    }
    if (req.url === '/userinfo') {
      const user = (req.headers.authorization ?? '').replace('Bearer at-', '');
      return send(200, { id: user, kakao_account: { email: `${user}@kakao.test`, profile: { nickname: `닉${user}` } } });
    }
    return send(404, {});
  });
});
await new Promise<void>((resolve) => provider.listen(0, '127.0.0.1', resolve));
afterAll(() => provider.close());
const idp = `http://127.0.0.1:${(provider.address() as AddressInfo).port}`;
const sns = {
  redirectBase: 'http://shop.test',
  providers: {
    kakao: { clientId: 'client', clientSecret: 'secret', authorizeUrl: `${idp}/authorize`, tokenUrl: `${idp}/token`, userInfoUrl: `${idp}/userinfo`, scope: '', pkce: true },
    naver: { clientId: 'naver-client', clientSecret: 'secret', authorizeUrl: `${idp}/naver/authorize`, tokenUrl: `${idp}/naver/token`, userInfoUrl: `${idp}/naver/userinfo`, scope: '', pkce: false },
  },
};

describeEachDatabase('social sign-in', (server) => {
  const post = (path: string, body?: unknown, headers: Record<string, string> = {}) => server().request(path, { method: 'POST', body, headers });

  /** Starts a sign-in and lets the provider hand back `user` as the code (its challenge remembered for the PKCE check). */
  async function authorize(user: string, purpose: 'login' | 'connect' = 'login', headers: Record<string, string> = {}): Promise<Record<string, string | undefined>> {
    const { authorizeUrl, browserKey } = await json<{ authorizeUrl: string; browserKey?: string }>(await post('/api/auth/sns/authorize', { snsType: 'kakao', purpose }, headers));
    assert.equal(typeof browserKey, purpose === 'login' ? 'string' : 'undefined');
    const url = new URL(authorizeUrl);
    assert.equal(url.origin + url.pathname, `${idp}/authorize`);
    assert.equal(url.searchParams.get('redirect_uri'), 'http://shop.test/auth/sns/kakao-callback');
    assert.equal(url.searchParams.get('code_challenge_method'), 'S256');
    verifiers.set(user, url.searchParams.get('code_challenge') ?? '');
    // A sign-in's callback carries the key of the browser that started it (the shell reads it from its cookie).
    return { snsType: 'kakao', code: user, state: url.searchParams.get('state') ?? '', ...(purpose === 'login' ? { browserKey } : {}) };
  }

  it('names the configured providers only, in button order (no Apple here)', async () => {
    const response = await server().request('/api/auth/sns-providers');
    assert.deepEqual(await json(response), { providers: ['kakao', 'naver'] });
    assert.match(response.headers.get('cache-control') ?? '', /max-age=60/);
  });

  it('a new user gets a join state once, completes registration with SMS and has no password to sign in with', async () => {
    assert.equal((await json(await post('/api/auth/sns-login', { snsType: 'kakao', code: 'x', state: 'login_forged' }), 400)).code, 'SNS_STATE_INVALID');
    const callback = await authorize('newbie1');
    const answer = await json<{ value: string; snsState: string; snsName: string; snsEmail: string }>(await post('/api/auth/sns-login', callback));
    assert.deepEqual([answer.value, answer.snsName, answer.snsEmail], ['redirectToJoin', '닉newbie1', 'newbie1@kakao.test']);
    assert.equal((await json(await post('/api/auth/sns-login', callback), 400)).code, 'SNS_STATE_INVALID');

    const phone = '01080000001';
    const requestToken = await verifyPhone(server(), '카카오', phone);
    const joined = await json<{ token: string; linked: boolean }>(await post('/api/auth/sns-join', {
      snsState: answer.snsState, userName: '카카오', phoneNumber: phone, requestToken, email: 'newbie1@kakao.test', birthday: '19900101', agreedTerms: true, agreedPrivacy: true,
      receiveSms: 'Y', receiveEmail: 'Y',
    }));
    assert.equal(joined.linked, false);
    // The consents were recorded, and the step-2 marketing box took effect (dates only for a yes).
    const consents = await server().app.database.db.selectFrom('members').select(['termsAgreedAt', 'privacyAgreedAt', 'termsVersionId', 'receiveSms', 'receiveSmsDate', 'receiveEmail', 'receiveEmailDate'])
      .where('phone', '=', phone).executeTakeFirstOrThrow();
    assert.match(consents.termsAgreedAt ?? '', /^\d{14}$/);
    assert.equal(consents.privacyAgreedAt, consents.termsAgreedAt);
    assert.ok(consents.termsVersionId);
    assert.deepEqual([consents.receiveSms, consents.receiveSmsDate, consents.receiveEmail, consents.receiveEmailDate], ['Y', consents.termsAgreedAt, 'Y', consents.termsAgreedAt]);
    const me = await json<{ loginId: string; name: string }>(await server().request('/api/auth/auth-me', { headers: bearer(joined.token) }));
    assert.equal(me.name, '카카오');
    assert.equal((await json(await tryLogin(server(), me.loginId, DEMO_PASSWORD, '10.9.0.1'), 401)).code, 'BAD_CREDENTIALS');
    const info = await json<{ list: { snsType: string }[]; passwordSet: string }>(await server().request('/api/auth/sns-info', { headers: bearer(joined.token) }));
    assert.deepEqual([info.list.map((l) => l.snsType), info.passwordSet], [['kakao'], 'N']);
    // A social sign-up gets the welcome pack as a form sign-up does.
    const wallet = await json<{ availableCount: number }>(await server().request('/api/coupon?page=1&size=10&complete=N', { headers: bearer(joined.token) }));
    assert.equal(wallet.availableCount, 3);
    assert.equal((await json(await post('/api/auth/disconnect-sns', { snsType: 'kakao' }, bearer(joined.token)), 400)).code, 'SNS_LAST_LOGIN');

    // Next time the same provider user is signed in directly.
    const again = await json<{ value: string; token: string }>(await post('/api/auth/sns-login', await authorize('newbie1')));
    assert.equal(again.value, 'loginSuccess');
    assert.equal((await json<{ loginId: string }>(await server().request('/api/auth/auth-me', { headers: bearer(again.token) }))).loginId, me.loginId);
  });

  it('a sign-in completes only in the browser that started it (its key), and the state waits for that browser', async () => {
    const callback = await authorize('bound1');
    const elsewhere = await authorize('bound1-other');
    const foreign = { status: 400, code: 'SNS_STATE_FOREIGN', message: '이 브라우저에서 시작한 SNS 로그인이 아닙니다. 로그인 화면에서 다시 시도해 주세요.' };
    // The callback URL opened in another browser: no key, or that browser's own key of another sign-in.
    assert.deepEqual(await json(await post('/api/auth/sns-login', { ...callback, browserKey: undefined }), 400), foreign);
    assert.deepEqual(await json(await post('/api/auth/sns-login', { ...callback, browserKey: elsewhere.browserKey }), 400), foreign);
    assert.equal((await json<{ value: string }>(await post('/api/auth/sns-login', callback))).value, 'redirectToJoin');
    assert.equal((await json(await post('/api/auth/sns-login', callback), 400)).code, 'SNS_STATE_INVALID');
  });

  it('Naver\'s token request carries the state of the sign-in', async () => {
    naverTokenStates.length = 0;
    const { authorizeUrl, browserKey } = await json<{ authorizeUrl: string; browserKey: string }>(await post('/api/auth/sns/authorize', { snsType: 'naver', purpose: 'login' }));
    const state = new URL(authorizeUrl).searchParams.get('state') ?? '';
    const answer = await json<{ value: string; snsName: string }>(await post('/api/auth/sns-login', { snsType: 'naver', code: 'naver1', state, browserKey }));
    assert.deepEqual([answer.value, answer.snsName], ['redirectToJoin', '네naver1']);
    assert.deepEqual(naverTokenStates, [state]);
  });

  it('an existing member links by connecting, or by the verified phone on sign-up; the provider\'s refusal is a 400', async () => {
    const { token } = await json<{ token: string }>(await tryLogin(server(), 'demo01', DEMO_PASSWORD, '10.9.0.2'));
    assert.equal((await json(await post('/api/auth/sns/authorize', { snsType: 'kakao', purpose: 'connect' }), 401)).code, 'UNAUTHORIZED');
    await json(await post('/api/auth/sns-connect', await authorize('demo01kakao', 'connect', bearer(token)), bearer(token)));
    const signedIn = await json<{ value: string; token: string }>(await post('/api/auth/sns-login', await authorize('demo01kakao')));
    assert.equal((await json<{ loginId: string }>(await server().request('/api/auth/auth-me', { headers: bearer(signedIn.token) }))).loginId, 'demo01');
    await json(await post('/api/auth/disconnect-sns', { snsType: 'kakao' }, bearer(token)));
    assert.equal((await json(await post('/api/auth/disconnect-sns', { snsType: 'kakao' }, bearer(token)), 404)).code, 'SNS_NOT_LINKED');

    // The verified phone is demo02's: an SMS code proves the phone, not the account. Linking needs demo02's password
    // (or being signed in as demo02); a refused try uses up neither the verification nor the join state.
    const join = await json<{ snsState: string }>(await post('/api/auth/sns-login', await authorize('demo02kakao')));
    const requestToken = await verifyPhone(server(), '이쇼핑', '01023456789');
    const body = { snsState: join.snsState, userName: '이쇼핑', phoneNumber: '01023456789', requestToken, email: 'demo02@example.com', birthday: '19900101', agreedTerms: true, agreedPrivacy: true };
    const unproven = await json(await post('/api/auth/sns-join', body), 409);
    assert.deepEqual(unproven, { status: 409, code: 'SNS_LINK_PROOF_REQUIRED', message: '이미 가입된 휴대폰번호입니다. 기존 계정의 비밀번호를 입력하시거나, 기존 계정으로 로그인한 후 SNS 계정을 연결해 주세요.' });
    // Signed in as another member proves nothing about demo02's account.
    assert.equal((await json(await post('/api/auth/sns-join', body, bearer(token)), 409)).code, 'SNS_LINK_PROOF_REQUIRED');
    const wrong = await json(await post('/api/auth/sns-join', { ...body, password: 'Wrong!pass123' }, { 'x-forwarded-for': '10.9.1.1' }), 400);
    assert.deepEqual(wrong, { status: 400, code: 'SNS_LINK_PASSWORD_WRONG', message: '기존 계정의 비밀번호가 일치하지 않습니다.' });
    assert.equal((await server().app.database.db.selectFrom('loginFailures').select('id').where('throttleKey', '=', 'id:demo02|ip:10.9.1.1').execute()).length, 1, 'counted as a failed login');
    const linked = await json<{ token: string; linked: boolean }>(await post('/api/auth/sns-join', { ...body, password: DEMO_PASSWORD }, { 'x-forwarded-for': '10.9.1.1' }));
    assert.equal(linked.linked, true);
    assert.equal((await json<{ loginId: string }>(await server().request('/api/auth/auth-me', { headers: bearer(linked.token) }))).loginId, 'demo02');
    assert.equal((await json<{ value: string; token: string }>(await post('/api/auth/sns-login', await authorize('demo02kakao')))).value, 'loginSuccess');

    // Signed in as the phone's member is proof too (no password asked).
    const other = await json<{ snsState: string }>(await post('/api/auth/sns-login', await authorize('demo01other')));
    const demo01Phone = await verifyPhone(server(), '김데모', '01012345678');
    const byLogin = await json<{ token: string; linked: boolean }>(await post('/api/auth/sns-join', {
      snsState: other.snsState, userName: '김데모', phoneNumber: '01012345678', requestToken: demo01Phone, email: 'demo01@example.com', birthday: '19900101', agreedTerms: true, agreedPrivacy: true,
    }, bearer(token)));
    assert.equal(byLogin.linked, true);
    assert.equal((await json<{ loginId: string }>(await server().request('/api/auth/auth-me', { headers: bearer(byLogin.token) }))).loginId, 'demo01');

    const refused = await json(await post('/api/auth/sns-login', await authorize('broken-user')), 400);
    assert.deepEqual(refused, { status: 400, code: 'SNS_EXCHANGE_FAILED', message: 'SNS 계정 인증에 실패했습니다. 잠시 후 다시 시도해 주세요.' });
  });
}, { overrides: { sns } });
