/** What the item page's structured data describes. */
export type StructuredItem = {
  itemUserCode: string;
  itemName: string;
  itemSummary: string;
  brand: string;
  images: ReadonlyArray<string>;
  presentPrice: number;
  soldOut: boolean;
  reviewCount: number;
  displayReviewScore: number;
  trail: ReadonlyArray<{ url: string; name: string }>;
};

function absolute(origin: string, path: string): string {
  return /^https?:\/\//.test(path) ? path : `${origin}${path.startsWith('/') ? '' : '/'}${path}`;
}

/**
 * schema.org Product and BreadcrumbList of an item page (search engines read them from the server HTML).
 * @param item The item.
 * @param origin The site origin (`https://shop.example`), for absolute URLs.
 * @param homeName Name of the home crumb.
 */
export function itemStructuredData(item: StructuredItem, origin: string, homeName: string): object[] {
  const url = absolute(origin, `/items/${encodeURIComponent(item.itemUserCode)}`);
  const product: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: item.itemName,
    sku: item.itemUserCode,
    url,
    image: item.images.map((image) => absolute(origin, image)),
    ...(item.itemSummary ? { description: item.itemSummary } : {}),
    ...(item.brand ? { brand: { '@type': 'Brand', name: item.brand } } : {}),
    offers: {
      '@type': 'Offer',
      url,
      priceCurrency: 'KRW',
      price: item.presentPrice,
      availability: item.soldOut ? 'https://schema.org/OutOfStock' : 'https://schema.org/InStock',
    },
  };
  if (item.reviewCount > 0) {
    product.aggregateRating = { '@type': 'AggregateRating', ratingValue: item.displayReviewScore, reviewCount: item.reviewCount, bestRating: 5, worstRating: 1 };
  }
  const crumbs = [{ name: homeName, path: '/' }, ...item.trail.map((step) => ({ name: step.name, path: `/categories/${step.url}` })), { name: item.itemName, path: `/items/${encodeURIComponent(item.itemUserCode)}` }];
  const breadcrumbs = {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({ '@type': 'ListItem', position: index + 1, name: crumb.name, item: absolute(origin, crumb.path) })),
  };
  return [product, breadcrumbs];
}

/** JSON for a `<script type="application/ld+json">`: `<` is escaped so the text can never close the script. */
export function jsonLdText(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
