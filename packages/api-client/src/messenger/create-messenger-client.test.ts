import { createRecordingTransport } from '../testing/recording-transport.ts';
import { createMessengerClient } from './create-messenger-client.ts';

describe('createMessengerClient', () => {
  it('posts under /api/{messenger}/ when logged in with a channel id', async () => {
    const { api, requests } = createRecordingTransport((request) => (request.path.endsWith('/sender') ? { auid: 'AU1' } : { status: 200 }));
    const client = createMessengerClient(api, { messenger: 'kakao', channelId: 'ch-1', isLoggedIn: true });
    expect(await client.sender()).toBe('AU1');
    expect(await client.refund('O1', 2, ['k1'])).toBe(true);
    expect(await client.addToCart(['1||1||'])).toBe(true);
    await client.allRefund('O1', 2);
    await client.order('O1', 2);
    await client.review(5);
    await client.wishlist(7);
    expect(requests.map((r) => [r.method, r.path, r.body])).toEqual([
      ['POST', '/api/kakao/sender', { channelId: 'ch-1' }],
      ['POST', '/api/kakao/refund/O1/2', { claimApplyItemKeys: ['k1'] }],
      ['POST', '/api/kakao/add-to-cart', { arrayRequiredItems: ['1||1||'] }],
      ['POST', '/api/kakao/all-refund/O1/2', undefined],
      ['POST', '/api/kakao/order/O1/2', undefined],
      ['POST', '/api/kakao/review/5', undefined],
      ['POST', '/api/kakao/wishlist/7', undefined],
    ]);
  });

  it('skips every call without a channel id or when not logged in, and an empty cart payload', async () => {
    const { api, requests } = createRecordingTransport(() => ({}));
    const noChannel = createMessengerClient(api, { messenger: 'kakao', channelId: '', isLoggedIn: true });
    const loggedOut = createMessengerClient(api, { messenger: 'kakao', channelId: 'ch', isLoggedIn: false });
    expect(await noChannel.sender()).toBeNull();
    expect(await loggedOut.order('O1', 1)).toBe(false);
    expect(await createMessengerClient(api, { messenger: 'kakao', channelId: 'ch', isLoggedIn: true }).addToCart([])).toBe(false);
    expect(requests).toHaveLength(0);
  });

  it('ignores failures', async () => {
    const { api } = createRecordingTransport(() => Promise.reject(new Error('down')));
    const client = createMessengerClient(api, { messenger: 'kakao', channelId: 'ch', isLoggedIn: true });
    await expect(client.review(1)).resolves.toBe(false);
    await expect(client.sender()).resolves.toBeNull();
  });
});
