/** Routes of the catalogue remote and how to link to them (convention C10). */
export const paths = {
  home: {
    path: '/',
    getHref: () => '/',
  },
  category: {
    path: '/categories/:categoryUrl',
    getHref: (categoryUrl: string) => `/categories/${encodeURIComponent(categoryUrl)}`,
  },
  item: {
    path: '/items/:id',
    getHref: (itemUserCode: string) => `/items/${encodeURIComponent(itemUserCode)}`,
  },
  displayNew: {
    path: '/display/new',
    getHref: () => '/display/new',
  },
  displayMd: {
    path: '/display/md',
    getHref: (tag?: string) => (tag ? `/display/md?tag=${encodeURIComponent(tag)}` : '/display/md'),
  },
  displayBest: {
    path: '/display/best',
    getHref: (categoryUrl?: string) => (categoryUrl ? `/display/best?category=${encodeURIComponent(categoryUrl)}` : '/display/best'),
  },
  displayReview: {
    path: '/display/review',
    getHref: () => '/display/review',
  },
  displayTimedeal: {
    path: '/display/timedeal',
    getHref: () => '/display/timedeal',
  },
  brands: {
    path: '/brands',
    getHref: () => '/brands',
  },
  brand: {
    path: '/brands/:id',
    getHref: (id: number) => `/brands/${id}`,
  },
  /** A seller's shop (판매자 상품 모아보기). */
  seller: {
    path: '/sellers/:id',
    getHref: (id: number) => `/sellers/${id}`,
  },
  events: {
    path: '/events',
    getHref: () => '/events',
  },
  event: {
    path: '/events/:id',
    getHref: (id: number) => `/events/${id}`,
  },
  popup: {
    path: '/popup/:id',
    getHref: (id: number) => `/popup/${id}`,
  },
  search: {
    path: '/search',
    getHref: (query: string) => `/search?query=${encodeURIComponent(query)}`,
  },
  /** The order sheet (cart-order remote) of a sheet made by 바로구매. */
  checkout: {
    path: '/order/checkout',
    getHref: (sheetId: string) => `/order/checkout?sheet=${encodeURIComponent(sheetId)}`,
  },
  /** The guest terms a guest accepts before the order sheet (cart-order remote). */
  guestAgreement: {
    path: '/order/guest-agreement',
    getHref: (sheetId: string) => `/order/guest-agreement?sheet=${encodeURIComponent(sheetId)}`,
  },
} as const;
