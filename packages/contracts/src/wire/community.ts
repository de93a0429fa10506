import * as v from 'valibot';
import { pageEntries, pageOf, YesNoSchema } from './common.ts';
import { ItemCardSchema } from './item.ts';

/** A review. Text and photos are empty when the viewer blocked the writer (`blockFlag` Y). */
export const ReviewSchema = v.object({
  itemReviewId: v.number(), itemId: v.number(), itemUserCode: v.string(), itemName: v.string(), itemImageSrc: v.nullable(v.string()),
  subject: v.string(), content: v.string(), score: v.number(), images: v.array(v.string()), createdDate: v.string(),
  maskUsername: v.string(), options: v.string(), adminComment: v.string(), likeCount: v.number(),
  blockFlag: YesNoSchema, reportFlag: YesNoSchema, writtenMeFlag: YesNoSchema,
});
export type Review = v.InferOutput<typeof ReviewSchema>;

/** Counts behind an item's review tab. */
export const ReviewSummarySchema = v.object({
  totalCount: v.number(), photoCount: v.number(), averageScore: v.number(), scores: v.array(v.object({ score: v.number(), count: v.number() })),
});
export type ReviewSummary = v.InferOutput<typeof ReviewSummarySchema>;

/** `GET /api/item/reviews`: a page of reviews plus the summary of all the item's reviews. */
export const ReviewPageSchema = v.object({ ...pageEntries(ReviewSchema), summary: ReviewSummarySchema });
export type ReviewPage = v.InferOutput<typeof ReviewPageSchema>;

/** An item question; someone else's secret question has a placeholder text and no answer. */
export const ItemInquirySchema = v.object({
  id: v.number(), label: v.string(), qnaGroup: v.string(), subject: v.string(), question: v.string(), files: v.array(v.string()),
  secretFlag: YesNoSchema, answerFlag: YesNoSchema, answer: v.nullable(v.object({ title: v.string(), answer: v.string(), date: v.string() })),
  userName: v.string(), date: v.string(), blockFlag: YesNoSchema, reportFlag: YesNoSchema, writtenMeFlag: YesNoSchema,
});
export type ItemInquiry = v.InferOutput<typeof ItemInquirySchema>;

/** `GET /api/qna/qna-groups`. */
export const QnaGroupsSchema = v.object({ list: v.array(v.object({ id: v.string(), label: v.string() })) });

/** What can be reported or blocked. */
export const ReportContentTypeSchema = v.picklist(['REVIEW', 'QNA', 'FEATURED']);
export type ReportContentType = v.InferOutput<typeof ReportContentTypeSchema>;

const codeTitle = v.object({ code: v.string(), title: v.string() });
/** `GET /api/common/report/init`. */
export const ReportInitSchema = v.object({ contentTypes: v.array(codeTitle), reasonTypes: v.array(codeTitle) });
export type ReportInit = v.InferOutput<typeof ReportInitSchema>;

/** A downloadable item coupon (`couponPayType` '1' amount in 원, '2' percent). */
export const DownloadableCouponSchema = v.object({
  couponId: v.number(), couponName: v.string(), couponComment: v.string(), couponType: v.string(), couponPayType: v.string(),
  couponPay: v.number(), couponPayRestriction: v.number(), couponMaxDiscount: v.number(), couponConcurrently: v.string(),
  couponApplyType: v.string(), couponIssueStartDate: v.string(), couponIssueEndDate: v.string(), couponApplyDays: v.number(),
  couponTargetItemType: v.string(), downloadedFlag: YesNoSchema,
});
export type DownloadableCoupon = v.InferOutput<typeof DownloadableCouponSchema>;

const itemCouponsEntries = {
  couponUseFlag: YesNoSchema, availableCount: v.number(), completedUserCouponCount: v.number(), downloadAvailableCount: v.number(),
  couponPageResponse: pageOf(DownloadableCouponSchema),
};
/** `GET /api/coupon/download-coupons?itemId=`. */
export const ItemCouponsResponseSchema = v.object(itemCouponsEntries);
export type ItemCouponsResponse = v.InferOutput<typeof ItemCouponsResponseSchema>;

/** `POST /api/item/download-all-coupons`: the coupons answer plus how many were downloaded. */
export const DownloadAllCouponsResponseSchema = v.object({ ...itemCouponsEntries, downloadedCount: v.number() });

/** A Jeju or island zip code. */
export const IslandInfoSchema = v.object({ zipcode: v.string(), address: v.string(), islandType: v.picklist(['JEJU', 'ISLAND']) });
export type IslandInfo = v.InferOutput<typeof IslandInfoSchema>;

/** Where an event stands. */
export const EventStateSchema = v.picklist(['READY', 'PROGRESS', 'END']);
export type EventState = v.InferOutput<typeof EventStateSchema>;

const eventEntries = {
  id: v.number(), link: v.string(), title: v.string(), image: v.string(), label: v.string(), dateText: v.string(), simpleContent: v.string(),
  externalLinkFlag: YesNoSchema, linkTarget: v.string(), linkRel: v.string(), startDate: v.string(), endDate: v.string(),
  prodState: EventStateSchema, replyUsedFlag: YesNoSchema,
};
/** An event of the list. */
export const EventSummarySchema = v.object(eventEntries);
export type EventSummary = v.InferOutput<typeof EventSummarySchema>;

/** `GET /api/event/{id}`. */
export const EventDetailSchema = v.object({
  ...eventEntries, content: v.string(), itemLists: v.array(v.object({ key: v.string(), name: v.string(), items: v.array(ItemCardSchema) })), eventViewUrl: v.string(),
});
export type EventDetail = v.InferOutput<typeof EventDetailSchema>;

/** An event comment. */
export const EventReplySchema = v.object({
  id: v.number(), loginId: v.string(), content: v.string(), date: v.string(), blockFlag: YesNoSchema, reportFlag: YesNoSchema, writtenMeFlag: YesNoSchema,
});
export type EventReply = v.InferOutput<typeof EventReplySchema>;

/** A popup (`popupType` '1' image, '2' HTML; `popupStyle` '1' layer, '2' window). */
export const PopupSchema = v.object({
  popupId: v.number(), popupType: v.string(), popupStyle: v.string(), subject: v.string(), content: v.string(), width: v.number(), height: v.number(),
  topPosition: v.number(), leftPosition: v.number(), popupImage: v.string(), imageLink: v.string(), backgroundColor: v.string(),
  startDate: v.string(), endDate: v.string(),
});
export type Popup = v.InferOutput<typeof PopupSchema>;
