import { promisify } from 'node:util';
import { constants, crc32, deflateRaw as deflateRawCallback } from 'node:zlib';
import type { CachedPage, SendablePage } from '../cache/page-cache.ts';
import { newNonce } from './csp.ts';

const deflateRaw = promisify(deflateRawCallback);

/**
 * A cached document cut at every occurrence of its render's nonce: the plain pieces, and each piece compressed on
 * its own (raw deflate ending in a full flush: byte-aligned, no reference into another piece), so that a response
 * with a fresh nonce is the pieces joined around it, plain or gzipped, without compressing the page again.
 */
type NonceTemplate = { nonce: string; pieces: Buffer[]; deflated: Buffer[] };

const NONCE_IN_CSP = /'nonce-([A-Za-z0-9+/=]+)'/;
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 0x08, 0x00, 0, 0, 0, 0, 0x00, 0x03]);
/** The last deflate block: final, stored, empty. */
const FINAL_BLOCK = Buffer.from([0x01, 0x00, 0x00, 0xff, 0xff]);

const templates = new WeakMap<CachedPage, Promise<NonceTemplate | null>>();

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

async function buildTemplate(page: CachedPage): Promise<NonceTemplate | null> {
  const nonce = NONCE_IN_CSP.exec(page.headers['content-security-policy'] ?? '')?.[1];
  if (!nonce) return null;
  const pieces = splitAt(page.identity, nonce);
  const deflated = await Promise.all(pieces.map((piece) => deflateRaw(piece, { level: 6, finishFlush: constants.Z_FULL_FLUSH })));
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
 * for the next one: without this, a cached page replayed one nonce to every visitor for its lifetime. The cut pieces
 * are made once per cached page (off the main thread); each response then costs the joins and a CRC-32 of the page.
 */
export async function withFreshNonce(page: CachedPage): Promise<SendablePage> {
  let template = templates.get(page);
  if (!template) {
    template = buildTemplate(page).catch(() => null);
    templates.set(page, template);
  }
  const cut = await template;
  if (!cut) return page;
  const nonce = newNonce();
  const fresh = Buffer.from(nonce);
  const csp = page.headers['content-security-policy']!.split(`'nonce-${cut.nonce}'`).join(`'nonce-${nonce}'`);
  const identityParts = () => cut.pieces.flatMap((piece, i) => (i > 0 ? [fresh, piece] : [piece]));
  // The response writes the parts as they are (sendCachedPage): no copy of the page per response. The joined
  // bodies are only made when read.
  let identity: Buffer | undefined;
  let gzip: Buffer | undefined;
  return {
    status: page.status,
    headers: { ...page.headers, 'content-security-policy': csp },
    parts: (gzipped) => (gzipped ? gzipPartsAround(cut, fresh) : identityParts()),
    get identity() {
      identity ??= Buffer.concat(identityParts());
      return identity;
    },
    get gzip() {
      gzip ??= Buffer.concat(gzipPartsAround(cut, fresh));
      return gzip;
    },
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
