import type { ApiTransport } from '../transport/types.ts';

/** Options of `createMessengerClient`. */
export type MessengerClientOptions = {
  /** Path segment of the messaging service: calls go to `/api/{messenger}/…`. */
  messenger: string;
  /** The decrypted channel id; calls run only when it is non-empty. */
  channelId: string | null | undefined;
  /** Calls are skipped when not logged in. */
  isLoggedIn: boolean;
};

/** Messenger-channel calls (spec section 7). Each resolves false (or null) when skipped or failed. */
export type MessengerClient = {
  /** `POST sender` with `{ channelId }`: the channel's `auid`. */
  sender(): Promise<string | null>;
  /** `POST add-to-cart` with `{ arrayRequiredItems }`; skipped when the list is empty. */
  addToCart(arrayRequiredItems: readonly string[]): Promise<boolean>;
  /** `POST wishlist/{itemId}`. */
  wishlist(itemId: number | string): Promise<boolean>;
  /** `POST order/{orderCode}/{orderSequence}`. */
  order(orderCode: string, orderSequence: number | string): Promise<boolean>;
  /** `POST refund/{orderCode}/{orderSequence}` with `{ claimApplyItemKeys }`. */
  refund(orderCode: string, orderSequence: number | string, claimApplyItemKeys: readonly string[]): Promise<boolean>;
  /** `POST all-refund/{orderCode}/{orderSequence}`. */
  allRefund(orderCode: string, orderSequence: number | string): Promise<boolean>;
  /** `POST review/{reviewId}`. */
  review(reviewId: number | string): Promise<boolean>;
};

/**
 * Creates the messenger-channel client. Every call runs only with a non-empty channel id and a logged-in
 * session; failures are ignored (resolved as false/null), as the spec requires.
 * @param api The transport.
 * @param options Messenger name, decrypted channel id, login state.
 * @returns The client.
 * @example createMessengerClient(api, { messenger: 'kakao', channelId, isLoggedIn }).order('O1', 1)
 */
export function createMessengerClient(api: ApiTransport, options: MessengerClientOptions): MessengerClient {
  const enabled = options.isLoggedIn && typeof options.channelId === 'string' && options.channelId !== '';
  const prefix = `/api/${encodeURIComponent(options.messenger)}`;
  const seg = (value: number | string) => encodeURIComponent(String(value));

  async function post(path: string, body?: unknown): Promise<unknown> {
    if (!enabled) return undefined;
    try {
      return (await api<unknown>({ method: 'POST', path: `${prefix}/${path}`, body, cache: 'no-store' })) ?? null;
    } catch {
      return undefined;
    }
  }
  const ran = async (path: string, body?: unknown) => (await post(path, body)) !== undefined;

  return {
    async sender() {
      const answer = await post('sender', { channelId: options.channelId });
      const auid = typeof answer === 'string' ? answer : (answer as { auid?: unknown } | null | undefined)?.auid;
      return typeof auid === 'string' && auid !== '' ? auid : null;
    },
    addToCart: (items) => (items.length === 0 ? Promise.resolve(false) : ran('add-to-cart', { arrayRequiredItems: [...items] })),
    wishlist: (itemId) => ran(`wishlist/${seg(itemId)}`),
    order: (orderCode, orderSequence) => ran(`order/${seg(orderCode)}/${seg(orderSequence)}`),
    refund: (orderCode, orderSequence, keys) => ran(`refund/${seg(orderCode)}/${seg(orderSequence)}`, { claimApplyItemKeys: [...keys] }),
    allRefund: (orderCode, orderSequence) => ran(`all-refund/${seg(orderCode)}/${seg(orderSequence)}`),
    review: (reviewId) => ran(`review/${seg(reviewId)}`),
  };
}
