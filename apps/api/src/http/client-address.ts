import { BlockList, isIP } from 'node:net';
import type { FastifyRequest } from 'fastify';

/** Which peers may tell the API the shopper's address (x-forwarded-for). */
export type TrustedProxies = { readonly entries: readonly string[]; has(address: string | undefined): boolean };

const v4Mapped = (address: string) => /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];

/** True for an IP address or a CIDR range (`10.0.0.0/8`, `fd00::/8`): an entry TRUSTED_PROXIES may hold. */
export function isProxyEntry(entry: string): boolean {
  const [address, bits, extra] = entry.split('/');
  const family = isIP(address ?? '');
  if (family === 0 || extra !== undefined) return false;
  if (bits === undefined) return true;
  const prefix = Number(bits);
  return /^\d+$/.test(bits) && prefix <= (family === 6 ? 128 : 32);
}

/**
 * The trusted proxies from TRUSTED_PROXIES (IP addresses or CIDR ranges; malformed entries must have been refused by
 * the configuration). Empty: loopback only (127.0.0.0/8 and ::1), the shell on this machine. Set: exactly those, so
 * list the load balancer in front of the APIs, and every shell that calls an API directly (127.0.0.1 for one on
 * the same machine).
 */
export function trustedProxiesOf(entries: readonly string[]): TrustedProxies {
  const list = new BlockList();
  const effective = entries.length ? entries : ['127.0.0.0/8', '::1'];
  for (const entry of effective) {
    const [address, bits] = entry.split('/') as [string, string | undefined];
    const type = isIP(address) === 6 ? 'ipv6' : 'ipv4';
    if (bits === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(bits), type);
  }
  return {
    entries: effective,
    has(address) {
      if (!address) return false;
      const v4 = v4Mapped(address);
      if (v4) return list.check(v4, 'ipv4');
      const family = isIP(address);
      return family !== 0 && list.check(address, family === 6 ? 'ipv6' : 'ipv4');
    },
  };
}

/**
 * The shopper's address from the connection's peer and the x-forwarded-for chain: walking from the peer towards the
 * left, the first address that is not a trusted proxy. Each proxy appends the address it got the request from, so
 * that is the last hop anyone trustworthy saw; whatever a client wrote further left is never believed. When every
 * hop is trusted (a call from the shell itself) the left-most is taken.
 * @example addressFromChain('127.0.0.1', '198.51.100.7, 203.0.113.9, 127.0.0.1', loopback) // '203.0.113.9'
 */
export function addressFromChain(peer: string, forwardedFor: string | string[] | undefined, trusted: TrustedProxies): string {
  const normal = (address: string) => v4Mapped(address) ?? address;
  if (!trusted.has(peer)) return normal(peer);
  const hops = (Array.isArray(forwardedFor) ? forwardedFor.join(',') : (forwardedFor ?? '')).split(',').map((h) => h.trim()).filter(Boolean);
  for (let i = hops.length - 1; i >= 0; i -= 1) {
    const hop = hops[i]!;
    // Garbage in the chain (not an address) ends the walk: nothing to its left can be believed.
    if (isIP(hop) === 0) return normal(i === hops.length - 1 ? peer : hops[i + 1]!);
    if (!trusted.has(hop)) return normal(hop);
  }
  return normal(hops[0] ?? peer);
}

let trusted = trustedProxiesOf([]);

/** Sets the trusted proxies once at start (TRUSTED_PROXIES of the API). */
export function setTrustedProxies(entries: readonly string[]): void {
  trusted = trustedProxiesOf(entries);
}

/**
 * The client's address as the per-address limits count it (failed logins, SMS sends, guest order lookups, popular
 * keywords): `addressFromChain` over the socket's peer and x-forwarded-for.
 */
export function clientAddress(request: FastifyRequest): string {
  return addressFromChain(request.socket.remoteAddress ?? request.ip, request.headers['x-forwarded-for'], trusted);
}
