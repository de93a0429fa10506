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

/** An item option. */
export type ItemOption = {
  itemOptionId: number;
  optionType: string;
  optionName1: string;
  optionName2?: string;
  optionName3?: string;
  optionPrice: number;
  optionStockQuantity?: number;
  optionSoldOutFlag?: YesNo;
  isSoldOut?: boolean;
};

/** A member of a set item. */
export type ItemSet = { itemId: number; itemName: string; quantity: number; couponUseFlag: YesNo; itemSoldOutFlag?: YesNo };

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
