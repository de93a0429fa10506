// Labels of the order states, shown by the storefront and sent by the API.
import type { OrderStatus } from '../order/order-status.ts';

/** Korean label of each order state. */
// prettier-ignore
export const ORDER_STATUS_LABELS: Readonly<Record<OrderStatus, string>> = {
  PAYMENT_PENDING:  '결제대기',
  WAITING_DEPOSIT:  '입금대기',
  PAID:             '결제완료',
  PREPARING:        '상품준비',
  SHIPPING:         '배송중',
  DELIVERED:        '배송완료',
  CONFIRMED:        '구매확정',
  CANCEL_REQUESTED: '취소요청',
  CANCELLED:        '취소완료',
  RETURN_REQUESTED: '반품요청',
  RETURNED:         '반품완료',
  EXCHANGE_REQUESTED: '교환요청',
  EXCHANGED:        '교환완료',
};
