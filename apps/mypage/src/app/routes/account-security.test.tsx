import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import routes from '../../expose/routes.ts';
import { fakeApi, renderRoute } from '@shop/testing';

const SESSION = { isLoggedIn: true, isGuest: false, status: null, salesonId: 'visitor-1', user: { userId: 7, loginId: 'demo01', name: '김데모', email: 'demo01@example.com', loginType: 'ROLE_USER' } };

describe('account security pages', () => {
  it('puts the three pages behind the auth guard on the mypage layout', () => {
    for (const path of ['/account/update-password', '/account/close-account', '/account/sns-connections']) {
      const route = routes.find((r) => r.path === path);
      expect(route?.handle).toMatchObject({ layout: 'mypage', guard: 'auth' });
    }
  });

  it('close-account warns what is lost and asks for reason, password and consent before anything is sent', async () => {
    const api = fakeApi({ 'GET /api/auth/secede': () => ({ loginId: 'demo01', point: 1500, couponCount: 2, snsFlag: 'N' }) });
    await renderRoute(routes, '/account/close-account', { api, store: { session: SESSION } });
    expect(await screen.findByRole('heading', { level: 1, name: '회원탈퇴' })).toBeTruthy();
    expect(screen.getByText('탈퇴하시면 보유하신 포인트와 쿠폰은 모두 소멸되며 복구할 수 없습니다.')).toBeTruthy();
    expect(screen.getByText('1,500P')).toBeTruthy();
    expect(screen.getByText('2장')).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('button', { name: '탈퇴하기' }));
    expect(screen.getByText('탈퇴 사유를 선택해 주세요.')).toBeTruthy();
    expect(screen.getByText('필수 입력 항목입니다.')).toBeTruthy();
    expect(screen.getByText('안내사항 확인에 동의해 주세요.')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('sns-connections shows each provider, offers only configured ones and never the last way to sign in', async () => {
    const api = fakeApi({
      'GET /api/auth/sns-info': () => ({ list: [{ snsType: 'kakao', createdDate: '20260301120000' }], passwordSet: 'N', configured: ['kakao', 'naver'] }),
    });
    await renderRoute(routes, '/account/sns-connections', { api, store: { session: SESSION } });
    expect(await screen.findByText('2026-03-01 연결')).toBeTruthy();
    expect((screen.getByRole('button', { name: '카카오 연결해제' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: '네이버 연결하기' }) as HTMLButtonElement).disabled).toBe(false);
    // Apple is not configured: no row and no dead button.
    expect(screen.queryByText('애플')).toBeNull();
    expect(screen.queryByRole('button', { name: /준비중/ })).toBeNull();
    expect(screen.getAllByText('미연동')).toHaveLength(1);
  });

  it('sns-connections keeps a linked provider that is no longer configured (to unlink it) and says so when nothing can be linked', async () => {
    const linkedOnly = fakeApi({
      'GET /api/auth/sns-info': () => ({ list: [{ snsType: 'naver', createdDate: '20260301120000' }], passwordSet: 'Y', configured: [] }),
    });
    const first = await renderRoute(routes, '/account/sns-connections', { api: linkedOnly, store: { session: SESSION } });
    expect((await screen.findByRole('button', { name: '네이버 연결해제' }) as HTMLButtonElement).disabled).toBe(false);
    expect(screen.queryByText('카카오')).toBeNull();
    first.unmount();
    await renderRoute(routes, '/account/sns-connections', { api: fakeApi({ 'GET /api/auth/sns-info': () => ({ list: [], passwordSet: 'Y', configured: [] }) }), store: { session: SESSION } });
    expect(await screen.findByText('이 쇼핑몰에서 연결할 수 있는 SNS 계정이 없습니다.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /연결하기/ })).toBeNull();
  });

  it('update-password checks the new password with the spec rules before calling the API', async () => {
    await renderRoute(routes, '/account/update-password', { api: fakeApi({}), store: { session: SESSION } });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('현재 비밀번호'), 'Demo!2345678');
    await user.type(screen.getByLabelText('변경할 비밀번호'), 'short');
    await user.type(screen.getByLabelText('변경할 비밀번호 재입력'), 'other');
    await user.click(screen.getByRole('button', { name: '변경하기' }));
    expect(screen.getByText('영문/숫자/특수문자(공백제외)를 혼합하여 10자 이상 16자 이하로 입력하세요.')).toBeTruthy();
    expect(screen.getByText('비밀번호가 일치하지 않습니다.')).toBeTruthy();
    expect(screen.getByRole('link', { name: '회원탈퇴' }).getAttribute('href')).toBe('/account/close-account');
  });
});
