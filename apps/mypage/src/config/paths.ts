/** Paths of the member area (spec section 2). Links and redirects use `getHref` only. */
const to = (path: string) => ({ path, getHref: () => path });

export const paths = {
  home: to('/'),
  cart: to('/cart'),
  login: {
    path: '/auth/login',
    getHref: (redirectTo: string) => `/auth/login?redirect=${encodeURIComponent(redirectTo)}`,
  },
  mypage: {
    home: to('/mypage'),
    orders: to('/mypage/orders'),
    claims: to('/mypage/orders/claims'),
    points: to('/mypage/benefits/points'),
    coupons: to('/mypage/benefits/coupons'),
    recents: to('/mypage/activity/recents'),
    reviews: to('/mypage/activity/reviews'),
    wishlist: to('/mypage/activity/wishlist'),
    inquiries: to('/mypage/activity/inquiries'),
    orderDetail: { path: '/mypage/orders/:id', getHref: (orderCode: string) => `/mypage/orders/${encodeURIComponent(orderCode)}` },
  },
  guest: {
    orders: to('/guest/orders'),
    orderDetail: { path: '/guest/orders/:id', getHref: (orderCode: string) => `/guest/orders/${encodeURIComponent(orderCode)}` },
  },
  /** The customer centre's 1:1 inquiries (company-cs remote). */
  customerInquiries: to('/customer/inquiries'),
  item: { path: '/items/:id', getHref: (itemUserCode: string) => `/items/${encodeURIComponent(itemUserCode)}` },
  account: {
    grade: to('/account/grade'),
    profile: to('/account/profile'),
    addresses: to('/account/addresses'),
    updatePassword: to('/account/update-password'),
    snsConnections: to('/account/sns-connections'),
    closeAccount: to('/account/close-account'),
  },
} as const;
