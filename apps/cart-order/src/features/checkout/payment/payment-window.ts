/**
 * What the order sheet hands the payment window after `POST /api/order/save` answered `nextStep: 'TOSS'`: the values
 * Toss Payments' `requestPayment` takes, and where to send the shopper back (Toss's redirect protocol: `successUrl`
 * gets `paymentKey`, `orderId` and `amount` appended; `failUrl` gets `code`, `message` and `orderId`).
 */
export type PaymentRequest = {
  /** TOSS: Toss Payments (its SDK for keys Toss issued, else the local window against a fake); TEST: the built-in test gateway. */
  pgType?: 'TOSS' | 'TEST';
  clientKey: string;
  /** Toss's method: CARD, EASY_PAY, VIRTUAL_ACCOUNT, TRANSFER, MOBILE_PHONE. */
  method: string;
  orderId: string;
  orderName: string;
  amount: number;
  customerName: string;
  customerEmail: string;
  successUrl: string;
  failUrl: string;
  /** The test gateway's "결제 승인" (`POST /api/payment/test/authorize`): the payment key of what the shopper chose. */
  authorize?: (choice: TestChoice) => Promise<string>;
};

/** What the shopper chose in the test window. */
export type TestChoice = { method: 'CARD' | 'EASY_PAY' | 'VIRTUAL_ACCOUNT' | 'TRANSFER'; installmentMonths?: number; easyPayProvider?: 'KAKAOPAY' | 'NAVERPAY' | 'TOSSPAY'; bankCode?: string };

/** A key Toss Payments issued (test or live); any other key opens the local test payment window. */
export function isTossClientKey(clientKey: string): boolean {
  return /^(test|live)_g?ck_/.test(clientKey);
}

/** `url` with `entries` added to its query (Toss keeps the query of the URLs it is given). */
export function withQuery(url: string, entries: Record<string, string>): string {
  const target = new URL(url, 'http://placeholder.invalid');
  for (const [key, value] of Object.entries(entries)) target.searchParams.set(key, value);
  return /^https?:\/\//.test(url) ? target.toString() : `${target.pathname}${target.search}`;
}

/**
 * Opens the payment window. A key Toss issued loads Toss Payments' SDK v2 (its payment window then redirects to
 * `successUrl` or `failUrl`); otherwise the built-in test payment window (테스트 결제) speaks the same redirect
 * protocol, so the server's confirm runs exactly as with Toss: against the built-in test gateway (no Toss keys), or
 * against whatever `TOSS_API_BASE_URL` points to (a `local_ck_` key and the fake Toss). Both are loaded on demand:
 * nothing of them is in the sheet's first load.
 */
export async function openPaymentWindow(request: PaymentRequest): Promise<void> {
  if (request.pgType !== 'TEST' && isTossClientKey(request.clientKey)) {
    const { requestTossPayment } = await import('./toss-sdk.ts');
    return requestTossPayment(request);
  }
  const { openLocalPaymentWindow } = await import('./local-payment-window.ts');
  return openLocalPaymentWindow(request);
}
