import assert from 'node:assert/strict';
import type { Faq, FaqPage, Notice, NoticePage } from '@shop/contracts';
import { describeEachDatabase, json } from '../../testing/test-server.ts';
import { operatorHeaders, TEST_OPERATOR_TOKEN } from './cs-test-helpers.ts';

const FAQ = { faqType: 'DELIVERY', title: '해외 배송도 되나요?', content: '현재는 국내 배송만 합니다.', ordering: 0 };
const NOTICE = { subject: '고객센터 운영 시간 변경 안내', content: '평일 09:00 - 18:00\n점심시간 12:00 - 13:00', link: '/customer/faqs', noticeFlag: 'N' };

describeEachDatabase('operator content: FAQ and notices', (server) => {
  const send = (method: string, path: string, body?: unknown, headers: Record<string, string> = operatorHeaders) => server().request(path, { method, headers, body });

  it('adds, edits and removes an FAQ entry; visitors see each change', async () => {
    assert.equal((await send('POST', '/api/operator/faqs', FAQ, {})).status, 401);
    const created = await json<Faq>(await send('POST', '/api/operator/faqs', FAQ));
    assert.deepEqual([created.type, created.label, created.title], ['DELIVERY', '배송', FAQ.title]);
    // ordering 0 puts it before the seeded entries (1…).
    const delivery = await json<FaqPage>(await server().request('/api/faq?faqType=DELIVERY'));
    assert.equal(delivery.content[0]?.title, FAQ.title);

    const edited = await json<Faq>(await send('PUT', `/api/operator/faqs/${created.id}`, { ...FAQ, faqType: 'ETC', title: '해외로도 보내 주나요?' }));
    assert.deepEqual([edited.type, edited.label, edited.title], ['ETC', '기타', '해외로도 보내 주나요?']);
    const found = await json<FaqPage>(await server().request(`/api/faq?query=${encodeURIComponent('해외로도')}`));
    assert.deepEqual(found.content.map((f) => [f.id, f.type]), [[created.id, 'ETC']]);

    assert.deepEqual(await json(await send('DELETE', `/api/operator/faqs/${created.id}`)), { status: 'OK' });
    assert.equal((await json<FaqPage>(await server().request(`/api/faq?query=${encodeURIComponent('해외로도')}`))).pagination.totalElements, 0);
    assert.equal((await json<{ code: string }>(await send('DELETE', `/api/operator/faqs/${created.id}`), 404)).code, 'CONTENT_NOT_FOUND');
    assert.equal((await send('PUT', `/api/operator/faqs/${created.id}`, FAQ)).status, 404);
  });

  it('refuses an FAQ entry without a title, of an unknown type or too long, in Korean', async () => {
    const missing = await json<{ message: string }>(await send('POST', '/api/operator/faqs', { ...FAQ, title: '' }), 400);
    assert.equal(missing.message, '필수 입력 항목입니다.');
    const blank = await json<{ message: string }>(await send('POST', '/api/operator/faqs', { ...FAQ, title: ' \u200b ' }), 400);
    assert.equal(blank.message, '필수 입력 항목입니다.');
    const type = await json<{ message: string }>(await send('POST', '/api/operator/faqs', { ...FAQ, faqType: 'NOPE' }), 400);
    assert.equal(type.message, 'FAQ 유형 값이 올바르지 않습니다.');
    const long = await json<{ message: string }>(await send('POST', '/api/operator/faqs', { ...FAQ, content: '가'.repeat(4001) }), 400);
    assert.match(long.message, /^내용은 4000자/);
  });

  it('publishes a notice at the top, pins and unpins it, and removes it', async () => {
    const before = await json<NoticePage>(await server().request('/api/notice'));
    const created = await json<Notice>(await send('POST', '/api/operator/notices', NOTICE));
    assert.deepEqual([created.noticeFlag, created.subject, created.link], ['N', NOTICE.subject, '/customer/faqs']);
    const listed = await json<NoticePage>(await server().request('/api/notice'));
    assert.equal(listed.content[0]?.noticeId, created.noticeId);
    assert.equal(listed.pagination.totalElements, before.pagination.totalElements + 1);

    const pinned = await json<Notice>(await send('PUT', `/api/operator/notices/${created.noticeId}`, { ...NOTICE, noticeFlag: 'Y' }));
    assert.equal(pinned.createdDate, created.createdDate);
    const withPin = await json<NoticePage>(await server().request('/api/notice?page=2&size=5'));
    assert.ok(withPin.pinned.some((n) => n.noticeId === created.noticeId));
    assert.ok(!withPin.content.some((n) => n.noticeId === created.noticeId));
    assert.equal(withPin.pagination.totalElements, before.pagination.totalElements);

    await json(await send('PUT', `/api/operator/notices/${created.noticeId}`, { ...NOTICE, noticeFlag: 'N', subject: '운영 시간 안내' }));
    const unpinned = await json<NoticePage>(await server().request('/api/notice'));
    assert.ok(!unpinned.pinned.some((n) => n.noticeId === created.noticeId));
    assert.equal(unpinned.content[0]?.subject, '운영 시간 안내');

    assert.deepEqual(await json(await send('DELETE', `/api/operator/notices/${created.noticeId}`)), { status: 'OK' });
    assert.equal((await json<NoticePage>(await server().request('/api/notice'))).pagination.totalElements, before.pagination.totalElements);
    assert.equal((await send('PUT', `/api/operator/notices/${created.noticeId}`, NOTICE)).status, 404);
  });

  it('refuses a notice without a subject, with a foreign-looking link or a wrong pin flag, in Korean', async () => {
    const subject = await json<{ message: string }>(await send('POST', '/api/operator/notices', { ...NOTICE, subject: '' }), 400);
    assert.equal(subject.message, '필수 입력 항목입니다.');
    for (const link of ['javascript:alert(1)', '//evil.example', 'ftp://x', '/\\evil.example', '/\t/evil.example', '\\\\evil.example', 'https://good.example@evil.example', 'data:text/html,x']) {
      const refused = await json<{ message: string }>(await send('POST', '/api/operator/notices', { ...NOTICE, link }), 400);
      assert.equal(refused.message, '링크는 http:// 또는 https:// 로 시작하거나 / 로 시작하는 사이트 안의 주소여야 합니다.', link);
    }
    const flag = await json<{ message: string }>(await send('POST', '/api/operator/notices', { ...NOTICE, noticeFlag: 'X' }), 400);
    assert.equal(flag.message, '공지 고정 여부 값이 올바르지 않습니다.');
    assert.equal((await send('POST', '/api/operator/notices', NOTICE, { 'x-operator-token': 'wrong' })).status, 401);
  });
}, { overrides: { operatorToken: TEST_OPERATOR_TOKEN } });
