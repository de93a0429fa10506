import type { Page } from '@playwright/test';
import { expect, test } from '../../fixtures/index.ts';
import { scanPageLayout } from '../../fixtures/layout.ts';

/**
 * Unit tests of the layout gate's rules (e2e/fixtures/layout-rules.ts) on small pages, each showing one failure as
 * the shop had it, and a page full of things that look alike but are fine. No server needed.
 */
const IMG = `data:image/svg+xml,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64"><rect width="64" height="64" fill="gray"/></svg>')}`;
const PAGE = (body: string, css = '') =>
  `<!doctype html><html lang="ko"><head><meta name="viewport" content="width=device-width"><style>
  body { margin: 0; font: 16px/1.5 sans-serif; } * { box-sizing: border-box; } ${css}</style></head><body>${body}</body></html>`;

async function rulesOf(page: Page, html: string): Promise<string[]> {
  await page.setContent(html);
  return (await scanPageLayout(page)).map((f) => f.rule);
}

test.describe('Layout gate rules', () => {
  // No server: the popups' cookies (which ask the API) are not needed.
  test.use({ viewport: { width: 390, height: 844 }, mainPopups: 'shown' });

  test('horizontal overflow: a row wider than the viewport makes the document scroll sideways', async ({ page }) => {
    expect(await rulesOf(page, PAGE('<div style="width: 520px">넓은 줄</div>'))).toEqual(['horizontal-overflow']);
    const finding = (await scanPageLayout(page))[0]!;
    expect(finding.detail).toBe('document is 520px wide in a 390px viewport');
    expect(finding.target).toContain('div');
  });

  test('covered control: a fixed buy bar under the fixed tab bar (the item page at 390x844)', async ({ page }) => {
    const html = PAGE(
      `<main style="height: 2000px">상품</main>
       <div class="buy" style="position: fixed; left: 0; right: 0; bottom: 12px; height: 54px; display: flex">
         <button style="flex: 1">장바구니</button><button style="flex: 1">바로구매</button></div>
       <nav class="tabbar" style="position: fixed; left: 0; right: 0; bottom: 0; height: 56px; background: #fff">
         <a href="/">홈</a> <a href="/cart">장바구니</a></nav>`,
    );
    const findings = (await page.setContent(html), await scanPageLayout(page));
    expect(findings.map((f) => f.rule)).toEqual(['covered-control', 'covered-control']);
    expect(findings[0]!.target).toContain('"장바구니"');
    expect(findings[0]!.detail).toContain('nav.tabbar');
    // The same bar lifted above the tab bar passes.
    expect(await rulesOf(page, html.replace('bottom: 12px', 'bottom: 56px'))).toEqual([]);
  });

  test('covered control: content overlapping a link in the flow of the page', async ({ page }) => {
    expect(
      await rulesOf(page, PAGE('<a href="/a" style="display: block; width: 200px">주문내역 보기</a><div style="margin-top: -20px; height: 40px; background: #eee; position: relative">겹친 상자</div>')),
    ).toEqual(['covered-control']);
  });

  test('vertical text: a product name squeezed into a 13px column, one character per line (the order sheet row)', async ({ page }) => {
    const html = PAGE(
      `<div style="display: flex; width: 358px"><img src="${IMG}" width="64" height="64" alt="" style="width: 345px; height: 345px; flex: none">
       <div style="min-width: 0"><p>하루견과 오리지널 30봉</p><p>63,900원 / 1개</p></div></div>`,
    );
    await page.setContent(html);
    const rules = (await scanPageLayout(page)).map((f) => f.rule);
    expect(rules).toContain('vertical-text');
    expect(rules).toContain('oversized-image');
  });

  test('oversized image: a 64px thumbnail rendered at the width of its row', async ({ page }) => {
    const findings = (await page.setContent(PAGE(`<img src="${IMG}" width="64" height="64" alt="상품" style="width: 100%; height: auto">`)), await scanPageLayout(page));
    expect(findings.map((f) => f.rule)).toEqual(['oversized-image']);
    expect(findings[0]!.detail).toBe('rendered 390×390px for a 64px wide image');
  });

  test('a page with lookalikes that are fine passes', async ({ page }) => {
    const html = PAGE(
      `<header style="position: sticky; top: 0; height: 60px; background: #fff; z-index: 2"><a href="/">세일즈온</a></header>
       <main>
         <p>${'긴 설명 문장이 여러 줄로 자연스럽게 흐릅니다. '.repeat(20)}</p>
         ${Array.from({ length: 60 }, (_, i) => `<a href="/items/${i}" style="display: block">상품 ${i}</a>`).join('')}
         <span style="position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0)">화면에서 숨긴 안내 문구입니다</span>
         <div style="overflow: hidden; width: 390px"><div style="display: flex; width: 1200px">
           <a href="/s1" style="width: 400px">배너 하나</a><a href="/s2" style="width: 400px">배너 둘</a><a href="/s3" style="width: 400px">배너 셋</a></div></div>
         <label style="position: relative; display: inline-block; padding: 8px"><input id="secret" type="checkbox" style="position: absolute; inset: 0; opacity: 0"><span style="position: relative">비밀글</span></label>
         <label for="agree" style="display: inline-block; position: relative; padding: 8px 30px">동의합니다<input id="agree" type="checkbox" style="position: absolute; left: 4px; top: 10px; z-index: -1"></label>
         <img src="${IMG}" width="300" height="300" alt="상품" style="width: 100%; height: auto">
         <span style="display: inline-block; width: 10px">1</span>
       </main>
       <dialog open aria-modal="true" style="position: fixed; inset: auto 0 0 auto; width: 200px; height: 200px; margin: 0"><button>닫기</button></dialog>`,
    );
    await page.setContent(html);
    // Scrolled: links pass under the sticky header.
    await page.evaluate(() => window.scrollTo(0, 400));
    expect(await page.evaluate(() => window.scrollY)).toBe(400);
    expect(await scanPageLayout(page)).toEqual([]);
  });
});
