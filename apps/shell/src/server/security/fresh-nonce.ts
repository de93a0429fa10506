import { promisify } from 'node:util';
import { constants, crc32, deflateRaw as deflateRawCallback } from 'node:zlib';
import type { CachedPage, SendablePage } from '../cache/page-cache.ts';
import { newNonce } from './csp.ts';

const deflateRaw = promisify(deflateRawCallback);

/**
 * A document cut at every occurrence of its render's nonce (one piece when it has none): the plain pieces, and each
 * piece compressed on its own (raw deflate ending in a full flush: byte-aligned, no reference into another piece), so
 * that a response with a fresh nonce is the pieces joined around it, plain or gzipped, without compressing the page
 * again. The page cache keeps this instead of a gzip of the page.
 */
export type NonceTemplate = { nonce: string | null; pieces: Buffer[]; deflated: Buffer[] };

const NONCE_IN_CSP = /'nonce-([A-Za-z0-9+/=]+)'/;
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 0x08, 0x00, 0, 0, 0, 0, 0x00, 0x03]);
/** The last deflate block: final, stored, empty. */
const FINAL_BLOCK = Buffer.from([0x01, 0x00, 0x00, 0xff, 0xff]);

/** Splits `body` at every occurrence of `nonce`. */
function splitAt(body: Buffer, nonce: string): Buffer[] {
  const needle = Buffer.from(nonce);
  const pieces: Buffer[] = [];
  let from = 0;
  for (let at = body.indexOf(needle, from); at !== -1; at = body.indexOf(needle, from)) {
    pieces.push(body.subarray(from, at));
    from = at + needle.length;
  }
  pieces.push(body.subarray(from));
  return pieces;
}

/**
 * Cuts a rendered document at the nonce its CSP names and compresses the pieces, off the main thread. The compressed
 * pieces are copied into one buffer of their exact total: zlib hands each result out as a view of its own 16 KB output
 * buffer, so a page of 20 small pieces kept 320 KB alive while the page cache counted 20 KB (found by the bench's memory soak).
 */
export async function cutAtNonce(headers: Readonly<Record<string, string>>, body: Buffer): Promise<NonceTemplate> {
  const nonce = NONCE_IN_CSP.exec(headers['content-security-policy'] ?? '')?.[1] ?? null;
  const pieces = nonce ? splitAt(body, nonce) : [body];
  const compressed = await Promise.all(pieces.map((piece) => deflateRaw(piece, { level: 6, finishFlush: constants.Z_FULL_FLUSH })));
  const whole = Buffer.allocUnsafeSlow(compressed.reduce((n, piece) => n + piece.length, 0));
  let offset = 0;
  const deflated = compressed.map((piece) => {
    piece.copy(whole, offset);
    offset += piece.length;
    return whole.subarray(offset - piece.length, offset);
  });
  return { nonce, pieces, deflated };
}

/** A stored (uncompressed) deflate block holding `bytes` (at most 65,535). */
function storedBlock(bytes: Buffer): Buffer {
  const head = Buffer.alloc(5);
  head[0] = 0x00; // not final, stored; the rest of the byte is padding
  head.writeUInt16LE(bytes.length, 1);
  head.writeUInt16LE(~bytes.length & 0xffff, 3);
  return Buffer.concat([head, bytes]);
}

/**
 * The cached `page` with a nonce of its own for this response: every occurrence of the render's nonce (a unique
 * 128-bit random value) in the body and in the Content-Security-Policy replaced by a fresh one, in the plain and the
 * gzipped body alike. A nonce an attacker read from one response (any visitor can fetch a public page) is worthless
 * for the next one: without this, a cached page replayed one nonce to every visitor for its lifetime. The pieces
 * were cut when the page was stored; each response costs the joins and a CRC-32 of the page, and writes the cached
 * pieces themselves (sendCachedPage), never a copy of the page.
 */
export function withFreshNonce(page: CachedPage): SendablePage {
  const { cut } = page;
  if (cut.nonce === null) return { status: page.status, headers: page.headers, parts: (gzipped) => (gzipped ? gzipPartsAround(cut, Buffer.alloc(0)) : cut.pieces) };
  const nonce = newNonce();
  const fresh = Buffer.from(nonce);
  return {
    status: page.status,
    headers: { ...page.headers, 'content-security-policy': page.headers['content-security-policy']!.split(`'nonce-${cut.nonce}'`).join(`'nonce-${nonce}'`) },
    parts: (gzipped) => (gzipped ? gzipPartsAround(cut, fresh) : cut.pieces.flatMap((piece, i) => (i > 0 ? [fresh, piece] : [piece]))),
  };
}

/** The parts of the gzip member of the template's pieces around `fresh`: the pieces' own deflate output, `fresh` stored. */
function gzipPartsAround(cut: NonceTemplate, fresh: Buffer): Buffer[] {
  const nonceBlock = storedBlock(fresh);
  const parts: Buffer[] = [GZIP_HEADER];
  let crc = 0;
  let length = 0;
  cut.pieces.forEach((piece, i) => {
    if (i > 0) {
      parts.push(nonceBlock);
      crc = crc32(fresh, crc);
      length += fresh.length;
    }
    parts.push(cut.deflated[i]!);
    crc = crc32(piece, crc);
    length += piece.length;
  });
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  trailer.writeUInt32LE(length % 2 ** 32, 4);
  parts.push(FINAL_BLOCK, trailer);
  return parts;
}
