/** States of an order: unpaid, paid and on its way, and the cancellation states. */
export const ORDER_STATUS = {
  PAYMENT_PENDING: 'PAYMENT_PENDING',
  WAITING_DEPOSIT: 'WAITING_DEPOSIT',
  PAID: 'PAID',
  PREPARING: 'PREPARING',
  SHIPPING: 'SHIPPING',
  DELIVERED: 'DELIVERED',
  CONFIRMED: 'CONFIRMED',
  CANCEL_REQUESTED: 'CANCEL_REQUESTED',
  CANCELLED: 'CANCELLED',
  RETURN_REQUESTED: 'RETURN_REQUESTED',
  RETURNED: 'RETURNED',
  EXCHANGE_REQUESTED: 'EXCHANGE_REQUESTED',
  EXCHANGED: 'EXCHANGED',
} as const;

/** One state of an order. */
export type OrderStatus = (typeof ORDER_STATUS)[keyof typeof ORDER_STATUS];

const S = ORDER_STATUS;

/**
 * Every allowed move: 결제대기/입금대기 → 결제완료 → 상품준비 → 배송중 → 배송완료 → 구매확정; an unpaid order is
 * cancelled outright, a paid one (결제완료/상품준비) through 취소요청, which ends in 취소완료 or is withdrawn; a delivered
 * one may be returned (반품요청 → 반품완료) or exchanged (교환요청 → 교환완료 → 구매확정) instead of confirmed.
 */
export const ORDER_TRANSITIONS: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  PAYMENT_PENDING: [S.PAID, S.WAITING_DEPOSIT, S.CANCELLED],
  WAITING_DEPOSIT: [S.PAID, S.CANCELLED],
  PAID: [S.PREPARING, S.CANCEL_REQUESTED, S.CANCELLED],
  PREPARING: [S.SHIPPING, S.CANCEL_REQUESTED],
  SHIPPING: [S.DELIVERED],
  DELIVERED: [S.CONFIRMED, S.RETURN_REQUESTED, S.EXCHANGE_REQUESTED],
  CONFIRMED: [],
  CANCEL_REQUESTED: [S.CANCELLED, S.PAID, S.PREPARING],
  CANCELLED: [],
  // Returns and exchanges (my page): asked for after delivery and before 구매확정; a withdrawn claim goes back to 배송완료.
  RETURN_REQUESTED: [S.RETURNED, S.DELIVERED],
  RETURNED: [],
  EXCHANGE_REQUESTED: [S.EXCHANGED, S.DELIVERED],
  EXCHANGED: [S.CONFIRMED],
};

/**
 * Whether a value is an order state.
 * @param value Any text.
 * @returns True for a known state.
 */
export function isOrderStatus(value: string): value is OrderStatus {
  return Object.hasOwn(ORDER_TRANSITIONS, value);
}

/**
 * Whether an order may move from one state to another.
 * @param from The current state.
 * @param to The wanted state.
 * @returns True when the move is allowed.
 * @example canTransition('WAITING_DEPOSIT', 'PAID') // true
 */
export function canTransition(from: OrderStatus, to: OrderStatus): boolean {
  return ORDER_TRANSITIONS[from].includes(to);
}

/**
 * Whether an order still waits for its money (and is cancelled when its deadline passes).
 * @param status The state.
 * @returns True for 결제대기 and 입금대기.
 */
export function isUnpaid(status: OrderStatus): boolean {
  return status === S.PAYMENT_PENDING || status === S.WAITING_DEPOSIT;
}
