// Demo members. Every one signs in with DEMO_PASSWORD; the state columns drive the login `code`.

export const DEMO_PASSWORD = 'Demo!2345678';

export type MemberSpec = {
  loginId: string;
  name: string;
  email: string;
  phone: string;
  sleepUserFlag: 'Y' | 'N';
  tempPasswordFlag: 'Y' | 'N';
  /** Days since the password was changed at seed time (90 or more = expired). */
  passwordAgeDays: number;
};

export const MEMBERS: MemberSpec[] = [
  { loginId: 'demo01', name: '김데모', email: 'demo01@example.com', phone: '01012345678', sleepUserFlag: 'N', tempPasswordFlag: 'N', passwordAgeDays: 0 },
  { loginId: 'demo02', name: '이쇼핑', email: 'demo02@example.com', phone: '01023456789', sleepUserFlag: 'N', tempPasswordFlag: 'N', passwordAgeDays: 0 },
  { loginId: 'sleepy01', name: '박휴면', email: 'sleepy01@example.com', phone: '01034567890', sleepUserFlag: 'Y', tempPasswordFlag: 'N', passwordAgeDays: 30 },
  { loginId: 'expired01', name: '최만료', email: 'expired01@example.com', phone: '01045678901', sleepUserFlag: 'N', tempPasswordFlag: 'N', passwordAgeDays: 120 },
  { loginId: 'temp01', name: '정임시', email: 'temp01@example.com', phone: '01056789012', sleepUserFlag: 'N', tempPasswordFlag: 'Y', passwordAgeDays: 0 },
  // A second expired password: one e2e keeps its password another 90 days, the other changes it now.
  { loginId: 'expired02', name: '윤만료', email: 'expired02@example.com', phone: '01078901234', sleepUserFlag: 'N', tempPasswordFlag: 'N', passwordAgeDays: 95 },
];
