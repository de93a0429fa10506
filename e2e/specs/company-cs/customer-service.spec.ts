import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test, waitForHydration } from '../../fixtures/index.ts';
import { DEMO_MEMBER } from '../../fixtures/auth-util.ts';
import { PNG_PIXEL } from '../../fixtures/mypage-util.ts';

// Company, customer service, terms, maintenance and the business area, through the real stack. Operator
// calls on personal data go straight to the API with the e2e stack's OPERATOR_TOKEN (scripts/e2e-stack.ts); calls
// that change public pages go through the shell (operator-content.spec.ts), whose page cache then drops them.

const API = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 3100) + 1000}`;
const OPERATOR = { 'x-operator-token': process.env.OPERATOR_TOKEN ?? 'e2e-operator-token-0123456789' };
// A picture that decodes: the API re-encodes pictures and refuses one that only starts like a PNG.
const PNG = PNG_PIXEL.buffer;
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

async function logInThroughGuard(page: Page, path: string, loginId: string): Promise<void> {
  await page.goto(path);
  await expect(page).toHaveURL(/\/auth\/login\?redirect=/);
  await waitForHydration(page);
  await page.getByLabel('아이디', { exact: true }).fill(loginId);
  await page.getByLabel('비밀번호', { exact: true }).fill(DEMO_MEMBER.password);
  await page.getByRole('button', { name: '로그인', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${path.replace(/\//g, '\\/')}$`));
}

/** Year to minute of an instant in Asia/Seoul, as the first 12 of the spec's 14 digits. */
function seoulMinute(instant: number): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Seoul', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
      .formatToParts(new Date(instant))
      .map((part) => [part.type, part.value]),
  );
  return `${parts.year}${parts.month}${parts.day}${parts.hour}${parts.minute}`;
}

/** The body rows of the table captioned `caption`, as the text of their cells. */
function tableRows(page: Page, caption: string): Promise<string[][]> {
  return page
    .getByRole('table', { name: caption })
    .locator('tbody tr')
    .evaluateAll((rows) => rows.map((row) => Array.from((row as HTMLTableRowElement).cells, (cell) => cell.textContent ?? '')));
}

async function setMaintenance(request: APIRequestContext, maintenance: boolean): Promise<void> {
  const response = await request.post(`${API}/api/operator/maintenance`, { headers: OPERATOR, data: { maintenance, message: '', until: '20991231060000' } });
  expect(response.status()).toBe(200);
}

