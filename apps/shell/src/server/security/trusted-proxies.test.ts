import { clientAddress, isFromTrustedProxy, parseTrustedProxies, setTrustedProxies } from './trusted-proxies.ts';

describe('parseTrustedProxies', () => {
  it('trusts nobody by default', () => {
    const none = parseTrustedProxies('');
    expect(none.has('127.0.0.1')).toBe(false);
    expect(none.has(undefined)).toBe(false);
  });

  it('trusts listed addresses and ranges, including IPv4 peers of a dual-stack socket', () => {
    const proxies = parseTrustedProxies(' 127.0.0.1, 10.0.0.0/8 ,::1');
    expect(proxies.has('127.0.0.1')).toBe(true);
    expect(proxies.has('::ffff:127.0.0.1')).toBe(true);
    expect(proxies.has('10.20.30.40')).toBe(true);
    expect(proxies.has('::1')).toBe(true);
    expect(proxies.has('192.168.0.1')).toBe(false);
    expect(proxies.has('::ffff:11.0.0.1')).toBe(false);
  });

  it('refuses entries that are not addresses or ranges, naming each', () => {
    expect(() => parseTrustedProxies('127.0.0.1,nginx,10.0.0.0/33')).toThrow('nginx, 10.0.0.0/33');
  });

  it('is consulted through the process-wide setting', () => {
    setTrustedProxies(parseTrustedProxies('127.0.0.1'));
    expect(isFromTrustedProxy('127.0.0.1')).toBe(true);
    setTrustedProxies(parseTrustedProxies(''));
    expect(isFromTrustedProxy('127.0.0.1')).toBe(false);
  });
});

describe('clientAddress', () => {
  afterEach(() => setTrustedProxies(parseTrustedProxies('')));

  it("is the peer when the peer is not a trusted proxy, whatever X-Forwarded-For says", () => {
    expect(clientAddress('198.51.100.7', '203.0.113.9')).toBe('198.51.100.7');
  });

  it('behind trusted proxies, the nearest forwarded address that is not one of them (a spoofed first entry is ignored)', () => {
    setTrustedProxies(parseTrustedProxies('127.0.0.1, 10.0.0.0/8'));
    expect(clientAddress('127.0.0.1', '6.6.6.6, 203.0.113.9, 10.1.2.3')).toBe('203.0.113.9');
    expect(clientAddress('::ffff:127.0.0.1', ['203.0.113.9'])).toBe('203.0.113.9');
    expect(clientAddress('127.0.0.1', undefined)).toBe('127.0.0.1');
  });
});
