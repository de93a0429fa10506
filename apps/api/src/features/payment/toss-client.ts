/** A confirmed Toss Payments payment (the fields the shop keeps). */
export type TossPayment = { paymentKey: string; orderId: string; status: string; totalAmount: number; method: string; approvedAt: string | null };

/** The outcome of a confirm: the payment, or Toss's error code and message. */
export type TossConfirmResult = { ok: true; payment: TossPayment } | { ok: false; code: string };

/** What the order server needs from Toss Payments. */
export type TossClient = { confirm: (input: { paymentKey: string; orderId: string; amount: number }) => Promise<TossConfirmResult> };

/**
 * Toss Payments' confirm API (`POST {baseUrl}/v1/payments/confirm`, Basic auth with the secret key). The secret
 * key stays in this closure: it is never logged or answered. Network failures read as `FAILED_INTERNAL_SYSTEM_PROCESSING`.
 */
export function createTossClient(options: { baseUrl: string; secretKey: string; fetch?: typeof fetch; timeoutMs?: number }): TossClient {
  const send = options.fetch ?? fetch;
  const authorization = `Basic ${Buffer.from(`${options.secretKey}:`).toString('base64')}`;
  return {
    async confirm(input) {
      let response: Response;
      try {
        response = await send(`${options.baseUrl}/v1/payments/confirm`, {
          method: 'POST',
          headers: { authorization, 'content-type': 'application/json' },
          body: JSON.stringify(input),
          signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
        });
      } catch {
        return { ok: false, code: 'FAILED_INTERNAL_SYSTEM_PROCESSING' };
      }
      const body = (await response.json().catch(() => ({}))) as Record<string, unknown>;
      if (!response.ok) return { ok: false, code: typeof body.code === 'string' ? body.code : 'FAILED_INTERNAL_SYSTEM_PROCESSING' };
      return {
        ok: true,
        payment: {
          paymentKey: String(body.paymentKey ?? ''), orderId: String(body.orderId ?? ''), status: String(body.status ?? ''),
          totalAmount: Number(body.totalAmount ?? Number.NaN), method: String(body.method ?? ''),
          approvedAt: typeof body.approvedAt === 'string' ? body.approvedAt : null,
        },
      };
    },
  };
}
