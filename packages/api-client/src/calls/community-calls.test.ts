import { createRecordingTransport } from '../testing/recording-transport.ts';
import { downloadAllItemCoupons } from './download-all-item-coupons.ts';
import { getEventReplies } from './get-event-replies.ts';
import { getEvents } from './get-events.ts';
import { getIslandInfo } from './get-island-info.ts';
import { getItemInquiries } from './get-item-inquiries.ts';
import { getItemRelation } from './get-item-relation.ts';
import { getItemReviews } from './get-item-reviews.ts';
import { getPopups } from './get-popups.ts';
import { postEventReply } from './post-event-reply.ts';
import { setBlocked } from './set-blocked.ts';

describe('item community calls', () => {
  it('asks for reviews with only the filters that are set, 5 per page', async () => {
    const { api, requests } = createRecordingTransport(() => ({}));
    await getItemReviews(api, { itemUserCode: 'P1' });
    await getItemReviews(api, { itemUserCode: 'P1', photoFlag: 'Y', score: 4, orderBy: 'LIKE_COUNT', page: 2 });
    expect(requests[0]?.query).toEqual({ itemUserCode: 'P1', photoFlag: undefined, score: undefined, orderBy: undefined, page: 1, size: 5 });
    expect(requests[1]?.query).toEqual({ itemUserCode: 'P1', photoFlag: 'Y', score: 4, orderBy: 'LIKE_COUNT', page: 2, size: 5 });
  });

  it('encodes item codes in paths and unwraps lists', async () => {
    const { api, requests } = createRecordingTransport((request) => (request.path.endsWith('/relation') ? { list: [{ itemId: 1 }] } : { list: null }));
    expect(await getItemRelation(api, 'P 1')).toEqual([{ itemId: 1 }]);
    expect(await getPopups(api)).toEqual([]);
    await getItemInquiries(api, 'P/2', 3);
    expect(requests.map((r) => r.path)).toEqual(['/api/item/P%201/relation', '/api/popup/list', '/api/item/P%2F2/inquiry']);
    expect(requests[2]?.query).toEqual({ page: 3, size: 5 });
  });

  it('posts blocks, unblocks, comments and coupon downloads with the wire bodies', async () => {
    const { api, requests } = createRecordingTransport(() => ({ status: 200 }));
    await setBlocked(api, { reportContentType: 'REVIEW', contentId: 3 }, true);
    await setBlocked(api, { reportContentType: 'QNA', contentId: 4 }, false);
    await postEventReply(api, 7, 'hi');
    await downloadAllItemCoupons(api, 'P9');
    expect(requests.map((r) => [r.method, r.path, r.body])).toEqual([
      ['POST', '/api/common/block', { reportContentType: 'REVIEW', contentId: 3 }],
      ['POST', '/api/common/unblock', { reportContentType: 'QNA', contentId: 4 }],
      ['POST', '/api/event/reply', { featuredId: 7, replyContent: 'hi' }],
      ['POST', '/api/item/download-all-coupons', { itemUserCode: 'P9' }],
    ]);
  });

  it('pages events by 10, comments by 5, islands by 5', async () => {
    const { api, requests } = createRecordingTransport(() => ({}));
    await getEvents(api, 2);
    await getEventReplies(api, 7);
    await getIslandInfo(api, { where: 'ZIPCODE', query: '63' });
    expect(requests.map((r) => r.query)).toEqual([{ page: 2, size: 10 }, { featuredId: 7, page: 1, itemsPerPage: 5 }, { where: 'ZIPCODE', query: '63', page: 1, size: 5 }]);
  });
});
