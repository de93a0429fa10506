import { createServer, type Server } from 'node:http';

/** One confirm request the fake received. */
export type FakeTossCall = { authorization: string; body: { paymentKey: string; orderId: string; amount: number } };

/**
 * A local stand-in for Toss Payments' confirm endpoint (`POST /v1/payments/confirm`, Basic auth with the secret key).
 * A payment key `fail-<CODE>` is refused with that code, `vbank-…` waits for a deposit, anything else is DONE.
 */
export async function startFakeToss(secretKey: string): Promise<{ baseUrl: string; calls: FakeTossCall[]; close: () => Promise<void> }> {
  const calls: FakeTossCall[] = [];
  const expected = `Basic ${Buffer.from(`${secretKey}:`).toString('base64')}`;
  const server: Server = createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    request.on('end', () => {
      const send = (status: number, body: unknown) => response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
      if (request.method !== 'POST' || request.url !== '/v1/payments/confirm') return send(404, { code: 'NOT_FOUND', message: 'not found' });
      const authorization = request.headers.authorization ?? '';
      if (authorization !== expected) return send(401, { code: 'UNAUTHORIZED_KEY', message: 'bad key' });
      const body = JSON.parse(raw) as FakeTossCall['body'];
      calls.push({ authorization, body });
      if (body.paymentKey.startsWith('fail-')) return send(400, { code: body.paymentKey.slice(5), message: 'refused' });
      const status = body.paymentKey.startsWith('vbank-') ? 'WAITING_FOR_DEPOSIT' : 'DONE';
      return send(200, { paymentKey: body.paymentKey, orderId: body.orderId, status, totalAmount: body.amount, method: 'CARD', approvedAt: '2026-11-25T09:00:00+09:00' });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('fake Toss has no TCP address');
  return { baseUrl: `http://127.0.0.1:${address.port}`, calls, close: () => new Promise((resolve) => server.close(() => resolve())) };
}
