/**
 * @jest-environment node
 */
import { gunzipSync, brotliDecompressSync } from 'node:zlib';
import { compressBuffer, createCompressedCache, isCompressible, pickEncoding } from './compression.ts';

describe('pickEncoding', () => {
  it('prefers brotli, then gzip, and honours q=0', () => {
    expect(pickEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(pickEncoding('gzip;q=1.0, br;q=0')).toBe('gzip');
    expect(pickEncoding('identity')).toBeNull();
    expect(pickEncoding(undefined)).toBeNull();
    expect(pickEncoding('br', ['gzip'])).toBeNull();
    expect(pickEncoding('gzip, br', ['gzip'])).toBe('gzip');
  });
});

describe('compression', () => {
  const body = Buffer.from('const 상품 = "무선 이어폰";\n'.repeat(200));

  it('round-trips both encodings', () => {
    expect(brotliDecompressSync(compressBuffer(body, 'br')).equals(body)).toBe(true);
    expect(gunzipSync(compressBuffer(body, 'gzip')).equals(body)).toBe(true);
  });

  it('compresses a file once per encoding', () => {
    const cache = createCompressedCache();
    const first = cache('/a.js', 'br', body);
    expect(cache('/a.js', 'br', Buffer.from('other'))).toBe(first);
    expect(first.length).toBeLessThan(body.length / 10);
  });

  it('only compresses text of some size', () => {
    expect(isCompressible('text/javascript; charset=utf-8', 10_000)).toBe(true);
    expect(isCompressible('image/webp', 10_000)).toBe(false);
    expect(isCompressible('text/css', 100)).toBe(false);
  });
});
