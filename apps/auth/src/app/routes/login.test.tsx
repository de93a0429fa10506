import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { cartCountAtom, isLoggedInAtom, sessionAtom } from '@shop/session';
import routes from '../../expose/routes.ts';
import { SAVED_LOGIN_ID_KEY } from '../../config/storage-keys.ts';
import { fakeFetch } from '../../testing/fake-fetch.ts';
import { fakeApi, renderRoute } from '@shop/testing';

const VISITOR = { isLoggedIn: false, isGuest: false, status: null, user: null, salesonId: 'visitor-1' };
const USER = { userId: 7, loginId: 'demo01', name: '김데모', email: 'demo01@example.com', loginType: 'ROLE_USER' };
const WRONG_PASSWORD = { status: 200, body: { ok: false, status: 401, code: 'BAD_CREDENTIALS', message: '아이디/비밀번호를 정확히 입력해 주세요.' } };

async function openLogin(url = '/auth/login') {
  return renderRoute(routes, url, { api: fakeApi({}), store: { session: VISITOR } });
}

async function fillAndSubmit(loginId: string, password: string) {
  const user = userEvent.setup();
  if (loginId) await user.type(screen.getByLabelText('아이디', { exact: true }), loginId);
  if (password) await user.type(screen.getByLabelText('비밀번호', { exact: true }), password);
  await user.click(screen.getByRole('button', { name: '로그인' }));
  return user;
}

afterEach(() => {
  jest.restoreAllMocks();
  localStorage.clear();
});

const BROKEN = { status: 502, body: { ok: false, status: 500, code: null, message: '일시적인 오류로 로그인하지 못했습니다.' } };

