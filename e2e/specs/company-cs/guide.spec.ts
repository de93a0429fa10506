import { expect, test, waitForHydration } from '../../fixtures/index.ts';
import { formatFindings, scanPage } from '../../fixtures/a11y.ts';

// /_guide, the living UI kit of @shop/ui: every component in its states, from the real components, interactive.

test.describe('UI guide', () => {
  test('shows every section; a dialog, a confirm and a toast open from the real hooks, accessible while open', async ({ page }) => {
    await page.goto('/_guide');
    await expect(page.getByRole('heading', { level: 1, name: 'UI 가이드' })).toBeVisible();
    for (const name of ['버튼', '카운트다운', '상품 목록', '상품 이미지', '알림과 확인 창 (useDialog)', '토스트 (useToast)', '지연 섹션 (lazySection)']) {
      await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
    }
    await expect(page.getByRole('timer')).toHaveCount(3);
    // A state is rendered as such: the second Tabs starts on its second tab.
    await expect(page.getByRole('tablist', { name: '탭 (둘째 탭 선택)' }).getByRole('tab', { selected: true })).toHaveText('둘째 탭');
    await waitForHydration(page);

    // The countdown ticks in the browser.
    const running = page.getByRole('timer').first();
    const before = await running.getAttribute('aria-label');
    await expect.poll(() => running.getAttribute('aria-label'), { timeout: 5_000 }).not.toBe(before);

    await page.getByRole('button', { name: '확인 창 열기' }).click();
    const confirm = page.getByRole('alertdialog', { name: '알림' });
    await expect(confirm).toContainText('선택한 상품을 삭제하시겠습니까?');
    await expect(confirm.getByRole('button', { name: '확인' })).toBeFocused();
    const open = await scanPage(page);
    expect(open.length, `accessibility with the confirm open:\n${formatFindings(open)}`).toBe(0);
    await confirm.getByRole('button', { name: '취소' }).click();
    await expect(confirm).toBeHidden();
    await expect(page.getByTestId('guide-confirm-answer')).toHaveText('취소를 눌렀습니다.');

    await page.getByRole('button', { name: '알림 열기' }).click();
    const alert = page.getByRole('alertdialog', { name: '알림' });
    await expect(alert).toContainText('저장되었습니다.');
    await page.keyboard.press('Escape');
    await expect(alert).toBeHidden();

    await page.getByRole('button', { name: '모달 열기' }).click();
    const modal = page.getByRole('dialog', { name: '모달' });
    await expect(modal).toBeVisible();
    await modal.getByRole('button', { name: '닫기', exact: true }).click();
    await expect(page.getByRole('dialog')).toBeHidden();

    // The toast is a polite live region that hides itself after 1.5 s (the gate scans the page as it is left).
    await page.getByRole('button', { name: '토스트 보기' }).click();
    await expect(page.getByRole('status').filter({ hasText: '장바구니에 담았습니다.' })).toBeVisible();
    await expect(page.getByText('장바구니에 담았습니다.')).toBeHidden({ timeout: 5_000 });
  });

  test('shows the address search and its fallback when Daum\'s script cannot load, the states pages meet, and no robots', async ({ page, consoleErrors }) => {
    // The test machine has no internet: the postcode script is refused at once instead of waiting for a timeout.
    await page.route('https://t1.daumcdn.net/**', (route) => route.abort());
    await page.goto('/_guide');
    await waitForHydration(page);
    const postcode = page.getByRole('region', { name: '주소 검색 (usePostcodeSearch)' });
    await postcode.getByRole('button', { name: '주소 검색' }).click();
    await expect(postcode.getByRole('status')).toHaveText('주소 검색을 불러오지 못했습니다. 우편번호와 주소를 직접 입력해 주세요.');
    await expect(postcode.getByLabel('우편번호')).toBeFocused();
    // The blocked script is reported by Chromium; nothing else may be.
    expect(consoleErrors.filter((e) => !/net::ERR_FAILED/.test(e))).toEqual([]);
    consoleErrors.splice(0);
    await postcode.getByLabel('우편번호').fill('04524');
    await expect(postcode.getByLabel('우편번호')).toHaveValue('04524');

    await expect(page.getByRole('button', { name: '가로 전체 버튼' })).toHaveClass(/ui-button--block/);
    const sorts = page.getByRole('region', { name: '정렬' }).getByRole('combobox', { name: '정렬' });
    await expect(sorts.nth(1)).toHaveValue('SALE_PRICE_ASC');
    await page.getByRole('button', { name: 'lg 크기로 열기' }).click();
    await expect(page.getByRole('dialog', { name: 'lg 크기 창' })).toHaveClass(/ui-modal__panel--lg/);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();

    const head = (await (await page.request.get('/_guide')).text()).split('</head>')[0] ?? '';
    expect(head).toContain('<meta name="robots" content="noindex, nofollow">');
  });
});
