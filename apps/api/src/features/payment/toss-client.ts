/** A virtual account Toss issued (가상계좌): Toss's bank code, the number and the deposit deadline (ISO 8601). */
export type TossVirtualAccount = { bankCode: string; accountNumber: string; dueDate: string };

/**
 * A Toss Payments payment (the fields the shop keeps): with what the payment window chose, when Toss answers it
 * (the card's instalment months, the easy-pay provider, a transfer's bank, a virtual account).
 */
export type TossPayment = {
  paymentKey: string; orderId: string; status: string; totalAmount: number; method: string; approvedAt: string | null;
  installmentMonths?: number | null; easyPayProvider?: string | null; transferBankCode?: string | null; virtualAccount?: TossVirtualAccount | null;
};

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
  /** Reads a payment as Toss keeps it (`GET /v1/payments/{paymentKey}`): how a deposit notice is checked before it is believed. */
  get: (paymentKey: string) => Promise<TossConfirmResult>;
};

const record = (value: unknown): Record<string, unknown> | null => (value && typeof value === 'object' ? (value as Record<string, unknown>) : null);
const textOrNull = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);

/** The fields the shop keeps of Toss's Payment object. */
export function paymentOf(body: Record<string, unknown>): TossPayment {
  const card = record(body.card);
  const easyPay = record(body.easyPay);
  const transfer = record(body.transfer);
  const account = record(body.virtualAccount);
  const months = Number(card?.installmentPlanMonths);
  return {
    paymentKey: String(body.paymentKey ?? ''), orderId: String(body.orderId ?? ''), status: String(body.status ?? ''),
    totalAmount: Number(body.totalAmount ?? Number.NaN), method: String(body.method ?? ''),
    approvedAt: typeof body.approvedAt === 'string' ? body.approvedAt : null,
    installmentMonths: card && Number.isInteger(months) ? months : null,
    easyPayProvider: textOrNull(easyPay?.provider),
    transferBankCode: textOrNull(transfer?.bankCode),
    virtualAccount: account && textOrNull(account.accountNumber)
      ? { bankCode: String(account.bankCode ?? ''), accountNumber: String(account.accountNumber), dueDate: String(account.dueDate ?? '') }
      : null,
  };
}

/**
 * Toss Payments' confirm API (`POST {baseUrl}/v1/payments/confirm`), payment read (`GET {baseUrl}/v1/payments/{paymentKey}`) and cancel API (`POST
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
        method: input === undefined ? 'GET' : 'POST',
        headers: input === undefined ? { authorization } : { authorization, 'content-type': 'application/json', ...headers },
        ...(input === undefined ? {} : { body: JSON.stringify(input) }),
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
    get: (paymentKey) => post(`/v1/payments/${encodeURIComponent(paymentKey)}`, undefined),
    async cancel(input) {
      const body = input.cancelAmount === undefined ? { cancelReason: input.cancelReason } : { cancelReason: input.cancelReason, cancelAmount: input.cancelAmount };
      const result = await post(`/v1/payments/${encodeURIComponent(input.paymentKey)}/cancel`, body, input.idempotencyKey ? { 'idempotency-key': input.idempotencyKey } : {});
      const done = input.cancelAmount === undefined ? ['CANCELED'] : ['CANCELED', 'PARTIAL_CANCELED'];
      if (result.ok && !done.includes(result.payment.status)) return { ok: false, code: 'FAILED_INTERNAL_SYSTEM_PROCESSING' };
      return result;
    },
  };
}