describe('LoginPage', () => {
  it('requires both fields and sends nothing while they are empty', async () => {
    const calls = fakeFetch({});
    await openLogin();
    await fillAndSubmit('', '');

    expect(screen.getAllByText('필수 입력 항목입니다.')).toHaveLength(2);
    expect(screen.getByLabelText('아이디', { exact: true }).getAttribute('aria-invalid')).toBe('true');
    expect(calls).toHaveLength(0);
  });

  it('shows the API message for a wrong password and stays logged out', async () => {
    const calls = fakeFetch({ 'POST /session/login': WRONG_PASSWORD });
    const { store, router } = await openLogin();
    await fillAndSubmit('demo01', 'Wrong!2345678');

    expect((await screen.findByRole('alert')).textContent).toBe('아이디/비밀번호를 정확히 입력해 주세요.');
    expect(calls[0]).toEqual({ method: 'POST', path: '/session/login', body: { loginId: 'demo01', password: 'Wrong!2345678' } });
    expect(store.get(isLoggedInAtom)).toBe(false);
    expect(router.state.location.pathname).toBe('/auth/login');
    expect((screen.getByLabelText('비밀번호', { exact: true }) as HTMLInputElement).value).toBe('');
  });

  it('shows the message of a failed request too', async () => {
    fakeFetch({ 'POST /session/login': BROKEN });
    await openLogin();
    await fillAndSubmit('demo01', 'Demo!2345678');

    expect((await screen.findByRole('alert')).textContent).toBe('일시적인 오류로 로그인하지 못했습니다.');
  });

  it('signs in, refreshes the cart count and returns to the redirect path', async () => {
    fakeFetch({
      'POST /session/login': { body: { ok: true, session: { isLoggedIn: true, isGuest: false, status: null, user: USER, salesonId: 'visitor-1' } } },
      'GET /api/cart/count': { body: { totalQuantity: 5 } },
    });
    const { store, router } = await openLogin('/auth/login?redirect=%2Fmypage');
    await fillAndSubmit('demo01', 'Demo!2345678');

    await waitFor(() => expect(router.state.location.pathname).toBe('/mypage'));
    expect(store.get(isLoggedInAtom)).toBe(true);
    expect(store.get(sessionAtom).user?.name).toBe('김데모');
    expect(store.get(sessionAtom).token).toBeNull();
    await waitFor(() => expect(store.get(cartCountAtom)).toBe(5));
  });

  it('ignores a redirect to another site', async () => {
    fakeFetch({ 'POST /session/login': { body: { ok: true, session: { isLoggedIn: true, isGuest: false, status: null, user: USER, salesonId: 'visitor-1' } } } });
    const { router } = await openLogin('/auth/login?redirect=%2F%2Fevil.example%2Fsteal');
    await fillAndSubmit('demo01', 'Demo!2345678');

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('saves the login id when "아이디 저장" is checked and prefills it next time', async () => {
    fakeFetch({ 'POST /session/login': { body: { ok: true, session: { isLoggedIn: true, isGuest: false, status: null, user: USER, salesonId: null } } } });
    const first = await openLogin();
    const user = userEvent.setup();
    await user.click(screen.getByRole('checkbox', { name: '아이디 저장' }));
    await fillAndSubmit('demo01', 'Demo!2345678');
    await waitFor(() => expect(localStorage.getItem(SAVED_LOGIN_ID_KEY)).toBe('demo01'));
    first.unmount();

    await openLogin();
    expect((screen.getByLabelText('아이디', { exact: true }) as HTMLInputElement).value).toBe('demo01');
    expect((screen.getByRole('checkbox', { name: '아이디 저장' }) as HTMLInputElement).checked).toBe(true);
  });

  it('shows and hides the password', async () => {
    await openLogin();
    const password = screen.getByLabelText('비밀번호', { exact: true }) as HTMLInputElement;
    const toggle = screen.getByRole('button', { name: '비밀번호 보기' });
    expect(password.type).toBe('password');
    await userEvent.setup().click(toggle);
    expect(password.type).toBe('text');
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
  });

  it('offers a social sign-in button only for each provider the API has configured, and none without any', async () => {
    const one = await renderRoute(routes, '/auth/login', { api: fakeApi({ 'GET /api/auth/sns-providers': () => ({ providers: ['kakao'] }) }), store: { session: VISITOR } });
    expect(screen.getByRole('button', { name: '카카오로 로그인' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: '네이버로 로그인' })).toBeNull();
    expect(screen.queryByRole('button', { name: '애플로 로그인' })).toBeNull();
    one.unmount();
    await openLogin();
    expect(screen.queryByRole('heading', { name: 'SNS 계정으로 간편 로그인' })).toBeNull();
    expect(screen.queryByRole('button', { name: /로 로그인$/ })).toBeNull();
  });

  it('the sign-up chooser and the social sign-up page offer no social sign-up when none is configured', async () => {
    const none = await renderRoute(routes, '/auth/registration-options', { api: fakeApi({ 'GET /api/auth/sns-providers': () => ({ providers: [] }) }), store: { session: VISITOR } });
    expect(await screen.findByRole('link', { name: '일반 회원가입' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'SNS 회원가입' })).toBeNull();
    none.unmount();
    const some = await renderRoute(routes, '/auth/registration-options', { api: fakeApi({ 'GET /api/auth/sns-providers': () => ({ providers: ['kakao', 'apple'] }) }), store: { session: VISITOR } });
    expect(await screen.findByText('카카오, 애플 계정으로 간편하게 가입합니다.')).toBeTruthy();
    some.unmount();
    await renderRoute(routes, '/auth/sns/register', { api: fakeApi({}), store: { session: VISITOR } });
    expect(await screen.findByText('지금은 SNS 계정으로 가입할 수 없습니다. 일반 회원가입을 이용해 주세요.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /로 가입하기$/ })).toBeNull();
  });

  it('links to id and password recovery and to registration', async () => {
    await openLogin();
    expect(screen.getByRole('link', { name: '아이디 찾기' }).getAttribute('href')).toBe('/auth/find-id');
    expect(screen.getByRole('link', { name: '비밀번호 찾기' }).getAttribute('href')).toBe('/auth/find-password');
    expect(screen.getByRole('link', { name: '회원가입' }).getAttribute('href')).toBe('/auth/registration-options');
  });
});

describe('loadLogin', () => {
  it('sends a visitor who is already logged in to the home page', async () => {
    const { router } = await renderRoute(routes, '/auth/login', {
      api: fakeApi({}),
      store: { session: { ...VISITOR, isLoggedIn: true, user: USER } },
    });
    expect(router.state.location.pathname).toBe('/');
    expect(screen.queryByRole('button', { name: '로그인' })).toBeNull();
  });
});
