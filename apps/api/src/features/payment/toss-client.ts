/** A confirmed Toss Payments payment (the fields the shop keeps). */
export type TossPayment = { paymentKey: string; orderId: string; status: string; totalAmount: number; method: string; approvedAt: string | null };

/** The outcome of a confirm: the payment, or Toss's error code and message. */
export type TossConfirmResult = { ok: true; payment: TossPayment } | { ok: false; code: string };

/** The outcome of a cancel: the cancelled payment, or Toss's error code. */
export type TossCancelResult = { ok: true; payment: TossPayment } | { ok: false; code: string };

/** What the order server needs from Toss Payments. */
export type TossClient = {
  confirm: (input: { paymentKey: string; orderId: string; amount: number }) => Promise<TossConfirmResult>;
  /**
   * Cancels (refunds) a payment, the whole of it or `cancelAmount` of it (a return less its fee); the same
   * `idempotencyKey` never cancels twice at Toss.
   */
  cancel: (input: { paymentKey: string; cancelReason: string; idempotencyKey?: string; cancelAmount?: number }) => Promise<TossCancelResult>;
};

function paymentOf(body: Record<string, unknown>): TossPayment {
  return {
    paymentKey: String(body.paymentKey ?? ''), orderId: String(body.orderId ?? ''), status: String(body.status ?? ''),
    totalAmount: Number(body.totalAmount ?? Number.NaN), method: String(body.method ?? ''),
    approvedAt: typeof body.approvedAt === 'string' ? body.approvedAt : null,
  };
}

/**
 * Toss Payments' confirm API (`POST {baseUrl}/v1/payments/confirm`) and cancel API (`POST
 * {baseUrl}/v1/payments/{paymentKey}/cancel`, optional `Idempotency-Key`), Basic auth with the secret key. The secret
 * key stays in this closure: it is never logged or answered. Network failures read as `FAILED_INTERNAL_SYSTEM_PROCESSING`.
 */
export function createTossClient(options: { baseUrl: string; secretKey: string; fetch?: typeof fetch; timeoutMs?: number }): TossClient {
  const send = options.fetch ?? fetch;
  const authorization = `Basic ${Buffer.from(`${options.secretKey}:`).toString('base64')}`;
  async function post(path: string, input: unknown, headers: Record<string, string> = {}): Promise<TossConfirmResult> {
    let response: Response;
    try {
      response = await send(`${options.baseUrl}${path}`, {
        method: 'POST',
        headers: { authorization, 'content-type': 'application/json', ...headers },
        body: JSON.stringify(input),
        signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
      });
    } catch {
      return { ok: false, code: 'FAILED_INTERNAL_SYSTEM_PROCESSING' };
    }
    const body = (await response.json().catch(() => ({}))) as Record<string, unknown>;
    if (!response.ok) return { ok: false, code: typeof body.code === 'string' ? body.code : 'FAILED_INTERNAL_SYSTEM_PROCESSING' };
    return { ok: true, payment: paymentOf(body) };
  }
  return {
    confirm: (input) => post('/v1/payments/confirm', input),
    async cancel(input) {
      const body = input.cancelAmount === undefined ? { cancelReason: input.cancelReason } : { cancelReason: input.cancelReason, cancelAmount: input.cancelAmount };
      const result = await post(`/v1/payments/${encodeURIComponent(input.paymentKey)}/cancel`, body, input.idempotencyKey ? { 'idempotency-key': input.idempotencyKey } : {});
      const done = input.cancelAmount === undefined ? ['CANCELED'] : ['CANCELED', 'PARTIAL_CANCELED'];
      if (result.ok && !done.includes(result.payment.status)) return { ok: false, code: 'FAILED_INTERNAL_SYSTEM_PROCESSING' };
      return result;
    },
  };
}
