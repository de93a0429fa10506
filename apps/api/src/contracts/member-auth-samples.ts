import type { Sample } from './contract-samples.ts';

const phone = { userName: 'Hong Gildong', phoneNumber: '010-9999-8888', requestToken: 'not-a-verification' };
const newPassword = { password: 'Newpass!2468', confirmPassword: 'Newpass!2468' };
const callback = { snsType: 'kakao', code: 'code', state: 'login_unknown' };

/** Valid requests of the member-lifecycle contracts (most answer a declared error: nothing is verified in a sample). */
export const MEMBER_AUTH_SAMPLES: Record<string, Sample> = {
  'auth.logout': {},
  'auth.sendAuthNumber': { body: { userName: 'Hong Gildong', phoneNumber: '010-9999-8888' } },
  'auth.checkAuthNumber': { body: { ...phone, authNumber: '123456' } },
  'auth.checkAccountJoin': { body: phone },
  'auth.guestPhoneToken': { body: phone },
  'auth.duplicate': { body: { loginId: 'demo01' } },
  'auth.join': {
    body: {
      ...phone, loginId: 'newmember1', password: 'Newpass!2468', passwordConfirm: 'Newpass!2468', email: 'new@example.com', birthday: '19900101',
      gender: 'F', zipcode: '', address: '', addressDetail: '', receiveSms: 'Y', receiveEmail: 'N', agreedTerms: true, agreedPrivacy: true,
    },
  },
  'auth.findId': { body: phone },
  'auth.sendLoginId': { body: phone },
  'auth.findPassword': { body: { ...phone, loginId: 'demo01' } },
  'auth.changePassword': { member: true, body: { originalPassword: 'not-the-password', ...newPassword } },
  'auth.delayPasswordChange': { member: true },
  'auth.reactivateDormant': { member: true, body: phone },
  'auth.secedeInfo': { member: true },
  'auth.secede': { member: true, body: { password: 'not-the-password', leaveReason: 'ETC', etcReason: 'sample' } },
  'auth.snsAuthorize': { body: { snsType: 'kakao', purpose: 'login' } },
  'auth.snsLogin': { body: callback },
  'auth.snsJoin': { body: { snsState: 'join_unknown', ...phone, email: 'sns@example.com', birthday: '19900101', agreedTerms: true, agreedPrivacy: true } },
  'auth.snsConnect': { member: true, body: { ...callback, state: 'connect_unknown' } },
  'auth.snsInfo': { member: true },
  'auth.snsProviders': {},
  'auth.disconnectSns': { member: true, body: { snsType: 'kakao' } },
};
