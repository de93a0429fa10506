/** @jest-environment node */
import { gunzipSync, gzipSync } from 'node:zlib';
import type { CachedPage, SendablePage } from '../cache/page-cache.ts';
import { contentSecurityPolicy, cspSources, newNonce } from './csp.ts';
import { cutAtNonce, withFreshNonce } from './fresh-nonce.ts';

/** A page as the page cache keeps it: a render's body and headers, cut at that render's nonce. */
async function cachedPage(headers: Record<string, string>, body: string, status = 200): Promise<CachedPage> {
  const identity = Buffer.from(body);
  return { status, headers, identity, cut: await cutAtNonce(headers, identity) };
}

const htmlHeaders = (nonce: string) => ({ 'content-type': 'text/html; charset=utf-8', 'content-security-policy': contentSecurityPolicy(nonce, cspSources([], '')) });
const nonceOfCsp = (page: SendablePage) => /'nonce-([^']+)'/.exec(page.headers['content-security-policy']!)![1]!;
const plainBody = (page: SendablePage) => Buffer.concat(page.parts(false)).toString();
const gzippedBody = (page: SendablePage) => Buffer.concat(page.parts(true));
const noncesOfBody = (html: string) => [...html.matchAll(/nonce="([^"]+)"/g)].map((m) => m[1]);

describe('cutAtNonce', () => {
  it('keeps the compressed pieces in one buffer of their exact size, so the page cache counts what it holds', async () => {
    const nonce = newNonce();
    const body = Buffer.from(Array.from({ length: 20 }, (_, i) => `<script nonce="${nonce}">s${i}()</script>`).join('<p>x</p>'));
    const cut = await cutAtNonce(htmlHeaders(nonce), body);
    expect(cut.deflated).toHaveLength(21);
    const total = cut.deflated.reduce((n, piece) => n + piece.length, 0);
    const held = new Set(cut.deflated.map((piece) => piece.buffer));
    expect([...held].reduce((n, buffer) => n + buffer.byteLength, 0)).toBe(total);
  });
});

describe('withFreshNonce (a cached page sent with a nonce of its own)', () => {
  const renderNonce = newNonce();
  // Nonces at the start, in the middle and at the end, next to each other, and a long stretch between them.
  const body = `${renderNonce}<!doctype html><html lang="ko"><head><script nonce="${renderNonce}">a()</script></head><body>${'<p>상품 목록 </p>'.repeat(5000)}<script nonce="${renderNonce}">window.__SHOP__={}</script><script nonce="${renderNonce}">boot()</script>${renderNonce}${renderNonce}</body></html>`;
  let page: CachedPage;
  beforeAll(async () => {
    page = await cachedPage(htmlHeaders(renderNonce), body);
  });

  it('gives every response a different nonce, the same in its CSP header and in each of its scripts', async () => {
    const seen = new Set<string>();
    for (let i = 0; i < 20; i += 1) {
      const sent = withFreshNonce(page);
      const nonce = nonceOfCsp(sent);
      expect(nonce).not.toBe(renderNonce);
      expect(seen.has(nonce)).toBe(false);
      seen.add(nonce);
      const html = plainBody(sent);
      expect(noncesOfBody(html)).toEqual([nonce, nonce, nonce]);
      expect(html).not.toContain(renderNonce);
      expect(html).toBe(body.split(renderNonce).join(nonce));
    }
  });

  it('gzips the same body as the plain one (a valid gzip member, CRC and length checked by gunzip)', async () => {
    const sent = withFreshNonce(page);
    const nonce = nonceOfCsp(sent);
    expect(gunzipSync(gzippedBody(sent)).toString()).toBe(body.split(renderNonce).join(nonce));
    // Each piece is compressed, not stored: the gzip stays close to a whole-page gzip.
    expect(gzippedBody(sent).length).toBeLessThan(gzipSync(body).length * 1.5);
  });

  it('hands the response its body as parts, the cached pieces themselves (no copy of the page per response)', async () => {
    const sent = withFreshNonce(page);
    const nonce = nonceOfCsp(sent);
    const plainParts = sent.parts(false);
    expect(Buffer.concat(plainParts).toString()).toBe(body.split(renderNonce).join(nonce));
    // The long stretch between two nonces is the same buffer for every response, and the cached body's own.
    const again = withFreshNonce(page).parts(false);
    const longest = (parts: Buffer[]) => parts.reduce((a, b) => (b.length > a.length ? b : a));
    expect(longest(again).buffer).toBe(longest(plainParts).buffer);
    expect(longest(again).buffer).toBe(page.identity.buffer);
  });

  it('keeps everything else of the policy and the page, and sends a page without a nonce as it is, plain or gzipped', async () => {
    const sent = withFreshNonce(page);
    expect(sent.status).toBe(200);
    expect(sent.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(sent.headers['content-security-policy']).toBe(page.headers['content-security-policy']!.replace(renderNonce, nonceOfCsp(sent)));
    const plain = await cachedPage({ 'content-type': 'text/html' }, '<p>없음</p>', 404);
    const out = withFreshNonce(plain);
    expect(out.status).toBe(404);
    expect(out.headers).toEqual({ 'content-type': 'text/html' });
    expect(plainBody(out)).toBe('<p>없음</p>');
    expect(gunzipSync(gzippedBody(out)).toString()).toBe('<p>없음</p>');
  });
});
