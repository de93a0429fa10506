import { formatWon } from '@shop/validators';

/**
 * Korean copy of the claim forms (취소, 반품, 교환 신청), their photos and the claims list's addresses: loaded with the
 * dialogs, which load when a shopper opens one, not with the orders page.
 */
export const claimMessages = {
  titles: { CANCEL: '취소신청', RETURN: '반품신청', EXCHANGE: '교환신청' } as Record<string, string>,
  reason: { CANCEL: '취소사유', RETURN: '반품사유', EXCHANGE: '교환사유' } as Record<string, string>,
  reasonPlaceholder: '사유를 선택해주세요', reasonRequired: { CANCEL: '취소사유를 선택해주세요.', RETURN: '반품사유를 선택해주세요.', EXCHANGE: '교환사유를 선택해주세요.' } as Record<string, string>,
  reasonText: '상세 사유', reasonTextRequired: '상세 사유를 입력해 주세요.',
  shipping: '회수 방법', pickup: '회수요청', selfShip: '직접발송', company: '택배사', number: '송장번호', numberRequired: '송장번호를 입력하세요.',
  sender: '보내는 분 정보', senderName: '이름', senderMobile: '휴대폰번호', senderZipcode: '우편번호', senderAddress: '주소', senderAddressDetail: '상세주소',
  senderRequired: '반송지 정보를 입력해주세요.',
  exchangeTo: '교환상품 받으실 곳', exchangeToOrder: '주문 시 배송지로 받기', exchangeToOther: '다른 주소로 받기',
  exchangeReceiveName: '받는 분', exchangeReceiveMobile: '받는 분 휴대폰번호', exchangeZipcode: '받을 곳 우편번호', exchangeAddress: '받을 곳 주소', exchangeAddressDetail: '받을 곳 상세주소',
  exchangeReceiverRequired: '교환상품을 받으실 배송지 정보를 입력해주세요.',
  addressLine: (a: { name: string; mobile: string; zipcode: string; address: string; addressDetail: string }) => `${a.name} · ${a.mobile} · (${a.zipcode}) ${a.address} ${a.addressDetail}`.trim(),
  account: '환불계좌', bank: '은행선택', bankInName: '예금주명', accountNo: '계좌번호', accountRequired: '환불계좌 정보를 입력해주세요.',
  preview: '환불 예정 금액', itemAmount: '취소상품금액', returnFee: '반품배송비 차감', total: '총 환불금액', restorePoint: '환원 포인트', restoreCoupon: '복원 쿠폰',
  exchangeFee: (fee: number) => (fee > 0 ? `교환 배송비 ${formatWon(fee)}은 별도로 안내드립니다.` : '교환 배송비는 부담하지 않습니다.'),
  notes: '쿠폰과 포인트는 취소·반품 완료 시 복원됩니다. 이미 발송된 상품의 취소신청은 자동으로 철회됩니다.',
  submit: '신청하기', cancel: '취소', done: { CANCEL: '취소신청 되었습니다.', RETURN: '반품신청 되었습니다.', EXCHANGE: '교환신청 되었습니다.' } as Record<string, string>,
  photos: '사진 (최대 4장)',
  lines: '신청 상품', all: '전체선택', pick: (name: string) => `${name} 선택`, quantityOf: (name: string) => `${name} 수량`, quantityRequired: '수량을 선택하세요.',
  couponShare: '쿠폰할인 차감', addShipping: '추가배송비', shippingBack: '배송비 환불', partial: '부분취소',
};
