import type { ItemCard, YesNo } from './item.ts';
import type { Page } from './page.ts';

/** `GET /api/item/{code}/relation`. */
export type RelatedItemsResponse = { list: ItemCard[] };

/** Sort of the review list: newest (`''` or `CREATED_DATE`) or most liked. */
export type ReviewOrderBy = '' | 'CREATED_DATE' | 'LIKE_COUNT';

/** Query of `GET /api/item/reviews`. */
export type ReviewQuery = {
  itemUserCode: string;
  /** `'Y'`: photo reviews only. */
  photoFlag?: YesNo | '';
  /** 1-5; 0 or absent: every score. */
  score?: number;
  orderBy?: ReviewOrderBy;
  page?: number;
  size?: number;
};

/** A review. Text and photos are empty when the viewer blocked the writer (`blockFlag` Y). */
export type Review = {
  itemReviewId: number;
  itemId: number;
  itemUserCode: string;
  itemName: string;
  itemImageSrc: string | null;
  subject: string;
  content: string;
  score: number;
  images: string[];
  /** 14-digit date. */
  createdDate: string;
  maskUsername: string;
  options: string;
  adminComment: string;
  likeCount: number;
  blockFlag: YesNo;
  reportFlag: YesNo;
  writtenMeFlag: YesNo;
};

/** Counts behind an item's review tab. */
export type ReviewSummary = { totalCount: number; photoCount: number; averageScore: number; scores: { score: number; count: number }[] };

/** `GET /api/item/reviews`: a page of reviews plus the summary of all the item's reviews. */
export type ReviewPage = Page<Review> & { summary: ReviewSummary };

/** An item question. A secret question of someone else reads "비밀글입니다." and has no answer. */
export type ItemInquiry = {
  id: number;
  label: string;
  qnaGroup: string;
  subject: string;
  question: string;
  files: string[];
  secretFlag: YesNo;
  answerFlag: YesNo;
  answer: { title: string; answer: string; date: string } | null;
  userName: string;
  /** 14-digit date. */
  date: string;
  blockFlag: YesNo;
  reportFlag: YesNo;
  writtenMeFlag: YesNo;
};

/** Body of `POST /api/qna/item-inquiry`. */
export type ItemInquiryInput = { itemId: number; qnaGroup?: string; subject: string; question: string; secretFlag: YesNo };

/** What can be reported or blocked. */
export type ReportContentType = 'REVIEW' | 'QNA' | 'FEATURED';

/** `GET /api/common/report/init`. */
export type ReportInit = { contentTypes: { code: string; title: string }[]; reasonTypes: { code: string; title: string }[] };

/** Body of `POST /api/common/report`. */
export type ReportInput = { reportContentType: ReportContentType; reportReasonType: string; contentId: number; content: string };

/** Body of `POST /api/common/block` and `/unblock`. */
export type BlockInput = { reportContentType: ReportContentType; contentId: number };

/** A downloadable item coupon. */
export type DownloadableCoupon = {
  couponId: number;
  couponName: string;
  couponComment: string;
  /** `'ITEM'`: an item coupon (the only kind the API issues). */
  couponType: string;
  /** `'1'` amount in 원, `'2'` percent. */
  couponPayType: string;
  couponPay: number;
  /** Minimum spend. */
  couponPayRestriction: number;
  couponMaxDiscount: number;
  couponConcurrently: string;
  couponApplyType: string;
  couponIssueStartDate: string;
  couponIssueEndDate: string;
  /** Days a downloaded coupon stays usable. */
  couponApplyDays: number;
  couponTargetItemType: string;
  downloadedFlag: YesNo;
};

/** `GET /api/coupon/download-coupons?itemId=`. */
export type ItemCouponsResponse = {
  couponUseFlag: YesNo;
  availableCount: number;
  completedUserCouponCount: number;
  downloadAvailableCount: number;
  couponPageResponse: Page<DownloadableCoupon>;
};

/** A Jeju or island zip code. */
export type IslandInfo = { zipcode: string; address: string; islandType: 'JEJU' | 'ISLAND' };

/** Query of `GET /api/common/island-info`. */
export type IslandQuery = { where: 'ADDRESS' | 'ZIPCODE'; query: string; page?: number; size?: number };

/** Where an event stands. */
export type EventState = 'READY' | 'PROGRESS' | 'END';

/** An event of the list. */
export type EventSummary = {
  id: number;
  link: string;
  title: string;
  image: string;
  label: string;
  dateText: string;
  simpleContent: string;
  externalLinkFlag: YesNo;
  linkTarget: string;
  linkRel: string;
  startDate: string;
  endDate: string;
  prodState: EventState;
  replyUsedFlag: YesNo;
};

/** `GET /api/event/{id}`. */
export type EventDetail = EventSummary & { content: string; itemLists: { key: string; name: string; items: ItemCard[] }[]; eventViewUrl: string };

/** An event comment. */
export type EventReply = { id: number; loginId: string; content: string; date: string; blockFlag: YesNo; reportFlag: YesNo; writtenMeFlag: YesNo };

/** A popup. */
export type Popup = {
  popupId: number;
  /** `'1'` image, `'2'` HTML. */
  popupType: string;
  /** `'1'` layer on the main page, `'2'` window. */
  popupStyle: string;
  subject: string;
  content: string;
  width: number;
  height: number;
  topPosition: number;
  leftPosition: number;
  popupImage: string;
  imageLink: string;
  backgroundColor: string;
  startDate: string;
  endDate: string;
};
