import assert from 'node:assert/strict';
import type { ItemCard, MyGrade, MyItemInquiry, Page } from '@shop/contracts';
import { toSeoulTimestamp } from '../../lib/dates.ts';
import { createMember } from '../../testing/order-helpers.ts';
import { describeEachDatabase, json } from '../../testing/test-server.ts';

describeEachDatabase('my page activity', (server) => {
  const db = () => server().app.database.db;

  it('keeps recently viewed items per member: merged most recent first, newest 20, deletable, unknown ids ignored', async () => {
    const m = await createMember(server());
    const other = await createMember(server());
    const post = (path: string, body: unknown, headers = m.headers) => server().request(path, { method: 'POST', body, headers });
    const ids = (await db().selectFrom('items').select('id').orderBy('id').limit(23).execute()).map((r) => r.id);
    await json(await post('/api/mypage/recent-items', { itemIds: [ids[0], ids[1]] }));
    const merged = await json<{ list: ItemCard[] }>(await post('/api/mypage/recent-items', { itemIds: [ids[2], ids[0], 2_000_000_000] }));
    assert.deepEqual(merged.list.map((c) => c.itemId), [ids[2], ids[0], ids[1]]);
    await json(await post('/api/mypage/recent-items', { itemIds: ids.slice(3, 23) }));
    const full = await json<{ list: ItemCard[] }>(await server().request('/api/mypage/recent-items', { headers: m.headers }));
    assert.equal(full.list.length, 20);
    assert.equal(full.list[0]?.itemId, ids[3]);
    assert.equal(full.list.some((c) => c.itemId === ids[1]), false);
    await json(await post('/api/mypage/recent-items/delete', { itemIds: [ids[3]] }));
    assert.equal((await json<{ list: ItemCard[] }>(await server().request('/api/mypage/recent-items', { headers: m.headers }))).list[0]?.itemId, ids[4]);
    assert.deepEqual((await json<{ list: ItemCard[] }>(await server().request('/api/mypage/recent-items', { headers: other.headers }))).list, []);
  });

  it('lists my item questions with answers and deletes only unanswered ones of mine', async () => {
    const m = await createMember(server());
    const other = await createMember(server());
    const member = await db().selectFrom('members').select('loginId').where('id', '=', m.id).executeTakeFirstOrThrow();
    const item = await db().selectFrom('items').select('id').orderBy('id').executeTakeFirstOrThrow();
    const at = toSeoulTimestamp(Date.now());
    const base = { itemId: item.id, memberId: m.id, writerLoginId: member.loginId, qnaGroup: 'ITEM', secretFlag: 'N' as const, createdAt: at };
    const open = await db().insertInto('itemInquiries').values({ ...base, subject: 'Size?', question: 'Which size?', answer: null, answeredAt: null }).returning('id').executeTakeFirstOrThrow();
    const done = await db().insertInto('itemInquiries').values({ ...base, subject: 'Color?', question: 'Red?', answer: 'Yes', answeredAt: at }).returning('id').executeTakeFirstOrThrow();
    const list = await json<Page<MyItemInquiry>>(await server().request('/api/qna/item-inquiry', { headers: m.headers }));
    assert.equal(list.content.length, 2);
    assert.deepEqual(list.content.find((q) => q.id === done.id)?.answer?.answer, 'Yes');
    const del = (id: number, headers: Record<string, string>) => server().request('/api/qna/delete-item-inquiry', { method: 'POST', body: { id }, headers });
    assert.equal((await json<{ code: string }>(await del(open.id, other.headers), 404)).code, 'INQUIRY_NOT_FOUND');
    assert.equal((await json<{ code: string }>(await del(done.id, m.headers), 409)).code, 'INQUIRY_ANSWERED');
    await json(await del(open.id, m.headers));
    assert.deepEqual((await json<Page<MyItemInquiry>>(await server().request('/api/qna/item-inquiry', { headers: m.headers }))).content.map((q) => q.id), [done.id]);
    // The type filter of my page's list.
    const delivery = await db().insertInto('itemInquiries').values({ ...base, qnaGroup: 'DELIVERY', subject: 'When?', question: 'Arrives when?', answer: null, answeredAt: null }).returning('id').executeTakeFirstOrThrow();
    const only = await json<Page<MyItemInquiry>>(await server().request('/api/qna/item-inquiry?qnaGroup=DELIVERY', { headers: m.headers }));
    assert.deepEqual(only.content.map((q) => [q.id, q.label]), [[delivery.id, '배송']]);
    assert.equal(only.pagination.totalElements, 1);
    assert.equal((await json<Page<MyItemInquiry>>(await server().request('/api/qna/item-inquiry?qnaGroup=', { headers: m.headers }))).content.length, 2);
  });

  it('grades by confirmed purchases with the progress to the next grade', async () => {
    const m = await createMember(server());
    const grade = await json<MyGrade>(await server().request('/api/mypage/grade', { headers: m.headers }));
    assert.deepEqual([grade.userLevel.levelName, grade.totalPurchase, grade.nextLevel], ['일반', 0, { levelName: '실버', remaining: 200_000 }]);
    assert.equal(grade.list.length, 4);
  });
});

