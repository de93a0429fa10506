import type { RemoteRouteObject } from '@shop/router';
import { lazyLoader } from './lazy-loader.ts';
import { ACCOUNT_SECURITY_ROUTES } from './account-security-routes.ts';
import { HOME_TITLE, PAGE_TITLES } from '../messages/titles.ko.ts';

const t = PAGE_TITLES;


/** Routes of the mypage remote (exposed as `./routes`). */
const routes: RemoteRouteObject[] = [
  {
    id: 'mypage.home',
    path: '/mypage',
    handle: { layout: 'mypage', guard: 'auth', title: HOME_TITLE },
    loader: lazyLoader(() => import('../features/home/api/load-mypage-home.ts').then((m) => m.loadMypageHome)),
    lazy: { Component: async () => (await import('../app/routes/mypage-home.tsx')).default },
  },
  ...ACCOUNT_SECURITY_ROUTES,
  // Orders, claims, benefits, reviews, addresses and guest orders.
  {
    id: 'mypage.orders', path: '/mypage/orders', handle: { layout: 'mypage', guard: 'auth', title: t.orders }, loader: lazyLoader(() => import('../features/orders/api/load-orders.ts').then((m) => m.loadOrders)),
    lazy: { Component: async () => (await import('../app/routes/orders-page.tsx')).default },
  },
  {
    id: 'mypage.claims', path: '/mypage/orders/claims', handle: { layout: 'mypage', guard: 'auth', title: t.claims }, loader: lazyLoader(() => import('../features/orders/api/load-claims.ts').then((m) => m.loadClaims)),
    lazy: { Component: async () => (await import('../app/routes/claims-page.tsx')).default },
  },
  {
    id: 'mypage.orderDetail', path: '/mypage/orders/:id', handle: { layout: 'mypage', guard: 'auth', title: t.orderDetail }, loader: lazyLoader(() => import('../features/orders/api/load-order-detail.ts').then((m) => m.loadOrderDetail)),
    lazy: { Component: async () => (await import('../app/routes/order-detail-page.tsx')).default },
  },
  {
    id: 'mypage.points', path: '/mypage/benefits/points', handle: { layout: 'mypage', guard: 'auth', title: t.points }, loader: lazyLoader(() => import('../features/benefits/api/load-points.ts').then((m) => m.loadPoints)),
    lazy: { Component: async () => (await import('../app/routes/points-page.tsx')).default },
  },
  {
    id: 'mypage.coupons', path: '/mypage/benefits/coupons', handle: { layout: 'mypage', guard: 'auth', title: t.coupons }, loader: lazyLoader(() => import('../features/benefits/api/load-coupons.ts').then((m) => m.loadCoupons)),
    lazy: { Component: async () => (await import('../app/routes/coupons-page.tsx')).default },
  },
  {
    id: 'mypage.reviews', path: '/mypage/activity/reviews', handle: { layout: 'mypage', guard: 'auth', title: t.reviews }, loader: lazyLoader(() => import('../features/activity/api/load-reviews.ts').then((m) => m.loadReviews)),
    lazy: { Component: async () => (await import('../app/routes/reviews-page.tsx')).default },
  },
  {
    id: 'mypage.grade', path: '/account/grade', handle: { layout: 'mypage', guard: 'auth', title: t.grade }, loader: lazyLoader(() => import('../features/activity/api/load-activity.ts').then((m) => m.loadGrade)),
    lazy: { Component: async () => (await import('../app/routes/grade-page.tsx')).default },
  },
  {
    id: 'mypage.recents', path: '/mypage/activity/recents', handle: { layout: 'mypage', guard: 'auth', title: t.recents }, loader: lazyLoader(() => import('../features/activity/api/load-activity.ts').then((m) => m.loadRecents)),
    lazy: { Component: async () => (await import('../app/routes/recents-page.tsx')).default },
  },
  {
    id: 'mypage.inquiries', path: '/mypage/activity/inquiries', handle: { layout: 'mypage', guard: 'auth', title: t.inquiries }, loader: lazyLoader(() => import('../features/activity/api/load-activity.ts').then((m) => m.loadInquiries)),
    lazy: { Component: async () => (await import('../app/routes/inquiries-page.tsx')).default },
  },
  {
    id: 'mypage.wishlist', path: '/mypage/activity/wishlist', handle: { layout: 'mypage', guard: 'auth', title: t.wishlist }, loader: lazyLoader(() => import('../features/activity/api/load-activity.ts').then((m) => m.loadWishlist)),
    lazy: { Component: async () => (await import('../app/routes/wishlist-page.tsx')).default },
  },
  {
    id: 'mypage.profile', path: '/account/profile', handle: { layout: 'mypage', guard: 'auth', title: t.profile }, loader: lazyLoader(() => import('../features/account/api/load-profile.ts').then((m) => m.loadProfile)),
    lazy: { Component: async () => (await import('../app/routes/profile-page.tsx')).default },
  },
  {
    id: 'mypage.addresses', path: '/account/addresses', handle: { layout: 'mypage', guard: 'auth', title: t.addresses }, loader: lazyLoader(() => import('../features/account/api/load-addresses.ts').then((m) => m.loadAddresses)),
    lazy: { Component: async () => (await import('../app/routes/addresses-page.tsx')).default },
  },
  {
    id: 'mypage.guestOrders', path: '/guest/orders', handle: { layout: 'default', guard: 'auth-guest', title: t.guestOrders }, loader: lazyLoader(() => import('../features/guest/api/load-guest-orders.ts').then((m) => m.loadGuestOrders)),
    lazy: { Component: async () => (await import('../app/routes/guest-orders-page.tsx')).default },
  },
  {
    id: 'mypage.guestOrderDetail', path: '/guest/orders/:id', handle: { layout: 'default', guard: 'auth-guest', title: t.guestOrderDetail }, loader: lazyLoader(() => import('../features/guest/api/load-guest-order-detail.ts').then((m) => m.loadGuestOrderDetail)),
    lazy: { Component: async () => (await import('../app/routes/guest-order-detail-page.tsx')).default },
  },
];

export default routes;
