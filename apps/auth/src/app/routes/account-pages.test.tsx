import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sessionAtom } from '@shop/session';
import routes from '../../expose/routes.ts';
import { TEMP_SNS_USER_KEY } from '../../config/storage-keys.ts';
import { fakeFetch, type FakeAnswer } from '../../testing/fake-fetch.ts';
import { fakeApi, renderRoute } from '@shop/testing';

// The forms of find-password, the account states (temporary and expired password, dormant account) and the social
// sign-up's step 2, with the shell's and the API's answers scripted.

const USER = { userId: 4, loginId: 'expired01', name: '최만료', email: 'e@example.com', loginType: 'ROLE_USER' };
const VISITOR = { isLoggedIn: false, isGuest: false, status: null, user: null, salesonId: 'visitor-1' };
type Session = NonNullable<NonNullable<Parameters<typeof renderRoute>[2]>['store']>['session'];
const open = (url: string, session: Session = VISITOR) => renderRoute(routes, url, { api: fakeApi({}), store: { session } });
const SENT = { body: { requestToken: 'r1', expiresInSeconds: 60 } };
const CHECKED = { body: { status: 200 } };
const refusal = (status: number, code: string, message: string): FakeAnswer => ({ status, body: { status, code, message } });
const shellRefusal = (status: number, code: string, message: string): FakeAnswer => ({ body: { ok: false, status, code, message } });
const signedIn = (status: string | null) => ({ body: { ok: true, session: { isLoggedIn: true, isGuest: false, status, user: USER, salesonId: null } } });

/** Fills name and phone, asks for a code and enters it. */
async function verify(user: ReturnType<typeof userEvent.setup>, name = '최만료', phone = '010-4567-8901') {
  await user.type(await screen.findByLabelText('이름'), name);
  await user.type(screen.getByLabelText('휴대폰번호'), phone);
  await user.click(screen.getByRole('button', { name: '인증요청' }));
  await user.type(await screen.findByLabelText('인증번호'), '123456');
  await user.click(screen.getByRole('button', { name: '인증하기' }));
  expect(await screen.findByRole('button', { name: '인증성공' })).toBeTruthy();
}

/** The page changes window.location after an account action; jsdom cannot navigate, so its report is kept quiet. */
function quietNavigation() {
  jest.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    if (!String(args[0]).includes('Not implemented: navigation')) throw new Error(`console.error: ${String(args[0])}`);
  });
}

afterEach(() => {
  jest.restoreAllMocks();
  sessionStorage.clear();
});

describe('find-password', () => {
  it('asks for the id and a verified phone, shows the API refusal, then says the temporary password was sent', async () => {
    const calls = fakeFetch({
      'POST /api/auth/send-auth-number': SENT, 'POST /api/auth/check-auth-number': CHECKED,
      'POST /api/auth/find-password-step1': refusal(404, 'MEMBER_NOT_FOUND', '입력하신 정보와 일치하는 회원이 없습니다.'),
    });
    await open('/auth/find-password');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '임시 비밀번호 받기' }));
    expect(screen.getByText('필수 입력 항목입니다.')).toBeTruthy();
    await user.type(screen.getByLabelText('아이디'), 'demo02');
    await user.click(screen.getByRole('button', { name: '임시 비밀번호 받기' }));
    expect((await screen.findByRole('alert')).textContent).toBe('휴대폰 인증을 먼저 완료해 주세요.');
    expect(calls).toHaveLength(0);

    await verify(user, '이쇼핑', '010-2345-6789');
    await user.click(screen.getByRole('button', { name: '임시 비밀번호 받기' }));
    expect(await screen.findByText('입력하신 정보와 일치하는 회원이 없습니다.')).toBeTruthy();
    expect(calls.at(-1)).toEqual({ method: 'POST', path: '/api/auth/find-password-step1', body: { userName: '이쇼핑', phoneNumber: '010-2345-6789', requestToken: 'r1', loginId: 'demo02' } });

    fakeFetch({ 'POST /api/auth/find-password-step1': CHECKED });
    await user.click(screen.getByRole('button', { name: '임시 비밀번호 받기' }));
    expect(await screen.findByText('임시 비밀번호가 발송 되었습니다.')).toBeTruthy();
  });

  it('shows the expiry message on screen when the code\'s time ran out, and the API\'s when the code comes too late', async () => {
    fakeFetch({
      'POST /api/auth/send-auth-number': { body: { requestToken: 'r1', expiresInSeconds: 0 } },
      'POST /api/auth/check-auth-number': refusal(400, 'SMS_CODE_EXPIRED', '인증번호 입력 시간이 초과되었습니다. 인증번호를 다시 요청해 주세요.'),
    });
    await open('/auth/find-password');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('이름'), '이쇼핑');
    await user.type(screen.getByLabelText('휴대폰번호'), '010-2345-6789');
    await user.click(screen.getByRole('button', { name: '인증요청' }));
    expect(await screen.findByText('인증번호 입력 시간이 초과되었습니다. 인증번호를 다시 요청해 주세요.')).toBeTruthy();
    expect(screen.getByText('남은 시간 00:00')).toBeTruthy();
    expect(screen.getByRole('button', { name: '재전송' })).toBeTruthy();
    await user.type(screen.getByLabelText('인증번호'), '123456');
    await user.click(screen.getByRole('button', { name: '인증하기' }));
    expect(await screen.findByText('인증번호 입력 시간이 초과되었습니다. 인증번호를 다시 요청해 주세요.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '인증성공' })).toBeNull();
  });
});

