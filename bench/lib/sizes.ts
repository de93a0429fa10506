import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export type Sizes = { raw: number; gzip: number; brotli: number };

/**
 * Sizes of a body as a static host would send it precompressed: gzip level 9 and brotli quality 11
 * (text mode), computed with node:zlib on the bytes the browser received.
 */
export function compressedSizes(body: Uint8Array): Sizes {
  if (body.byteLength === 0) return { raw: 0, gzip: 0, brotli: 0 };
  return {
    raw: body.byteLength,
    gzip: gzipSync(body, { level: 9 }).byteLength,
    brotli: brotliCompressSync(body, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT, [constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength },
    }).byteLength,
  };
}

/** Adds sizes field by field. */
export function addSizes(a: Sizes, b: Sizes): Sizes {
  return { raw: a.raw + b.raw, gzip: a.gzip + b.gzip, brotli: a.brotli + b.brotli };
}

export const ZERO_SIZES: Sizes = { raw: 0, gzip: 0, brotli: 0 };
