import { expect, test } from '../../fixtures/index.ts';
import { scanPage } from '../../fixtures/a11y.ts';

/**
 * Unit tests of the accessibility gate's scan (e2e/fixtures/a11y.ts: axe-core in the page, violations only) on small
 * pages: what a shop page gets wrong is found with its rule and element, and a correct page passes. No server needed.
 */
const PAGE = (body: string) =>
  `<!doctype html><html lang="ko"><head><title>검사</title><meta name="viewport" content="width=device-width"></head><body><main>${body}</main></body></html>`;

test.describe('Accessibility gate scan', () => {
  // No server: the popups' cookies (which ask the API) are not needed.
  test.use({ mainPopups: 'shown' });

  test('finds an unnamed icon button, an image without alt and an unlabelled input, each with its element', async ({ page }) => {
    await page.setContent(PAGE('<h1>상품</h1><button class="wish"><svg width="16" height="16"></svg></button><img src="data:," class="thumb"><input class="qty" type="text">'));
    const findings = await scanPage(page);
    expect(findings.map((f) => f.rule).sort()).toEqual(['button-name', 'image-alt', 'label']);
    expect(findings.find((f) => f.rule === 'button-name')!.targets).toEqual(['button']);
    expect(findings.every((f) => f.impact === 'critical' || f.impact === 'serious')).toBe(true);
  });

  test('finds low-contrast text (a serious violation)', async ({ page }) => {
    await page.setContent(PAGE('<h1>상품</h1><p style="color: #bbb; background: #fff">품절 임박</p>'));
    expect((await scanPage(page)).map((f) => f.rule)).toEqual(['color-contrast']);
  });

  test('passes a page that names its controls and images', async ({ page }) => {
    await page.setContent(PAGE('<h1>상품</h1><button aria-label="찜하기">♥</button><img src="data:," alt="상품 사진"><label>수량 <input type="text"></label>'));
    expect(await scanPage(page)).toEqual([]);
  });
});