describe('account states', () => {
  it('update-temporary-password: checks the rules first, shows a refusal, then the member is a normal member', async () => {
    quietNavigation();
    const calls = fakeFetch({ 'POST /session/account/change-password': shellRefusal(400, 'WRONG_PASSWORD', '현재 비밀번호가 일치하지 않습니다.') });
    const { store } = await open('/auth/update-temporary-password', { isLoggedIn: true, isGuest: false, status: 'TEMP_PASSWORD', user: USER, salesonId: 'v' });
    const user = userEvent.setup();
    expect(await screen.findByRole('heading', { level: 1, name: '비밀번호를 변경해주세요.' })).toBeTruthy();
    await user.type(screen.getByLabelText('임시 비밀번호'), 'tmp!Pass123a');
    await user.type(screen.getByLabelText('새 비밀번호'), 'short');
    await user.type(screen.getByLabelText('새 비밀번호 재입력'), 'other');
    await user.click(screen.getByRole('button', { name: '비밀번호 변경' }));
    expect(screen.getByText('영문/숫자/특수문자(공백제외)를 혼합하여 10자 이상 16자 이하로 입력하세요.')).toBeTruthy();
    expect(screen.getByText('비밀번호가 일치하지 않습니다.')).toBeTruthy();
    expect(calls).toHaveLength(0);

    await user.clear(screen.getByLabelText('새 비밀번호'));
    await user.type(screen.getByLabelText('새 비밀번호'), 'Fresh!24680a');
    await user.clear(screen.getByLabelText('새 비밀번호 재입력'));
    await user.type(screen.getByLabelText('새 비밀번호 재입력'), 'Fresh!24680a');
    await user.click(screen.getByRole('button', { name: '비밀번호 변경' }));
    expect((await screen.findByRole('alert')).textContent).toBe('현재 비밀번호가 일치하지 않습니다.');
    expect(calls[0]).toEqual({ method: 'POST', path: '/session/account/change-password', body: { originalPassword: 'tmp!Pass123a', password: 'Fresh!24680a', confirmPassword: 'Fresh!24680a' } });

    fakeFetch({ 'POST /session/account/change-password': signedIn(null) });
    await user.click(screen.getByRole('button', { name: '비밀번호 변경' }));
    await waitFor(() => expect(store.get(sessionAtom).status).toBeNull());
  });

  it('update-expired-password: changes now, or keeps the password another 90 days', async () => {
    quietNavigation();
    const expired = { isLoggedIn: true, isGuest: false, status: 'PASSWORD_EXPIRED', user: USER, salesonId: 'v' };
    const calls = fakeFetch({ 'POST /session/account/change-password': signedIn(null), 'POST /session/account/delay-change-password': signedIn(null) });
    const first = await open('/auth/update-expired-password', expired);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('기존 비밀번호'), 'Demo!2345678');
    await user.type(screen.getByLabelText('새 비밀번호'), 'Fresh!24680a');
    await user.type(screen.getByLabelText('새 비밀번호 재입력'), 'Fresh!24680a');
    await user.click(screen.getByRole('button', { name: '비밀번호 변경' }));
    await waitFor(() => expect(first.store.get(sessionAtom).status).toBeNull());
    expect(calls.map((c) => c.path)).toEqual(['/session/account/change-password']);
    first.unmount();

    calls.length = 0;
    const second = await open('/auth/update-expired-password', expired);
    await user.click(await screen.findByRole('button', { name: '90일 후에 변경하기' }));
    await waitFor(() => expect(second.store.get(sessionAtom).status).toBeNull());
    expect(calls.map((c) => c.path)).toEqual(['/session/account/delay-change-password']);
  });

  it('dormant-account: needs the verified phone, shows a mismatch, then reactivates', async () => {
    quietNavigation();
    const calls = fakeFetch({
      'POST /api/auth/send-auth-number': SENT, 'POST /api/auth/check-auth-number': CHECKED,
      'POST /session/account/reactivate-dormant': shellRefusal(400, 'PHONE_MISMATCH', '회원정보의 이름, 휴대폰번호와 일치하지 않습니다.'),
    });
    const { store } = await open('/account/dormant-account', { isLoggedIn: true, isGuest: false, status: 'SLEEP_USER', user: USER, salesonId: 'v' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '휴면 해제하기' }));
    expect((await screen.findByRole('alert')).textContent).toBe('휴대폰 인증을 먼저 완료해 주세요.');
    expect(calls).toHaveLength(0);
    await verify(user, '박휴면', '010-9999-0000');
    await user.click(screen.getByRole('button', { name: '휴면 해제하기' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('회원정보의 이름, 휴대폰번호와 일치하지 않습니다.'));
    expect(calls.at(-1)).toEqual({ method: 'POST', path: '/session/account/reactivate-dormant', body: { userName: '박휴면', phoneNumber: '010-9999-0000', requestToken: 'r1' } });
    expect(store.get(sessionAtom).status).toBe('SLEEP_USER');

    fakeFetch({ 'POST /session/account/reactivate-dormant': signedIn(null) });
    await user.click(screen.getByRole('button', { name: '휴면 해제하기' }));
    await waitFor(() => expect(store.get(sessionAtom).status).toBeNull());
  });
});

