import { isFromTrustedProxy, parseTrustedProxies, setTrustedProxies } from './trusted-proxies.ts';

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
