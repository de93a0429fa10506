import assert from 'node:assert/strict';
import { toSeoulTimestamp } from '../../lib/dates.ts';
import { loginAs } from '../../testing/auth-helpers.ts';
import { describeEachDatabase, json, type TestServer } from '../../testing/test-server.ts';

type Page<T> = { content: T[]; pagination: { totalElements: number; totalPages: number; currentPage: number } };
type Review = { itemReviewId: number; score: number; images: string[]; content: string; blockFlag: string; reportFlag: string; createdDate: string; likeCount: number };
type Summary = { totalCount: number; photoCount: number; averageScore: number; scores: { score: number; count: number }[] };
type Inquiry = { id: number; subject: string; question: string; secretFlag: string; answerFlag: string; answer: unknown; writtenMeFlag: string; blockFlag: string };

async function member(server: TestServer, loginId: string) {
  const { token } = await loginAs(server, loginId);
  const headers = { authorization: `Bearer ${token}` };
  return {
    get: <T>(path: string, status = 200) => server.request(path, { headers }).then((r) => json<T>(r, status)),
    post: <T>(path: string, body: unknown, status = 200) => server.request(path, { method: 'POST', body, headers }).then((r) => json<T>(r, status)),
  };
}

describeEachDatabase('community', (server) => {
  const db = () => server().app.database.db;
  const get = <T>(path: string, status = 200) => server().request(path).then((r) => json<T>(r, status));

  it('pages reviews with filters, sorting and a score summary that matches the item', async () => {
    const item = await db().selectFrom('items').select(['itemUserCode', 'reviewCount', 'reviewScoreTenths']).where('reviewCount', '>=', 12).orderBy('id').executeTakeFirstOrThrow();
    const all = await get<Page<Review> & { summary: Summary }>(`/api/item/reviews?itemUserCode=${item.itemUserCode}&size=5`);
    assert.equal(all.pagination.totalElements, item.reviewCount);
    assert.equal(all.summary.totalCount, item.reviewCount);
    assert.equal(Math.round(all.summary.averageScore * 10), item.reviewScoreTenths);
    assert.equal(all.summary.scores.reduce((s, x) => s + x.count, 0), item.reviewCount);
    assert.equal(all.content.length, 5);
    const dates = all.content.map((r) => r.createdDate);
    assert.deepEqual(dates, [...dates].sort().reverse());
    const byLikes = await get<Page<Review>>(`/api/item/reviews?itemUserCode=${item.itemUserCode}&orderBy=LIKE_COUNT&size=50`);
    const likes = byLikes.content.map((r) => r.likeCount);
    assert.deepEqual(likes, [...likes].sort((a, b) => b - a));
    const top = all.summary.scores.find((s) => s.count > 0);
    assert.ok(top);
    const scored = await get<Page<Review>>(`/api/item/reviews?itemUserCode=${item.itemUserCode}&score=${top.score}&size=50`);
    assert.equal(scored.pagination.totalElements, top.count);
    assert.ok(scored.content.every((r) => r.score === top.score));
    const photos = await get<Page<Review>>(`/api/item/reviews?itemUserCode=${item.itemUserCode}&photoFlag=Y&size=50`);
    assert.equal(photos.pagination.totalElements, all.summary.photoCount);
    assert.ok(photos.content.every((r) => r.images.length > 0));
    await get('/api/item/reviews?itemUserCode=NOPE', 404);
    await get(`/api/item/reviews?itemUserCode=${item.itemUserCode}&score=9`, 400);
  });

  it('seeds scores 1 to 5 and photo reviews', async () => {
    const scores = await db().selectFrom('itemReviews').select('score').distinct().execute();
    assert.deepEqual(scores.map((s) => s.score).sort(), [1, 2, 3, 4, 5]);
    const photo = await db().selectFrom('itemReviews').select('id').where('images', '<>', '[]').executeTakeFirst();
    assert.ok(photo);
  });

  it('hides secret questions from others, lets members write one, and keeps visitors out', async () => {
    const secret = await db().selectFrom('itemInquiries').innerJoin('items', 'items.id', 'itemInquiries.itemId')
      .select(['itemInquiries.id', 'items.itemUserCode', 'itemInquiries.subject']).where('itemInquiries.secretFlag', '=', 'Y').where('itemInquiries.writerLoginId', '=', 'demo01').executeTakeFirstOrThrow();
    const find = (page: Page<Inquiry>) => page.content.find((q) => q.id === secret.id);
    const asVisitor = find(await get<Page<Inquiry>>(`/api/item/${secret.itemUserCode}/inquiry?size=50`));
    assert.equal(asVisitor?.subject, '비밀글입니다.');
    assert.equal(asVisitor?.question, '비밀글입니다.');
    const demo01 = await member(server(), 'demo01');
    const asWriter = find(await demo01.get<Page<Inquiry>>(`/api/item/${secret.itemUserCode}/inquiry?size=50`));
    assert.equal(asWriter?.subject, secret.subject);
    assert.equal(asWriter?.writtenMeFlag, 'Y');

    const item = await db().selectFrom('items').select(['id', 'itemUserCode']).orderBy('id', 'desc').executeTakeFirstOrThrow();
    const body = { itemId: item.id, qnaGroup: 'ITEM', subject: '재고 문의', question: '다음 주에 받을 수 있나요?', secretFlag: 'Y' };
    const visitor = await server().request('/api/qna/item-inquiry', { method: 'POST', body });
    assert.equal(visitor.status, 401);
    assert.deepEqual(await demo01.post('/api/qna/item-inquiry', body), { status: 200, message: 'OK' });
    const [mine] = (await demo01.get<Page<Inquiry>>(`/api/item/${item.itemUserCode}/inquiry`)).content;
    assert.equal(mine?.subject, '재고 문의');
    assert.equal(mine?.answerFlag, 'N');
    const [theirs] = (await get<Page<Inquiry>>(`/api/item/${item.itemUserCode}/inquiry`)).content;
    assert.equal(theirs?.question, '비밀글입니다.');
    await demo01.post('/api/qna/item-inquiry', { ...body, subject: '   ' }, 400);
    // 문의 유형 is required, by the spec's message (reference-behaviour 4.5), and stored with the question.
    const { qnaGroup: _omitted, ...untyped } = body;
    assert.equal((await demo01.post<{ message: string }>('/api/qna/item-inquiry', untyped, 400)).message, '문의 유형을 선택하세요.');
    await demo01.post('/api/qna/item-inquiry', { ...body, qnaGroup: 'DELIVERY', subject: '배송 문의' });
    const [delivery] = (await demo01.get<Page<Inquiry & { label: string }>>(`/api/item/${item.itemUserCode}/inquiry`)).content;
    assert.deepEqual([delivery?.subject, delivery?.label], ['배송 문의', '배송']);
  });

  it('stores reports once and blocks or unblocks a writer', async () => {
    const review = await db().selectFrom('itemReviews').innerJoin('items', 'items.id', 'itemReviews.itemId')
      .select(['itemReviews.id', 'itemReviews.writerLoginId', 'items.itemUserCode']).where('itemReviews.writerLoginId', '<>', 'demo02').orderBy('itemReviews.id').executeTakeFirstOrThrow();
    const demo02 = await member(server(), 'demo02');
    const init = await get<{ reasonTypes: { code: string; title: string }[] }>('/api/common/report/init');
    const reason = init.reasonTypes[0]?.code;
    const report = { reportContentType: 'REVIEW', reportReasonType: reason, contentId: review.id, content: '광고성 내용입니다.' };
    assert.equal((await server().request('/api/common/report', { method: 'POST', body: report })).status, 401);
    assert.deepEqual(await demo02.post('/api/common/report', report), { status: 'OK' });
    const again = await demo02.post<{ code: string }>('/api/common/report', report, 400);
    assert.equal(again.code, 'ALREADY_REPORTED');
    const stored = await db().selectFrom('contentReports').selectAll().where('contentId', '=', review.id).execute();
    assert.equal(stored.length, 1);

    const target = { reportContentType: 'REVIEW', contentId: review.id };
    await demo02.post('/api/common/block', target);
    const blocked = await demo02.get<Page<Review>>(`/api/item/reviews?itemUserCode=${review.itemUserCode}&size=50`);
    const mine = blocked.content.find((r) => r.itemReviewId === review.id);
    assert.equal(mine?.blockFlag, 'Y');
    assert.equal(mine?.reportFlag, 'Y');
    assert.equal(mine?.content, '');
    await demo02.post('/api/common/unblock', target);
    const unblocked = await demo02.get<Page<Review>>(`/api/item/reviews?itemUserCode=${review.itemUserCode}&size=50`);
    assert.equal(unblocked.content.find((r) => r.itemReviewId === review.id)?.blockFlag, 'N');
    await demo02.post('/api/common/unblock', target, 400);
    await demo02.post('/api/common/block', { reportContentType: 'QNA', contentId: 999999 }, 404);
  });

  it('toggles the wishlist and lists, counts and deletes entries', async () => {
    const demo02 = await member(server(), 'demo02');
    assert.equal((await server().request('/api/wishlist/count')).status, 401);
    const [a, b] = await db().selectFrom('items').select('id').orderBy('id').limit(2).execute();
    assert.ok(a && b);
    const added = await demo02.post<{ addEventType: string; removed: boolean; wishlistId: number }>('/api/wishlist', { itemId: a.id });
    assert.equal(added.addEventType, 'ADD');
    assert.equal(added.removed, false);
    await demo02.post('/api/wishlist', { itemId: b.id });
    assert.deepEqual(await demo02.get('/api/wishlist/count'), { count: 2 });
    assert.deepEqual((await demo02.get<{ list: number[] }>('/api/wishlist/item-ids')).list.sort(), [a.id, b.id].sort());
    const page = await demo02.get<Page<{ wishlistId: number; itemId: number; item: { itemId: number } }>>('/api/wishlist?size=6');
    assert.equal(page.pagination.totalElements, 2);
    assert.equal(page.content[0]?.item.itemId, page.content[0]?.itemId);
    const removed = await demo02.post<{ addEventType: string; removed: boolean; wishlistId: number }>('/api/wishlist', { itemId: a.id });
    assert.deepEqual([removed.addEventType, removed.removed, removed.wishlistId], ['REMOVE', true, added.wishlistId]);
    await demo02.post('/api/wishlist/delete-item', { itemId: b.id });
    assert.deepEqual(await demo02.get('/api/wishlist/count'), { count: 0 });
    await demo02.post('/api/wishlist/delete-item', { itemId: b.id }, 404);
    const again = await demo02.post<{ wishlistId: number }>('/api/wishlist', { itemId: a.id });
    assert.deepEqual(await demo02.post('/api/wishlist/delete-wishlist', [again.wishlistId]), { status: 200 });
    await demo02.post('/api/wishlist', { itemId: 99999999 }, 404);
  });

  it('offers coupons for items that allow them and downloads them once', async () => {
    const allowed = await db().selectFrom('items').select(['id', 'itemUserCode']).where('couponUseFlag', '=', 'Y').where('itemType', '=', '1').orderBy('id').executeTakeFirstOrThrow();
    const denied = await db().selectFrom('items').select(['id', 'itemUserCode']).where('couponUseFlag', '=', 'N').orderBy('id').executeTakeFirstOrThrow();
    type Coupons = { couponUseFlag: string; downloadAvailableCount: number; couponPageResponse: { content: { couponId: number; downloadedFlag: string }[] } };
    const offer = await get<Coupons>(`/api/coupon/download-coupons?itemId=${allowed.id}`);
    assert.equal(offer.couponUseFlag, 'Y');
    assert.ok(offer.couponPageResponse.content.length >= 1);
    const none = await get<Coupons>(`/api/coupon/download-coupons?itemId=${denied.id}`);
    assert.equal(none.couponUseFlag, 'N');
    assert.equal(none.couponPageResponse.content.length, 0);

    const demo02 = await member(server(), 'demo02');
    const [first] = offer.couponPageResponse.content;
    assert.ok(first);
    await demo02.post('/api/coupon/download', { couponId: first.couponId });
    assert.equal((await demo02.post<{ code: string }>('/api/coupon/download', { couponId: first.couponId }, 400)).code, 'ALREADY_DOWNLOADED');
    const expired = await db().selectFrom('coupons').select('id').where('issueEndDate', '<', '20250101000000').executeTakeFirst();
    if (expired) assert.equal((await demo02.post<{ code: string }>('/api/coupon/download', { couponId: expired.id }, 400)).code, 'COUPON_NOT_ISSUABLE');
    const all = await demo02.post<Coupons & { downloadedCount: number }>('/api/item/download-all-coupons', { itemUserCode: allowed.itemUserCode });
    assert.equal(all.downloadedCount, offer.couponPageResponse.content.length - 1);
    assert.ok(all.couponPageResponse.content.every((c) => c.downloadedFlag === 'Y'));
    assert.equal((await demo02.post<{ code: string }>('/api/item/download-all-coupons', { itemUserCode: allowed.itemUserCode }, 400)).code, 'NO_COUPON');
    assert.equal((await demo02.post<{ code: string }>('/api/item/download-all-coupons', { itemUserCode: denied.itemUserCode }, 400)).code, 'COUPON_NOT_ALLOWED');
    assert.equal((await server().request('/api/item/download-all-coupons', { method: 'POST', body: { itemUserCode: allowed.itemUserCode } })).status, 401);
  });

  it('looks up Jeju and island zip codes by address or zip code', async () => {
    type Island = Page<{ zipcode: string; address: string; islandType: string }>;
    const byAddress = await get<Island>(`/api/common/island-info?where=ADDRESS&query=${encodeURIComponent('울릉')}`);
    assert.equal(byAddress.pagination.totalElements, 2);
    assert.ok(byAddress.content.every((r) => r.islandType === 'ISLAND'));
    const byZip = await get<Island>('/api/common/island-info?where=ZIPCODE&query=635&size=5');
    assert.ok(byZip.content.length > 0 && byZip.content.every((r) => r.zipcode.startsWith('635') && r.islandType === 'JEJU'));
    const nothing = await get<Island>(`/api/common/island-info?where=ADDRESS&query=${encodeURIComponent('서울특별시')}`);
    assert.equal(nothing.pagination.totalElements, 0);
    await get('/api/common/island-info?where=NAME&query=x', 400);
  });

  it('lists events 10 per page, shows one with item groups, and takes comments from members', async () => {
    type EventSummary = { id: number; prodState: string; replyUsedFlag: string };
    const page = await get<Page<EventSummary>>('/api/event');
    assert.equal(page.content.length, 10);
    assert.ok(page.pagination.totalElements > 10);
    assert.deepEqual(new Set(page.content.map((e) => e.prodState)).has('PROGRESS'), true);
    const running = page.content.find((e) => e.prodState === 'PROGRESS' && e.replyUsedFlag === 'Y');
    assert.ok(running);
    const detail = await get<{ itemLists: { name: string; items: { itemId: number }[] }[]; content: string }>(`/api/event/${running.id}`);
    assert.ok(detail.itemLists.length > 0 && detail.itemLists.every((g) => g.items.length > 0));
    await get('/api/event/9999', 404);

    const before = await get<Page<{ id: number; content: string; writtenMeFlag: string }>>(`/api/event/replies?featuredId=${running.id}`);
    assert.ok(before.content.length <= 5);
    const body = { featuredId: running.id, replyContent: '참여합니다!' };
    assert.equal((await server().request('/api/event/reply', { method: 'POST', body })).status, 401);
    const demo02 = await member(server(), 'demo02');
    await demo02.post('/api/event/reply', body);
    const after = await demo02.get<Page<{ content: string; writtenMeFlag: string }>>(`/api/event/replies?featuredId=${running.id}`);
    assert.equal(after.pagination.totalElements, before.pagination.totalElements + 1);
    assert.deepEqual([after.content[0]?.content, after.content[0]?.writtenMeFlag], ['참여합니다!', 'Y']);
    const closed = await db().selectFrom('events').select('id').where('replyUsedFlag', '=', 'N').executeTakeFirstOrThrow();
    await demo02.post('/api/event/reply', { ...body, featuredId: closed.id }, 400);
  });

  it('shows popups in their dates only', async () => {
    const { list } = await get<{ list: { popupId: number }[] }>('/api/popup/list');
    assert.ok(list.length >= 1);
    const first = list[0];
    assert.ok(first);
    assert.equal((await get<{ popupId: number }>(`/api/popup/${first.popupId}`)).popupId, first.popupId);
    const ended = await db().selectFrom('popups').select('id').where('endDate', '<', toSeoulTimestamp(Date.now())).executeTakeFirstOrThrow();
    assert.ok(!list.some((p) => p.popupId === ended.id));
    await get(`/api/popup/${ended.id}`, 404);
  });

  it('lists related items of the same parent category and the free gift on the detail', async () => {
    const item = await db().selectFrom('items').select(['id', 'itemUserCode']).where('itemType', '=', '1').orderBy('id').executeTakeFirstOrThrow();
    const { list } = await get<{ list: { itemId: number; itemSoldOutFlag: string }[] }>(`/api/item/${item.itemUserCode}/relation`);
    assert.ok(list.length > 0 && list.length <= 10);
    assert.ok(list.every((r) => r.itemId !== item.id && r.itemSoldOutFlag === 'N'));
    await get('/api/item/NOPE/relation', 404);
    const gift = await db().selectFrom('itemFreeGifts').innerJoin('items', 'items.id', 'itemFreeGifts.itemId').select(['items.itemUserCode', 'itemFreeGifts.text']).executeTakeFirstOrThrow();
    const detail = await get<{ item: { freeGiftItemText: string } }>(`/api/item/${gift.itemUserCode}`);
    assert.equal(detail.item.freeGiftItemText, gift.text);
  });
});
