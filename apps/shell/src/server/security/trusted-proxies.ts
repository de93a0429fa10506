import { BlockList, isIP } from 'node:net';

/**
 * The proxies whose X-Forwarded-Host/Proto the shell believes (TRUSTED_PROXIES: IP addresses or CIDR ranges,
 * comma-separated). Anyone else's forwarded headers are ignored: they would drive canonical URLs, og:url, the page
 * cache key and the CSRF origin check.
 */
export type TrustedProxies = { readonly entries: readonly string[]; has(address: string | undefined): boolean };

/** Parses the TRUSTED_PROXIES list; throws with every malformed entry named. */
export function parseTrustedProxies(raw: string): TrustedProxies {
  const list = new BlockList();
  const entries = raw.split(',').map((e) => e.trim()).filter(Boolean);
  const bad: string[] = [];
  for (const entry of entries) {
    const [address, bits, extra] = entry.split('/');
    const family = isIP(address ?? '');
    if (family === 0 || extra !== undefined) {
      bad.push(entry);
      continue;
    }
    const type = family === 6 ? 'ipv6' : 'ipv4';
    if (bits === undefined) list.addAddress(address!, type);
    else {
      const prefix = Number(bits);
      if (!Number.isInteger(prefix) || prefix < 0 || prefix > (family === 6 ? 128 : 32)) bad.push(entry);
      else list.addSubnet(address!, prefix, type);
    }
  }
  if (bad.length) throw new Error(`TRUSTED_PROXIES has entries that are not IP addresses or CIDR ranges: ${bad.join(', ')}`);
  return {
    entries,
    has(address) {
      if (!address || entries.length === 0) return false;
      // Node reports IPv4 peers of a dual-stack socket as ::ffff:a.b.c.d.
      const v4 = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
      if (v4) return list.check(v4, 'ipv4');
      return list.check(address, isIP(address) === 6 ? 'ipv6' : 'ipv4');
    },
  };
}

let trusted: TrustedProxies = parseTrustedProxies('');

/** Sets the trusted proxies once at start (server: TRUSTED_PROXIES). */
export function setTrustedProxies(proxies: TrustedProxies): void {
  trusted = proxies;
}

/** Whether the peer of this connection is a trusted proxy. */
export function isFromTrustedProxy(remoteAddress: string | undefined): boolean {
  return trusted.has(remoteAddress);
}

/**
 * The shopper's address, which the API's per-address limits count (failed logins, SMS sends, guest order lookups):
 * the peer's, or behind trusted proxies (a load balancer) the nearest X-Forwarded-For entry that is not one of them.
 * A client's own X-Forwarded-For is never believed past the first untrusted hop.
 * @example clientAddress('127.0.0.1', '203.0.113.9, 127.0.0.1') // '203.0.113.9' with TRUSTED_PROXIES=127.0.0.1
 */
export function clientAddress(remoteAddress: string | undefined, forwardedFor: string | string[] | undefined): string | undefined {
  if (!trusted.has(remoteAddress)) return remoteAddress;
  const hops = (Array.isArray(forwardedFor) ? forwardedFor.join(',') : (forwardedFor ?? '')).split(',').map((h) => h.trim()).filter(Boolean);
  for (let i = hops.length - 1; i >= 0; i -= 1) if (!trusted.has(hops[i])) return hops[i];
  return hops[0] ?? remoteAddress;
}