test.describe('Customer service', () => {
  test('a member writes a 1:1 inquiry with a picture, the operator answers it, the member sees the answer', async ({ page, request }) => {
    const subject = `배송 문의 ${Date.now()}`;
    await logInThroughGuard(page, '/customer/inquiries', DEMO_MEMBER.loginId);
    await waitForHydration(page);
    await page.getByRole('button', { name: '1:1문의 작성하기' }).click();
    await page.getByLabel('문의 유형').selectOption('DELIVERY');
    await page.getByLabel('제목').fill(subject);
    await page.getByLabel('내용', { exact: true }).fill('주문한 상품이 아직 오지 않았어요.');
    await page.getByLabel('사진/파일 첨부').setInputFiles({ name: '송장.png', mimeType: 'image/png', buffer: PNG });
    await expect(page.getByRole('button', { name: '송장.png 첨부 취소' })).toBeVisible();
    await page.getByRole('button', { name: '저장' }).click();
    await expect(page.getByText('문의가 등록되었습니다.')).toBeVisible();
    const item = page.getByTestId('inquiry').filter({ hasText: subject });
    await expect(item.getByText('답변대기')).toBeVisible();

    const waiting = (await (await request.get(`${API}/api/operator/inquiries`, { headers: OPERATOR })).json()) as { list: { id: number; subject: string }[] };
    const inquiry = waiting.list.find((i) => i.subject === subject);
    expect(inquiry).toBeTruthy();
    const answered = await request.post(`${API}/api/operator/inquiries/${inquiry?.id}/answer`, { headers: OPERATOR, data: { answer: '오늘 출고되었습니다. 불편을 드려 죄송합니다.' } });
    expect(answered.status()).toBe(200);

    await page.reload();
    const after = page.getByTestId('inquiry').filter({ hasText: subject });
    await expect(after.getByText('답변완료')).toBeVisible();
    await after.locator('summary').click();
    await expect(after.getByText('오늘 출고되었습니다. 불편을 드려 죄송합니다.')).toBeVisible();
    const href = await after.getByRole('link', { name: '송장.png' }).getAttribute('href');
    const file = await page.request.get(href ?? '');
    expect(file.status()).toBe(200);
    expect(file.headers()['content-type']).toBe('image/png');
    // Nobody else gets the attachment.
    expect((await request.get(`${API}${href}`)).status()).toBe(401);
  });

  test('the partnership form asks for the privacy consent and confirms the stored inquiry with its receipt', async ({ page }) => {
    await page.goto('/customer/partnership');
    await waitForHydration(page);
    await page.getByLabel('업체명').fill('수건상회');
    await page.getByLabel('담당자명').fill('박담당');
    await page.getByLabel('연락처').fill('010-2222-3333');
    await page.getByLabel('이메일').fill('sales@towel.kr');
    await page.getByLabel('판매하고자 하는 제품').fill('호텔 수건과 욕실 매트');
    await page.getByLabel('회사/제품 소개서').setInputFiles({ name: '소개서.pdf', mimeType: 'application/pdf', buffer: PDF });
    await page.getByRole('button', { name: '문의하기' }).click();
    // Field-level: the message sits under the field it is about.
    await expect(page.getByText('개인정보 수집 및 이용에 동의해 주세요.')).toBeVisible();
    await page.getByLabel('개인정보 수집 및 이용에 동의합니다.').check();
    await page.getByRole('button', { name: '문의하기' }).click();
    await expect(page.getByRole('heading', { name: '입점문의가 접수되었습니다.' })).toBeVisible();
    await expect(page.getByText(/접수번호 P[2-9A-Z]{10}/)).toBeVisible();
  });

  test('the terms switch to a past version with its effective date', async ({ page }) => {
    await page.goto('/terms/privacy-policy');
    await waitForHydration(page);
    await expect(page.getByText('시행일자: 2026년 1월 1일')).toBeVisible();
    await page.getByLabel('시행일 선택').selectOption({ label: '2025-03-01 시행' });
    await page.getByRole('button', { name: '보기' }).click();
    await expect(page).toHaveURL(/\/terms\/privacy-policy\?version=\d+$/);
    await expect(page.getByText('2025-03-01부터 시행된 이전 약관입니다.')).toBeVisible();
    await expect(page.getByText('시행일자: 2025년 3월 1일')).toBeVisible();
    // The past version is an address of its own: loading it directly shows the same.
    await page.reload();
    await expect(page.getByText('시행일자: 2025년 3월 1일')).toBeVisible();
  });

  test('FAQ filters by type and words; notices keep the pinned ones first', async ({ page }) => {
    await page.goto('/customer/faqs');
    await waitForHydration(page);
    await page.getByLabel('FAQ 유형').selectOption('MEMBER');
    await page.getByLabel('FAQ 검색어').fill('사업자');
    await page.getByRole('button', { name: '조회' }).click();
    await expect(page).toHaveURL(/faqType=MEMBER&query=/);
    await expect(page.getByText('총 1건')).toBeVisible();
    await page.getByText('[회원] 사업자 회원은 어떻게 신청하나요?').click();
    await expect(page.getByText(/사업자등록증을 올려 주세요/)).toBeVisible();
    await page.goto('/customer/notices?page=2');
    await expect(page.locator('.cs-accordion__item').first()).toContainText('설 연휴 배송 일정 안내');
  });
});

