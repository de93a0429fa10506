import * as v from 'valibot';
import { CategoryCrumbSchema, CategoryWithBreadcrumbsSchema } from './category.ts';
import { pageEntries, YesNoSchema } from './common.ts';

/** A label shown on an item card. */
export const ItemLabelSchema = v.object({ label: v.string(), color: v.string() });
export type ItemLabel = v.InferOutput<typeof ItemLabelSchema>;

/** The fields of an item card (itemPrice: list price, presentPrice: selling price, salePrice: struck-through). */
export const itemCardEntries = {
  itemId: v.number(),
  itemUserCode: v.string(),
  itemName: v.string(),
  itemSummary: v.string(),
  /** The first picture, or null for an item without pictures. */
  itemImage: v.nullable(v.string()),
  brand: v.string(),
  brandId: v.number(),
  sellerId: v.number(),
  sellerName: v.string(),
  itemPrice: v.number(),
  presentPrice: v.number(),
  salePrice: v.number(),
  discountRate: v.number(),
  labels: v.array(ItemLabelSchema),
  itemSoldOutFlag: YesNoSchema,
  itemOptionFlag: YesNoSchema,
  /** `'1'` normal, `'3'` set. */
  itemType: v.string(),
  /** `'1'`: guests may buy. */
  nonmemberOrderType: v.string(),
  orderMinQuantity: v.number(),
  orderMaxQuantity: v.number(),
  shippingType: v.string(),
  reviewCount: v.number(),
  displayReviewScore: v.number(),
};

/** An item as list cards show it. */
export const ItemCardSchema = v.object(itemCardEntries);
export type ItemCard = v.InferOutput<typeof ItemCardSchema>;

/** An item option: a combination (S, S2, S3) with its own stock, or a text field (T). */
export const ItemOptionSchema = v.object({
  itemOptionId: v.number(),
  optionType: v.string(),
  optionName1: v.string(),
  optionName2: v.nullable(v.string()),
  optionName3: v.nullable(v.string()),
  optionPrice: v.number(),
  optionStockQuantity: v.number(),
  optionSoldOutFlag: YesNoSchema,
  isSoldOut: v.boolean(),
  // The API always sends the fields below; they are optional because the storefront builds options without them.
  optionDisplayType: v.optional(v.picklist(['select', 'text'])),
  optionPriceNonmember: v.optional(v.number()),
  optionStockFlag: v.optional(YesNoSchema),
  optionHideFlag: v.optional(YesNoSchema),
  price: v.optional(v.number()),
});
export type ItemOption = v.InferOutput<typeof ItemOptionSchema>;

/** A member of a set item: its card plus the quantity in one set. */
export const ItemSetSchema = v.object({ ...itemCardEntries, quantity: v.number(), couponUseFlag: YesNoSchema });
export type ItemSet = v.InferOutput<typeof ItemSetSchema>;

/** Option kinds of an item: combinations of one to three steps, or a text field. */
export type ItemOptionType = 'S' | 'S2' | 'S3' | 'T';

/** The full item of `GET /api/item/{itemUserCode}`. */
export const ItemDetailSchema = v.object({
  ...itemCardEntries,
  images: v.array(v.string()),
  detailContent: v.string(),
  infos: v.array(v.object({ title: v.string(), description: v.string() })),
  originCountry: v.string(),
  categoryId: v.optional(v.number()),
  shipping: v.number(),
  shippingFreeAmount: v.number(),
  shippingItemCount: v.number(),
  shippingExtraCharge1: v.number(),
  shippingExtraCharge2: v.number(),
  shippingGroupCode: v.optional(v.string()),
  couponUseFlag: YesNoSchema,
  setItemFlag: YesNoSchema,
  itemSets: v.array(ItemSetSchema),
  stockQuantity: v.number(),
  /** null for an item without options ('' is accepted for older fixtures; the API never sends it). */
  itemOptionType: v.nullable(v.picklist(['S', 'S2', 'S3', 'T', ''])),
  itemOptionTitle1: v.nullable(v.string()),
  itemOptionTitle2: v.nullable(v.string()),
  itemOptionTitle3: v.nullable(v.string()),
  itemOptions: v.array(ItemOptionSchema),
  representativeName: v.string(),
  businessNumber: v.string(),
  businessLocation: v.string(),
  deliveryCompanyName: v.string(),
  freeGiftItemText: v.optional(v.string()),
});
export type ItemDetail = v.InferOutput<typeof ItemDetailSchema>;

/** A step of an item's breadcrumbs: the category plus its url, name and code under the reference's names. */
export const ItemBreadcrumbCategorySchema = v.object({
  ...CategoryCrumbSchema.entries,
  categoryUrl: v.optional(v.string()),
  categoryName: v.optional(v.string()),
  categoryCode: v.optional(v.string()),
});
export type ItemBreadcrumbCategory = v.InferOutput<typeof ItemBreadcrumbCategorySchema>;

/** Breadcrumbs of an item: one per category it belongs to (`categoryClass` is the code of the last step). */
export const ItemBreadcrumbSchema = v.object({ categoryClass: v.string(), breadcrumbCategories: v.array(ItemBreadcrumbCategorySchema) });
export type ItemBreadcrumb = v.InferOutput<typeof ItemBreadcrumbSchema>;

/** `GET /api/item/{itemUserCode}`. */
export const ItemDetailResponseSchema = v.object({
  item: ItemDetailSchema,
  breadcrumbs: v.array(ItemBreadcrumbSchema),
  itemEarnPoint: v.object({ point: v.number(), pointRate: v.number(), levelName: v.optional(v.nullable(v.string())), levelPointRate: v.optional(v.number()) }),
  cardBenefits: v.nullable(v.object({ subject: v.string(), content: v.string(), startDate: v.string(), endDate: v.string() })),
  deliveryInfo: v.string(),
  reviewFilters: v.array(v.unknown()),
});
export type ItemDetailResponse = v.InferOutput<typeof ItemDetailResponseSchema>;

/** `GET /api/item`: a page of cards plus the category with its breadcrumbs (null when no category was asked for). */
export const ItemListResponseSchema = v.object({ ...pageEntries(ItemCardSchema), category: v.nullable(CategoryWithBreadcrumbsSchema) });
export type ItemListResponse = v.InferOutput<typeof ItemListResponseSchema>;

/** `GET /api/item/{code}/relation`. */
export const RelatedItemsResponseSchema = v.object({ list: v.array(ItemCardSchema) });
export type RelatedItemsResponse = v.InferOutput<typeof RelatedItemsResponseSchema>;
