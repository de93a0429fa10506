/** @jest-environment node */
import { gunzipSync, gzipSync } from 'node:zlib';
import type { CachedPage } from '../cache/page-cache.ts';
import { contentSecurityPolicy, cspSources, newNonce } from './csp.ts';
import { withFreshNonce } from './fresh-nonce.ts';

/** A cached page as the page cache keeps it: a render's body and headers, with that render's nonce. */
function cachedPage(nonce: string, body: string): CachedPage {
  const identity = Buffer.from(body);
  return { status: 200, headers: { 'content-type': 'text/html; charset=utf-8', 'content-security-policy': contentSecurityPolicy(nonce, cspSources([], '')) }, identity, gzip: gzipSync(identity) };
}

const nonceOfCsp = (page: CachedPage) => /'nonce-([^']+)'/.exec(page.headers['content-security-policy']!)![1]!;
const noncesOfBody = (html: string) => [...html.matchAll(/nonce="([^"]+)"/g)].map((m) => m[1]);

describe('withFreshNonce (a cached page sent with a nonce of its own)', () => {
  const renderNonce = newNonce();
  // Nonces at the start, in the middle and at the end, next to each other, and a long stretch between them.
  const body = `${renderNonce}<!doctype html><html lang="ko"><head><script nonce="${renderNonce}">a()</script></head><body>${'<p>상품 목록 </p>'.repeat(5000)}<script nonce="${renderNonce}">window.__SHOP__={}</script><script nonce="${renderNonce}">boot()</script>${renderNonce}${renderNonce}</body></html>`;
  const page = cachedPage(renderNonce, body);

  it('gives every response a different nonce, the same in its CSP header and in each of its scripts', async () => {
    const seen = new Set<string>();
    for (let i = 0; i < 20; i += 1) {
      const sent = await withFreshNonce(page);
      const nonce = nonceOfCsp(sent);
      expect(nonce).not.toBe(renderNonce);
      expect(seen.has(nonce)).toBe(false);
      seen.add(nonce);
      const html = sent.identity.toString();
      expect(noncesOfBody(html)).toEqual([nonce, nonce, nonce]);
      expect(html).not.toContain(renderNonce);
      expect(html).toBe(body.split(renderNonce).join(nonce));
    }
  });

  it('gzips the same body as the plain one (a valid gzip member, CRC and length checked by gunzip)', async () => {
    const sent = await withFreshNonce(page);
    const nonce = nonceOfCsp(sent);
    expect(gunzipSync(sent.gzip).toString()).toBe(body.split(renderNonce).join(nonce));
    // Each piece is compressed, not stored: the gzip stays close to a whole-page gzip.
    expect(sent.gzip.length).toBeLessThan(page.gzip.length * 1.5);
  });

  it('hands the response its body as parts, the cached pieces themselves (no copy of the page per response)', async () => {
    const sent = await withFreshNonce(page);
    const nonce = nonceOfCsp(sent);
    const plainParts = sent.parts!(false);
    expect(Buffer.concat(plainParts).toString()).toBe(body.split(renderNonce).join(nonce));
    expect(gunzipSync(Buffer.concat(sent.parts!(true))).toString()).toBe(body.split(renderNonce).join(nonce));
    // The long stretch between two nonces is the same buffer for every response.
    const again = (await withFreshNonce(page)).parts!(false);
    const longest = (parts: Buffer[]) => parts.reduce((a, b) => (b.length > a.length ? b : a));
    expect(longest(again).buffer).toBe(longest(plainParts).buffer);
  });

  it('keeps everything else of the policy and the page, and leaves a page without a nonce as it is', async () => {
    const sent = await withFreshNonce(page);
    expect(sent.status).toBe(200);
    expect(sent.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(sent.headers['content-security-policy']).toBe(page.headers['content-security-policy']!.replace(renderNonce, nonceOfCsp(sent)));
    const plain: CachedPage = { status: 404, headers: { 'content-type': 'text/html' }, identity: Buffer.from('<p>없음</p>'), gzip: gzipSync('<p>없음</p>') };
    expect(await withFreshNonce(plain)).toBe(plain);
  });
});
