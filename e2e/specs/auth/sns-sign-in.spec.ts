import { expect, test, waitForHydration } from '../../fixtures/index.ts';
import { DEMO_MEMBER } from '../../fixtures/auth-util.ts';
import { freshPhone, LocalProvider, verifyPhoneOnPage } from '../../fixtures/member-util.ts';

const provider = new LocalProvider();
test.beforeAll(() => provider.start());
test.afterAll(() => provider.stop());

test.describe('Social sign-in against a local OAuth provider', () => {
  test('a new Kakao user completes registration with SMS, then signs in directly', async ({ page }) => {
    const phone = freshPhone();
    provider.signInAs(`kakao-${phone}`, '카카오신규', `k${phone}@example.com`);
    await page.goto('/auth/login?redirect=%2Fmypage');
    await waitForHydration(page);
    await page.getByRole('button', { name: '카카오로 로그인' }).click();
    await expect(page).toHaveURL(/\/auth\/sns\/auth-step2$/);
    await expect(page.getByRole('heading', { level: 1, name: 'SNS 간편회원 가입' })).toBeVisible();
    await expect(page.getByLabel('이메일')).toHaveValue(`k${phone}@example.com`);
    await verifyPhoneOnPage(page, '카카오신규', phone);
    await page.getByLabel('년', { exact: true }).selectOption('1990');
    await page.getByLabel('월', { exact: true }).selectOption('1');
    await page.getByLabel('일', { exact: true }).selectOption('2');
    await page.getByLabel('전체 동의').check();
    await page.getByRole('button', { name: '가입 완료' }).click();
    await expect(page.getByRole('heading', { level: 1, name: '회원가입이 완료되었습니다.' })).toBeVisible();
    await expect(page.getByText('카카오신규님')).toBeVisible();

    await page.getByRole('button', { name: '로그아웃' }).click();
    // The logout form posts and lands on the home page; the next goto must not cut that navigation short.
    await expect(page.getByRole('link', { name: '로그인', exact: true }).first()).toBeVisible();
    await page.goto('/auth/login?redirect=%2Fmypage');
    await waitForHydration(page);
    await page.getByRole('button', { name: /카카오로 로그인/ }).click();
    await expect(page).toHaveURL(/\/mypage$/);
    await expect(page.getByText('카카오신규님').first()).toBeVisible();
  });

  test('an existing member connects Naver in my page and then signs in with it; Naver\'s token requests carry the state', async ({ page, auth }) => {
    provider.signInAs('naver-demo01', '김데모', 'demo01@example.com');
    provider.naverTokenStates.length = 0;
    await page.goto('/auth/login?redirect=%2Faccount%2Fsns-connections');
    await waitForHydration(page);
    await auth.fillLogin(DEMO_MEMBER.loginId, DEMO_MEMBER.password);
    await auth.submit();
    await expect(page).toHaveURL(/\/account\/sns-connections$/);
    await expect(page.getByRole('heading', { level: 1, name: 'SNS 연동관리' })).toBeVisible();
    await page.getByRole('button', { name: '네이버 연결하기' }).click();
    await expect(page).toHaveURL(/\/account\/sns-connections$/);
    await expect(page.getByRole('button', { name: '네이버 연결해제' })).toBeVisible();

    await page.getByRole('button', { name: '로그아웃' }).click();
    // The logout form posts and lands on the home page; the next goto must not cut that navigation short.
    await expect(page.getByRole('link', { name: '로그인', exact: true }).first()).toBeVisible();
    await page.goto('/auth/login?redirect=%2Fmypage');
    await waitForHydration(page);
    await page.getByRole('button', { name: /네이버로 로그인/ }).click();
    await expect(page).toHaveURL(/\/mypage$/);
    await expect(page.getByText(`${DEMO_MEMBER.name}님`).first()).toBeVisible();
    // Both code exchanges (the connect and the sign-in) sent Naver the state, as its token endpoint requires.
    expect(provider.naverTokenStates).toHaveLength(2);
    expect(provider.naverTokenStates.every((state) => /^(connect|login)_/.test(state))).toBe(true);
  });

  test('Apple answers with a cross-site form_post; the verified id_token signs the new user up, then in', async ({ page }) => {
    const phone = freshPhone();
    provider.signInWithApple(`apple.${phone}`, `a${phone}@privaterelay.appleid.com`);
    await provider.answerWithFormPost(page, { firstName: '사과', lastName: '김', email: `a${phone}@privaterelay.appleid.com` });
    await page.goto('/auth/login?redirect=%2Fmypage');
    await waitForHydration(page);
    await page.getByRole('button', { name: '애플로 로그인' }).click();
    await expect(page).toHaveURL(/\/auth\/sns\/auth-step2$/);
    // The e-mail came from the verified id_token, the name from Apple's first form post.
    await expect(page.getByLabel('이메일')).toHaveValue(`a${phone}@privaterelay.appleid.com`);
    await expect(page.getByText(/김사과님, 휴대폰 인증 후 가입을 완료해 주세요/)).toBeVisible();
    await verifyPhoneOnPage(page, '김사과', phone);
    await page.getByLabel('년', { exact: true }).selectOption('1991');
    await page.getByLabel('월', { exact: true }).selectOption('2');
    await page.getByLabel('일', { exact: true }).selectOption('3');
    await page.getByLabel('전체 동의').check();
    await page.getByRole('button', { name: '가입 완료' }).click();
    await expect(page.getByRole('heading', { level: 1, name: '회원가입이 완료되었습니다.' })).toBeVisible();

    await page.getByRole('button', { name: '로그아웃' }).click();
    await expect(page.getByRole('link', { name: '로그인', exact: true }).first()).toBeVisible();
    await page.goto('/auth/login?redirect=%2Fmypage');
    await waitForHydration(page);
    await page.getByRole('button', { name: /애플로 로그인/ }).click();
    await expect(page).toHaveURL(/\/mypage$/);
    await expect(page.getByText('김사과님').first()).toBeVisible();
  });

  for (const [fault, what, message] of [
    ['tampered', 'tampered with', 'SNS 계정 인증 정보를 확인할 수 없습니다. 다시 로그인해 주세요.'],
    ['expired', 'expired', 'SNS 계정 인증 정보가 만료되었습니다. 다시 로그인해 주세요.'],
    ['audience', 'for another client', 'SNS 계정 인증 정보를 확인할 수 없습니다. 다시 로그인해 주세요.'],
  ] as const) {
    test(`an Apple id_token that is ${what} is refused in Korean and signs nobody in`, async ({ page }) => {
      provider.signInWithApple(`apple.${fault}.${Date.now()}`, `${fault}@privaterelay.appleid.com`, fault);
      await provider.answerWithFormPost(page);
      await page.goto('/auth/login?redirect=%2Fmypage');
      await waitForHydration(page);
      await page.getByRole('button', { name: '애플로 로그인' }).click();
      await expect(page).toHaveURL(/\/auth\/sns\/apple-callback\?code=/);
      await expect(page.getByRole('alert')).toHaveText(message);
      const session = (await (await page.request.get('/api/auth/auth-me')).json()) as { status?: number };
      expect(session.status).toBe(401);
    });
  }

  test('a callback URL started in another browser is refused there (login CSRF) and completes only in the browser that started it', async ({ page, browser }) => {
    const phone = freshPhone();
    provider.signInAs(`kakao-${phone}`, '카카오시작', `s${phone}@example.com`);
    await page.goto('/auth/login');
    await waitForHydration(page);
    // The sign-in starts in this browser; the provider's redirect back (a real code and state) is caught before it is followed.
    const held = await provider.holdCallback(page);
    await page.getByRole('button', { name: '카카오로 로그인' }).click();
    await expect.poll(held).toMatch(/\/auth\/sns\/kakao-callback\?code=.+&state=login_/);
    const callbackUrl = held();

    // Someone else's browser opens that URL (sent in a link): refused in Korean, nobody signed in there.
    const elsewhere = await browser.newContext({ baseURL: new URL(callbackUrl).origin, locale: 'ko-KR' });
    try {
      const other = await elsewhere.newPage();
      await other.goto(callbackUrl);
      await expect(other.getByRole('alert')).toHaveText('이 브라우저에서 시작한 SNS 로그인이 아닙니다. 로그인 화면에서 다시 시도해 주세요.');
      await expect(other).toHaveURL(/\/auth\/sns\/kakao-callback/);
      expect(((await (await other.request.get('/api/auth/auth-me')).json()) as { status?: number }).status).toBe(401);
    } finally {
      await elsewhere.close();
    }

    // The browser that started it completes the sign-in with the same URL: the state waited for it.
    await page.unrouteAll();
    await page.goto(callbackUrl);
    await expect(page).toHaveURL(/\/auth\/sns\/auth-step2$/);
    await expect(page.getByLabel('이메일')).toHaveValue(`s${phone}@example.com`);
  });

  test('a cancelled provider sign-in is explained in Korean', async ({ page }) => {
    await page.goto('/auth/sns/kakao-callback?error=access_denied&state=login_x');
    await expect(page.getByRole('alert')).toHaveText('SNS 로그인이 취소되었습니다.');
    await expect(page.getByRole('link', { name: '로그인으로 돌아가기' })).toBeVisible();
  });
});
