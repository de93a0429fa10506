import type { APIRequestContext } from '@playwright/test';
import { expect, test, waitForHydration } from '../../fixtures/index.ts';
import { DEMO_MEMBER } from '../../fixtures/auth-util.ts';

type Card = { itemId: number; itemUserCode: string; itemName: string; itemOptionFlag: string; itemSoldOutFlag: string; itemType: string; presentPrice: number };
type Option = { itemOptionId: number; optionName1: string; optionName2: string | null; optionPrice: number; isSoldOut: boolean };
type Detail = { item: Card & { itemOptionType: string; itemOptionTitle1: string; itemOptionTitle2: string; itemOptions: Option[]; orderMinQuantity: number } };

async function detailOf(request: APIRequestContext, code: string): Promise<Detail['item']> {
  return ((await (await request.get(`/api/item/${code}`)).json()) as Detail).item;
}

/** An in-stock item without options (the first of the newest items). */
async function plainItem(request: APIRequestContext): Promise<Card> {
  const page = (await (await request.get('/api/item?orderBy=CREATED_DATE&itemsPerPage=100')).json()) as { content: Card[] };
  const item = page.content.find((c) => c.itemOptionFlag === 'N' && c.itemSoldOutFlag === 'N' && c.itemType === '1');
  if (!item) throw new Error('no plain item');
  return item;
}

function won(n: number): string {
  return `${n.toLocaleString('ko-KR')}원`;
}

test.describe('Item detail', () => {
  test('home → category → sort → item → options → cart: the header count updates and the cart shows the line', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    const category = page.getByRole('link', { name: '패션의류', exact: true }).first();
    await category.click();
    await expect(page).toHaveURL(/\/categories\/fashion/);
    await expect(page.getByRole('heading', { level: 1, name: '패션의류' })).toBeVisible();
    await page.getByRole('combobox', { name: '정렬' }).selectOption({ label: '낮은 가격순' });
    await expect(page).toHaveURL(/orderBy=SALE_PRICE/);

    const listed = (await (await page.request.get('/api/item?categoryUrl=fashion&orderBy=SALE_PRICE&sort=ASC&itemsPerPage=24')).json()) as { content: Card[] };
    let target: Detail['item'] | undefined;
    for (const card of listed.content.filter((c) => c.itemOptionFlag === 'Y' && c.itemSoldOutFlag === 'N')) {
      const detail = await detailOf(page.request, card.itemUserCode);
      if (detail.itemOptionType === 'S2' && detail.itemOptions.some((o) => !o.isSoldOut)) {
        target = detail;
        break;
      }
    }
    if (!target) throw new Error('no two-step option item in the first page');
    const option = target.itemOptions.find((o) => !o.isSoldOut) as Option;
    const before = Number(await page.getByTestId('cart-count').textContent());

    await page.getByRole('link', { name: target.itemName }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: target.itemName })).toBeVisible();
    await waitForHydration(page);
    await page.getByRole('combobox', { name: target.itemOptionTitle1 }).selectOption(option.optionName1);
    await page.getByRole('combobox', { name: target.itemOptionTitle2 }).selectOption(option.optionName2 ?? '');
    const lines = page.getByRole('list', { name: '선택한 상품' });
    await expect(lines.getByText(`${option.optionName1} / ${option.optionName2}`)).toBeVisible();
    const quantity = Math.max(1, target.orderMinQuantity);
    await expect(page.getByTestId('buy-total')).toContainText(won((target.presentPrice + option.optionPrice) * quantity));

    await page.getByRole('button', { name: '장바구니', exact: true }).click();
    const dialog = page.getByRole('alertdialog', { name: '알림' });
    await expect(dialog).toContainText('장바구니에 상품을 담았습니다. 바로 확인하시겠습니까?');
    await expect(page.getByTestId('cart-count')).toHaveText(String(before + quantity));
    await dialog.getByRole('button', { name: '확인' }).click();
    await expect(page).toHaveURL(/\/cart$/);
    await expect(page.getByText(target.itemName).first()).toBeVisible();
  });

  test('a visitor who taps the heart is asked to log in and comes back to the item after logging in', async ({ page, auth }) => {
    const item = await plainItem(page.request);
    await page.goto(`/items/${item.itemUserCode}`);
    await waitForHydration(page);
    await page.getByRole('button', { name: '관심상품 담기', exact: true }).click();
    const dialog = page.getByRole('alertdialog', { name: '알림' });
    await expect(dialog).toContainText('로그인 하셔야 본 서비스를이용하실 수 있습니다.로그인 페이지로 이동하시겠습니까?');
    await dialog.getByRole('button', { name: '확인' }).click();
    await expect(page).toHaveURL(new RegExp(`/auth/login\\?redirect=%2Fitems%2F${item.itemUserCode}$`));
    await waitForHydration(page);
    await auth.fillLogin(DEMO_MEMBER.loginId, DEMO_MEMBER.password);
    await auth.submit();
    await expect(page).toHaveURL(new RegExp(`/items/${item.itemUserCode}$`));
    await waitForHydration(page);
    // The shell loads the new member's wishlist after the login; the heart shows it without a reload.
    const wished = ((await (await page.request.get('/api/wishlist/item-ids')).json()) as { list: number[] }).list.includes(item.itemId);
    const heart = page.getByRole('button', { name: '관심상품 담기', exact: true });
    await expect(heart).toHaveAttribute('aria-pressed', String(wished));
    await heart.click();
    await expect(heart).toHaveAttribute('aria-pressed', String(!wished));
  });

  test('the raw HTML of an item page carries the name, the price and Product / BreadcrumbList JSON-LD', async ({ request }) => {
    const item = await plainItem(request);
    const res = await request.get(`/items/${item.itemUserCode}`, { headers: { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1)' } });
    expect(res.status()).toBe(200);
    const html = await res.text();
    expect(html).toContain(item.itemName.replace(/&/g, '&amp;'));
    expect(html).toContain(item.presentPrice.toLocaleString('ko-KR'));
    const data = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((m) => JSON.parse(m[1] ?? '{}') as Record<string, unknown>);
    const product = data.find((d) => d['@type'] === 'Product') as { name: string; offers: { price: number; priceCurrency: string } } | undefined;
    expect(product?.name).toBe(item.itemName);
    expect(product?.offers).toMatchObject({ price: item.presentPrice, priceCurrency: 'KRW' });
    expect(data.some((d) => d['@type'] === 'BreadcrumbList')).toBe(true);
  });

  test('an unknown item is a 404 page', async ({ page }) => {
    const res = await page.goto('/items/NO-SUCH-ITEM');
    expect(res?.status()).toBe(404);
    await expect(page.getByText('요청한 페이지를 찾을 수 없습니다.')).toBeVisible();
  });

  test('the island lookup finds Jeju zip codes and reviews filter in place', async ({ page }) => {
    const item = await plainItem(page.request);
    await page.goto(`/items/${item.itemUserCode}`);
    await waitForHydration(page);
    await page.getByRole('button', { name: '도서산간 지역보기' }).click();
    const modal = page.getByRole('dialog', { name: '제주/도서산간지역' });
    await modal.getByRole('textbox', { name: '검색어' }).fill('울릉');
    await modal.getByRole('button', { name: '검색' }).click();
    await expect(modal.getByRole('table', { name: '검색 결과' })).toContainText('경상북도 울릉군 울릉읍');
    await modal.getByRole('button', { name: '닫기' }).click();
    await page.getByRole('tab', { name: /^후기 \(/ }).click();
    await expect(page.getByRole('region', { name: '후기' })).toBeVisible();
  });
});
