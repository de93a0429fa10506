import { canTransition, isOrderStatus, isUnpaid, ORDER_STATUS, ORDER_TRANSITIONS, type OrderStatus } from './order-status.ts';
import { ORDER_STATUS_LABELS } from '../messages/order.ko.ts';

describe('order states', () => {
  it('follows 입금대기 → 결제완료 → 상품준비 → 배송중 → 배송완료 → 구매확정', () => {
    const path: OrderStatus[] = ['WAITING_DEPOSIT', 'PAID', 'PREPARING', 'SHIPPING', 'DELIVERED', 'CONFIRMED'];
    for (let i = 1; i < path.length; i += 1) expect(canTransition(path[i - 1] as OrderStatus, path[i] as OrderStatus)).toBe(true);
    expect(path.map((s) => ORDER_STATUS_LABELS[s])).toEqual(['입금대기', '결제완료', '상품준비', '배송중', '배송완료', '구매확정']);
  });

  it('cancels unpaid orders outright and paid ones through a request; shipped and final states stay', () => {
    expect(canTransition('WAITING_DEPOSIT', 'CANCELLED')).toBe(true);
    expect(canTransition('PAYMENT_PENDING', 'CANCELLED')).toBe(true);
    expect(canTransition('PREPARING', 'CANCELLED')).toBe(false);
    expect(canTransition('PREPARING', 'CANCEL_REQUESTED')).toBe(true);
    expect(canTransition('SHIPPING', 'CANCEL_REQUESTED')).toBe(false);
    expect(canTransition('CANCELLED', 'PAID')).toBe(false);
    expect(canTransition('CONFIRMED', 'CANCELLED')).toBe(false);
    expect(canTransition('PAID', 'WAITING_DEPOSIT')).toBe(false);
  });

  it('returns or exchanges a delivered order before 구매확정 only; a withdrawn claim goes back to 배송완료', () => {
    expect(canTransition('DELIVERED', 'RETURN_REQUESTED')).toBe(true);
    expect(canTransition('DELIVERED', 'EXCHANGE_REQUESTED')).toBe(true);
    expect(canTransition('CONFIRMED', 'RETURN_REQUESTED')).toBe(false);
    expect(canTransition('SHIPPING', 'RETURN_REQUESTED')).toBe(false);
    expect(canTransition('RETURN_REQUESTED', 'RETURNED')).toBe(true);
    expect(canTransition('RETURN_REQUESTED', 'DELIVERED')).toBe(true);
    expect(canTransition('RETURNED', 'DELIVERED')).toBe(false);
    expect(canTransition('EXCHANGED', 'CONFIRMED')).toBe(true);
    expect(ORDER_STATUS_LABELS.RETURNED).toBe('반품완료');
  });

  it('knows every state, its label and whether it is unpaid', () => {
    for (const status of Object.values(ORDER_STATUS)) {
      expect(isOrderStatus(status)).toBe(true);
      expect(ORDER_STATUS_LABELS[status]).toMatch(/[가-힣]/);
      for (const next of ORDER_TRANSITIONS[status]) expect(isOrderStatus(next)).toBe(true);
    }
    expect(isOrderStatus('toString')).toBe(false);
    expect(Object.values(ORDER_STATUS).filter(isUnpaid)).toEqual(['PAYMENT_PENDING', 'WAITING_DEPOSIT']);
  });
});