test.describe('Maintenance', () => {
  test('every visitor is sent to /maintenance while it is on; health and operator calls still answer', async ({ page, request }) => {
    await setMaintenance(request, true);
    try {
      // The shell asks the API at most every 2 seconds: its document answers turn into redirects within that.
      await expect.poll(async () => (await request.get('/company/about', { maxRedirects: 0 })).headers().location, { timeout: 10_000 }).toBe('/maintenance');
      await page.goto('/items/P1001');
      await expect(page).toHaveURL(/\/maintenance$/);
      await expect(page.getByRole('heading', { name: '서비스 점검 중입니다' })).toBeVisible();
      await expect(page.getByText('점검 종료 예정: 2099-12-31 06:00')).toBeVisible();
      expect((await request.get(`${API}/api/faq`)).status()).toBe(503);
      expect((await request.get(`${API}/healthz`)).status()).toBe(200);
      expect((await request.get('/healthz')).status()).toBe(200);
      expect((await request.get(`${API}/api/operator/inquiries`, { headers: OPERATOR })).status()).toBe(200);
      // Every call with the operator token answers, wherever it lives; without the token it waits.
      for (const path of ['/api/ops/visits?visitorId=2f1c3a4e-5b6d-4e7f-8a9b-0c1d2e3f4a5b', '/api/ops/messenger-messages']) {
        expect((await request.get(`${API}${path}`, { headers: OPERATOR })).status(), path).toBe(200);
        expect((await request.get(`${API}${path}`)).status(), path).toBe(503);
      }
      // The maintenance document itself says the shop is unavailable for now, and still shows the notice.
      const document = await request.get('/maintenance');
      expect(document.status()).toBe(503);
      expect(Number(document.headers()['retry-after'])).toBeGreaterThan(0);
      expect(await document.text()).toContain('서비스 점검 중입니다');
    } finally {
      await setMaintenance(request, false);
    }
    // Once it is off the page answers 200 and says the shop runs as usual.
    await expect.poll(async () => (await request.get('/maintenance')).status(), { timeout: 10_000 }).toBe(200);
    // The shell asks again after at most 2 seconds.
    await expect(async () => {
      await page.goto('/company/about');
      await expect(page).toHaveURL(/\/company\/about$/);
    }).toPass({ timeout: 10_000 });
    await expect(page.getByRole('heading', { level: 1, name: '회사소개' })).toBeVisible();
  });
});

test.describe('Business area', () => {
  test('a member applies with a licence, the operator approves, the member asks a tax invoice for a paid order, the operator issues it', async ({ page, request }) => {
    await logInThroughGuard(page, '/business/apply', 'biz01');
    await waitForHydration(page);
    await page.getByLabel('상호(법인명)').fill('한사업상사');
    await page.getByLabel('대표자명').fill('한사업');
    await page.getByLabel('사업자등록번호').fill('1248100999');
    await page.getByLabel('업태').fill('도소매');
    await page.getByLabel('종목').fill('생활용품');
    await page.getByLabel('사업자등록증').setInputFiles({ name: '사업자등록증.pdf', mimeType: 'application/pdf', buffer: PDF });
    await page.getByRole('button', { name: '신청하기' }).click();
    await expect(page.getByLabel('사업자등록번호')).toHaveAccessibleDescription(/^사업자등록번호를 '-'없이 정확히 입력해주세요\./);
    await page.getByLabel('사업자등록번호').fill('1248100998');
    await page.getByRole('button', { name: '신청하기' }).click();
    await expect(page.getByText('사업자 회원 신청이 접수되어 심사 중입니다.', { exact: false })).toBeVisible();

    const pending = (await (await request.get(`${API}/api/operator/business`, { headers: OPERATOR })).json()) as { list: { memberId: number; loginId: string }[] };
    const application = pending.list.find((p) => p.loginId === 'biz01');
    expect(application).toBeTruthy();
    expect((await request.post(`${API}/api/operator/business/${application?.memberId}`, { headers: OPERATOR, data: { decision: 'APPROVED' } })).status()).toBe(200);

    // No new login: the shell reads the member again when the business area asks, and the approval is there.
    await page.goto('/business');
    await expect(page).toHaveURL(/\/business$/);
    await expect(page.getByRole('heading', { level: 1, name: '사업자 회원' })).toBeVisible();
    await expect(page.getByText('124-81-00998')).toBeVisible();
    await waitForHydration(page);
    const row = page.getByRole('row').filter({ hasText: 'OBIZDEMO000000001' });
    await row.getByLabel('OBIZDEMO000000001 세금계산서 받을 이메일').fill('tax@biz.kr');
    await row.getByRole('button', { name: '세금계산서 신청' }).click();
    await expect(row.getByTestId('tax-invoice')).toContainText('발행요청');
    await row.getByRole('button', { name: 'OBIZDEMO000000001 다시 담기' }).click();
    await expect(page.getByText('장바구니에 담았습니다.')).toBeVisible();

    // The operator issues the 세금계산서 with its date and 국세청 approval number; the member sees 발행완료.
    const requested = (await (await request.get(`${API}/api/operator/tax-invoices`, { headers: OPERATOR })).json()) as { list: { orderCode: string; companyName: string }[] };
    expect(requested.list.find((r) => r.orderCode === 'OBIZDEMO000000001')?.companyName).toBe('한사업상사');
    const issue = (data: unknown) => request.post(`${API}/api/operator/tax-invoices/OBIZDEMO000000001/issue`, { headers: OPERATOR, data });
    const refused = await issue({ issueDate: '20260112', approvalNumber: '12345' });
    expect(refused.status()).toBe(400);
    expect(((await refused.json()) as { message: string }).message).toBe('승인번호는 국세청 승인번호 형식(00000000-00000000-00000000)으로 입력해 주세요.');
    expect((await issue({ issueDate: '20260112', approvalNumber: '20260112-41000000-00000123' })).status()).toBe(200);
    await page.reload();
    const issued = page.getByRole('row').filter({ hasText: 'OBIZDEMO000000001' });
    await expect(issued.getByTestId('tax-invoice')).toContainText('발행완료');
    await expect(issued.getByTestId('tax-invoice-issued')).toHaveText('발행일 2026-01-12 · 승인번호 20260112-41000000-00000123');
  });

  test('a member who is not a business member is sent from /business to the application', async ({ page }) => {
    await logInThroughGuard(page, '/customer/inquiries', DEMO_MEMBER.loginId);
    await page.goto('/business');
    await expect(page).toHaveURL(/\/business\/apply$/);
  });
});

