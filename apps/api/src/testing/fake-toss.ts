import { createServer, type Server } from 'node:http';

/** One confirm request the fake received. */
export type FakeTossCall = { authorization: string; body: { paymentKey: string; orderId: string; amount: number } };

/** One cancel request the fake received: the payment, the body, the `Idempotency-Key` and the amount it refunded (0 when refused or replayed). */
export type FakeTossCancel = { authorization: string; paymentKey: string; body: { cancelReason?: string; cancelAmount?: number }; idempotencyKey: string | null; refunded: number };

export type FakeToss = {
  baseUrl: string;
  calls: FakeTossCall[];
  cancels: FakeTossCancel[];
  /** Runs before the fake answers a confirm (a test puts the expiry sweep here to lose the race). */
  beforeConfirm: ((body: FakeTossCall['body']) => Promise<void>) | null;
  /** The bank's deposit into a virtual account the fake issued (WAITING_FOR_DEPOSIT → DONE); false when none waits. */
  deposit: (paymentKey: string) => boolean;
  /** Payment reads (`GET /v1/payments/{paymentKey}`) received, by key: how a test sees a notice was checked. */
  reads: string[];
  /** While true, payment reads answer 500 (Toss unreachable for a moment). */
  failReads: boolean;
  close: () => Promise<void>;
};

/**
 * A local stand-in for Toss Payments' confirm endpoint (`POST /v1/payments/confirm`) and cancel endpoint (`POST
 * /v1/payments/{paymentKey}/cancel`), Basic auth with the secret key. A payment key `fail-<CODE>` is refused with
 * that code, `vbank-…` waits for a deposit, `short-…` is confirmed for 100 less than asked (a broken answer), anything
 * else is DONE (a virtual account comes with its bank, number and deadline). `GET /v1/payments/{paymentKey}` reads a
 * payment back as the fake keeps it. A cancel of a key starting `nocancel-` fails (500
 * `FAILED_REFUND_PROCESS`); a cancel with an `Idempotency-Key` seen before answers the first answer again and refunds
 * nothing more; a second cancel without it is `ALREADY_CANCELED_PAYMENT`.
 */
