import type { Category, ItemCard, ItemDetailResponse, ItemListResponse } from '@shop/api-client';

/** A category node for tests. */
export function categoryNode(categoryId: number, url: string, name: string, depth: number, childCategories: Category[] = []): Category {
  return { categoryId, code: url, url, name, link: `/categories/${url}`, depth, parentCategoryId: null, childCategories };
}

export const SHIRTS = categoryNode(111, 'shirts', 'Shirts', 3);
export const KNITS = categoryNode(112, 'knits', 'Knits', 3);
export const TOPS = categoryNode(11, 'tops', 'Tops', 2, [SHIRTS, KNITS]);
export const FASHION = categoryNode(1, 'fashion', 'Fashion', 1, [TOPS]);
export const LIVING = categoryNode(2, 'living', 'Living', 1);
export const CATEGORY_TREE: Category[] = [FASHION, LIVING];

/** An item card for tests; `n` makes codes, names and prices distinct. */
export function itemCard(n: number, overrides: Partial<ItemCard> = {}): ItemCard {
  return {
    itemId: n,
    itemUserCode: `P${1000 + n}`,
    itemName: `Item ${n}`,
    itemSummary: `Summary ${n}`,
    itemImage: `/upload/items/${1000 + n}-1.png`,
    brand: `Brand ${n}`,
    brandId: n,
    sellerId: 1,
    sellerName: 'Seller One',
    itemPrice: 20000 + n * 1000,
    presentPrice: 15000 + n * 1000,
    salePrice: 20000 + n * 1000,
    discountRate: 20,
    labels: [],
    itemSoldOutFlag: 'N',
    itemOptionFlag: 'N',
    itemType: '1',
    nonmemberOrderType: '1',
    orderMinQuantity: 1,
    orderMaxQuantity: 10,
    shippingType: '2',
    reviewCount: 0,
    displayReviewScore: 0,
    ...overrides,
  };
}

/** A `GET /api/item` answer for a category. */
export function itemList(category: Category, breadcrumbs: Category[], content: ItemCard[], page = 1, totalElements = content.length, size = 24): ItemListResponse {
  const totalPages = Math.ceil(totalElements / size);
  return {
    content,
    pagination: { currentPage: page, size, totalElements, totalPages, first: page === 1, last: page >= totalPages },
    category: { ...category, breadcrumbs },
  };
}

/** A `GET /api/item/{code}` answer. */
export function itemDetail(n: number, overrides: Partial<ItemDetailResponse['item']> = {}): ItemDetailResponse {
  return {
    item: {
      ...itemCard(n),
      images: [`/upload/items/${1000 + n}-1.png`, `/upload/items/${1000 + n}-2.png`, `/upload/items/${1000 + n}-3.png`],
      detailContent: '<h2>About</h2><img src="/upload/editor/detail.png" alt="detail">',
      infos: [
        { title: 'Material', description: 'Linen 100%' },
        { title: 'Maker', description: 'Mono Works' },
      ],
      originCountry: 'Korea',
      shipping: 3000,
      shippingFreeAmount: 50000,
      shippingItemCount: 0,
      shippingExtraCharge1: 3000,
      shippingExtraCharge2: 5000,
      couponUseFlag: 'Y',
      setItemFlag: 'N',
      itemSets: [],
      stockQuantity: 10,
      itemOptionType: '',
      itemOptionTitle1: '',
      itemOptionTitle2: '',
      itemOptionTitle3: '',
      itemOptions: [],
      representativeName: 'Kim',
      businessNumber: '1234567890',
      businessLocation: 'Seoul',
      deliveryCompanyName: 'CJ',
      ...overrides,
    },
    breadcrumbs: [{ categoryClass: '1', breadcrumbCategories: [FASHION, TOPS, SHIRTS] }],
    itemEarnPoint: { point: 150, pointRate: 1 },
    cardBenefits: null,
    deliveryInfo: '',
    reviewFilters: [],
  };
}
