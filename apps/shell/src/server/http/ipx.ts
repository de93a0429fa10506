import type { IncomingMessage, ServerResponse } from 'node:http';
import sharp from 'sharp';
import { shellError } from './error-table.ts';
import { parseModifiers } from './ipx-modifiers.ts';
import { sendJson } from './to-web-request.ts';

type Entry = { body: Buffer; type: string };

const MAX_CACHE_BYTES = 64 * 1024 * 1024;

/**
 * `/_ipx/<modifiers>/<path>`: resizes and converts images from the API's `/upload/` folder with sharp.
 * Results are kept in a bounded in-memory LRU and served with a day of browser caching.
 */
export function createImageHandler(apiOrigin: string) {
  const cache = new Map<string, Entry>();
  let cacheBytes = 0;
  const remember = (key: string, entry: Entry) => {
    cache.set(key, entry);
    cacheBytes += entry.body.length;
    for (const [oldKey, old] of cache) {
      if (cacheBytes <= MAX_CACHE_BYTES) break;
      cache.delete(oldKey);
      cacheBytes -= old.body.length;
    }
  };
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
      cache.delete(key);
      cache.set(key, hit);
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
    remember(key, entry);
    send(res, entry, req.method === 'HEAD');
  };
}

function send(res: ServerResponse, entry: Entry, headOnly: boolean): void {
  res.writeHead(200, { 'content-type': entry.type, 'content-length': entry.body.length, 'cache-control': 'public, max-age=86400' });
  res.end(headOnly ? undefined : entry.body);
}
