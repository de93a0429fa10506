import { useEffect } from 'react';
import { atom, useAtomValue, useStore } from 'jotai';
import { cartCountAtom } from '@shop/session';
import { callContract, cartCountOf, createFetchTransport } from '@shop/api-client';

type CartCountState = 'unknown' | 'loading' | 'known';

/** Whether this tab knows the visitor's cart count yet (one store per tab; the server's store never does). */
export const cartCountStateAtom = atom<CartCountState>('unknown');

/**
 * The visitor's cart count for the header, or null until it is known. The server never renders it, so the HTML of
 * a public page is the same for every visitor and can be shared. After hydration the browser asks the same-origin
 * API once per tab; a count a page sets in the meantime (adding to the cart, the cart page, a login) wins over
 * that answer, and every later change arrives through `cartCountAtom` as before.
 */
export function useCartCount(): number | null {
  const store = useStore();
  const count = useAtomValue(cartCountAtom);
  const state = useAtomValue(cartCountStateAtom);
  useEffect(() => {
    if (store.get(cartCountStateAtom) !== 'unknown') return;
    store.set(cartCountStateAtom, 'loading');
    // Store-level, not tied to this header: a layout change remounts the header while the answer is on its way.
    const unsubscribe = store.sub(cartCountAtom, () => {
      store.set(cartCountStateAtom, 'known');
      unsubscribe();
    });
    callContract(createFetchTransport({ baseUrl: '' }), 'GET /api/cart/count', { cache: 'no-store' }).then(cartCountOf).then(
      (answer) => {
        if (store.get(cartCountStateAtom) === 'known') return;
        unsubscribe();
        store.set(cartCountAtom, answer);
        store.set(cartCountStateAtom, 'known');
      },
      () => {
        // The badge stays empty; the next header mount (or page load) asks again.
        unsubscribe();
        if (store.get(cartCountStateAtom) === 'loading') store.set(cartCountStateAtom, 'unknown');
      },
    );
  }, [store]);
  return state === 'known' ? count : null;
}
