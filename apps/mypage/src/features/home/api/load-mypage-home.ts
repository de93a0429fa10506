import { getAuthMe, getCartCount, getMypageDashboard, getWishlistCount, type MypageDashboard } from '@shop/api-client';
import type { LoaderFunctionArgs } from '@shop/router';
import { appContext, cartCountAtom } from '@shop/session';

/** What the my-page home shows; counts are null when the API could not answer them. */
export type MypageHomeData = {
  member: { name: string; loginId: string; email: string };
  cartCount: number | null;
  wishlistCount: number | null;
  /** Grade, points, coupons, order counts, latest orders and wishes (null when the API could not answer). */
  dashboard: MypageDashboard | null;
};

async function optional<T>(load: () => Promise<T>, what: string): Promise<T | null> {
  try {
    return await load();
  } catch (error) {
    // Logged on the server only: in the browser the page already shows the gap.
    if (typeof window === 'undefined') console.error(`[mypage] ${what} failed: ${error instanceof Error ? error.message : String(error)}`);
    return null;
  }
}

/**
 * `/mypage`: the member (auth-me, required) and the cart and wishlist counts (optional: a failure leaves a
 * gap, not an error page). The fresh cart count also updates the header's atom.
 */
export async function loadMypageHome({ context }: LoaderFunctionArgs): Promise<MypageHomeData> {
  const { api, store } = context.get(appContext);
  const [me, cartCount, wishlistCount, dashboard] = await Promise.all([
    getAuthMe(api),
    optional(() => getCartCount(api), 'cart count'),
    optional(() => getWishlistCount(api), 'wishlist count'),
    optional(() => getMypageDashboard(api), 'dashboard'),
  ]);
  if (cartCount !== null) store.set(cartCountAtom, cartCount);
  return { member: { name: me.name, loginId: me.loginId, email: me.email }, cartCount, wishlistCount, dashboard };
}
