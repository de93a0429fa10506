import type { Category, CategoryWithBreadcrumbs } from './category.ts';
import type { Page } from './page.ts';

/** `'Y' | 'N'` flags of the wire format. */
export type YesNo = 'Y' | 'N';

/** A label shown on an item card. */
export type ItemLabel = { label: string; color: string };

/** An item as list cards show it. */
export type ItemCard = {
  itemId: number;
  itemUserCode: string;
  itemName: string;
  itemSummary: string;
  itemImage: string;
  brand: string;
  brandId: number | null;
  sellerId: number;
  sellerName: string;
  /** List price. */
  itemPrice: number;
  /** Selling price. */
  presentPrice: number;
  /** Struck-through price (= itemPrice). */
  salePrice: number;
  discountRate: number;
  labels: ItemLabel[];
  itemSoldOutFlag: YesNo;
  itemOptionFlag: YesNo;
  /** `'1'` normal, `'3'` set. */
  itemType: string;
  /** `'1'`: guests may buy. */
  nonmemberOrderType: string;
  orderMinQuantity: number;
  orderMaxQuantity: number;
  shippingType: string;
  reviewCount: number;
  displayReviewScore: number;
};

/** An item option: a combination (S, S2, S3) with its own stock, or a text field (T). */
export type ItemOption = {
  itemOptionId: number;
  /** `'S' | 'S2' | 'S3' | 'T'`. */
  optionType: string;
  /** `'select'` for combinations, `'text'` for text fields. */
  optionDisplayType?: 'select' | 'text';
  /** Step values (S2 and S3 use 2 and 3 of them); for T, the field's name. */
  optionName1: string;
  optionName2?: string | null;
  optionName3?: string | null;
  /** Extra price of the option in KRW. */
  optionPrice: number;
  optionStockQuantity?: number;
  optionSoldOutFlag?: YesNo;
  isSoldOut?: boolean;
};

/** A member of a set item: its card plus the quantity in one set. */
export type ItemSet = ItemCard & { quantity: number; couponUseFlag: YesNo };

/** The full item of `GET /api/item/{itemUserCode}`. */
export type ItemDetail = ItemCard & {
  images: string[];
  /** Admin HTML. */
  detailContent: string;
  infos: { title: string; description: string }[];
  originCountry: string;
  shipping: number;
  shippingFreeAmount: number;
  shippingItemCount: number;
  shippingExtraCharge1: number;
  shippingExtraCharge2: number;
  couponUseFlag: YesNo;
  setItemFlag: YesNo;
  itemSets: ItemSet[];
  stockQuantity: number;
  itemOptionType: 'S' | 'S2' | 'S3' | 'T' | '';
  itemOptionTitle1: string;
  itemOptionTitle2: string;
  itemOptionTitle3: string;
  itemOptions: ItemOption[];
  representativeName: string;
  businessNumber: string;
  businessLocation: string;
  deliveryCompanyName: string;
  /** Free-gift text ('' when none). */
  freeGiftItemText?: string;
};

/** Breadcrumbs of an item: one per category it belongs to. */
export type ItemBreadcrumb = { categoryClass: string; breadcrumbCategories: Category[] };

/** `GET /api/item/{itemUserCode}`. */
export type ItemDetailResponse = {
  item: ItemDetail;
  breadcrumbs: ItemBreadcrumb[];
  itemEarnPoint: { point: number; pointRate: number; levelName?: string; levelPointRate?: number } | null;
  cardBenefits: { subject: string; content: string; startDate: string; endDate: string } | null;
  /** HTML. */
  deliveryInfo: string;
  reviewFilters: unknown[];
};

/** Query of `GET /api/item`. */
export type ItemListQuery = {
  categoryUrl: string;
  orderBy?: string;
  sort?: string;
  page?: number;
  itemsPerPage?: number;
};

/** `GET /api/item`: a page of cards plus the category with its breadcrumbs. */
export type ItemListResponse = Page<ItemCard> & { category: CategoryWithBreadcrumbs };
