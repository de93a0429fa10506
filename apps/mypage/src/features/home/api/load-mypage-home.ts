import { callContract, cartCountOf, type MypageDashboard } from '@shop/api-client';
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
 * `/mypage`: one call, the dashboard, which carries the member's account facts and cart and wishlist counts too
 * (docs/performance.md: every API call of a member's page costs both processes). When the dashboard fails, the page
 * still opens: the member from auth-me (required, so a lapsed session is handled as on any page) and the cart count
 * (optional), the rest a gap. The fresh cart count also updates the header's atom.
 */
export async function loadMypageHome({ context }: LoaderFunctionArgs): Promise<MypageHomeData> {
  const { api, store } = context.get(appContext);
  const dashboard = await optional(() => callContract(api, 'GET /api/mypage', { cache: 'no-store' }), 'dashboard');
  if (dashboard) {
    store.set(cartCountAtom, dashboard.cartQuantity);
    return { member: { name: dashboard.userName, loginId: dashboard.loginId, email: dashboard.email }, cartCount: dashboard.cartQuantity, wishlistCount: dashboard.wishlistCount, dashboard };
  }
  const [me, cartCount] = await Promise.all([callContract(api, 'GET /api/auth/auth-me', { cache: 'no-store' }), optional(async () => cartCountOf(await callContract(api, 'GET /api/cart/count', { cache: 'no-store' })), 'cart count')]);
  if (cartCount !== null) store.set(cartCountAtom, cartCount);
  return { member: { name: me.name, loginId: me.loginId, email: me.email }, cartCount, wishlistCount: null, dashboard: null };
}
