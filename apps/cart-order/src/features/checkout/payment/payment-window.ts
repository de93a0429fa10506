/**
 * What the order sheet hands the payment window after `POST /api/order/save` answered `nextStep: 'TOSS'`: the values
 * Toss Payments' `requestPayment` takes, and where to send the shopper back (Toss's redirect protocol: `successUrl`
 * gets `paymentKey`, `orderId` and `amount` appended; `failUrl` gets `code`, `message` and `orderId`).
 */
export type PaymentRequest = {
  clientKey: string;
  /** Toss's method: CARD, VIRTUAL_ACCOUNT, TRANSFER, MOBILE_PHONE. */
  method: string;
  orderId: string;
  orderName: string;
  amount: number;
  customerName: string;
  customerEmail: string;
  successUrl: string;
  failUrl: string;
};

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
 * Opens the payment window. A Toss client key loads Toss Payments' SDK v1 (its payment window then redirects to
 * `successUrl` or `failUrl`); without one, the built-in local test payment window speaks the same redirect protocol,
 * so the server's confirm runs exactly as with Toss (against whatever `TOSS_API_BASE_URL` points to). Both are
 * loaded on demand: nothing of them is in the sheet's first load.
 */
export async function openPaymentWindow(request: PaymentRequest): Promise<void> {
  if (isTossClientKey(request.clientKey)) {
    const { requestTossPayment } = await import('./toss-sdk.ts');
    return requestTossPayment(request);
  }
  const { openLocalPaymentWindow } = await import('./local-payment-window.ts');
  return openLocalPaymentWindow(request);
}