export async function startFakeToss(secretKey: string): Promise<FakeToss> {
  const calls: FakeTossCall[] = [];
  const cancels: FakeTossCancel[] = [];
  type Payment = { paymentKey: string; orderId: string; status: string; totalAmount: number; balanceAmount: number; method: string; approvedAt: string; virtualAccount?: unknown };
  const payments = new Map<string, Payment>();
  const answered = new Map<string, { status: number; body: unknown }>();
  const reads: string[] = [];
  const deposit = (paymentKey: string): boolean => {
    const payment = payments.get(paymentKey);
    if (payment?.status !== 'WAITING_FOR_DEPOSIT') return false;
    payment.status = 'DONE';
    return true;
  };
  const fake: FakeToss = { baseUrl: '', calls, cancels, reads, deposit, failReads: false, beforeConfirm: null, close: async () => undefined };
  const readPath = /^\/v1\/payments\/([^/]+)$/;
  const expected = `Basic ${Buffer.from(`${secretKey}:`).toString('base64')}`;
  const cancelPath = /^\/v1\/payments\/([^/]+)\/cancel$/;
  const server: Server = createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    request.on('end', () => {
      void (async () => {
        const send = (status: number, body: unknown) => response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
        const cancelMatch = cancelPath.exec(request.url ?? '');
        const readMatch = request.method === 'GET' ? readPath.exec(request.url ?? '') : null;
        if (readMatch) {
          if ((request.headers.authorization ?? '') !== expected) return send(401, { code: 'UNAUTHORIZED_KEY', message: 'bad key' });
          const paymentKey = decodeURIComponent(readMatch[1] ?? '');
          reads.push(paymentKey);
          if (fake.failReads) return send(500, { code: 'FAILED_INTERNAL_SYSTEM_PROCESSING', message: 'try again' });
          const payment = payments.get(paymentKey);
          return payment ? send(200, payment) : send(404, { code: 'NOT_FOUND_PAYMENT', message: 'no such payment' });
        }
        if (request.method !== 'POST' || (request.url !== '/v1/payments/confirm' && !cancelMatch)) return send(404, { code: 'NOT_FOUND', message: 'not found' });
        const authorization = request.headers.authorization ?? '';
        if (authorization !== expected) return send(401, { code: 'UNAUTHORIZED_KEY', message: 'bad key' });
        if (cancelMatch) {
          const paymentKey = decodeURIComponent(cancelMatch[1] ?? '');
          const idempotencyKey = typeof request.headers['idempotency-key'] === 'string' ? request.headers['idempotency-key'] : null;
          // eslint-disable-next-line no-restricted-syntax -- a test double reading what the API under test sent it
          const call: FakeTossCancel = { authorization, paymentKey, body: JSON.parse(raw) as FakeTossCancel['body'], idempotencyKey, refunded: 0 };
          cancels.push(call);
          const replay = idempotencyKey ? answered.get(idempotencyKey) : undefined;
          if (replay) return send(replay.status, replay.body);
          const remember = (status: number, body: unknown) => {
            if (idempotencyKey) answered.set(idempotencyKey, { status, body });
            return send(status, body);
          };
          const payment = payments.get(paymentKey);
          if (!call.body.cancelReason) return remember(400, { code: 'INVALID_REQUEST', message: 'cancelReason is required' });
          if (!payment) return remember(404, { code: 'NOT_FOUND_PAYMENT', message: 'no such payment' });
          if (paymentKey.startsWith('nocancel-')) return send(500, { code: 'FAILED_REFUND_PROCESS', message: 'refund failed' });
          if (payment.status === 'CANCELED') return remember(400, { code: 'ALREADY_CANCELED_PAYMENT', message: 'already cancelled' });
          // Partial cancels (`cancelAmount`) draw down the balance; a cancel without it takes all that is left.
          const amount = call.body.cancelAmount ?? payment.balanceAmount;
          if (amount <= 0 || amount > payment.balanceAmount) return remember(400, { code: 'NOT_CANCELABLE_AMOUNT', message: 'bad amount' });
          payment.balanceAmount -= amount;
          payment.status = payment.balanceAmount === 0 ? 'CANCELED' : 'PARTIAL_CANCELED';
          call.refunded = amount;
          return remember(200, { ...payment, cancels: [{ cancelAmount: amount, cancelReason: call.body.cancelReason }] });
        }
        // eslint-disable-next-line no-restricted-syntax -- a test double reading what the API under test sent it
        const body = JSON.parse(raw) as FakeTossCall['body'];
        calls.push({ authorization, body });
        if (fake.beforeConfirm) await fake.beforeConfirm(body);
        if (body.paymentKey.startsWith('fail-')) return send(400, { code: body.paymentKey.slice(5), message: 'refused' });
        const status = body.paymentKey.startsWith('vbank-') ? 'WAITING_FOR_DEPOSIT' : 'DONE';
        const totalAmount = body.paymentKey.startsWith('short-') ? body.amount - 100 : body.amount;
        const waiting = status === 'WAITING_FOR_DEPOSIT';
        const payment: Payment = {
          paymentKey: body.paymentKey, orderId: body.orderId, status, totalAmount, balanceAmount: totalAmount, method: waiting ? 'VIRTUAL_ACCOUNT' : 'CARD', approvedAt: '2026-11-25T09:00:00+09:00',
          ...(waiting ? { virtualAccount: { bankCode: '88', accountNumber: `X${Date.now()}`, dueDate: '2099-12-31T23:59:59+09:00' } } : {}),
        };
        payments.set(body.paymentKey, payment);
        return send(200, payment);
      })();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('fake Toss has no TCP address');
  fake.baseUrl = `http://127.0.0.1:${address.port}`;
  fake.close = () => new Promise((resolve) => server.close(() => resolve()));
  return fake;
}
