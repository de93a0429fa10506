import { PAYMENT_MESSAGES as P } from '../../messages/payment.ko.ts';
import type { TossPayment } from './toss-client.ts';

/** What the order's payment row keeps of a confirmed payment: the window's choice, and a virtual account's details. */
export type PaymentRecord = { detail: string | null; bankName?: string; accountNumber?: string; dueDate?: string };

/** A bank's name by Toss's code (the code itself when unknown). */
export function bankNameOf(code: string): string {
  return P.banks[code] ?? code;
}

/**
 * An ISO 8601 instant as the 14-digit Asia/Seoul wire date (Toss writes `2026-11-28T23:59:59+09:00`); null when it is
 * not a date.
 * @example wireDateOf('2026-11-28T14:59:59Z') // '20261128235959'
 */
export function wireDateOf(iso: string): string | null {
  const ms = Date.parse(iso);
  if (Number.isNaN(ms)) return null;
  return new Date(ms + 9 * 3_600_000).toISOString().slice(0, 19).replace(/\D/g, '');
}

/**
 * The record of a confirmed payment: "3개월 할부" / "일시불" for a card, the provider of an easy payment, the bank of
 * a transfer; a virtual account's bank, number and deadline.
 */
export function paymentRecordOf(payment: TossPayment): PaymentRecord {
  const account = payment.virtualAccount;
  if (account) {
    const dueDate = wireDateOf(account.dueDate);
    return { detail: bankNameOf(account.bankCode), bankName: bankNameOf(account.bankCode), accountNumber: account.accountNumber, ...(dueDate ? { dueDate } : {}) };
  }
  if (payment.easyPayProvider) return { detail: payment.easyPayProvider };
  if (payment.transferBankCode) return { detail: bankNameOf(payment.transferBankCode) };
  if (typeof payment.installmentMonths === 'number') return { detail: payment.installmentMonths > 1 ? P.installment(payment.installmentMonths) : P.lumpSum };
  return { detail: null };
}

/** The method as the shopper reads it: "신용카드 (3개월 할부)", "간편결제 (카카오페이)", or the method alone. */
export function methodLabelOf(methodLabel: string, detail: string | null): string {
  return detail ? P.methodWithDetail(methodLabel, detail) : methodLabel;
}
