/** Paths of the cart and order pages (spec section 2). Links and redirects use `getHref` only. */
export const paths = {
  home: { path: '/', getHref: () => '/' },
  cart: { path: '/cart', getHref: () => '/cart' },
  checkout: {
    path: '/order/checkout',
    /** The checked cart lines travel as `cartIds=1,2,3`. */
    getHref: (cartIds: readonly number[]) => `/order/checkout?cartIds=${cartIds.join(',')}`,
  },
} as const;
