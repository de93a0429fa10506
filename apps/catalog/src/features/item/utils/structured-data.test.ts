import { itemStructuredData, jsonLdText } from './structured-data.ts';

const ITEM = {
  itemUserCode: 'P1007',
  itemName: '린넨 셔츠',
  itemSummary: '시원한 여름 셔츠',
  brand: '모노웨어',
  images: ['/upload/items/1007-1.webp'],
  presentPrice: 29000,
  soldOut: false,
  reviewCount: 12,
  displayReviewScore: 4.5,
  trail: [{ url: 'fashion', name: '패션의류' }],
};

describe('item structured data', () => {
  it('describes the product with an offer in KRW and its rating', () => {
    const [product] = itemStructuredData(ITEM, 'https://shop.example', '홈') as Array<Record<string, unknown>>;
    expect(product).toMatchObject({
      '@type': 'Product',
      name: '린넨 셔츠',
      sku: 'P1007',
      image: ['https://shop.example/upload/items/1007-1.webp'],
      brand: { name: '모노웨어' },
      offers: { priceCurrency: 'KRW', price: 29000, availability: 'https://schema.org/InStock' },
      aggregateRating: { ratingValue: 4.5, reviewCount: 12 },
    });
    const [soldOut] = itemStructuredData({ ...ITEM, soldOut: true, reviewCount: 0 }, 'https://shop.example', '홈') as Array<Record<string, unknown>>;
    expect((soldOut?.offers as { availability: string }).availability).toBe('https://schema.org/OutOfStock');
    expect(soldOut?.aggregateRating).toBeUndefined();
  });

  it('lists the breadcrumb from home to the item', () => {
    const [, crumbs] = itemStructuredData(ITEM, 'https://shop.example', '홈') as Array<Record<string, unknown>>;
    expect((crumbs?.itemListElement as Array<{ position: number; name: string; item: string }>).map((e) => [e.position, e.name, e.item])).toEqual([
      [1, '홈', 'https://shop.example/'],
      [2, '패션의류', 'https://shop.example/categories/fashion'],
      [3, '린넨 셔츠', 'https://shop.example/items/P1007'],
    ]);
  });

  it('escapes < so the JSON cannot end the script element', () => {
    expect(jsonLdText({ name: '</script><b>' })).toBe('{"name":"\\u003c/script>\\u003cb>"}');
  });
});
