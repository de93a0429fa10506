import { expect, test, waitForHydration } from '../../fixtures/index.ts';

// Operator content (issue 17): the operator's calls go through the shell's /api proxy, so the shell drops the pages
// it keeps for visitors (page cache) at once; visitors see the change on their next load, with no waiting for a TTL.

const OPERATOR = { 'x-operator-token': process.env.OPERATOR_TOKEN ?? 'e2e-operator-token-0123456789' };

test.describe('Operator content', () => {
  test('a notice the operator publishes is on /customer/notices at once, pinned when asked, gone when removed', async ({ page }) => {
    // A visitor's copy of the notices page is kept by the shell.
    await page.goto('/customer/notices');
    const kept = await page.request.get('/customer/notices');
    expect(kept.headers()['x-shop-cache']).toMatch(/^(hit|stale)$/);

    const subject = `배송 지연 안내 ${Date.now()}`;
    const published = await page.request.post('/api/operator/notices', { headers: OPERATOR, data: { subject, content: '폭설로 일부 지역 배송이 늦어집니다.\n양해 부탁드립니다.', link: '' } });
    expect(published.status()).toBe(200);
    const notice = (await published.json()) as { noticeId: number; noticeFlag: string };
    expect(notice.noticeFlag).toBe('N');

    await page.goto('/customer/notices');
    const item = page.locator('.cs-accordion__item').filter({ hasText: subject });
    await expect(item).toBeVisible();
    await waitForHydration(page);
    await item.getByText(subject).click();
    await expect(item.getByText('폭설로 일부 지역 배송이 늦어집니다.')).toBeVisible();

    // Pinned: first on every page of the list.
    expect((await page.request.put(`/api/operator/notices/${notice.noticeId}`, { headers: OPERATOR, data: { subject, content: '고정 공지', noticeFlag: 'Y' } })).status()).toBe(200);
    await page.goto('/customer/notices?page=2');
    await expect(page.locator('.cs-accordion__item').first()).toContainText(subject);

    expect((await page.request.delete(`/api/operator/notices/${notice.noticeId}`, { headers: OPERATOR })).status()).toBe(200);
    await page.goto('/customer/notices');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText(subject)).toHaveCount(0);
  });

  test('an FAQ entry the operator adds is found at once; a refused one answers in Korean', async ({ page }) => {
    await page.goto('/customer/faqs?faqType=ETC');
    const refused = await page.request.post('/api/operator/faqs', { headers: OPERATOR, data: { faqType: 'ETC', title: '', content: '답변' } });
    expect(refused.status()).toBe(400);
    expect(((await refused.json()) as { message: string }).message).toBe('제목을 입력해 주세요.');

    const title = `선물 포장이 되나요? ${Date.now()}`;
    const created = await page.request.post('/api/operator/faqs', { headers: OPERATOR, data: { faqType: 'ETC', title, content: '주문서의 요청사항에 적어 주세요.' } });
    expect(created.status()).toBe(200);
    const faq = (await created.json()) as { id: number };
    await page.goto('/customer/faqs?faqType=ETC');
    await expect(page.getByText(`[기타] ${title}`)).toBeVisible();
    expect((await page.request.delete(`/api/operator/faqs/${faq.id}`, { headers: OPERATOR })).status()).toBe(200);
  });

  test('a company page the operator edits and a terms version taking effect today show at once', async ({ page }) => {
    for (const path of ['/company/brand', '/terms/marketing-consent']) {
      await page.goto(path);
      expect((await page.request.get(path)).headers()['x-shop-cache'], path).toMatch(/^(hit|stale)$/);
    }
    const lead = `새 브랜드 소개 ${Date.now()}`;
    const edited = await page.request.put('/api/operator/company/pages/brand', {
      headers: OPERATOR,
      data: { title: '브랜드 이야기', lead, blocks: [{ heading: '약속', paragraphs: ['오래 쓰는 물건을 만듭니다.'], items: [] }] },
    });
    expect(edited.status()).toBe(200);
    await page.goto('/company/brand');
    await expect(page.getByRole('heading', { level: 1, name: '브랜드 이야기' })).toBeVisible();
    await expect(page.getByText(lead)).toBeVisible();

    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Seoul' }).format(new Date()).replace(/-/g, '');
    const summary = `시행일자: 오늘 (${today})`;
    const document = { title: '마케팅 정보 수신 동의', summary, chapters: [{ articles: [{ id: 'article-1', title: '제1조 (목적)', clauses: [{ text: '새 약관입니다.' }] }] }] };
    const published = await page.request.post('/api/operator/policy/marketing-consent', { headers: OPERATOR, data: { effectiveDate: today, document } });
    expect(published.status()).toBe(200);
    await page.goto('/terms/marketing-consent');
    await expect(page.getByText(summary)).toBeVisible();
  });
});
