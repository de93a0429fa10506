import type { PaymentRequest } from './payment-window.ts';
import { withQuery } from './payment-window.ts';

type TossPaymentsInstance = { requestPayment: (method: string, params: Record<string, unknown>) => Promise<unknown> };

declare global {
  interface Window {
    TossPayments?: (clientKey: string) => TossPaymentsInstance;
  }
}

/** Toss Payments' SDK v1 (reference-behaviour 3.2). */
export const TOSS_SDK_URL = 'https://js.tosspayments.com/v1/payment';

let loading: Promise<void> | undefined;

function loadSdk(): Promise<void> {
  if (window.TossPayments) return Promise.resolve();
  loading ??= new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = TOSS_SDK_URL;
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () => {
      loading = undefined;
      script.remove();
      reject(new Error('Toss Payments SDK did not load'));
    };
    document.head.append(script);
  });
  return loading;
}

/**
 * Opens Toss Payments' payment window with the order's values. Toss redirects to `successUrl` or `failUrl`; when the
 * shopper closes the window the SDK rejects instead (`USER_CANCEL`), and the shopper is sent to `failUrl` the same
 * way, so one path handles every failure.
 */
export async function requestTossPayment(request: PaymentRequest): Promise<void> {
  await loadSdk();
  const toss = window.TossPayments?.(request.clientKey);
  if (!toss) throw new Error('Toss Payments SDK is missing');
  try {
    // SDK v1 takes the English method names the server answers (CARD, VIRTUAL_ACCOUNT, TRANSFER, MOBILE_PHONE).
    await toss.requestPayment(request.method, {
      amount: request.amount, orderId: request.orderId, orderName: request.orderName, customerName: request.customerName,
      customerEmail: request.customerEmail, successUrl: request.successUrl, failUrl: request.failUrl,
    });
  } catch (error) {
    const raw = (error as { code?: unknown; message?: unknown } | null) ?? {};
    const code = raw.code === 'USER_CANCEL' ? 'PAY_PROCESS_CANCELED' : typeof raw.code === 'string' ? raw.code : 'PAY_PROCESS_ABORTED';
    window.location.assign(withQuery(request.failUrl, { code, message: typeof raw.message === 'string' ? raw.message : '', orderId: request.orderId }));
  }
}
