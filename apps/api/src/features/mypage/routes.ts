import {
  advanceOrderContract, cancelApplyContract, confirmPurchaseContract, deleteAddressContract, deleteReviewContract, editReviewContract, exchangeApplyContract,
  exchangeOfflineCouponContract, getAddressesContract, getClaimsContract, getCouponItemsContract, getDownloadableCouponsContract, getGuestOrderDetailContract,
  getGuestOrdersContract, getMyCouponsContract, getMyPointsContract, getMypageContract, getMyReviewsContract, getOrdersContract, guestTokenContract,
  refundPreviewContract, returnApplyContract, saveAddressContract, withdrawClaimContract, advanceClaimContract, getOperatorOrderContract, setDefaultAddressContract, uploadPhotosContract, writeReviewContract,
  getProfileContract, saveProfileContract, verifyPasswordContract, deleteMyItemInquiryContract, deleteRecentItemsContract, getMyGradeContract, getMyItemInquiriesContract, getRecentItemsContract, mergeRecentItemsContract,
} from '@shop/contracts';
import { CONTENT_CHANNEL } from '@shop/shared-state';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { MYPAGE_MESSAGES } from '../../messages/mypage.ko.ts';
import type { DatabaseHandle } from '../../db/dialect.ts';
import { apiError } from '../../http/error-table.ts';
import { registerContract } from '../../http/register-contract.ts';
import { ORDER_MESSAGES } from '../../messages/order.ko.ts';
import { hashPassword, verifyPassword } from '../auth/password.ts';
import { requireMember } from '../auth/service.ts';
import { orderDetail } from '../order/order-detail.ts';
import type { TossClient } from '../payment/toss-client.ts';
import { ownOrder, requireShopper } from './access.ts';
import { readProfile, saveProfile, verifyMemberPassword } from './profile.ts';
import { deleteMyItemInquiry, deleteRecentItems, mergeRecentItems, myGrade, myItemInquiries, recentItems } from './activity.ts';
import { deleteAddress, listAddresses, saveAddress, setDefaultAddress } from './addresses.ts';
import { applyClaim, confirmPurchase, refundPreview, withdrawClaim } from './claims.ts';
import { couponItems, downloadableCoupons, exchangeOfflineCoupon, myCoupons } from './coupons.ts';
import { dashboard, listClaims } from './dashboard.ts';
import { guestOrdersWhere, issueGuestToken } from './guest-token.ts';
import { advanceClaim, advanceOrder } from './operator.ts';
import { operatorTokenFromEnv, requireOperator } from '../../http/operator.ts';
import { createLocalFileStorage } from '../storage/local-file-storage.ts';
import { acceptMultipart, formLimit } from '../storage/multipart.ts';
import { reencodeImage } from '../storage/reencode-image.ts';
import { checkUploads, MB, type CheckedFile, type UploadPolicy } from '../storage/upload-rules.ts';
import { listMemberOrders } from './order-list.ts';
import { toSummaries } from './order-summaries.ts';
import { myPoints } from './points.ts';
import { deleteReview, editReview, myReviews, writeReview } from './reviews.ts';

const noStore = (reply: FastifyReply): void => void reply.header('cache-control', 'private, no-store');
const OK = { status: 200, message: 'OK' };
/** The announcement of a review write on the content channel (shells drop their page and data copies on any message). */
export const REVIEWS_CHANGED = 'reviews';
/** Review and claim photos: up to 4 pictures of 5 MB (reference-behaviour 5.6). */
const PHOTO_POLICY: UploadPolicy = { maxFiles: 4, maxBytes: 5 * MB, kinds: ['jpg', 'png', 'gif'] };

let dummyHash: Promise<string> | undefined;

