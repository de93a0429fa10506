import type { RemoteRouteObject } from '@shop/router';
import { loadMypageHome } from '../features/home/api/load-mypage-home.ts';
import { loadAddresses } from '../features/account/api/load-addresses.ts';
import { loadProfile } from '../features/account/api/load-profile.ts';
import { loadGrade, loadInquiries, loadRecents, loadWishlist } from '../features/activity/api/load-activity.ts';
import { loadReviews } from '../features/activity/api/load-reviews.ts';
import { loadCoupons } from '../features/benefits/api/load-coupons.ts';
import { loadPoints } from '../features/benefits/api/load-points.ts';
import { loadGuestOrderDetail } from '../features/guest/api/load-guest-order-detail.ts';
import { loadGuestOrders } from '../features/guest/api/load-guest-orders.ts';
import { loadClaims } from '../features/orders/api/load-claims.ts';
import { loadOrderDetail } from '../features/orders/api/load-order-detail.ts';
import { loadOrders } from '../features/orders/api/load-orders.ts';
import { messages } from '../messages/ko.ts';
import { ACCOUNT_SECURITY_ROUTES } from './account-security-routes.ts';
import { pageMessages } from '../messages/pages.ko.ts';

const t = pageMessages.titles;

/** Routes of the mypage remote (exposed as `./routes`). */
const routes: RemoteRouteObject[] = [
  {
    id: 'mypage.home',
    path: '/mypage',
    handle: { layout: 'mypage', guard: 'auth', title: messages.titles.home },
    loader: loadMypageHome,
    lazy: { Component: async () => (await import('../app/routes/mypage-home.tsx')).default },
  },
  ...ACCOUNT_SECURITY_ROUTES,
  // Orders, claims, benefits, reviews, addresses and guest orders (issue 16).
  {
    id: 'mypage.orders', path: '/mypage/orders', handle: { layout: 'mypage', guard: 'auth', title: t.orders }, loader: loadOrders,
    lazy: { Component: async () => (await import('../app/routes/orders-page.tsx')).default },
  },
  {
    id: 'mypage.claims', path: '/mypage/orders/claims', handle: { layout: 'mypage', guard: 'auth', title: t.claims }, loader: loadClaims,
    lazy: { Component: async () => (await import('../app/routes/claims-page.tsx')).default },
  },
  {
    id: 'mypage.orderDetail', path: '/mypage/orders/:id', handle: { layout: 'mypage', guard: 'auth', title: t.orderDetail }, loader: loadOrderDetail,
    lazy: { Component: async () => (await import('../app/routes/order-detail-page.tsx')).default },
  },
  {
    id: 'mypage.points', path: '/mypage/benefits/points', handle: { layout: 'mypage', guard: 'auth', title: t.points }, loader: loadPoints,
    lazy: { Component: async () => (await import('../app/routes/points-page.tsx')).default },
  },
  {
    id: 'mypage.coupons', path: '/mypage/benefits/coupons', handle: { layout: 'mypage', guard: 'auth', title: t.coupons }, loader: loadCoupons,
    lazy: { Component: async () => (await import('../app/routes/coupons-page.tsx')).default },
  },
  {
    id: 'mypage.reviews', path: '/mypage/activity/reviews', handle: { layout: 'mypage', guard: 'auth', title: t.reviews }, loader: loadReviews,
    lazy: { Component: async () => (await import('../app/routes/reviews-page.tsx')).default },
  },
  {
    id: 'mypage.grade', path: '/account/grade', handle: { layout: 'mypage', guard: 'auth', title: t.grade }, loader: loadGrade,
    lazy: { Component: async () => (await import('../app/routes/grade-page.tsx')).default },
  },
  {
    id: 'mypage.recents', path: '/mypage/activity/recents', handle: { layout: 'mypage', guard: 'auth', title: t.recents }, loader: loadRecents,
    lazy: { Component: async () => (await import('../app/routes/recents-page.tsx')).default },
  },
  {
    id: 'mypage.inquiries', path: '/mypage/activity/inquiries', handle: { layout: 'mypage', guard: 'auth', title: t.inquiries }, loader: loadInquiries,
    lazy: { Component: async () => (await import('../app/routes/inquiries-page.tsx')).default },
  },
  {
    id: 'mypage.wishlist', path: '/mypage/activity/wishlist', handle: { layout: 'mypage', guard: 'auth', title: t.wishlist }, loader: loadWishlist,
    lazy: { Component: async () => (await import('../app/routes/wishlist-page.tsx')).default },
  },
  {
    id: 'mypage.profile', path: '/account/profile', handle: { layout: 'mypage', guard: 'auth', title: t.profile }, loader: loadProfile,
    lazy: { Component: async () => (await import('../app/routes/profile-page.tsx')).default },
  },
  {
    id: 'mypage.addresses', path: '/account/addresses', handle: { layout: 'mypage', guard: 'auth', title: t.addresses }, loader: loadAddresses,
    lazy: { Component: async () => (await import('../app/routes/addresses-page.tsx')).default },
  },
  {
    id: 'mypage.guestOrders', path: '/guest/orders', handle: { layout: 'default', guard: 'auth-guest', title: t.guestOrders }, loader: loadGuestOrders,
    lazy: { Component: async () => (await import('../app/routes/guest-orders-page.tsx')).default },
  },
  {
    id: 'mypage.guestOrderDetail', path: '/guest/orders/:id', handle: { layout: 'default', guard: 'auth-guest', title: t.guestOrderDetail }, loader: loadGuestOrderDetail,
    lazy: { Component: async () => (await import('../app/routes/guest-order-detail-page.tsx')).default },
  },
];

export default routes;
