import type { ApiRequest, ApiTransport } from '@shop/api-client';
import { notifyMessenger } from './messenger-notify.ts';

describe('notifyMessenger', () => {
  it('sends each notification to its own messenger endpoint', async () => {
    const requests: ApiRequest[] = [];
    const api: ApiTransport = async <T>(request: ApiRequest): Promise<T> => {
      requests.push(request);
      return { status: 200 } as T;
    };
    await notifyMessenger(api, { kind: 'add-to-cart', arrayRequiredItems: ['1||1||'] });
    await notifyMessenger(api, { kind: 'wishlist', itemId: 7 });
    await notifyMessenger(api, { kind: 'order', orderCode: 'O 1', orderSequence: 0 });
    await notifyMessenger(api, { kind: 'refund', orderCode: 'O1', orderSequence: 2, claimApplyItemKeys: ['k'] });
    await notifyMessenger(api, { kind: 'all-refund', orderCode: 'O1', orderSequence: 0 });
    await notifyMessenger(api, { kind: 'review', reviewId: 9 });
    expect(requests.map((r) => [r.method, r.path])).toEqual([
      ['POST', '/api/kakao/add-to-cart'], ['POST', '/api/kakao/wishlist/7'], ['POST', '/api/kakao/order/O%201/0'], ['POST', '/api/kakao/refund/O1/2'],
      ['POST', '/api/kakao/all-refund/O1/0'], ['POST', '/api/kakao/review/9'],
    ]);
    expect(requests[0]?.body).toEqual({ arrayRequiredItems: ['1||1||'] });
    expect(requests[3]?.body).toEqual({ claimApplyItemKeys: ['k'] });
  });
});
