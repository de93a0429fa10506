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

  test('the footer carries the legal business information', async ({ page }) => {
    await page.goto('/company/about');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByText('사업자등록번호: 214-86-12341')).toBeVisible();
    await expect(footer.getByText('통신판매업신고: 제2026-서울강남-01234호')).toBeVisible();
  });
});
