import { expect, test } from '../../fixtures/index.ts';

test.describe('Company and terms', () => {
  test('the company page and the terms of service render on the server', async ({ page }) => {
    const about = await page.goto('/company/about');
    expect(about?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const terms = await page.goto('/terms/terms-of-service');
    expect(terms?.status()).toBe(200);
    await expect(page.getByText('제1조').first()).toBeVisible();
  });

  test('the footer carries the ten legal items of the business information', async ({ page }) => {
    await page.goto('/company/about');
    const footer = page.getByRole('contentinfo');
    // 상호, 대표자, 주소, 전화, 이메일, 사업자등록번호, 통신판매업 신고번호, 개인정보보호책임자, 호스팅 제공자…
    for (const line of [
      '상호명: 세일즈온 스토어 주식회사', '대표이사: 김대표', '주소: 서울특별시 강남구 테헤란로 123, 10층 (역삼동)', '전화: 1588-0000', '이메일: help@saleson-store.kr',
      '사업자등록번호: 214-86-12341', '통신판매업신고: 제2026-서울강남-01234호', '개인정보보호책임자: 이보호', '호스팅 서비스: 세일즈온 스토어',
    ]) {
      await expect(footer.getByText(line, { exact: true })).toBeVisible();
    }
    // …and the 사업자정보확인 link of that number.
    await expect(footer.getByRole('link', { name: '공정거래위원회 사업자정보확인 (새 창)' })).toHaveAttribute('href', 'https://www.ftc.go.kr/bizCommPop.do?wrkr_no=2148612341');
  });
});
