import { createRecordingTransport } from '../testing/recording-transport.ts';
import { getMessengerSender, notifyMessenger, postPageView, postUniqueVisit, postVisitBatch } from './platform-calls.ts';

describe('platform calls', () => {
  it('posts visits with or without the visitor id in the body', async () => {
    const { api, requests } = createRecordingTransport(() => ({ status: 200, message: 'OK' }));
    await postUniqueVisit(api, 'v-1234567');
    await postPageView(api, '/items/P1?x=1');
    expect(requests.map((r) => [r.endpoint, r.body])).toEqual([
      ['POST /api/visit/uv', { visitorId: 'v-1234567' }],
      ['POST /api/visit/pv', { uri: '/items/P1?x=1' }],
    ]);
  });

  it('posts a batch of page views and returns how many were recorded', async () => {
    const { api, requests } = createRecordingTransport(() => ({ status: 200, message: 'OK', recorded: 2 }));
    const views = [{ visitorId: 'v-1234567', uri: '/', newVisitor: true }, { visitorId: 'v-1234567', uri: '/items/P1' }];
    expect(await postVisitBatch(api, views)).toBe(2);
    expect(requests.map((r) => [r.endpoint, r.body])).toEqual([['POST /api/visit/batch', { views }]]);
  });

  it('reads the sender and sends each notification to its path', async () => {
    const { api, requests } = createRecordingTransport((request) => (request.path === '/api/kakao/sender' ? { auid: 'a1' } : { status: 200 }));
    expect(await getMessengerSender(api)).toBe('a1');
    await notifyMessenger(api, { kind: 'add-to-cart', arrayRequiredItems: ['1||1||'] });
    await notifyMessenger(api, { kind: 'wishlist', itemId: 7 });
    await notifyMessenger(api, { kind: 'order', orderCode: 'O 1', orderSequence: 0 });
    await notifyMessenger(api, { kind: 'refund', orderCode: 'O1', orderSequence: 2, claimApplyItemKeys: ['k'] });
    await notifyMessenger(api, { kind: 'all-refund', orderCode: 'O1', orderSequence: 0 });
    await notifyMessenger(api, { kind: 'review', reviewId: 9 });
    expect(requests.map((r) => r.path)).toEqual([
      '/api/kakao/sender', '/api/kakao/add-to-cart', '/api/kakao/wishlist/7', '/api/kakao/order/O%201/0', '/api/kakao/refund/O1/2',
      '/api/kakao/all-refund/O1/0', '/api/kakao/review/9',
    ]);
    expect(requests[4]?.body).toEqual({ claimApplyItemKeys: ['k'] });
  });
});
