import { contentSecurityPolicy, cspSources, newNonce } from './csp.ts';
import helmet from 'helmet';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { fixedResponseHeaders, helmetOptions } from './response-headers.ts';

describe('contentSecurityPolicy', () => {
  const directive = (policy: string, name: string) => policy.split('; ').find((d) => d.startsWith(`${name} `));

  it('allows scripts by the nonce and what they insert (origins as the fallback of older browsers) — never inline or eval', () => {
    const policy = contentSecurityPolicy('abc123', cspSources(['/_mf/catalog', 'https://cdn.example.com/remotes/cart_order'], ''));
    const scripts = directive(policy, 'script-src')!;
    expect(scripts).toContain("'self'");
    expect(scripts).toContain("'nonce-abc123'");
    expect(scripts).toContain('https://cdn.example.com');
    expect(scripts).not.toContain('unsafe-inline');
    expect(scripts).not.toContain('unsafe-eval');
    // Scripts the nonce'd ones insert (the federation runtime's containers and chunks) run; injected markup cannot.
    expect(scripts.startsWith("script-src 'nonce-abc123' 'strict-dynamic'")).toBe(true);
    expect(directive(policy, 'frame-ancestors')).toBe("frame-ancestors 'none'");
    expect(directive(policy, 'base-uri')).toBe("base-uri 'none'");
    expect(directive(policy, 'object-src')).toBe("object-src 'none'");
  });

  it('adds the CDN for images and styles, and the checkout third parties where they are used', () => {
    const policy = contentSecurityPolicy('n', cspSources([], 'https://img.example.com/shop'));
    expect(directive(policy, 'img-src')).toContain('https://img.example.com');
    expect(directive(policy, 'script-src')).toContain('https://js.tosspayments.com');
    expect(directive(policy, 'frame-src')).toContain('https://postcode.map.daum.net');
  });

  it('makes a new 128-bit nonce each time', () => {
    const a = newNonce();
    expect(Buffer.from(a, 'base64')).toHaveLength(16);
    expect(newNonce()).not.toBe(a);
  });

  it('never repeats a nonce across refills of its random pool', () => {
    const nonces = Array.from({ length: 1_000 }, () => newNonce());
    expect(new Set(nonces).size).toBe(1_000);
    expect(nonces.every((n) => Buffer.from(n, 'base64').length === 16)).toBe(true);
  });
});

/** The headers helmet sets with the shell's options on an empty response. */
function headersOf(hstsMaxAge: number): Record<string, string> {
  const set: Record<string, string> = {};
  const res = { setHeader: (name: string, value: string) => void (set[name.toLowerCase()] = value), removeHeader: () => undefined } as unknown as ServerResponse;
  helmet(helmetOptions({ hstsMaxAge }))({} as IncomingMessage, res, () => undefined);
  return set;
}

describe('the headers on every response (helmet)', () => {
  it('sends nosniff, DENY framing and a referrer policy always, HSTS only when configured', () => {
    expect(headersOf(0)).toEqual({ 'x-content-type-options': 'nosniff', 'x-frame-options': 'DENY', 'referrer-policy': 'strict-origin-when-cross-origin' });
    expect(headersOf(31536000)['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });

  it('sets on each response the very headers helmet would, worked out once', () => {
    for (const hstsMaxAge of [0, 31536000]) expect(Object.fromEntries(fixedResponseHeaders({ hstsMaxAge }))).toEqual(headersOf(hstsMaxAge));
  });
});
