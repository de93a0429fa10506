import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import routes from '../../expose/routes.ts';
import { VALIDATED_JOIN_KEY } from '../../config/storage-keys.ts';
import { fakeFetch } from '../../testing/fake-fetch.ts';
import { fakeApi, renderRoute } from '@shop/testing';

const VISITOR = { isLoggedIn: false, isGuest: false, status: null, user: null, salesonId: 'visitor-1' };
const open = (url: string) => renderRoute(routes, url, { api: fakeApi({}), store: { session: VISITOR } });

afterEach(() => {
  jest.restoreAllMocks();
  sessionStorage.clear();
});

async function verify(user: ReturnType<typeof userEvent.setup>, name = '가입자', phone = '010-7000-1234') {
  await user.type(await screen.findByLabelText('이름'), name);
  await user.type(screen.getByLabelText('휴대폰번호'), phone);
  await user.click(screen.getByRole('button', { name: '인증요청' }));
  expect(await screen.findByRole('button', { name: '재전송' })).toBeTruthy();
  await user.type(screen.getByLabelText('인증번호', { exact: false }), '123456');
  await user.click(screen.getByRole('button', { name: '인증하기' }));
}

describe('member pages', () => {
  it('verify-sms: refuses a bad phone before sending, shows the API\'s wrong-code message, then goes on to the form', async () => {
    const calls = fakeFetch({
      'POST /api/auth/send-auth-number': { body: { requestToken: 'r1', expiresInSeconds: 60 } },
      'POST /api/auth/check-auth-number': { status: 400, body: { status: 400, code: 'SMS_CODE_MISMATCH', message: '인증번호가 일치하지 않습니다.' } },
    });
    const { router } = await open('/auth/register/verify-sms');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('이름'), '가입자');
    await user.type(screen.getByLabelText('휴대폰번호'), '010-12');
    await user.click(screen.getByRole('button', { name: '인증요청' }));
    expect(screen.getByText('휴대폰번호를 정확히 입력해주세요.')).toBeTruthy();
    expect(calls).toHaveLength(0);

    await user.clear(screen.getByLabelText('휴대폰번호'));
    await user.type(screen.getByLabelText('휴대폰번호'), '010-7000-1234');
    await user.click(screen.getByRole('button', { name: '인증요청' }));
    expect(await screen.findByText(/남은 시간 0[01]:/)).toBeTruthy();
    await user.type(screen.getByLabelText('인증번호', { exact: false }), '123456');
    await user.click(screen.getByRole('button', { name: '인증하기' }));
    expect(await screen.findByText('인증번호가 일치하지 않습니다.')).toBeTruthy();

    fakeFetch({
      'POST /api/auth/check-auth-number': { body: { status: 200 } },
      'POST /api/auth/check-account-join': { body: { status: 200, guestOrderCount: 2 } },
    });
    await user.click(screen.getByRole('button', { name: '인증하기' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/register'));
    expect(JSON.parse(sessionStorage.getItem(VALIDATED_JOIN_KEY) ?? '{}')).toEqual({ userName: '가입자', phoneNumber: '010-7000-1234', requestToken: 'r1', guestOrderCount: 2 });
  });

  it('register: offers the guest orders, checks the id, and sends the form only when every rule passes', async () => {
    sessionStorage.setItem(VALIDATED_JOIN_KEY, JSON.stringify({ userName: '가입자', phoneNumber: '01070001234', requestToken: 'r1', guestOrderCount: 2 }));
    const calls = fakeFetch({ 'POST /api/auth/user/duplicate': { body: { duplicated: 'Y' } } });
    await open('/auth/register');
    const user = userEvent.setup();
    expect(await screen.findByText(/비회원 주문이 2건 있습니다/)).toBeTruthy();
    expect((screen.getByLabelText('비회원 주문을 회원 계정으로 가져오기') as HTMLInputElement).checked).toBe(true);
    expect((screen.getByLabelText('이름') as HTMLInputElement).readOnly).toBe(true);
    await user.type(screen.getByLabelText('아이디'), 'taken01');
    await user.click(screen.getByRole('button', { name: '중복검사' }));
    expect(await screen.findByText('이미 사용 중인 아이디입니다.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '가입하기' }));
    expect(screen.getByText('생년월일을 선택해 주세요.')).toBeTruthy();
    expect(screen.getByText('필수 약관에 동의해 주세요.')).toBeTruthy();
    expect(calls.map((c) => c.path)).toEqual(['/api/auth/user/duplicate']);
  });

  it('register: joining ends signed in on the completion page, which names the welcome coupons and links to the wallet', async () => {
    sessionStorage.setItem(VALIDATED_JOIN_KEY, JSON.stringify({ userName: '가입자', phoneNumber: '01070001234', requestToken: 'r1', guestOrderCount: 0 }));
    const user_ = { userId: 9, loginId: 'newbie01', name: '가입자', email: 'a@b.kr', loginType: 'ROLE_USER' };
    const calls = fakeFetch({
      'POST /api/auth/user/duplicate': { body: { duplicated: 'N' } },
      'POST /api/auth/join': { body: { status: 200, userId: 9, carriedOrders: 0, creditedPoint: 0, welcomeCouponCount: 3 } },
      'POST /session/login': { body: { ok: true, session: { isLoggedIn: true, isGuest: false, status: null, user: user_, salesonId: 'visitor-1' } } },
      'GET /api/cart/count': { body: { count: 0 } },
    });
    const { router } = await open('/auth/register');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('아이디'), 'newbie01');
    await user.click(screen.getByRole('button', { name: '중복검사' }));
    expect(await screen.findByText('사용 가능한 아이디입니다.')).toBeTruthy();
    await user.type(screen.getByLabelText('비밀번호'), 'Fresh!24680a');
    await user.type(screen.getByLabelText('비밀번호 재입력'), 'Fresh!24680a');
    await user.type(screen.getByLabelText('이메일'), 'a@b.kr');
    await user.selectOptions(screen.getByLabelText('년'), '1990');
    await user.selectOptions(screen.getByLabelText('월'), '5');
    await user.selectOptions(screen.getByLabelText('일'), '15');
    await user.click(screen.getByLabelText('[필수] 서비스 이용약관 동의'));
    await user.click(screen.getByLabelText('[필수] 개인정보 수집 및 이용 동의'));
    await user.click(screen.getByRole('button', { name: '가입하기' }));
    await user.click(await screen.findByRole('button', { name: '확인' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/register/complete'));
    expect(calls.find((c) => c.path === '/session/login')?.body).toEqual({ loginId: 'newbie01', password: 'Fresh!24680a' });
    expect(await screen.findByText(/웰컴 쿠폰 3장이 쿠폰함에 발급되었습니다/)).toBeTruthy();
    expect(screen.getByRole('link', { name: '내 쿠폰함 보기' }).getAttribute('href')).toBe('/mypage/benefits/coupons');
    expect(screen.queryByRole('link', { name: '로그인' })).toBeNull();
  });

  it('register: 주소 검색 fills the address from Daum postcode, and a script that cannot load leaves the fields to type', async () => {
    sessionStorage.setItem(VALIDATED_JOIN_KEY, JSON.stringify({ userName: '가입자', phoneNumber: '01070001234', requestToken: 'r1', guestOrderCount: 0 }));
    function Postcode(options: { oncomplete: (data: { zonecode: string; roadAddress: string; jibunAddress: string }) => void }) {
      return { open: () => options.oncomplete({ zonecode: '63309', roadAddress: '제주특별자치도 제주시 첨단로 242', jibunAddress: '' }) };
    }
    Object.assign(window, { daum: { Postcode } });
    await open('/auth/register');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '주소 검색' }));
    await waitFor(() => expect((screen.getByLabelText('우편번호') as HTMLInputElement).value).toBe('63309'));
    expect((screen.getByLabelText('주소') as HTMLInputElement).value).toBe('제주특별자치도 제주시 첨단로 242');
    Reflect.deleteProperty(window, 'daum');

    // No Daum (the script fails to load): the Korean fallback note, and the fields take typing.
    const append = jest.spyOn(document.head, 'append').mockImplementation((...nodes) => {
      for (const node of nodes) if (node instanceof HTMLScriptElement) queueMicrotask(() => node.onerror?.(new Event('error')));
    });
    await user.click(screen.getByRole('button', { name: '주소 검색' }));
    expect(await screen.findByText('주소 검색을 불러오지 못했습니다. 우편번호와 주소를 직접 입력해 주세요.')).toBeTruthy();
    append.mockRestore();
    await user.clear(screen.getByLabelText('우편번호'));
    await user.type(screen.getByLabelText('우편번호'), '06236');
    expect((screen.getByLabelText('우편번호') as HTMLInputElement).value).toBe('06236');
  });

  it('find-id: shows the masked id of the verified phone', async () => {
    fakeFetch({
      'POST /api/auth/send-auth-number': { body: { requestToken: 'r2', expiresInSeconds: 60 } },
      'POST /api/auth/check-auth-number': { body: { status: 200 } },
      'POST /api/auth/find-id': { body: { userName: '김데모', loginIds: ['de**01'] } },
    });
    await open('/auth/find-id');
    await verify(userEvent.setup(), '김데모', '010-1234-5678');
    expect(await screen.findByText('김데모 회원님의 아이디는 de**01입니다.')).toBeTruthy();
    expect(screen.getByRole('button', { name: '전체 아이디 받기' })).toBeTruthy();
  });

  it('register without a verified phone starts at the chooser', async () => {
    const { router } = await open('/auth/register');
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/registration-options'));
  });
});
