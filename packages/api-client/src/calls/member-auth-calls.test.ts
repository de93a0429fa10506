import { createRecordingTransport } from '../testing/recording-transport.ts';
import {
  changePassword, checkAuthNumber, checkDuplicateId, delayPasswordChange, findLoginIds, logout, reactivateDormant, resetPassword, secede,
  sendAuthNumber,
} from './member-auth.ts';
import { authorizeSns, disconnectSns, getSnsInfo } from './sns-auth.ts';

const phone = { userName: 'Kim', phoneNumber: '01012345678', requestToken: 'r1' };

describe('member lifecycle calls', () => {
  it('send and check codes, then recover ids and passwords with the verified phone', async () => {
    const { api, requests } = createRecordingTransport((request) => {
      if (request.path === '/api/auth/send-auth-number') return { requestToken: 'r1', expiresInSeconds: 180 };
      if (request.path === '/api/auth/find-id') return { userName: 'Kim', loginIds: ['de**01'] };
      if (request.path === '/api/auth/user/duplicate') return { duplicated: 'N' };
      return { status: 200 };
    });
    expect(await sendAuthNumber(api, { userName: 'Kim', phoneNumber: '01012345678' })).toEqual({ requestToken: 'r1', expiresInSeconds: 180 });
    await checkAuthNumber(api, { ...phone, authNumber: '123456' });
    expect(await findLoginIds(api, phone)).toEqual({ userName: 'Kim', loginIds: ['de**01'] });
    await resetPassword(api, { ...phone, loginId: 'demo01' });
    expect(await checkDuplicateId(api, 'demo01')).toEqual({ duplicated: 'N' });
    expect(requests.map((r) => [r.method, r.path])).toEqual([
      ['POST', '/api/auth/send-auth-number'], ['POST', '/api/auth/check-auth-number'], ['POST', '/api/auth/find-id'],
      ['POST', '/api/auth/find-password-step1'], ['POST', '/api/auth/user/duplicate'],
    ]);
    expect(requests[4]?.body).toEqual({ loginId: 'demo01' });
  });

  it('posts the account-security calls', async () => {
    const { api, requests } = createRecordingTransport((request) => {
      if (request.path === '/api/auth/sns-info') return { list: [], passwordSet: 'Y', configured: ['kakao'] };
      if (request.path === '/api/auth/sns/authorize') return { authorizeUrl: 'https://idp.example/authorize?state=s' };
      return { status: 200 };
    });
    await changePassword(api, { originalPassword: 'a', password: 'b', confirmPassword: 'b' });
    await delayPasswordChange(api);
    await reactivateDormant(api, phone);
    await secede(api, { password: 'p', leaveReason: 'ETC', etcReason: 'x' });
    await logout(api);
    expect((await getSnsInfo(api)).configured).toEqual(['kakao']);
    expect((await authorizeSns(api, 'kakao', 'connect')).authorizeUrl).toContain('state=s');
    await disconnectSns(api, 'naver');
    expect(requests.map((r) => r.path)).toEqual([
      '/api/auth/change-password', '/api/auth/delay-change-password', '/api/auth/reactivate-dormant', '/api/auth/secede', '/api/auth/logout',
      '/api/auth/sns-info', '/api/auth/sns/authorize', '/api/auth/disconnect-sns',
    ]);
    expect(requests.at(-1)?.body).toEqual({ snsType: 'naver' });
  });
});
