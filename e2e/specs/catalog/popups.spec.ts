import { expect, test, waitForHydration } from '../../fixtures/index.ts';

type Popup = { popupId: number; subject: string; popupType: string; imageLink: string };

const DAY_MS = 24 * 3600 * 1000;
const SEOUL_MS = 9 * 3600 * 1000;
/** The next midnight in Asia/Seoul, in seconds since the epoch (cookie `expires`). */
const seoulMidnight = (ms: number) => (Math.floor((ms + SEOUL_MS) / DAY_MS) * DAY_MS + DAY_MS - SEOUL_MS) / 1000;

test.use({ mainPopups: 'shown' });

test.describe('Main popups', () => {
  let popups: Popup[] = [];

  test.beforeEach(async ({ request }) => {
    popups = ((await (await request.get('/api/popup/list')).json()) as { list: Popup[] }).list;
    expect(popups.length, 'the seed shows two popups now').toBeGreaterThanOrEqual(2);
  });

  test('lie over the home page as dialogs; Escape and 닫기 close them for this visit only', async ({ page }) => {
    await page.goto('/');
    for (const popup of popups) await expect(page.getByRole('dialog', { name: popup.subject })).toBeVisible();
    await waitForHydration(page);
    const [first, second] = popups as [Popup, Popup];
    const firstDialog = page.getByRole('dialog', { name: first.subject });
    await expect(firstDialog).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(firstDialog).toHaveCount(0);
    const secondDialog = page.getByRole('dialog', { name: second.subject });
    await expect(secondDialog).toBeFocused();
    await secondDialog.getByRole('button', { name: '닫기' }).click();
    await expect(secondDialog).toHaveCount(0);

    await page.reload();
    for (const popup of popups) await expect(page.getByRole('dialog', { name: popup.subject })).toBeVisible();
  });

  test('오늘 하루 보지 않기 hides one popup until midnight in Seoul, and the server leaves it out after a reload', async ({ page, context }) => {
    const [hidden, kept] = popups as [Popup, Popup];
    await page.goto('/');
    await waitForHydration(page);
    const before = Date.now();
    await page.getByRole('dialog', { name: hidden.subject }).getByRole('button', { name: '오늘 하루 보지 않기' }).click();
    const after = Date.now();
    await expect(page.getByRole('dialog', { name: hidden.subject })).toHaveCount(0);
    const cookie = (await context.cookies()).find((c) => c.name === `MAIN_POPUP_${hidden.popupId}`);
    expect([seoulMidnight(before), seoulMidnight(after)]).toContain(cookie?.expires);

    await page.reload();
    await expect(page.getByRole('dialog', { name: kept.subject })).toBeVisible();
    await expect(page.getByRole('dialog', { name: hidden.subject })).toHaveCount(0);
    // Decided on the server: the HTML sent to this visitor has no trace of the hidden popup.
    const html = await (await page.request.get('/')).text();
    expect(html).not.toContain(`id="catalog-main-popup-${hidden.popupId}"`);
    expect(html).toContain(`id="catalog-main-popup-${kept.popupId}"`);
  });

  test('an image popup links to its page', async ({ page }) => {
    const image = popups.find((popup) => popup.popupType === '1' && popup.imageLink.startsWith('/'));
    if (!image) throw new Error('no image popup with a link in the seed');
    await page.goto('/');
    await waitForHydration(page);
    await page.getByRole('dialog', { name: image.subject }).getByRole('link', { name: image.subject }).click();
    await expect(page).toHaveURL(new RegExp(`${image.imageLink}$`));
  });
});
