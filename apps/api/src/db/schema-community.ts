import type { IslandInfo, Popup } from '@shop/contracts';
import type { Generated } from 'kysely';
import type { YesNo } from './schema.ts';

// Tables of migration 0004 (item community, wishlists, coupons, islands, events, popups), as Kysely sees them.

export type ItemFreeGiftTable = { itemId: number; text: string };

export type ItemReviewTable = {
  id: Generated<number>;
  itemId: number;
  memberId: number | null;
  writerLoginId: string;
  score: number;
  content: string;
  /** JSON array of `/upload/...` paths. */
  images: string;
  /** Option text of the bought line ('' when none). */
  options: string;
  adminComment: string;
  likeCount: number;
  createdAt: string;
  /** Migration 0008: the order line a member reviewed (one review per line) and the points it earned. */
  orderLineId: Generated<number | null>;
  earnedPoint: Generated<number>;
};

export type ItemInquiryTable = {
  id: Generated<number>;
  itemId: number;
  memberId: number | null;
  writerLoginId: string;
  qnaGroup: string;
  subject: string;
  question: string;
  secretFlag: YesNo;
  answer: string | null;
  answeredAt: string | null;
  createdAt: string;
};

export type ContentReportTable = {
  id: Generated<number>;
  memberId: number;
  contentType: string;
  contentId: number;
  reasonType: string;
  content: string;
  createdAt: string;
};

export type MemberBlockTable = { id: Generated<number>; memberId: number; blockedLoginId: string; createdAt: string };

export type WishlistTable = { id: Generated<number>; memberId: number; itemId: number; createdAt: string };

export type CouponTable = {
  id: number;
  name: string;
  comment: string;
  /** '1' fixed amount (원), '2' percent. */
  payType: string;
  pay: number;
  /** Minimum spend. */
  payRestriction: number;
  /** Cap of a percent discount (0 = none). */
  maxDiscount: number;
  /** '1' every item, '2' the items of coupon_items. */
  targetItemType: string;
  /** '1' one unit only, '2' every unit bought. */
  concurrently: string;
  issueStartDate: string;
  issueEndDate: string;
  /** Days a downloaded coupon stays usable. */
  applyDays: number;
  /** 'ITEM' (one order line) or 'CART' (the whole order). */
  couponType: string;
  /** Migration 0008: the code a member types to get this coupon (오프라인쿠폰), null for none. */
  offlineCode: Generated<string | null>;
  /** Migration 0040: 'DOWNLOAD' (downloaded or exchanged by a member) or 'WELCOME' (given at sign-up, never downloaded). */
  issueKind: Generated<string>;
};

/** Migration 0040: one welcome pack per phone (SHA-256 of its digits), whatever account it went to. */
export type WelcomeGrantTable = { phoneKey: string; memberId: number; grantedAt: string };

export type CouponItemTable = { couponId: number; itemId: number };

export type CouponUserTable = {
  id: Generated<number>;
  couponId: number;
  memberId: number;
  applyStartDate: string;
  applyEndDate: string;
  usedDate: string | null;
  /** The order that used it (null while unused). */
  usedOrderId: Generated<number | null>;
  createdAt: string;
};

export type IslandZipcodeTable = IslandInfo;

export type EventTable = {
  id: number;
  title: string;
  simpleContent: string;
  content: string;
  image: string;
  label: string;
  startDate: string;
  endDate: string;
  replyUsedFlag: YesNo;
  /** '' for an event page of our own, else an http(s) link. */
  externalLink: string;
  ordering: number;
};

export type EventItemGroupTable = { id: number; eventId: number; name: string; ordering: number };

export type EventGroupItemTable = { groupId: number; itemId: number; ordering: number };

export type EventReplyTable = {
  id: Generated<number>;
  eventId: number;
  memberId: number | null;
  writerLoginId: string;
  content: string;
  createdAt: string;
};

/** A popup row: the wire popup (`popupId` stored as `id`) plus whether and where it shows. */
export type PopupTable = Omit<Popup, 'popupId'> & { id: number; displayFlag: YesNo; ordering: number };

/** The tables of migration 0004. */
export type CommunityTables = {
  itemFreeGifts: ItemFreeGiftTable;
  itemReviews: ItemReviewTable;
  itemInquiries: ItemInquiryTable;
  contentReports: ContentReportTable;
  memberBlocks: MemberBlockTable;
  wishlists: WishlistTable;
  coupons: CouponTable;
  couponItems: CouponItemTable;
  couponUsers: CouponUserTable;
  welcomeGrants: WelcomeGrantTable;
  islandZipcodes: IslandZipcodeTable;
  events: EventTable;
  eventItemGroups: EventItemGroupTable;
  eventGroupItems: EventGroupItemTable;
  eventReplies: EventReplyTable;
  popups: PopupTable;
};
