import { brotliCompressSync, constants, createGzip, gzipSync, type Gzip } from 'node:zlib';

export type Encoding = 'br' | 'gzip';

/** The best encoding the client accepts (brotli, then gzip), honouring `q=0`; null for identity. */
export function pickEncoding(acceptEncoding: string | string[] | undefined, offered: readonly Encoding[] = ['br', 'gzip']): Encoding | null {
  const header = Array.isArray(acceptEncoding) ? acceptEncoding.join(',') : (acceptEncoding ?? '');
  const accepted = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    accepted.set(name, q ? Number(q.slice(2)) : 1);
  }
  const ok = (name: string) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  return offered.find(ok) ?? null;
}

/** Compresses a whole body (static files: done once, then cached). */
export function compressBuffer(body: Buffer, encoding: Encoding): Buffer {
  return encoding === 'br'
    ? brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 9, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } })
    : gzipSync(body, { level: 9 });
}

/** Worth compressing: text types above a small size. */
export function isCompressible(contentType: string | null | undefined, size: number): boolean {
  return size > 512 && /^(text\/|application\/(json|javascript|xml)|image\/svg\+xml)/.test(contentType ?? '');
}

/**
 * A bounded in-memory cache of compressed immutable files (content-hashed names never change), so each file
 * is compressed once per encoding.
 */
export function createCompressedCache(maxBytes = 32 * 1024 * 1024) {
  const entries = new Map<string, Buffer>();
  let bytes = 0;
  return (key: string, encoding: Encoding, body: Buffer): Buffer => {
    const id = `${encoding}:${key}`;
    const hit = entries.get(id);
    if (hit) return hit;
    const compressed = compressBuffer(body, encoding);
    entries.set(id, compressed);
    bytes += compressed.length;
    for (const [oldId, old] of entries) {
      if (bytes <= maxBytes) break;
      entries.delete(oldId);
      bytes -= old.length;
    }
    return compressed;
  };
}

/** A gzip stream for streamed HTML that flushes every chunk React writes, so streaming still streams. */
export function createFlushingGzip(): Gzip {
  return createGzip({ level: 6, flush: constants.Z_SYNC_FLUSH });
}