test.describe('Other pages', () => {
  test('/open-info, /app/permission, /_guide and the unindexed test pages render', async ({ page }) => {
    await page.goto('/open-info');
    await expect(page.getByRole('rowheader', { name: '통신판매업 신고번호' })).toBeVisible();
    await expect(page.getByRole('link', { name: /사업자정보확인/ }).first()).toHaveAttribute('href', /ftc\.go\.kr/);
    await page.goto('/app/permission');
    await expect(page.getByRole('heading', { level: 1, name: '앱 접근 권한 안내' })).toBeVisible();
    await page.goto('/_guide');
    await expect(page.getByRole('heading', { level: 1, name: 'UI 가이드' })).toBeVisible();
    await expect(page.getByRole('tab', { name: '첫째 탭' }).first()).toBeVisible();
    // /test/dayjs: now in Asia/Seoul, as the spec's 14 digits, shown and as ISO with +09:00, and 14-digit samples parsed.
    const before = seoulMinute(Date.now());
    await page.goto('/test/dayjs');
    const wire = (await page.getByTestId('seoul-wire').textContent()) ?? '';
    expect(wire).toMatch(/^\d{14}$/);
    expect([before, seoulMinute(Date.now())]).toContain(wire.slice(0, 12));
    const [, y, mo, d, h, mi, se] = /^(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})$/.exec(wire) ?? [];
    await expect(page.getByTestId('seoul-shown')).toHaveText(`${y}-${mo}-${d} ${h}:${mi}:${se}`);
    await expect(page.getByTestId('seoul-iso')).toHaveText(`${y}-${mo}-${d}T${h}:${mi}:${se}+09:00`);
    expect(await tableRows(page, '14자리 → 표시')).toEqual([['20260101000000', '2026-01-01 00:00:00'], ['20261231235959', '2026-12-31 23:59:59'], ['20250301', '2025-03-01']]);

    // /test/utils: what the shared formatting and checking helpers give for their samples.
    await page.goto('/test/utils');
    expect(await tableRows(page, '금액 표시')).toEqual([
      ['0', '0원 / 0 / 0P'], ['1000', '1,000원 / 1,000 / 1,000P'], ['1234567', '1,234,567원 / 1,234,567 / 1,234,567P'], ['-500', '-500원 / -500 / -500P'],
    ]);
    expect(await tableRows(page, '휴대폰번호 검사')).toEqual([
      ['010-1234-5678', '올바름 (01012345678)'], ['02-123-4567', '올바름 (021234567)'], ['0505-123456', '올바름 (0505123456)'], ['010-123-456', '올바르지 않음 (010123456)'],
    ]);
    expect(await tableRows(page, '사업자등록번호 검사')).toEqual([['1248100998', '올바름'], ['1248100999', '올바르지 않음'], ['2148612341', '올바름']]);
    expect(await tableRows(page, '화면 표시 형식')).toEqual([['20260101093005', '2026-01-01 09:30:05'], ['20251231235959', '2025-12-31 23:59:59']]);

    // The robots meta is in the server's head, where crawlers read it; ordinary pages have none.
    for (const path of ['/test/dayjs', '/test/utils', '/_guide']) {
      const head = (await (await page.request.get(path)).text()).split('</head>')[0] ?? '';
      expect(head, path).toContain('<meta name="robots" content="noindex, nofollow">');
    }
    expect((await (await page.request.get('/open-info')).text()).split('</head>')[0]).not.toContain('name="robots"');
  });
});
