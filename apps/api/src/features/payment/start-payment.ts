import type { ParsedInput, PaymentMethod, saveOrderContract } from '@shop/contracts';
import { ORDER_STATUS, type OrderStatus } from '@shop/validators';
import type { PaymentConfig } from '../../config/payment-env.ts';
import { apiError } from '../../http/error-table.ts';
import { ORDER_RULES } from '../order/order-rules.ts';
import { STATE_REASON } from '../order/order-state.ts';
import { deadlineAfterMinutes, depositDeadline } from './deadline.ts';
import type { ShopAccount } from './shop-accounts.ts';

type BankTransfer = NonNullable<ParsedInput<typeof saveOrderContract>['body']['bankTransfer']>;

/** How a new order's payment starts: its first state, the payment row to keep, and the deadline of an unpaid one. */
export type PaymentStart = {
  status: OrderStatus;
  reason: string;
  method: string;
  provider: 'BANK' | 'TOSS' | 'NONE';
  deadline: string | null;
  bank: { bankName: string; accountNumber: string; accountHolder: string; depositorName: string; cashReceiptType: string; cashReceiptNumber: string | null } | null;
};

/**
 * The start of an order's payment. An order paid fully by points and coupons needs none (결제완료 at once); 무통장입금
 * waits for the deposit (입금대기) until the end of the due day in Asia/Seoul; every other method goes to the payment
 * gateway, Toss Payments or the built-in test gateway (결제대기 for 30 minutes; provider 'TOSS' either way). A
 * method the shop does not offer (SHOP_PAYMENT_METHODS) is refused. `accounts` are the shop's deposit accounts with their holder.
 */
export function startPayment(method: PaymentMethod, payAmount: number, config: PaymentConfig, transfer: BankTransfer | undefined, now: number, accounts: ShopAccount[] = []): PaymentStart {
  if (payAmount === 0) return { status: ORDER_STATUS.PAID, reason: STATE_REASON.ZERO_AMOUNT, method: 'zero', provider: 'NONE', deadline: null, bank: null };
  if (!config.paymentMethods.includes(method)) throw apiError('PAYMENT_NOT_CONFIGURED');
  if (method === 'bank') {
    const account = transfer ? accounts[transfer.accountIndex] : undefined;
    if (!transfer || !account) throw apiError('BANK_TRANSFER_REQUIRED');
    const receipt = transfer.cashReceipt;
    return {
      status: ORDER_STATUS.WAITING_DEPOSIT, reason: STATE_REASON.BANK_TRANSFER, method, provider: 'BANK',
      deadline: depositDeadline(now, ORDER_RULES.bankDepositDueDay),
      bank: { ...account, depositorName: transfer.depositorName, cashReceiptType: receipt.receiptType, cashReceiptNumber: 'receiptNumber' in receipt ? receipt.receiptNumber : null },
    };
  }
  return { status: ORDER_STATUS.PAYMENT_PENDING, reason: STATE_REASON.PLACED, method, provider: 'TOSS', deadline: deadlineAfterMinutes(now, ORDER_RULES.pgPaymentMinutes), bank: null };
}
