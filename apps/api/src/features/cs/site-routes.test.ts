import assert from 'node:assert/strict';
import type { BusinessInfo, CompanyPageAnswer, FaqPage, NoticePage, PartnershipReceipt, PolicyVersions, SiteStatus } from '@shop/contracts';
import { describeEachDatabase, json } from '../../testing/test-server.ts';
import { largeJpeg, SAMPLE_FILES } from '../storage/sample-files.ts';
import { policyVersions } from './content-service.ts';
import { operatorHeaders, postForm, TEST_OPERATOR_TOKEN } from './cs-test-helpers.ts';

describeEachDatabase('company pages, business information, FAQ, notices, policies', (server) => {
  it('answers the business information with the register link of its number', async () => {
    const info = await json<BusinessInfo>(await server().request('/api/site/business-info'));
    assert.equal(info.businessNumber, '214-86-12341');
    assert.equal(info.businessCheckUrl, 'https://www.ftc.go.kr/bizCommPop.do?wrkr_no=2148612341');
    assert.ok(info.mailOrderNumber && info.privacyOfficer && info.hostingProvider && info.representative);
  });

  it('takes the operator\'s business information by its own contract: every legal item required, the number checked, the link derived', async () => {
    const put = (body: unknown, headers: Record<string, string> = operatorHeaders) => server().request('/api/operator/site/business-info', { method: 'PUT', body, headers });
    const original = await json<BusinessInfo>(await server().request('/api/site/business-info'));
    const edit = {
      shopName: '새 스토어', companyName: '새 스토어 주식회사', representative: '박대표', address: '서울특별시 중구 세종대로 1', phone: '02-123-4567', fax: '',
      email: 'cs@new-store.kr', businessNumber: '1248100998', mailOrderNumber: '제2026-서울중구-0007호', privacyOfficer: '최보호', privacyEmail: '',
      hostingProvider: '새호스팅', csPhone: '1588-1234', csHours: '평일 10:00 - 17:00',
    };
    assert.equal((await put(edit, {})).status, 401);
    // The link is the API's: one sent along is dropped.
    const saved = await json<BusinessInfo>(await put({ ...edit, businessCheckUrl: 'https://evil.example/check' }));
    assert.deepEqual(saved, { ...edit, businessNumber: '124-81-00998', businessCheckUrl: 'https://www.ftc.go.kr/bizCommPop.do?wrkr_no=1248100998' });
    assert.deepEqual(await json<BusinessInfo>(await server().request('/api/site/business-info')), saved);
    // The number with its dashes is the same number.
    assert.equal((await json<BusinessInfo>(await put({ ...edit, businessNumber: '214-86-12341' }))).businessNumber, '214-86-12341');

    const refused: [Record<string, unknown>, string][] = [
      [{ ...edit, businessNumber: '1248100999' }, '사업자등록번호를 정확히 입력해 주세요. (000-00-00000)'],
      [{ ...edit, businessNumber: '12-3456' }, '사업자등록번호를 정확히 입력해 주세요. (000-00-00000)'],
      [{ ...edit, mailOrderNumber: '' }, '필수 입력 항목입니다.'],
      [{ ...edit, privacyOfficer: undefined }, '개인정보보호책임자를 입력해 주세요.'],
      [{ ...edit, hostingProvider: '  ' }, '필수 입력 항목입니다.'],
      [{ ...edit, hostingProvider: '\u200b\u3000' }, '필수 입력 항목입니다.'],
      [{ ...edit, companyName: '가'.repeat(101) }, '상호는 100자 이내로 입력해 주세요.'],
      [{ ...edit, email: 'not-an-email' }, '이메일을 이메일 주소 형식으로 입력해 주세요.'],
      [{ ...edit, phone: '전화번호' }, "전화는 숫자와 '-'로 입력해 주세요. (예: 1588-0000)"],
    ];
    for (const [body, message] of refused) assert.equal((await json<{ message: string }>(await put(body), 400)).message, message, message);
    assert.equal((await json<BusinessInfo>(await server().request('/api/site/business-info'))).businessNumber, '214-86-12341');
    // The seeded information back, for the other tests.
    const { businessCheckUrl: _link, ...seeded } = original;
    assert.deepEqual(await json<BusinessInfo>(await put(seeded)), original);
  });

  it('serves the stored company pages; the location adds address, map link and phone; the operator edits them', async () => {
    const location = await json<CompanyPageAnswer>(await server().request('/api/company/pages/location'));
    assert.equal(location.page.title, '오시는 길');
    assert.match(location.location?.mapUrl ?? '', /^https:\/\/map\.naver\.com\/p\/search\/%EC%84%9C%EC%9A%B8/);
    for (const key of ['about', 'brand', 'place', 'union', 'history', 'business', 'certification']) {
      const page = await json<CompanyPageAnswer>(await server().request(`/api/company/pages/${key}`));
      assert.ok(page.page.blocks.length > 0, key);
      assert.equal(page.location, null);
    }
    const edit = { title: '브랜드 이야기', lead: '새 소개', blocks: [{ heading: '원칙', paragraphs: ['하나'], items: [] }] };
    assert.equal((await server().request('/api/operator/company/pages/brand', { method: 'PUT', body: edit })).status, 401);
    await json(await server().request('/api/operator/company/pages/brand', { method: 'PUT', body: edit, headers: operatorHeaders }));
    const brand = await json<CompanyPageAnswer>(await server().request('/api/company/pages/brand'));
    assert.deepEqual([brand.page.title, brand.page.lead, brand.page.blocks], [edit.title, edit.lead, edit.blocks]);
    assert.equal((await json<{ message: string }>(await server().request('/api/company/pages/nope'), 400)).message, '페이지 값이 올바르지 않습니다.');
  });

  it('filters the FAQ by type and by words in the title or answer', async () => {
    const all = await json<FaqPage>(await server().request('/api/faq'));
    assert.ok(all.pagination.totalElements >= 9);
    assert.deepEqual(all.types.map((t) => t.id), ['ORDER', 'DELIVERY', 'CLAIM', 'MEMBER', 'ETC']);
    const delivery = await json<FaqPage>(await server().request('/api/faq?faqType=DELIVERY'));
    assert.ok(delivery.content.length >= 2 && delivery.content.every((f) => f.type === 'DELIVERY' && f.label === '배송'));
    const search = await json<FaqPage>(await server().request(`/api/faq?query=${encodeURIComponent('사업자')}`));
    assert.deepEqual(search.content.map((f) => f.title), ['사업자 회원은 어떻게 신청하나요?']);
    const none = await json<FaqPage>(await server().request(`/api/faq?faqType=ETC&query=${encodeURIComponent('반품')}`));
    assert.equal(none.pagination.totalElements, 0);
    const percent = await json<FaqPage>(await server().request('/api/faq?query=%25'));
    assert.equal(percent.pagination.totalElements, 0);
  });

  it('keeps pinned notices on every page and pages the others newest first', async () => {
    const first = await json<NoticePage>(await server().request('/api/notice?size=5'));
    const second = await json<NoticePage>(await server().request('/api/notice?size=5&page=2'));
    assert.deepEqual(first.pinned.map((n) => n.subject), ['설 연휴 배송 일정 안내', '개인정보처리방침 개정 안내']);
    assert.deepEqual(second.pinned, first.pinned);
    assert.equal(first.pagination.totalElements, 14);
    assert.equal(first.content[0]?.subject, '세일즈온 스토어 소식 14호');
    assert.equal(second.content[0]?.subject, '세일즈온 스토어 소식 9호');
    assert.ok(first.content.every((n) => n.noticeFlag === 'N'));
  });

  it('lists every policy version with its effective date and answers the one asked for', async () => {
    const current = await json<PolicyVersions>(await server().request('/api/policy/terms-of-service'));
    assert.deepEqual(current.versions.map((v) => [v.effectiveDate, v.current, v.upcoming]), [['20260101', true, false], ['20250301', false, false]]);
    assert.equal(current.selected.effectiveDate, '20260101');
    const old = await json<PolicyVersions>(await server().request(`/api/policy/terms-of-service?versionId=${current.versions[1]!.id}`));
    assert.equal(old.selected.document.summary, '시행일자: 2025년 3월 1일');
    const articles = (v: PolicyVersions) => v.selected.document.chapters.flatMap((c) => c.articles).length;
    assert.equal(articles(old), articles(current) - 1);
    assert.equal((await server().request(`/api/policy/privacy-policy?versionId=${current.versions[1]!.id}`)).status, 404);
    // A version that takes effect later is listed but not in force yet.
    const future = { effectiveDate: '20991231', document: { ...current.selected.document, summary: '시행일자: 2099년 12월 31일' } };
    await json(await server().request('/api/operator/policy/terms-of-service', { method: 'POST', body: future, headers: operatorHeaders }));
    const later = await json<PolicyVersions>(await server().request('/api/policy/terms-of-service'));
    assert.deepEqual(later.versions.map((v) => [v.effectiveDate, v.current, v.upcoming]), [['20991231', false, true], ['20260101', true, false], ['20250301', false, false]]);
    assert.equal(later.selected.effectiveDate, '20260101');
    const announced = await json<PolicyVersions>(await server().request(`/api/policy/terms-of-service?versionId=${later.versions[0]!.id}`));
    assert.equal(announced.selected.document.summary, '시행일자: 2099년 12월 31일');
    // Before any version is in force, none is current: the earliest announced one is shown, as upcoming.
    const early = await policyVersions(server().app.database.db, 'terms-of-service', undefined, Date.UTC(2020, 0, 1));
    assert.deepEqual(early.versions.map((v) => [v.effectiveDate, v.current, v.upcoming]), [['20991231', false, true], ['20260101', false, true], ['20250301', false, true]]);
    assert.equal(early.selected.effectiveDate, '20250301');
    assert.equal((await server().request('/api/operator/policy/terms-of-service', { method: 'POST', body: future, headers: operatorHeaders })).status, 409);
    const noDay = await json<{ message: string }>(await server().request('/api/operator/policy/terms-of-service', { method: 'POST', body: { ...future, effectiveDate: '20271301' }, headers: operatorHeaders }), 400);
    assert.equal(noDay.message, '시행일 값이 올바르지 않습니다.');
  });

  it('stores a partnership inquiry with its file and consent, refusing a missing consent or a file over 10 MB', async () => {
    const fields = { companyName: '수건상회', managerName: '박담당', phone: '010-2222-3333', email: 'sales@towel.kr', homepage: 'https://towel.kr', products: '호텔 수건', privacyAgreed: 'Y' };
    const receipt = await json<PartnershipReceipt>(await postForm(server(), '/api/store-inquiry', fields, [['file', '소개서.pdf', SAMPLE_FILES.pdf]]));
    assert.match(receipt.receiptCode, /^P[2-9A-Z]{10}$/);
    const row = await server().app.database.db.selectFrom('partnershipInquiries').selectAll().where('receiptCode', '=', receipt.receiptCode).executeTakeFirstOrThrow();
    assert.deepEqual([row.companyName, row.fileName, row.email], ['수건상회', '소개서.pdf', 'sales@towel.kr']);
    assert.deepEqual((await server().app.storage.read(row.storageKey ?? ''))?.bytes, SAMPLE_FILES.pdf);
    const noConsent = await json<{ message: string }>(await postForm(server(), '/api/store-inquiry', { ...fields, privacyAgreed: 'N' }), 400);
    assert.equal(noConsent.message, '개인정보 수집 및 이용에 동의해 주세요.');
    const big = await json<{ message: string }>(await postForm(server(), '/api/store-inquiry', fields, [['file', 'big.jpg', largeJpeg(10 * 1024 * 1024 + 1)]]), 413);
    assert.equal(big.message, '파일 크기는 10MB 이하만 올릴 수 있습니다. (big.jpg)');
    const two = await json<{ message: string }>(await postForm(server(), '/api/store-inquiry', fields, [['file', 'a.pdf', SAMPLE_FILES.pdf], ['file', 'b.pdf', SAMPLE_FILES.pdf]]), 400);
    assert.equal(two.message, '첨부 파일은 최대 1개까지 올릴 수 있습니다.');
    const bmp = await json<{ message: string }>(await postForm(server(), '/api/store-inquiry', fields, [['file', 'a.bmp', SAMPLE_FILES.bmp]]), 415);
    assert.equal(bmp.message, 'jpg, gif, png, pdf 파일만 올릴 수 있습니다. (a.bmp)');
    const rows = await server().app.database.db.selectFrom('partnershipInquiries').select('id').execute();
    assert.equal(rows.length, 1);
  });

  it('answers every call but health, status and the operator\'s with 503 while maintenance is on', async () => {
    const on = await json<SiteStatus>(await server().request('/api/operator/maintenance', { method: 'POST', headers: operatorHeaders, body: { maintenance: true, message: '', until: '20261201060000' } }));
    assert.equal(on.maintenance, true);
    try {
      const blocked = await json<{ code: string; message: string }>(await server().request('/api/faq'), 503);
      assert.deepEqual([blocked.code, blocked.message], ['MAINTENANCE', '서비스 점검 중입니다. 잠시 후 다시 이용해 주세요.']);
      assert.equal((await json<SiteStatus>(await server().request('/api/site/status'))).maintenance, true);
      assert.equal((await server().request('/healthz')).status, 200);
      // What the maintenance page and the shell's chrome around it read.
      for (const path of ['/api/site/business-info', '/api/category', '/api/common/gnb-list', '/api/search/info', '/api/display/top-banner', '/api/cart/count']) {
        assert.equal((await server().request(path)).status, 200, path);
      }
      assert.equal((await server().request('/api/operator/inquiries', { headers: operatorHeaders })).status, 200);
      // Every operator call answers, wherever it lives (visit counts, the messenger's record); without the token they wait.
      const visits = '/api/ops/visits?visitorId=2f1c3a4e-5b6d-4e7f-8a9b-0c1d2e3f4a5b';
      for (const path of [visits, '/api/ops/messenger-messages']) {
        assert.equal((await server().request(path, { headers: operatorHeaders })).status, 200, path);
        assert.equal((await server().request(path)).status, 503, path);
        assert.equal((await server().request(path, { headers: { 'x-operator-token': 'not-the-operator-token' } })).status, 503, path);
      }
    } finally {
      await json(await server().request('/api/operator/maintenance', { method: 'POST', headers: operatorHeaders, body: { maintenance: false } }));
    }
    assert.equal((await server().request('/api/faq')).status, 200);
    assert.equal((await json<SiteStatus>(await server().request('/api/site/status'))).maintenance, false);
  });
}, { overrides: { operatorToken: TEST_OPERATOR_TOKEN } });

describeEachDatabase('operator calls without a configured token', (server) => {
  it('do not exist', async () => {
    const response = await server().request('/api/operator/maintenance', { method: 'POST', body: { maintenance: true }, headers: { 'x-operator-token': '' } });
    assert.equal(response.status, 404);
    assert.equal((await json<SiteStatus>(await server().request('/api/site/status'))).maintenance, false);
  });
});
