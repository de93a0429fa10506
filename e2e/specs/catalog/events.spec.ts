import { expect, test, waitForHydration } from '../../fixtures/index.ts';
import { DEMO_MEMBER } from '../../fixtures/auth-util.ts';

test.describe('Events', () => {
  test('the list shows 10 events with count and status; a running event shows its items and takes a member comment', async ({ page, auth }) => {
    await page.goto('/events');
    await expect(page.getByRole('heading', { level: 1, name: '이벤트' })).toBeVisible();
    const summary = (await (await page.request.get('/api/event?page=1&size=10')).json()) as { pagination: { totalElements: number }; content: { id: number; title: string; prodState: string; replyUsedFlag: string }[] };
    await expect(page.getByText(`총 ${summary.pagination.totalElements}개`)).toBeVisible();
    await expect(page.getByRole('list', { name: '이벤트 목록' }).getByRole('listitem')).toHaveCount(10);
    const running = summary.content.find((e) => e.prodState === 'PROGRESS' && e.replyUsedFlag === 'Y');
    if (!running) throw new Error('no running event with comments');

    await page.getByRole('link', { name: new RegExp(running.title) }).click();
    await expect(page.getByRole('heading', { level: 1, name: running.title })).toBeVisible();
    await expect(page.getByRole('list', { name: '댓글 목록' })).toBeVisible();
    await expect(page.locator('[data-testid="product-card"]').first()).toBeVisible();

    await page.goto(`/auth/login?redirect=${encodeURIComponent(`/events/${running.id}`)}`);
    await waitForHydration(page);
    await auth.fillLogin(DEMO_MEMBER.loginId, DEMO_MEMBER.password);
    await auth.submit();
    await expect(page).toHaveURL(new RegExp(`/events/${running.id}$`));
    await waitForHydration(page);
    const text = `e2e 참여 댓글 ${Date.now()}`;
    await page.getByRole('textbox', { name: '댓글 내용' }).fill(text);
    await page.getByRole('button', { name: '등록', exact: true }).click();
    const dialog = page.getByRole('alertdialog', { name: '알림' });
    await expect(dialog).toContainText('등록되었습니다.');
    await dialog.getByRole('button', { name: '확인' }).click();
    await expect(page.getByRole('list', { name: '댓글 목록' }).getByText(text)).toBeVisible();
  });
});
