import type { CategoryCrumb, CategoryWithBreadcrumbs } from './category.ts';
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
  /** The first picture, or null for an item without pictures. */
  itemImage: string | null;
  brand: string;
  brandId: number;
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

/** An item option: a combination (S, S2, S3) with its own stock, or a text field (T) (reference-behaviour §6). */
export type ItemOption = {
  itemOptionId: number;
  /** `'S' | 'S2' | 'S3' | 'T'`. */
  optionType: string;
  /** Step values (S2 and S3 use 2 and 3 of them); for T, the field's name. */
  optionName1: string;
  optionName2: string | null;
  optionName3: string | null;
  /** Extra price of the option in KRW. */
  optionPrice: number;
  /** 0 for text options. */
  optionStockQuantity: number;
  optionSoldOutFlag: YesNo;
  isSoldOut: boolean;
  // The API always sends the fields below; they are optional because the storefront builds options without them.
  /** `'select'` for combinations, `'text'` for text fields. */
  optionDisplayType?: 'select' | 'text';
  optionPriceNonmember?: number;
  /** `'N'` for text options, which have no stock of their own. */
  optionStockFlag?: YesNo;
  optionHideFlag?: YesNo;
  /** Selling price of the item with this option. */
  price?: number;
};

/** A member of a set item: its card plus the quantity in one set. */
export type ItemSet = ItemCard & { quantity: number; couponUseFlag: YesNo };

/** Option kinds of an item: combinations of one to three steps, or a text field. */
export type ItemOptionType = 'S' | 'S2' | 'S3' | 'T';

/** The full item of `GET /api/item/{itemUserCode}`. */
export type ItemDetail = ItemCard & {
  images: string[];
  /** Admin HTML. */
  detailContent: string;
  infos: { title: string; description: string }[];
  originCountry: string;
  /** The item's own category (always sent; optional only for older fixtures, as are `shippingGroupCode` and `freeGiftItemText`). */
  categoryId?: number;
  shipping: number;
  shippingFreeAmount: number;
  shippingItemCount: number;
  shippingExtraCharge1: number;
  shippingExtraCharge2: number;
  shippingGroupCode?: string;
  couponUseFlag: YesNo;
  setItemFlag: YesNo;
  itemSets: ItemSet[];
  stockQuantity: number;
  /** null for an item without options ('' is accepted for older fixtures; the API never sends it). */
  itemOptionType: ItemOptionType | '' | null;
  itemOptionTitle1: string | null;
  itemOptionTitle2: string | null;
  itemOptionTitle3: string | null;
  itemOptions: ItemOption[];
  representativeName: string;
  businessNumber: string;
  businessLocation: string;
  deliveryCompanyName: string;
  /** Free-gift text ('' when none). */
  freeGiftItemText?: string;
};

/**
 * A step of an item's breadcrumbs: the category plus its url, name and code under the reference's names (the API
 * always sends those three; optional only for older fixtures).
 */
export type ItemBreadcrumbCategory = CategoryCrumb & { categoryUrl?: string; categoryName?: string; categoryCode?: string };

/** Breadcrumbs of an item: one per category it belongs to (`categoryClass` is the code of the last step). */
export type ItemBreadcrumb = { categoryClass: string; breadcrumbCategories: ItemBreadcrumbCategory[] };

/** `GET /api/item/{itemUserCode}`. */
export type ItemDetailResponse = {
  item: ItemDetail;
  breadcrumbs: ItemBreadcrumb[];
  /** `levelName` and `levelPointRate` are always sent (null and 0: no member levels); optional only for older fixtures. */
  itemEarnPoint: { point: number; pointRate: number; levelName?: string | null; levelPointRate?: number };
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

/** `GET /api/item`: a page of cards plus the category with its breadcrumbs (null when no category was asked for). */
export type ItemListResponse = Page<ItemCard> & { category: CategoryWithBreadcrumbs | null };