describeEachDatabase('my page profile', (server) => {
  it('opens the profile only after the password is re-checked, and saves what the member may change', async () => {
    const { db } = server().app.database;
    const { hashPassword } = await import('../auth/password.ts');
    const m = await createMember(server());
    await db.updateTable('members').set({ passwordHash: await hashPassword('Right!2345678') }).where('id', '=', m.id).execute();
    const post = (path: string, body: unknown, headers = m.headers) => server().request(path, { method: 'POST', body, headers });
    assert.deepEqual(await json(await server().request('/api/mypage/profile', { headers: m.headers })), { passwordRequired: true, profile: null });
    assert.equal((await json<{ message: string }>(await post('/api/mypage/verify-password', { password: 'Wrong!2345678' }), 400)).message, '비밀번호가 일치하지 않습니다.');
    const { verifyToken } = await json<{ verifyToken: string }>(await post('/api/mypage/verify-password', { password: 'Right!2345678' }));
    const { profile } = await json<{ profile: { loginId: string; socialFlag: string } }>(await server().request(`/api/mypage/profile?verifyToken=${encodeURIComponent(verifyToken)}`, { headers: m.headers }));
    assert.equal(profile.socialFlag, 'N');
    const other = await createMember(server());
    assert.equal((await json<{ profile: unknown }>(await server().request(`/api/mypage/profile?verifyToken=${encodeURIComponent(verifyToken)}`, { headers: other.headers }))).profile, null);
    const saved = await json<{ email: string; birthday: string; receiveSms: string }>(await post('/api/mypage/profile', { verifyToken, email: 'new@example.com', birthday: '19900131', gender: 'F', receiveSms: 'Y', receiveEmail: 'N' }));
    assert.deepEqual([saved.email, saved.birthday, saved.receiveSms], ['new@example.com', '19900131', 'Y']);
    // One format, sign-up's yyyyMMdd: the old dashed form and impossible dates are refused.
    assert.equal((await post('/api/mypage/profile', { verifyToken, email: 'new@example.com', birthday: '1990-01-31' })).status, 400);
    assert.equal((await json<{ code: string }>(await post('/api/mypage/profile', { verifyToken, email: 'new@example.com', birthday: '19900231' }), 400)).code, 'INVALID_BIRTHDAY');
    // Marketing opt-ins keep the date of the yes (sign-up's rule): set when it turns yes, kept while it stays, gone with a no.
    const optIns = () => db.selectFrom('members').select(['receiveSms', 'receiveSmsDate', 'receiveEmail', 'receiveEmailDate']).where('id', '=', m.id).executeTakeFirstOrThrow();
    const first = await optIns();
    assert.match(first.receiveSmsDate ?? '', /^\d{14}$/);
    assert.equal(first.receiveEmailDate, null);
    await db.updateTable('members').set({ receiveSmsDate: '20250101090000' }).where('id', '=', m.id).execute();
    await json(await post('/api/mypage/profile', { verifyToken, email: 'new@example.com', birthday: '19900131', gender: 'F', receiveSms: 'Y', receiveEmail: 'Y' }));
    const second = await optIns();
    assert.equal(second.receiveSmsDate, '20250101090000');
    assert.match(second.receiveEmailDate ?? '', /^\d{14}$/);
    await json(await post('/api/mypage/profile', { verifyToken, email: 'new@example.com', birthday: '19900131', gender: 'F', receiveSms: 'N', receiveEmail: 'Y' }));
    assert.deepEqual([(await optIns()).receiveSms, (await optIns()).receiveSmsDate], ['N', null]);
    assert.equal((await post('/api/mypage/profile', { verifyToken: 'forged.token', email: 'x@example.com' })).status, 403);
    // A member who signed up socially has no password and skips the check.
    await db.updateTable('members').set({ passwordHash: '', passwordSet: 'N' }).where('id', '=', other.id).execute();
    assert.equal((await json<{ profile: { socialFlag: string } }>(await server().request('/api/mypage/profile', { headers: other.headers }))).profile.socialFlag, 'Y');
  });
});

describeEachDatabase('birthday format (migration 0041)', (server) => {
  it('turns a profile-saved yyyy-MM-dd into sign-up\'s yyyyMMdd and leaves the rest', async () => {
    const { db } = server().app.database;
    const a = await createMember(server());
    const b = await createMember(server());
    await db.updateTable('members').set({ birthday: '1990-05-15' }).where('id', '=', a.id).execute();
    await db.updateTable('members').set({ birthday: '19851224' }).where('id', '=', b.id).execute();
    const { up } = await import('../../db/migrations/0041-birthday-format.ts');
    await up(db as never);
    const rows = await db.selectFrom('members').select(['id', 'birthday']).where('id', 'in', [a.id, b.id]).orderBy('id').execute();
    assert.deepEqual(rows.map((r) => r.birthday), ['19900515', '19851224']);
  });
});
