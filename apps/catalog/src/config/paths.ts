/** Routes of the catalogue remote and how to link to them (convention C10). */
export const paths = {
  home: {
    path: '/',
    getHref: () => '/',
  },
  category: {
    path: '/categories/:categoryCode',
    getHref: (categoryCode: string) => `/categories/${encodeURIComponent(categoryCode)}`,
  },
  item: {
    path: '/items/:id',
    getHref: (itemUserCode: string) => `/items/${encodeURIComponent(itemUserCode)}`,
  },
} as const;
