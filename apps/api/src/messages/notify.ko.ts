/** Messages to shoppers about their orders (알림톡 templates; the same text goes by SMS when 알림톡 cannot). */
const won = (n: number) => `${n.toLocaleString('ko-KR')}원`;
const claimLine = (f: { claimItems: string }) => (f.claimItems ? `\n신청상품: ${f.claimItems}` : '');

export type NotifyFacts = {
  shopName: string; orderCode: string; orderName: string; amount: number; method: string;
  bankName: string; accountNumber: string; accountHolder: string; deadline: string;
  carrier: string; trackingNumber: string; trackingUrl: string; claimType: string; refundAmount: number;
  /** The items of the claim a message is about ('' when none): 상품A 1개 외 1건. */
  claimItems: string;
};

export const NOTIFY_MESSAGES = {
  templates: {
    ORDER_PLACED: (f: NotifyFacts) => `[${f.shopName}] 주문이 접수되었습니다.\n주문번호: ${f.orderCode}\n주문상품: ${f.orderName}\n결제금액: ${won(f.amount)}`,
    DEPOSIT_ACCOUNT: (f: NotifyFacts) =>
      `[${f.shopName}] 주문이 접수되었습니다. 아래 계좌로 입금해 주세요.\n주문번호: ${f.orderCode}\n입금계좌: ${f.bankName} ${f.accountNumber}${f.accountHolder ? ` (${f.accountHolder})` : ''}\n입금금액: ${won(f.amount)}\n입금기한: ${f.deadline}까지`,
    PAYMENT_CONFIRMED: (f: NotifyFacts) => `[${f.shopName}] 결제가 완료되었습니다.\n주문번호: ${f.orderCode}\n결제금액: ${won(f.amount)} (${f.method})`,
    SHIPPED: (f: NotifyFacts) => `[${f.shopName}] 상품이 출고되었습니다.\n주문번호: ${f.orderCode}\n택배사: ${f.carrier}\n송장번호: ${f.trackingNumber}${f.trackingUrl ? `\n배송조회: ${f.trackingUrl}` : ''}`,
    DELIVERED: (f: NotifyFacts) => `[${f.shopName}] 배송이 완료되었습니다.\n주문번호: ${f.orderCode}\n상품을 받으셨다면 구매확정을 해 주세요.`,
    CLAIM_ACCEPTED: (f: NotifyFacts) => `[${f.shopName}] ${f.claimType} 요청이 승인되었습니다.\n주문번호: ${f.orderCode}${claimLine(f)}`,
    CLAIM_REFUSED: (f: NotifyFacts) => `[${f.shopName}] ${f.claimType} 요청이 거부되었습니다. 자세한 내용은 고객센터로 문의해 주세요.\n주문번호: ${f.orderCode}${claimLine(f)}`,
    REFUND_PAID: (f: NotifyFacts) => `[${f.shopName}] 환불이 완료되었습니다.\n주문번호: ${f.orderCode}${claimLine(f)}\n환불금액: ${won(f.refundAmount)}`,
  } as Record<string, (f: NotifyFacts) => string>,
  claimTypes: { CANCEL: '취소', RETURN: '반품', EXCHANGE: '교환' } as Record<string, string>,
  /** The first item of a claim, its quantity, and how many other items: 상품A 1개 외 1건. */
  claimItems: (first: string, quantity: number, others: number) => `${first} ${quantity}개${others > 0 ? ` 외 ${others}건` : ''}`,
  /** The deadline as shoppers read it: 2026-11-28 23:59 */
  deadline: (wire: string) => (wire.length === 14 ? `${wire.slice(0, 4)}-${wire.slice(4, 6)}-${wire.slice(6, 8)} ${wire.slice(8, 10)}:${wire.slice(10, 12)}` : wire),
} as const;
