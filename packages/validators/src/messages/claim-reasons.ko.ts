/** Claim types of my page: 취소, 반품, 교환. */
export const CLAIM_TYPES = ['CANCEL', 'RETURN', 'EXCHANGE'] as const;
export type ClaimType = (typeof CLAIM_TYPES)[number];

/**
 * Reasons a shopper picks (reference-behaviour 5.6). A reason the shop is at fault for (`shopFault`) costs the shopper
 * no return shipping; 'ETC' asks for the text.
 */
// prettier-ignore
export const CLAIM_REASONS = {
  CANCEL: [
    { id: 'CHANGE_OF_MIND', label: '단순 변심', shopFault: false },
    { id: 'WRONG_ORDER',    label: '주문 실수', shopFault: false },
    { id: 'DELAYED',        label: '배송 지연', shopFault: true },
    { id: 'ETC',            label: '기타', shopFault: false },
  ],
  RETURN: [
    { id: 'CHANGE_OF_MIND', label: '단순 변심', shopFault: false },
    { id: 'DEFECT',         label: '상품 불량/파손', shopFault: true },
    { id: 'WRONG_ITEM',     label: '다른 상품 배송', shopFault: true },
    { id: 'ETC',            label: '기타', shopFault: false },
  ],
  EXCHANGE: [
    { id: 'SIZE_COLOR',     label: '사이즈/색상 변경', shopFault: false },
    { id: 'DEFECT',         label: '상품 불량/파손', shopFault: true },
    { id: 'WRONG_ITEM',     label: '다른 상품 배송', shopFault: true },
    { id: 'ETC',            label: '기타', shopFault: false },
  ],
} as const satisfies Record<ClaimType, readonly { id: string; label: string; shopFault: boolean }[]>;

/** Every reason id of any claim type. */
export const CLAIM_REASON_IDS = ['CHANGE_OF_MIND', 'WRONG_ORDER', 'DELAYED', 'DEFECT', 'WRONG_ITEM', 'SIZE_COLOR', 'ETC'] as const;

/** Banks a refund account may be at (환불계좌). */
export const REFUND_BANKS = ['KB국민은행', '신한은행', '우리은행', '하나은행', 'NH농협은행', 'IBK기업은행', '카카오뱅크', '토스뱅크', '케이뱅크', 'SC제일은행'] as const;

/** Carriers a shopper may send a return with (직접발송), with their tracking page. */
export const DELIVERY_COMPANIES = [
  { name: 'CJ대한통운', trackingUrl: 'https://trace.cjlogistics.com/next/tracking.html?wblNo=' },
  { name: '우체국택배', trackingUrl: 'https://service.epost.go.kr/trace.RetrieveDomRigiTraceList.comm?sid1=' },
  { name: '한진택배', trackingUrl: 'https://www.hanjin.com/kor/CMS/DeliveryMgr/WaybillResult.do?mCode=MN038&schLang=KR&wblnumText2=' },
  { name: '롯데택배', trackingUrl: 'https://www.lotteglogis.com/home/reservation/tracking/linkView?InvNo=' },
] as const;
