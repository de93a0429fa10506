import type { Page } from '@playwright/test';
import { expect, test, waitForHydration } from '../../fixtures/index.ts';

// Operator content: the operator's calls go through the shell's /api proxy, so the shell drops the pages
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
    expect(((await refused.json()) as { message: string }).message).toBe('필수 입력 항목입니다.');

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

  test('the business information the operator edits is in the footer and on /open-info at once', async ({ page }) => {
    // The shell keeps visitors' copies of both pages.
    for (const path of ['/company/about', '/open-info']) {
      await page.goto(path);
      expect((await page.request.get(path)).headers()['x-shop-cache'], path).toMatch(/^(hit|stale)$/);
    }
    const original = (await (await page.request.get('/api/site/business-info')).json()) as Record<string, string>;
    const put = (data: unknown) => page.request.put('/api/operator/site/business-info', { headers: OPERATOR, data });
    const edited = {
      shopName: '새 스토어', companyName: '새 스토어 주식회사', representative: '박대표', address: '서울특별시 중구 세종대로 1, 2층', phone: '02-123-4567', fax: '',
      email: 'cs@new-store.kr', businessNumber: '1248100998', mailOrderNumber: '제2026-서울중구-0007호', privacyOfficer: '최보호', privacyEmail: '',
      hostingProvider: '새호스팅 주식회사', csPhone: '1588-1234', csHours: '평일 10:00 - 17:00',
    };
    const refused = await put({ ...edited, businessNumber: '1248100999' });
    expect(refused.status()).toBe(400);
    expect(((await refused.json()) as { message: string }).message).toBe('사업자등록번호를 정확히 입력해 주세요. (000-00-00000)');
    try {
      expect((await put(edited)).status()).toBe(200);
      await page.goto('/company/about');
      const footer = page.getByRole('contentinfo');
      for (const line of [
        '상호명: 새 스토어 주식회사', '대표이사: 박대표', '주소: 서울특별시 중구 세종대로 1, 2층', '전화: 02-123-4567', '이메일: cs@new-store.kr',
        '사업자등록번호: 124-81-00998', '통신판매업신고: 제2026-서울중구-0007호', '개인정보보호책임자: 최보호', '호스팅 서비스: 새호스팅 주식회사',
      ]) {
        await expect(footer.getByText(line, { exact: true })).toBeVisible();
      }
      await expect(footer.getByRole('link', { name: '공정거래위원회 사업자정보확인 (새 창)' })).toHaveAttribute('href', 'https://www.ftc.go.kr/bizCommPop.do?wrkr_no=1248100998');

      await page.goto('/open-info');
      const rows: [string, string][] = [
        ['상호', '새 스토어 주식회사'], ['대표자', '박대표'], ['사업장 소재지', '서울특별시 중구 세종대로 1, 2층'], ['전화', '02-123-4567'], ['이메일', 'cs@new-store.kr'],
        ['사업자등록번호', '124-81-00998'], ['통신판매업 신고번호', '제2026-서울중구-0007호'], ['개인정보보호책임자', '최보호'], ['호스팅 제공자', '새호스팅 주식회사'],
      ];
      for (const [header, value] of rows) await expect(openInfoRow(page, header)).toContainText(value);
      await expect(openInfoRow(page, '사업자등록번호').getByRole('link', { name: /사업자정보확인/ })).toHaveAttribute('href', /wrkr_no=1248100998$/);
    } finally {
      const { businessCheckUrl: _derived, ...seeded } = original;
      expect((await put(seeded)).status()).toBe(200);
    }
    await page.goto('/company/about');
    await expect(page.getByRole('contentinfo').getByText('사업자등록번호: 214-86-12341', { exact: true })).toBeVisible();
  });

  test('a terms version announced for a later day is listed as 시행 예정 beside the one in force', async ({ page }) => {
    const document = { title: '이메일무단수집거부', summary: '시행일자: 2099년 12월 31일', chapters: [{ articles: [{ id: 'article-1', title: '제1조 (목적)', clauses: [{ text: '예정된 약관입니다.' }] }] }] };
    const announced = await page.request.post('/api/operator/policy/email-collection-refusal', { headers: OPERATOR, data: { effectiveDate: '20991231', document } });
    expect(announced.status()).toBe(200);
    await page.goto('/terms/email-collection-refusal');
    const select = page.getByLabel('시행일 선택');
    await expect(select.locator('option').first()).toHaveText('2099-12-31 시행 예정');
    await expect(select.locator('option:checked')).toHaveText(/\(현행\)$/);
    await expect(page.getByText('시행일자: 2099년 12월 31일')).toHaveCount(0);
    await waitForHydration(page);
    await select.selectOption({ label: '2099-12-31 시행 예정' });
    await page.getByRole('button', { name: '보기' }).click();
    await expect(page.getByRole('status').filter({ hasText: '2099-12-31부터 시행될 약관입니다.' })).toBeVisible();
    await expect(page.getByText('시행일자: 2099년 12월 31일')).toBeVisible();
    await expect(page.getByText(/이전 약관입니다/)).toHaveCount(0);
  });
});

/** The row of /open-info's business table whose header is `header`. */
function openInfoRow(page: Page, header: string) {
  return page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: header, exact: true }) });
}