/** My page: orders and claims, guest lookup, reviews, points, coupons, the address book, and the operator's order moves. */
export function registerMypageRoutes(app: FastifyInstance, handle: DatabaseHandle, toss: TossClient, operatorToken = operatorTokenFromEnv(), uploadDir?: string): void {
  const { db } = handle;
  // Shoppers' photos are public pictures (the item page shows review photos), so they go under the public folder.
  const photos = uploadDir ? createLocalFileStorage(uploadDir) : undefined;

  // A shopper's token is checked before a byte of the photos is read, and no more than four photos can weigh is read.
  acceptMultipart(app, 'POST', uploadPhotosContract.path, { maxBytes: formLimit(PHOTO_POLICY), authorize: (request) => requireShopper(db, request) });
  registerContract(app, uploadPhotosContract, async ({ body }, request) => {
    await requireShopper(db, request);
    if (!photos) throw apiError('NOT_FOUND');
    const checked = checkUploads(body.photos, PHOTO_POLICY);
    // Only the pixels are kept (no EXIF/GPS, nothing appended); a file that only starts like a picture is refused.
    const clean: CheckedFile[] = [];
    for (const file of checked) {
      const reencoded = await reencodeImage(file);
      if (!reencoded) throw apiError('UNSUPPORTED_MEDIA_TYPE', MYPAGE_MESSAGES.errors.photoUnreadable(file.name));
      clean.push(reencoded);
    }
    const stored = await photos.saveAll(body.area, clean);
    return { list: stored.map((s) => `/upload/${s.key}`) };
  });

  registerContract(app, getOrdersContract, async ({ query }, request, reply) => {
    const member = await requireMember(db, request);
    noStore(reply);
    return listMemberOrders(db, member.id, query);
  });

  registerContract(app, getMypageContract, async (_input, request, reply) => {
    const member = await requireMember(db, request);
    noStore(reply);
    return dashboard(db, member);
  });

  registerContract(app, refundPreviewContract, async ({ body }, request, reply) => {
    const order = await ownOrder(db, await requireShopper(db, request), body.orderCode);
    noStore(reply);
    return refundPreview(db, order, body.claimType, body.claimReason, body.claimItems);
  });

  registerContract(app, cancelApplyContract, async ({ body }, request) => applyClaim(handle, await ownOrder(db, await requireShopper(db, request), body.orderCode), 'CANCEL', body));
  registerContract(app, returnApplyContract, async ({ body }, request) => applyClaim(handle, await ownOrder(db, await requireShopper(db, request), body.orderCode), 'RETURN', body));
  registerContract(app, exchangeApplyContract, async ({ body }, request) => applyClaim(handle, await ownOrder(db, await requireShopper(db, request), body.orderCode), 'EXCHANGE', body));
  registerContract(app, confirmPurchaseContract, async ({ body }, request) => confirmPurchase(handle, await ownOrder(db, await requireShopper(db, request), body.orderCode)));

  registerContract(app, withdrawClaimContract, async ({ body }, request) => {
    const shopper = await requireShopper(db, request);
    return withdrawClaim(handle, shopper.kind === 'member' ? { memberId: shopper.member.id } : { guest: shopper.scope }, body.claimCode);
  });

  registerContract(app, getClaimsContract, async ({ query }, request, reply) => {
    const shopper = await requireShopper(db, request);
    noStore(reply);
    return listClaims(db, shopper.kind === 'member' ? { memberId: shopper.member.id } : { guest: shopper.scope }, query);
  });

  registerContract(app, guestTokenContract, async ({ body }, _request, reply) => {
    const order = await db.selectFrom('orders').select(['id', 'orderCode', 'buyerName', 'guestPasswordHash']).where('orderCode', '=', body.orderCode.trim())
      .where('memberId', 'is', null).executeTakeFirst();
    // The same password work for unknown numbers, so timing tells nothing about which numbers exist.
    dummyHash ??= hashPassword('not-a-guest-order-password');
    const matches = await verifyPassword(body.guestPassword, order?.guestPasswordHash ?? (await dummyHash));
    if (!order || !matches) throw apiError('ORDER_NOT_FOUND', ORDER_MESSAGES.errors.guestOrderNotFound);
    void reply.header('cache-control', 'no-store');
    return { token: await issueGuestToken(db, order.id), orderCode: order.orderCode, name: order.buyerName };
  });

  registerContract(app, getGuestOrdersContract, async (_input, request, reply) => {
    const shopper = await requireShopper(db, request);
    if (shopper.kind !== 'guest') throw apiError('UNAUTHORIZED');
    noStore(reply);
    return { list: await toSummaries(db, await db.selectFrom('orders').selectAll().where(guestOrdersWhere(shopper.scope)).orderBy('orders.id', 'desc').execute()) };
  });

  registerContract(app, getGuestOrderDetailContract, async ({ query }, request, reply) => {
    const shopper = await requireShopper(db, request);
    if (shopper.kind !== 'guest') throw apiError('UNAUTHORIZED');
    noStore(reply);
    return orderDetail(db, await ownOrder(db, shopper, query.orderCode));
  });

  registerContract(app, advanceOrderContract, async ({ body }, request) => {
    requireOperator(request, operatorToken);
    return advanceOrder(handle, toss, body, request.log);
  });
  registerContract(app, advanceClaimContract, async ({ body }, request) => {
    requireOperator(request, operatorToken);
    return advanceClaim(handle, toss, body, request.log);
  });
  registerContract(app, getOperatorOrderContract, async ({ query }, request, reply) => {
    requireOperator(request, operatorToken);
    const order = await db.selectFrom('orders').selectAll().where('orderCode', '=', query.orderCode).executeTakeFirst();
    if (!order) throw apiError('ORDER_NOT_FOUND');
    noStore(reply);
    const claims = await db.selectFrom('orderClaims').select(['claimCode', 'claimType', 'status', 'refundAmount', 'refundStatus', 'createdAt'])
      .where('orderId', '=', order.id).orderBy('id').execute();
    const notifications = await db.selectFrom('notifications').select(['event', 'eventKey', 'status', 'channel', 'recipient', 'body', 'createdAt'])
      .where('orderId', '=', order.id).orderBy('id').execute();
    return { order: await orderDetail(db, order), claims, notifications };
  });

  registerContract(app, getMyReviewsContract, async ({ query }, request, reply) => {
    const member = await requireMember(db, request);
    noStore(reply);
    return myReviews(db, member.id, query);
  });
  // A review shows on the item page and the review wall at once: every shell drops its kept copies of them (the
  // shell that proxied the write drops them itself too, before answering: cache/operator-changes.ts).
  const announceReviews = () => app.sharedState.publish(CONTENT_CHANNEL, REVIEWS_CHANGED);
  registerContract(app, writeReviewContract, async ({ body }, request) => {
    const written = await writeReview(handle, await requireMember(db, request), body);
    await announceReviews();
    return written;
  });
  registerContract(app, editReviewContract, async ({ params, body }, request) => {
    await editReview(handle, (await requireMember(db, request)).id, params.id, body);
    await announceReviews();
    return OK;
  });
  registerContract(app, deleteReviewContract, async ({ params }, request) => {
    await deleteReview(handle, (await requireMember(db, request)).id, params.id);
    await announceReviews();
    return OK;
  });

  registerContract(app, getMyPointsContract, async ({ query }, request, reply) => {
    const member = await requireMember(db, request);
    noStore(reply);
    return myPoints(db, member.id, query);
  });

  registerContract(app, getMyCouponsContract, async ({ query }, request, reply) => {
    const member = await requireMember(db, request);
    noStore(reply);
    return myCoupons(db, member.id, query);
  });
  registerContract(app, getDownloadableCouponsContract, async (_input, request, reply) => {
    const member = await requireMember(db, request);
    noStore(reply);
    return downloadableCoupons(db, member.id);
  });
  registerContract(app, exchangeOfflineCouponContract, async ({ body }, request) => {
    await exchangeOfflineCoupon(handle, (await requireMember(db, request)).id, body.offlineCode);
    return OK;
  });
  registerContract(app, getCouponItemsContract, async ({ params, query }) => couponItems(db, params.couponId, query));

  registerContract(app, verifyPasswordContract, async ({ body }, request, reply) => {
    const member = await requireMember(db, request);
    noStore(reply);
    return { verifyToken: await verifyMemberPassword(db, member.id, body.password) };
  });
  registerContract(app, getProfileContract, async ({ query }, request, reply) => {
    const member = await requireMember(db, request);
    noStore(reply);
    return readProfile(db, member.id, query.verifyToken);
  });
  registerContract(app, saveProfileContract, async ({ body }, request, reply) => {
    const member = await requireMember(db, request);
    noStore(reply);
    return saveProfile(db, member.id, body);
  });

  registerContract(app, getMyGradeContract, async (_input, request, reply) => {
    const member = await requireMember(db, request);
    noStore(reply);
    return myGrade(db, member.id);
  });
  registerContract(app, getRecentItemsContract, async (_input, request, reply) => {
    const member = await requireMember(db, request);
    noStore(reply);
    return { list: await recentItems(db, member.id) };
  });
  registerContract(app, mergeRecentItemsContract, async ({ body }, request) => {
    const member = await requireMember(db, request);
    await mergeRecentItems(handle, member.id, body.itemIds);
    return { list: await recentItems(db, member.id) };
  });
  registerContract(app, deleteRecentItemsContract, async ({ body }, request) => {
    await deleteRecentItems(db, (await requireMember(db, request)).id, body.itemIds);
    return OK;
  });
  registerContract(app, getMyItemInquiriesContract, async ({ query }, request, reply) => {
    const member = await requireMember(db, request);
    noStore(reply);
    return myItemInquiries(db, member.id, query);
  });
  registerContract(app, deleteMyItemInquiryContract, async ({ body }, request) => {
    await deleteMyItemInquiry(db, (await requireMember(db, request)).id, body.id);
    return OK;
  });

  registerContract(app, getAddressesContract, async (_input, request, reply) => {
    const member = await requireMember(db, request);
    noStore(reply);
    return { list: await listAddresses(db, member.id) };
  });
  registerContract(app, saveAddressContract, async ({ body }, request) => saveAddress(handle, (await requireMember(db, request)).id, body));
  registerContract(app, deleteAddressContract, async ({ body }, request) => {
    await deleteAddress(handle, (await requireMember(db, request)).id, body.userDeliveryId);
    return OK;
  });
  registerContract(app, setDefaultAddressContract, async ({ body }, request) => {
    await setDefaultAddress(handle, (await requireMember(db, request)).id, body.userDeliveryId);
    return OK;
  });
}
