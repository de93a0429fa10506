import { appContext } from '../context/app-context.ts';
import { RouterContextProvider } from '@shop/router';
import { cartCountAtom, wishlistIdsAtom } from '../shopper/shopper-atoms.ts';
import { createAppStore, isLoggedInAtom, publicSessionAtom, sessionAtom } from './atoms.ts';
import { clearSession, EMPTY_SESSION, setToken } from './session-state.ts';

describe('session atoms', () => {
  it('derives the login state and the public session', () => {
    const store = createAppStore({ session: setToken(EMPTY_SESSION, 'tok'), cartCount: 3, wishlistItemIds: [5, 5, 6] });
    expect(store.get(isLoggedInAtom)).toBe(true);
    expect(JSON.stringify(store.get(publicSessionAtom))).not.toContain('tok');
    expect(store.get(cartCountAtom)).toBe(3);
    expect(store.get(wishlistIdsAtom).itemIds).toEqual([5, 6]);
    store.set(sessionAtom, clearSession(store.get(sessionAtom)));
    expect(store.get(isLoggedInAtom)).toBe(false);
  });

  it('hydrates the browser store from the public session', () => {
    const store = createAppStore({ session: { isLoggedIn: true, isGuest: false, status: null, user: null, salesonId: 'v' } });
    expect(store.get(sessionAtom).token).toBeNull();
    expect(store.get(isLoggedInAtom)).toBe(true);
  });

  it('carries store, api and now through the router context', async () => {
    const store = createAppStore();
    const api = async <T,>() => ({}) as T;
    const context = new RouterContextProvider();
    context.set(appContext, { store, api, now: 1 });
    expect(context.get(appContext).store).toBe(store);
    expect(() => new RouterContextProvider().get(appContext)).toThrow();
  });
});
