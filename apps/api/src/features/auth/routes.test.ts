import assert from 'node:assert/strict';
import { DEMO_PASSWORD as PASSWORD } from '../../seed/data/members.ts';
import { loginAs } from '../../testing/auth-helpers.ts';
import { describeEachDatabase, json } from '../../testing/test-server.ts';

describeEachDatabase('auth', (server) => {
  it('hands out a fresh random, time-ordered visitor id (UUID v7) as a JSON string', async () => {
    const before = Date.now();
    const response = await server().request('/api/auth/saleson-id');
    assert.match(response.headers.get('content-type') ?? '', /application\/json/);
    const first = await json<string>(response);
    const second = await json<string>(await server().request('/api/auth/saleson-id'));
    assert.match(first, /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    const minted = parseInt(first.replace(/-/g, '').slice(0, 12), 16);
    assert.ok(minted >= before && minted <= Date.now(), 'the id starts with the millisecond it was made');
    assert.notEqual(first, second);
  });

  it('offers no social sign-in when no provider is configured', async () => {
    assert.deepEqual(await json(await server().request('/api/auth/sns-providers')), { providers: [] });
  });

  it('logs demo01 in and answers auth-me with the bearer token', async () => {
    const { token, code } = await loginAs(server(), 'demo01');
    assert.ok(token.length >= 32);
    assert.equal(code, undefined);
    const me = await json(await server().request('/api/auth/auth-me', { headers: { authorization: `Bearer ${token}` } }));
    assert.deepEqual({ ...me, userId: typeof me.userId }, {
      loginType: 'ROLE_USER', userId: 'number', loginId: 'demo01', name: '김데모', email: 'demo01@example.com',
      sleepUserFlag: 'N', tempPasswordFlag: 'N', expiredPasswordFlag: 'N',
    });
  });

  it('reports the account state codes', async () => {
    assert.equal((await loginAs(server(), 'sleepy01')).code, 'SLEEP_USER');
    assert.equal((await loginAs(server(), 'expired01')).code, 'PASSWORD_EXPIRED');
    const temp = await loginAs(server(), 'temp01');
    assert.equal(temp.code, 'TEMP_PASSWORD');
    const me = await json(await server().request('/api/auth/auth-me', { headers: { authorization: `Bearer ${temp.token}` } }));
    assert.equal(me.tempPasswordFlag, 'Y');
  });

  it('rejects a wrong password or unknown id with one message', async () => {
    const expected = { status: 401, code: 'BAD_CREDENTIALS', message: '아이디/비밀번호를 정확히 입력해 주세요.' };
    for (const body of [{ loginId: 'demo01', password: 'wrong-password' }, { loginId: 'nobody', password: PASSWORD }]) {
      const response = await server().request('/api/auth/token', { method: 'POST', body: { loginType: 'ROLE_USER', ...body } });
      assert.deepEqual(await json(response, 401), expected);
    }
  });

  it('asks for missing fields with the login form\'s own message', async () => {
    const missingId = await server().request('/api/auth/token', { method: 'POST', body: { password: PASSWORD } });
    assert.deepEqual(await json(missingId, 400), { status: 400, code: 'BAD_REQUEST', message: '필수 입력 항목입니다.' });
    const emptyPassword = await server().request('/api/auth/token', { method: 'POST', body: { loginId: 'demo01', password: '' } });
    assert.equal((await json(emptyPassword, 400)).message, '필수 입력 항목입니다.');
    const guest = await server().request('/api/auth/token', { method: 'POST', body: { loginType: 'ROLE_GUEST', loginId: 'demo01', password: PASSWORD } });
    assert.equal((await json(guest, 400)).code, 'UNSUPPORTED_LOGIN_TYPE');
  });

  it('refuses auth-me without a valid token', async () => {
    assert.equal((await json(await server().request('/api/auth/auth-me'), 401)).code, 'UNAUTHORIZED');
    const bad = await server().request('/api/auth/auth-me', { headers: { authorization: 'Bearer not-a-token' } });
    assert.equal((await json(bad, 401)).code, 'INVALID_TOKEN');
  });
});