describe('social sign-up, step 2', () => {
  const TEMP = { snsType: 'kakao', snsState: 'join_1', snsName: '카카오', snsEmail: 'k@example.com' };

  it('without a pending social user, says it expired', async () => {
    await open('/auth/sns/auth-step2');
    expect(await screen.findByText('SNS 가입 정보가 만료되었습니다. 처음부터 다시 시도해 주세요.')).toBeTruthy();
  });

  it('shows the SMS expiry message on screen', async () => {
    sessionStorage.setItem(TEMP_SNS_USER_KEY, JSON.stringify(TEMP));
    fakeFetch({ 'POST /api/auth/send-auth-number': { body: { requestToken: 'r1', expiresInSeconds: 0 } } });
    await open('/auth/sns/auth-step2');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('이름'), '카카오');
    await user.type(screen.getByLabelText('휴대폰번호'), '010-7000-1234');
    await user.click(screen.getByRole('button', { name: '인증요청' }));
    expect(await screen.findByText('인증번호 입력 시간이 초과되었습니다. 인증번호를 다시 요청해 주세요.')).toBeTruthy();
  });

  it('checks the form, sends the marketing answer, and asks an existing member for the account\'s password', async () => {
    sessionStorage.setItem(TEMP_SNS_USER_KEY, JSON.stringify(TEMP));
    const proof = '이미 가입된 휴대폰번호입니다. 기존 계정의 비밀번호를 입력하시거나, 기존 계정으로 로그인한 후 SNS 계정을 연결해 주세요.';
    const calls = fakeFetch({
      'POST /api/auth/send-auth-number': SENT, 'POST /api/auth/check-auth-number': CHECKED,
      'POST /session/sns-join': shellRefusal(409, 'SNS_LINK_PROOF_REQUIRED', proof),
    });
    const { router } = await open('/auth/sns/auth-step2');
    const user = userEvent.setup();
    expect((await screen.findByLabelText('이메일') as HTMLInputElement).value).toBe('k@example.com');
    await user.click(screen.getByRole('button', { name: '가입 완료' }));
    expect(screen.getByText('생년월일을 선택해 주세요.')).toBeTruthy();
    expect(screen.getByText('필수 약관에 동의해 주세요.')).toBeTruthy();
    expect(screen.getByText('휴대폰 인증을 먼저 완료해 주세요.')).toBeTruthy();

    await verify(user, '김데모', '010-1234-5678');
    await user.selectOptions(screen.getByLabelText('년'), '1990');
    await user.selectOptions(screen.getByLabelText('월'), '2');
    await user.selectOptions(screen.getByLabelText('일'), '28');
    await user.click(screen.getByLabelText('전체 동의'));
    await user.click(screen.getByRole('button', { name: '가입 완료' }));
    expect((await screen.findByRole('alert')).textContent).toBe(proof);
    expect(calls.at(-1)?.body).toMatchObject({ snsState: 'join_1', birthday: '19900228', receiveSms: 'Y', receiveEmail: 'Y', agreedTerms: true, agreedPrivacy: true });
    expect(calls.at(-1)?.body).not.toHaveProperty('password');

    // The password field appears; the next try carries it, and a wrong one is said on the field.
    await user.click(screen.getByRole('button', { name: '가입 완료' }));
    expect(screen.getByText('기존 계정의 비밀번호를 입력해 주세요.')).toBeTruthy();
    fakeFetch({ 'POST /session/sns-join': shellRefusal(400, 'SNS_LINK_PASSWORD_WRONG', '기존 계정의 비밀번호가 일치하지 않습니다.') });
    await user.type(screen.getByLabelText('기존 계정 비밀번호'), 'Wrong!2345678');
    await user.click(screen.getByRole('button', { name: '가입 완료' }));
    expect(await screen.findByText('기존 계정의 비밀번호가 일치하지 않습니다.')).toBeTruthy();
    expect((screen.getByLabelText('기존 계정 비밀번호') as HTMLInputElement).value).toBe('');

    const last = fakeFetch({ 'POST /session/sns-join': { body: { ok: true, linked: true, session: { isLoggedIn: true, isGuest: false, status: null, user: USER, salesonId: null } } } });
    await user.type(screen.getByLabelText('기존 계정 비밀번호'), 'Demo!2345678');
    await user.click(screen.getByRole('button', { name: '가입 완료' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(last[0]?.body).toMatchObject({ password: 'Demo!2345678' });
    expect(sessionStorage.getItem(TEMP_SNS_USER_KEY)).toBeNull();
  });
});
