const query = (entries: Record<string, string | undefined>) => {
  const search = new URLSearchParams(Object.entries(entries).filter((entry): entry is [string, string] => entry[1] !== undefined)).toString();
  return search ? `?${search}` : '';
};

/** Paths of the cart and order pages (spec section 2). Links and redirects use `getHref` only. */
export const paths = {
  home: { path: '/', getHref: () => '/' },
  cart: { path: '/cart', getHref: () => '/cart' },
  checkout: {
    path: '/order/checkout',
    /** The order sheet `sheet` (from `POST /api/order/buy`); `guest` once a guest accepted the guest terms. */
    getHref: (sheetId: string, options: { guest?: boolean } = {}) => `/order/checkout${query({ sheet: sheetId, guest: options.guest ? 'Y' : undefined })}`,
  },
  guestAgreement: {
    path: '/order/guest-agreement',
    getHref: (sheetId: string) => `/order/guest-agreement${query({ sheet: sheetId })}`,
  },
  complete: {
    path: '/order/complete',
    getHref: (orderCode: string) => `/order/complete${query({ orderCode })}`,
  },
  /** My page's order detail (mypage remote). */
  myOrder: { path: '/mypage/orders/:id', getHref: (orderCode: string) => `/mypage/orders/${encodeURIComponent(orderCode)}` },
  /** 비회원 주문조회 (mypage remote; a visitor is shown the lookup by order number and password or by phone first). */
  guestOrders: { path: '/guest/orders', getHref: () => '/guest/orders' },
  /** The login page, coming back to `redirect` afterwards (auth remote). */
  login: { path: '/auth/login', getHref: (redirect: string) => `/auth/login${query({ redirect })}` },
} as const;
