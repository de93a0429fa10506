import assert from 'node:assert/strict';
import { startFakeToss } from '../../testing/fake-toss.ts';
import { createTossClient } from './toss-client.ts';

const toss = await startFakeToss('test_sk_secret');
afterAll(() => toss.close());
const client = createTossClient({ baseUrl: toss.baseUrl, secretKey: 'test_sk_secret' });

it('cancels a confirmed payment with the secret key, the reason and the idempotency key', async () => {
  assert.equal((await client.confirm({ paymentKey: 'client-pk-1', orderId: 'O-1', amount: 12_000 })).ok, true);
  const result = await client.cancel({ paymentKey: 'client-pk-1', cancelReason: '테스트 취소', idempotencyKey: 'refund-client-pk-1' });
  assert.deepEqual(result.ok && { status: result.payment.status, totalAmount: result.payment.totalAmount }, { status: 'CANCELED', totalAmount: 12_000 });
  const call = toss.cancels.at(-1);
  assert.deepEqual(
    { paymentKey: call?.paymentKey, body: call?.body, idempotencyKey: call?.idempotencyKey, refunded: call?.refunded, authorization: call?.authorization },
    { paymentKey: 'client-pk-1', body: { cancelReason: '테스트 취소' }, idempotencyKey: 'refund-client-pk-1', refunded: 12_000, authorization: `Basic ${Buffer.from('test_sk_secret:').toString('base64')}` },
  );
  const again = await client.cancel({ paymentKey: 'client-pk-1', cancelReason: '테스트 취소', idempotencyKey: 'refund-client-pk-1' });
  assert.equal(again.ok, true);
  assert.equal(toss.cancels.at(-1)?.refunded, 0);
  assert.deepEqual(await client.cancel({ paymentKey: 'client-pk-1', cancelReason: '테스트 취소' }), { ok: false, code: 'ALREADY_CANCELED_PAYMENT' });
});

it('reads a refused cancel, a wrong key and a network failure as codes', async () => {
  await client.confirm({ paymentKey: 'nocancel-client', orderId: 'O-2', amount: 5000 });
  assert.deepEqual(await client.cancel({ paymentKey: 'nocancel-client', cancelReason: '취소' }), { ok: false, code: 'FAILED_REFUND_PROCESS' });
  const wrongKey = createTossClient({ baseUrl: toss.baseUrl, secretKey: 'other' });
  assert.deepEqual(await wrongKey.cancel({ paymentKey: 'client-pk-1', cancelReason: '취소' }), { ok: false, code: 'UNAUTHORIZED_KEY' });
  const down = createTossClient({ baseUrl: 'http://127.0.0.1:9', secretKey: 'test_sk_secret', timeoutMs: 500 });
  assert.deepEqual(await down.cancel({ paymentKey: 'client-pk-1', cancelReason: '취소' }), { ok: false, code: 'FAILED_INTERNAL_SYSTEM_PROCESSING' });
});
