import { expect, test, waitForHydration } from '../../fixtures/index.ts';
import { NEW_PASSWORD, registerMember } from '../../fixtures/member-util.ts';

test.describe('Account security', () => {
  test('changing the password ends the member\'s other sessions', async ({ page, request, auth, browser }) => {
    const { loginId } = await registerMember(request, '보안회원');
    const other = await browser.newContext({ baseURL: test.info().project.use.baseURL, locale: 'ko-KR' });
    const otherPage = await other.newPage();
    await otherPage.goto('/auth/login?redirect=%2Fmypage');
    await waitForHydration(otherPage);
    await otherPage.getByLabel('아이디', { exact: true }).fill(loginId);
    await otherPage.getByLabel('비밀번호', { exact: true }).fill(NEW_PASSWORD);
    await otherPage.getByRole('button', { name: '로그인', exact: true }).click();
    await expect(otherPage).toHaveURL(/\/mypage$/);

    await page.goto('/auth/login?redirect=%2Faccount%2Fupdate-password');
    await waitForHydration(page);
    await auth.fillLogin(loginId, NEW_PASSWORD);
    await auth.submit();
    await expect(page).toHaveURL(/\/account\/update-password$/);
    await page.getByLabel('현재 비밀번호').fill(NEW_PASSWORD);
    await page.getByLabel('변경할 비밀번호', { exact: true }).fill('Changed!9753c');
    await page.getByLabel('변경할 비밀번호 재입력').fill('Changed!9753c');
    await page.getByRole('button', { name: '변경하기' }).click();
    await expect(page.getByRole('status')).toHaveText('비밀번호가 변경되었습니다. 다른 기기에서는 다시 로그인해 주세요.');
    await page.goto('/mypage');
    await expect(page).toHaveURL(/\/mypage$/);

    await otherPage.goto('/mypage');
    await expect(otherPage).toHaveURL(/\/auth\/login\?redirect=%2Fmypage&expired=1$/);
    await waitForHydration(otherPage);
    await otherPage.getByLabel('아이디', { exact: true }).fill(loginId);
    await otherPage.getByLabel('비밀번호', { exact: true }).fill('Changed!9753c');
    await otherPage.getByRole('button', { name: '로그인', exact: true }).click();
    await expect(otherPage).toHaveURL(/\/mypage$/);
    await other.close();
  });

  test('closing the account warns, confirms, signs out and refuses the id afterwards', async ({ page, request, auth }) => {
    const { loginId } = await registerMember(request, '탈퇴회원');
    await page.goto('/auth/login?redirect=%2Faccount%2Fclose-account');
    await waitForHydration(page);
    await auth.fillLogin(loginId, NEW_PASSWORD);
    await auth.submit();
    await expect(page).toHaveURL(/\/account\/close-account$/);
    await expect(page.getByText('탈퇴하시면 보유하신 포인트와 쿠폰은 모두 소멸되며 복구할 수 없습니다.')).toBeVisible();
    await page.getByLabel('기타').check();
    await page.getByLabel('기타 사유').fill('테스트로 탈퇴합니다');
    await page.getByLabel('비밀번호', { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel('안내사항을 모두 확인했으며, 포인트와 쿠폰이 소멸되는 것에 동의합니다.').check();
    await page.getByRole('button', { name: '탈퇴하기' }).click();
    await expect(page.getByText('정말 탈퇴 하시겠습니까?')).toBeVisible();
    await page.getByRole('button', { name: '확인' }).click();
    await expect(page.getByText('회원 탈퇴가 완료되었습니다. 그동안 이용해 주셔서 감사합니다.')).toBeVisible();
    await page.getByRole('button', { name: '확인' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('link', { name: '로그인', exact: true }).first()).toBeVisible();

    await page.goto('/auth/login');
    await waitForHydration(page);
    await auth.fillLogin(loginId, NEW_PASSWORD);
    await auth.submit();
    await expect(page.getByRole('alert')).toHaveText('아이디/비밀번호를 정확히 입력해 주세요.');
  });
});
