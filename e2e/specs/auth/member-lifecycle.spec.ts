import { expect, test, waitForHydration } from '../../fixtures/index.ts';
import { apiTokenOf, DEMO_MEMBER } from '../../fixtures/auth-util.ts';
import { API_ORIGIN, freshPhone, NEW_PASSWORD, nextSms, registerMember, smsCount, verifyPhoneOnPage } from '../../fixtures/member-util.ts';

test.describe('Member lifecycle', () => {
  test('registers through SMS, ends signed in, logs out, and logs in again with the saved id', async ({ page, auth }) => {
    const phone = freshPhone();
    const loginId = `r${phone.slice(-8)}`;
    await page.goto('/auth/login');
    await waitForHydration(page);
    await page.getByRole('link', { name: '회원가입', exact: true }).last().click();
    await expect(page).toHaveURL(/\/auth\/registration-options$/);
    await page.getByRole('link', { name: '일반 회원가입' }).click();
    await expect(page.getByRole('heading', { level: 1, name: '휴대폰 인증' })).toBeVisible();
    await verifyPhoneOnPage(page, '가입자', phone);
    await expect(page).toHaveURL(/\/auth\/register$/);

    await page.getByLabel('아이디', { exact: true }).fill(loginId);
    await page.getByRole('button', { name: '중복검사' }).click();
    await expect(page.getByText('사용 가능한 아이디입니다.')).toBeVisible();
    await page.getByLabel('비밀번호', { exact: true }).fill('short');
    await page.getByRole('button', { name: '가입하기' }).click();
    await expect(page.getByText('영문/숫자/특수문자(공백제외)를 혼합하여 10자 이상 16자 이하로 입력하세요.')).toBeVisible();
    await expect(page.getByText('필수 약관에 동의해 주세요.')).toBeVisible();
    await page.getByLabel('비밀번호', { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel('비밀번호 재입력').fill(NEW_PASSWORD);
    await page.getByLabel('이메일').fill(`${loginId}@example.com`);
    await page.getByLabel('년', { exact: true }).selectOption('1995');
    await page.getByLabel('월', { exact: true }).selectOption('5');
    await page.getByLabel('일', { exact: true }).selectOption('5');
    await page.getByLabel('전체 동의').check();
    await page.getByRole('button', { name: '가입하기' }).click();
    await expect(page.getByText('등록하시겠습니까?')).toBeVisible();
    await page.getByRole('button', { name: '확인' }).click();
    await expect(page.getByRole('heading', { level: 1, name: '회원가입이 완료되었습니다.' })).toBeVisible();

    // Joining ends signed in: the completion page offers the coupon wallet, not 로그인.
    await expect(page.getByRole('link', { name: '내 쿠폰함 보기' })).toBeVisible();
    await expect(page.getByRole('button', { name: '로그아웃' })).toBeVisible();
    await page.getByRole('button', { name: '로그아웃' }).click();
    await expect(page.getByRole('link', { name: '로그인', exact: true }).first()).toBeVisible();
    await page.goto('/auth/login?redirect=%2Fmypage');
    await waitForHydration(page);
    await auth.fillLogin(loginId, NEW_PASSWORD);
    await page.getByLabel('아이디 저장').check();
    await auth.submit();
    await expect(page).toHaveURL(/\/mypage$/);
    await expect(page.getByText('가입자님').first()).toBeVisible();

    await page.getByRole('button', { name: '로그아웃' }).click();
    await expect(page.getByRole('link', { name: '로그인', exact: true }).first()).toBeVisible();
    await page.goto('/auth/login?redirect=%2Fmypage');
    await waitForHydration(page);
    await expect(page.getByLabel('아이디', { exact: true })).toHaveValue(loginId);
    await expect(page.getByText('최근 로그인')).toBeVisible();
    await page.getByLabel('비밀번호', { exact: true }).fill(NEW_PASSWORD);
    await auth.submit();
    await expect(page).toHaveURL(/\/mypage$/);
  });

  test('a wrong password empties the field; repeated failures lock the id without saying whether it exists', async ({ page, auth }) => {
    await page.goto('/auth/login');
    await waitForHydration(page);
    await auth.fillLogin(DEMO_MEMBER.loginId, 'Wrong!2345678');
    await auth.submit();
    await expect(page.getByRole('alert')).toHaveText('아이디/비밀번호를 정확히 입력해 주세요.');
    await expect(page.getByLabel('비밀번호', { exact: true })).toHaveValue('');

    const unknownId = `nobody${Date.now() % 1_000_000}`;
    for (let i = 0; i < 5; i += 1) {
      await auth.fillLogin(unknownId, 'Wrong!2345678');
      await auth.submit();
      await expect(page.getByRole('alert')).toHaveText('아이디/비밀번호를 정확히 입력해 주세요.');
    }
    await auth.fillLogin(unknownId, 'Wrong!2345678');
    await auth.submit();
    await expect(page.getByRole('alert')).toHaveText('로그인 시도 횟수를 초과했습니다. 10분 후에 다시 시도해 주세요.');
  });

  test('finds the id (masked, the full id by SMS) and the password (temporary, then the forced change)', async ({ page, request, auth }) => {
    const { loginId, phone } = await registerMember(request, '찾기회원');
    await page.goto('/auth/find-id');
    await waitForHydration(page);
    await verifyPhoneOnPage(page, '찾기회원', phone);
    const masked = `${loginId.slice(0, 2)}${'*'.repeat(loginId.length - 4)}${loginId.slice(-2)}`;
    await expect(page.getByText(`찾기회원 회원님의 아이디는 ${masked}입니다.`)).toBeVisible();
    const seen = smsCount(phone);
    await page.getByRole('button', { name: '전체 아이디 받기' }).click();
    await expect(page.getByText('전체 아이디를 휴대폰으로 보내 드렸습니다.')).toBeVisible();
    expect(await nextSms(phone, seen)).toContain(loginId);

    await page.getByRole('link', { name: '비밀번호 찾기' }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: '비밀번호 찾기' })).toBeVisible();
    await page.getByLabel('아이디', { exact: true }).fill(loginId);
    await verifyPhoneOnPage(page, '찾기회원', phone);
    await expect(page.getByRole('button', { name: '인증성공' })).toBeVisible();
    const before = smsCount(phone);
    await page.getByRole('button', { name: '임시 비밀번호 받기' }).click();
    await expect(page.getByText('임시 비밀번호가 발송 되었습니다.')).toBeVisible();
    const temporary = /비밀번호는 (\S+) 입니다/.exec(await nextSms(phone, before))?.[1] ?? '';

    await page.goto('/auth/login?redirect=%2Fmypage');
    await waitForHydration(page);
    await auth.fillLogin(loginId, temporary);
    await auth.submit();
    await expect(page).toHaveURL(/\/auth\/update-temporary-password$/);
    await page.goto('/mypage');
    await expect(page).toHaveURL(/\/auth\/update-temporary-password$/);
    await waitForHydration(page);
    await page.getByLabel('임시 비밀번호').fill(temporary);
    await page.getByLabel('새 비밀번호', { exact: true }).fill('Second!1357b');
    await page.getByLabel('새 비밀번호 재입력').fill('Second!1357b');
    await page.getByRole('button', { name: '비밀번호 변경' }).click();
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/mypage');
    await expect(page).toHaveURL(/\/mypage$/);
  });

  test('an expired password can be kept another 90 days; a dormant member reactivates by SMS', async ({ page, auth }) => {
    await page.goto('/auth/login?redirect=%2Fmypage');
    await waitForHydration(page);
    await auth.fillLogin('expired01', DEMO_MEMBER.password);
    await auth.submit();
    await expect(page).toHaveURL(/\/auth\/update-expired-password$/);
    await expect(page.getByRole('heading', { level: 1, name: '90일 경과 비밀번호 변경하기' })).toBeVisible();
    await waitForHydration(page);
    await page.getByRole('button', { name: '90일 후에 변경하기' }).click();
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/mypage');
    await expect(page).toHaveURL(/\/mypage$/);
    await page.getByRole('button', { name: '로그아웃' }).click();
    // The logout form posts and lands on the home page; the next goto must not cut that navigation short.
    await expect(page.getByRole('link', { name: '로그인', exact: true }).first()).toBeVisible();

    await page.goto('/auth/login?redirect=%2Fmypage');
    await waitForHydration(page);
    await auth.fillLogin('sleepy01', DEMO_MEMBER.password);
    await auth.submit();
    await expect(page).toHaveURL(/\/account\/dormant-account$/);
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1, name: '휴면 전환된 계정입니다.' })).toBeVisible();
    await verifyPhoneOnPage(page, '박휴면', '010-3456-7890');
    await expect(page.getByRole('button', { name: '인증성공' })).toBeVisible();
    await page.getByRole('button', { name: '휴면 해제하기' }).click();
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/mypage');
    await expect(page).toHaveURL(/\/mypage$/);
  });

  test('an expired password changed now: the old one is refused, and the member is a normal member at once', async ({ page, auth }) => {
    await page.goto('/auth/login?redirect=%2Fmypage');
    await waitForHydration(page);
    await auth.fillLogin('expired02', DEMO_MEMBER.password);
    await auth.submit();
    await expect(page).toHaveURL(/\/auth\/update-expired-password$/);
    await expect(page.getByRole('heading', { level: 1, name: '90일 경과 비밀번호 변경하기' })).toBeVisible();
    // Every page sends the member back here until the password is dealt with.
    await page.goto('/mypage');
    await expect(page).toHaveURL(/\/auth\/update-expired-password$/);
    await waitForHydration(page);
    await page.getByLabel('기존 비밀번호').fill('Wrong!2345678');
    await page.getByLabel('새 비밀번호', { exact: true }).fill('Changed!2468c');
    await page.getByLabel('새 비밀번호 재입력').fill('Changed!2468c');
    await page.getByRole('button', { name: '비밀번호 변경' }).click();
    await expect(page.getByRole('alert')).toHaveText('현재 비밀번호가 일치하지 않습니다.');
    await page.getByLabel('기존 비밀번호').fill(DEMO_MEMBER.password);
    await page.getByRole('button', { name: '비밀번호 변경' }).click();
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/mypage');
    await expect(page).toHaveURL(/\/mypage$/);

    await page.getByRole('button', { name: '로그아웃' }).click();
    await expect(page.getByRole('link', { name: '로그인', exact: true }).first()).toBeVisible();
    await page.goto('/auth/login?redirect=%2Fmypage');
    await waitForHydration(page);
    await auth.fillLogin('expired02', DEMO_MEMBER.password);
    await auth.submit();
    await expect(page.getByRole('alert')).toHaveText('아이디/비밀번호를 정확히 입력해 주세요.');
    await auth.fillLogin('expired02', 'Changed!2468c');
    await auth.submit();
    // Signed in straight to the page asked for: no password page any more.
    await expect(page).toHaveURL(/\/mypage$/);
  });

  test('a token revoked while browsing sends the visitor to login, then back: from an in-app link and from a full load', async ({ page, auth, request, consoleErrors }) => {
    const revoke = async () => {
      // The cookie holds the token sealed with the session secret.
      const token = apiTokenOf((await page.context().cookies()).find((c) => c.name === 'shop_token')?.value ?? '');
      expect((await request.post(`${API_ORIGIN}/api/auth/logout`, { headers: { authorization: `Bearer ${token}` } })).ok()).toBe(true);
    };
    await page.goto('/auth/login?redirect=%2Fmypage');
    await waitForHydration(page);
    await auth.fillLogin(DEMO_MEMBER.loginId, DEMO_MEMBER.password);
    await auth.submit();
    await expect(page).toHaveURL(/\/mypage$/);
    await waitForHydration(page);
    await revoke();

    // An in-app navigation (the header's link, no document load): its loader meets the dead token.
    const documents: string[] = [];
    page.on('request', (r) => {
      if (r.isNavigationRequest() && r.frame() === page.mainFrame()) documents.push(new URL(r.url()).pathname);
    });
    await page.getByRole('link', { name: '주문배송', exact: true }).click();
    await expect(page).toHaveURL(/\/auth\/login\?redirect=%2Fmypage%2Forders&expired=1$/);
    await expect(page.getByText('로그인 정보가 만료되었습니다. 다시 로그인해 주세요.')).toBeVisible();
    expect(documents[0]).toBe('/session/expired');
    expect(documents).not.toContain('/mypage/orders');
    // The page's data call met the revoked token: Chromium reports that 401 (expected here), nothing else may be.
    expect(consoleErrors.filter((e) => !/status of 401/.test(e))).toEqual([]);
    consoleErrors.splice(0);
    await waitForHydration(page);
    await auth.fillLogin(DEMO_MEMBER.loginId, DEMO_MEMBER.password);
    await auth.submit();
    await expect(page).toHaveURL(/\/mypage\/orders$/);

    // A full load of a member page with a dead token.
    await revoke();
    await page.goto('/mypage');
    await expect(page).toHaveURL(/\/auth\/login\?redirect=%2Fmypage&expired=1$/);
    await expect(page.getByText('로그인 정보가 만료되었습니다. 다시 로그인해 주세요.')).toBeVisible();
    await waitForHydration(page);
    await auth.fillLogin(DEMO_MEMBER.loginId, DEMO_MEMBER.password);
    await auth.submit();
    await expect(page).toHaveURL(/\/mypage$/);
  });
});
