import {
  deleteAddressContract, deleteReviewContract, editReviewContract, exchangeOfflineCouponContract, getAddressesContract, getCouponItemsContract,
  getDownloadableCouponsContract, getMyCouponsContract, getMyPointsContract, getMyReviewsContract, saveAddressContract, setDefaultAddressContract,
  uploadPhotosContract, writeReviewContract,
} from './mypage-member-contracts.ts';
import { getProfileContract, saveProfileContract, verifyPasswordContract } from './mypage-profile-contracts.ts';
import {
  deleteMyItemInquiryContract, deleteRecentItemsContract, getMyGradeContract, getMyItemInquiriesContract, getRecentItemsContract, mergeRecentItemsContract,
} from './mypage-activity-contracts.ts';
import {
  advanceOrderContract, cancelApplyContract, confirmPurchaseContract, exchangeApplyContract, getClaimsContract, getGuestOrderDetailContract,
  getGuestOrdersContract, getMypageContract, getOrdersContract, guestTokenContract, refundPreviewContract, returnApplyContract,
  withdrawClaimContract, advanceClaimContract, getOperatorOrderContract,
} from './mypage-order-contracts.ts';

/** Every contract of the my page area (one entry in CONTRACTS_BY_AREA). */
export const MYPAGE_CONTRACTS = [
  getOrdersContract, getMypageContract, refundPreviewContract, cancelApplyContract, returnApplyContract, exchangeApplyContract,
  confirmPurchaseContract, getClaimsContract, withdrawClaimContract, advanceClaimContract, guestTokenContract, getGuestOrdersContract, getGuestOrderDetailContract, advanceOrderContract, getOperatorOrderContract,
  getMyReviewsContract, writeReviewContract, editReviewContract, deleteReviewContract, getMyPointsContract, getMyCouponsContract,
  getDownloadableCouponsContract, exchangeOfflineCouponContract, getCouponItemsContract, getAddressesContract, saveAddressContract,
  deleteAddressContract, setDefaultAddressContract, uploadPhotosContract, getMyGradeContract, getRecentItemsContract, mergeRecentItemsContract,
  deleteRecentItemsContract, getMyItemInquiriesContract, deleteMyItemInquiryContract, verifyPasswordContract, getProfileContract, saveProfileContract,
] as const;
