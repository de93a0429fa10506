import type { PaymentRequest } from './payment-window.ts';
import { payWindowMessages } from '../../../messages/pay-window.ko.ts';
import { withQuery } from './payment-window.ts';

const M = payWindowMessages;

type TossPaymentsPayment = { requestPayment: (request: Record<string, unknown>) => Promise<unknown> };
type TossPaymentsSdk = { payment: (options: { customerKey: string }) => TossPaymentsPayment };

/** The shop's method as Toss Payments' SDK v2 takes it (간편결제 is the card window listing the easy-pay apps). */
function methodRequest(method: string): Record<string, unknown> {
  if (method === 'VIRTUAL_ACCOUNT') return { method: 'VIRTUAL_ACCOUNT', virtualAccount: { useEscrow: false, cashReceipt: { type: M.cashReceiptType } } };
  if (method === 'TRANSFER') return { method: 'TRANSFER', transfer: { useEscrow: false, cashReceipt: { type: M.cashReceiptType } } };
  if (method === 'MOBILE_PHONE') return { method: 'MOBILE_PHONE' };
  return { method: 'CARD', card: { useEscrow: false, flowMode: 'DEFAULT', useCardPoint: false, useAppCardOnly: false } };
}

/**
 * Opens Toss Payments' payment window with SDK v2 (`@tosspayments/tosspayments-sdk`, imported only when the shopper
 * pays, so nothing of it is in the order sheet's first load; the package then loads Toss's script). Toss redirects to
 * `successUrl` or `failUrl`; when the shopper closes the window the SDK rejects instead (`USER_CANCEL`), and the
 * shopper is sent to `failUrl` the same way, so one path handles every failure.
 */
export async function requestTossPayment(request: PaymentRequest): Promise<void> {
  const { loadTossPayments, ANONYMOUS } = await import('@tosspayments/tosspayments-sdk');
  const toss = (await loadTossPayments(request.clientKey)) as unknown as TossPaymentsSdk;
  try {
    await toss.payment({ customerKey: ANONYMOUS }).requestPayment({
      ...methodRequest(request.method),
      amount: { currency: 'KRW', value: request.amount }, orderId: request.orderId, orderName: request.orderName, customerName: request.customerName,
      customerEmail: request.customerEmail, successUrl: request.successUrl, failUrl: request.failUrl,
    });
  } catch (error) {
    const raw = (error as { code?: unknown; message?: unknown } | null) ?? {};
    const code = raw.code === 'USER_CANCEL' ? 'PAY_PROCESS_CANCELED' : typeof raw.code === 'string' ? raw.code : 'PAY_PROCESS_ABORTED';
    window.location.assign(withQuery(request.failUrl, { code, message: typeof raw.message === 'string' ? raw.message : '', orderId: request.orderId }));
  }
}
