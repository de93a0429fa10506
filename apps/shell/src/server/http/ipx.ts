import type { IncomingMessage, ServerResponse } from 'node:http';
import { LRUCache } from 'lru-cache';
import sharp from 'sharp';
import { shellError } from './error-table.ts';
import { parseModifiers } from './ipx-modifiers.ts';
import { sendJson } from './to-web-request.ts';

type Entry = { body: Buffer; type: string };

const MAX_CACHE_BYTES = 64 * 1024 * 1024;
/** Most images kept whatever their size (a flood of tiny variants must not grow the key count unbounded). */
const MAX_CACHE_ENTRIES = 5_000;

/**
 * `/_ipx/<modifiers>/<path>`: resizes and converts images from the API's `/upload/` folder with sharp.
 * Results are kept in a bounded in-memory LRU and served with a day of browser caching.
 */
export function createImageHandler(apiOrigin: string) {
  const cache = new LRUCache<string, Entry>({ max: MAX_CACHE_ENTRIES, maxSize: MAX_CACHE_BYTES, sizeCalculation: (entry) => Math.max(1, entry.body.length) });
  return async function handleImage(req: IncomingMessage, res: ServerResponse, rest: string): Promise<void> {
    const slash = rest.indexOf('/');
    const modifiers = slash > 0 ? parseModifiers(rest.slice(0, slash)) : null;
    const source = slash > 0 ? rest.slice(slash + 1) : '';
    if (!modifiers || !/^upload\/[\w\-./]+$/.test(source) || source.includes('..')) {
      const refused = shellError('BAD_IMAGE_REQUEST');
      sendJson(res, refused.status, refused);
      return;
    }
    const key = rest;
    const hit = cache.get(key);
    if (hit) {
      send(res, hit, req.method === 'HEAD');
      return;
    }
    const upstream = await fetch(`${apiOrigin}/${source}`, { signal: AbortSignal.timeout(5000) }).catch(() => null);
    if (!upstream?.ok) {
      const failed = shellError(upstream?.status === 404 ? 'IMAGE_NOT_FOUND' : 'UPSTREAM_UNAVAILABLE');
      sendJson(res, failed.status, failed);
      return;
    }
    const input = Buffer.from(await upstream.arrayBuffer());
    const pipeline = sharp(input).resize({ width: modifiers.width, height: modifiers.height, fit: 'cover', withoutEnlargement: true });
    const body = await pipeline.toFormat(modifiers.format, { quality: modifiers.quality }).toBuffer();
    const entry = { body, type: `image/${modifiers.format}` };
    cache.set(key, entry);
    send(res, entry, req.method === 'HEAD');
  };
}

function send(res: ServerResponse, entry: Entry, headOnly: boolean): void {
  res.writeHead(200, { 'content-type': entry.type, 'content-length': entry.body.length, 'cache-control': 'public, max-age=86400' });
  res.end(headOnly ? undefined : entry.body);
}
