import assert from 'node:assert/strict';
import { describeEachDatabase } from '../testing/test-server.ts';
import { addressFromChain, isProxyEntry, trustedProxiesOf } from './client-address.ts';

describe('the client address behind trusted proxies', () => {
  const loopback = trustedProxiesOf([]);
  const balancer = trustedProxiesOf(['10.0.0.5', '10.1.0.0/16']);

  it('is the peer when the peer is not trusted, whatever x-forwarded-for says', () => {
    assert.equal(addressFromChain('198.51.100.7', '203.0.113.9', loopback), '198.51.100.7');
    assert.equal(addressFromChain('::ffff:198.51.100.7', '203.0.113.9', loopback), '198.51.100.7');
    assert.equal(addressFromChain('127.0.0.1', '203.0.113.9', balancer), '127.0.0.1');
  });

  it('is the right-most address no trusted proxy owns: what a client writes to its left is never believed', () => {
    // A client sends its own x-forwarded-for; the balancer appends the address it saw, then the shell's.
    assert.equal(addressFromChain('127.0.0.1', '192.0.2.66, 203.0.113.9, 127.0.0.1', loopback), '203.0.113.9');
    assert.equal(addressFromChain('10.0.0.5', '192.0.2.66, 203.0.113.9, 10.1.4.2', balancer), '203.0.113.9');
    assert.equal(addressFromChain('10.0.0.5', ['192.0.2.66', '203.0.113.9'], balancer), '203.0.113.9');
    // Two shoppers behind the same balancer keep two addresses.
    assert.notEqual(addressFromChain('127.0.0.1', '203.0.113.9, 127.0.0.1', loopback), addressFromChain('127.0.0.1', '203.0.113.10, 127.0.0.1', loopback));
  });

  it('is the left-most hop when every hop is trusted, and the peer when there is no header', () => {
    assert.equal(addressFromChain('127.0.0.1', '127.0.0.2, 127.0.0.1', loopback), '127.0.0.2');
    assert.equal(addressFromChain('127.0.0.1', undefined, loopback), '127.0.0.1');
    assert.equal(addressFromChain('::1', '', loopback), '::1');
  });

  it('stops at garbage in the chain instead of believing what lies beyond it', () => {
    assert.equal(addressFromChain('127.0.0.1', '203.0.113.9, unknown, 127.0.0.2', loopback), '127.0.0.2');
    assert.equal(addressFromChain('127.0.0.1', '203.0.113.9, unknown', loopback), '127.0.0.1');
  });

  it('trusts exactly the configured list once TRUSTED_PROXIES is set (loopback only when it is not)', () => {
    assert.equal(loopback.has('127.0.0.1'), true);
    assert.equal(loopback.has('127.8.9.10'), true);
    assert.equal(loopback.has('::1'), true);
    assert.equal(loopback.has('10.0.0.5'), false);
    assert.equal(balancer.has('10.0.0.5'), true);
    assert.equal(balancer.has('10.1.200.3'), true);
    assert.equal(balancer.has('::ffff:10.1.200.3'), true);
    assert.equal(balancer.has('127.0.0.1'), false);
    assert.equal(trustedProxiesOf(['127.0.0.1']).has('127.0.0.2'), false);
  });

  it('accepts IP addresses and CIDR ranges as TRUSTED_PROXIES entries', () => {
    for (const entry of ['10.0.0.5', '10.0.0.0/8', '::1', 'fd00::/8', '0.0.0.0/0']) assert.equal(isProxyEntry(entry), true, entry);
    for (const entry of ['shell-1', '10.0.0.0/33', '10.0.0.0/8/1', '10.0.0.0/x', 'fd00::/129', '']) assert.equal(isProxyEntry(entry), false, entry);
  });
});

describeEachDatabase('per-address limits key on the address the last trusted proxy saw', (server) => {
  const lookup = (forwardedFor: string) =>
    server().request('/api/auth/guest-token', { method: 'POST', body: { orderCode: 'NO-SUCH-ORDER', guestPassword: 'guess1234' }, headers: { 'x-forwarded-for': forwardedFor } });

  it('a client rotating its own x-forwarded-for in front of the balancer\'s entry is still one address', async () => {
    const statuses: number[] = [];
    // The balancer appends the address it saw (203.0.113.20); the shopper wrote a new one to its left each time.
    for (let i = 0; i <= 30; i += 1) statuses.push((await lookup(`198.51.100.${i + 1}, 203.0.113.20`)).status);
    assert.deepEqual(statuses.slice(0, 30), Array(30).fill(404));
    assert.equal(statuses[30], 429, 'the 31st lookup of 203.0.113.20 is over the limit of 30');
    // Another shopper behind the same balancer is not limited by the first one's lookups.
    assert.equal((await lookup('203.0.113.21')).status, 404);
  });
});
