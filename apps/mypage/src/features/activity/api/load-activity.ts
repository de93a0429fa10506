import { API_ERROR_CODES, callContract, withErrorCode, type CsInquiryPage, type ItemCard, type MyGrade, type MyItemInquiry, type Page, type WishlistEntry } from '@shop/api-client';
import type { LoaderFunctionArgs } from '@shop/router';
import { appContext } from '@shop/session';
import { pageOf } from '../../../lib/not-found.ts';

/** What /account/grade shows. */
export type GradeData = { grade: MyGrade };
/** What /mypage/activity/recents shows (the browser merges its own views in after load). */
export type RecentsData = { items: ItemCard[] };
/** What /mypage/activity/inquiries shows: the member's latest 1:1 inquiries and their item questions. */
export type InquiriesData = { inquiries: Page<MyItemInquiry>; csInquiries: CsInquiryPage; qnaGroup: QnaGroupFilter };

/** The types of item questions my page filters by ('' every type). */
export const QNA_GROUP_FILTERS = ['', 'ITEM', 'DELIVERY', 'EXCHANGE', 'ETC'] as const;
export type QnaGroupFilter = (typeof QNA_GROUP_FILTERS)[number];
/** What /mypage/activity/wishlist shows. */
export type WishlistData = { wishlist: Page<WishlistEntry> };

/** `/account/grade`. */
export async function loadGrade({ context }: LoaderFunctionArgs): Promise<GradeData> {
  return { grade: await callContract(context.get(appContext).api, 'GET /api/mypage/grade', { cache: 'no-store' }) };
}

/** `/mypage/activity/recents`. */
export async function loadRecents({ context }: LoaderFunctionArgs): Promise<RecentsData> {
  return { items: (await callContract(context.get(appContext).api, 'GET /api/mypage/recent-items', { cache: 'no-store' })).list };
}

/** `/mypage/activity/inquiries?page=&qnaGroup=` (an unknown type reads as every type). */
export async function loadInquiries({ request, context }: LoaderFunctionArgs): Promise<InquiriesData> {
  const { api } = context.get(appContext);
  const search = new URL(request.url).searchParams;
  const qnaGroup = QNA_GROUP_FILTERS.find((g) => g === search.get('qnaGroup')) ?? '';
  const [inquiries, csInquiries] = await Promise.all([callContract(api, 'GET /api/qna/item-inquiry', { query: { page: pageOf(search), size: 5, ...(qnaGroup ? { qnaGroup } : {}) }, cache: 'no-store' }), callContract(api, 'GET /api/qna/inquiry', { query: { page: 1, size: 10 }, cache: 'no-store' })]);
  return { inquiries, csInquiries, qnaGroup };
}

/** `/mypage/activity/wishlist?page=` (6 per page). */
export async function loadWishlist({ request, context }: LoaderFunctionArgs): Promise<WishlistData> {
  return { wishlist: await callContract(context.get(appContext).api, 'GET /api/wishlist', { query: { page: pageOf(new URL(request.url).searchParams), size: 6 }, cache: 'no-store' }).catch((error: unknown) => {
      throw withErrorCode(error, API_ERROR_CODES.WISHLIST_LIST_FAILED, 'GET', '/api/wishlist');
    }) };
}
