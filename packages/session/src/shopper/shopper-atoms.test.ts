import { createAppStore } from '../state/atoms.ts';
import { cartCountAtom, wishlistIdsAtom } from './shopper-atoms.ts';

describe('shopper atoms', () => {
  it('start from the store init', () => {
    const store = createAppStore({ cartCount: 2, wishlistItemIds: [4] });
    expect(store.get(cartCountAtom)).toBe(2);
    expect(store.get(wishlistIdsAtom).itemIds).toEqual([4]);
  });

  it('dispatches wishlist actions through the reducer', () => {
    const store = createAppStore();
    store.set(wishlistIdsAtom, { type: 'toggled', itemId: 9, response: { addEventType: 'ADD', wishlistId: 90 } });
    store.set(wishlistIdsAtom, { type: 'deleted', wishlistIds: [90] });
    expect(store.get(wishlistIdsAtom).itemIds).toEqual([]);
  });
});
