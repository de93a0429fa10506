import type { IncomingMessage, ServerResponse } from 'node:http';
import { newVisitorId } from '@shop/session/server';
import { remoteForPath } from '../config/remotes.ts';
import { isCacheablePageRequest, isStorableRender, pageCacheKey } from './cache/page-cache-rules.ts';
import { sendCachedPage, type PageCache } from './cache/page-cache.ts';
import { settledWithin } from './cache/single-flight.ts';
import { splitUrl } from './http/normalize-url.ts';
import { requestOrigin } from './http/to-web-request.ts';
import { withFreshNonce } from './security/fresh-nonce.ts';
import type { RemoteRegistry } from './remotes/registry.ts';
import { BOT, renderPage, type RenderDeps, type RenderResult } from './render.tsx';
import { readSession, visitorSetCookie } from './session.ts';
import { countVisit } from './visits/count-visit.ts';
import type { VisitBuffer } from './visits/visit-buffer.ts';
import { parseDevice } from '../app/device/parse-device.ts';

/** The page's HTML names the device and app version (html data attributes): one cached copy per pair. */
function deviceVariant(userAgent: string | undefined): string {
  const { device, appVersion } = parseDevice(userAgent);
  return `${device} ${appVersion}`;
}

export type ServePageDeps = RenderDeps & { registry: Pick<RemoteRegistry, 'get' | 'all' | 'refresh'>; pageCache: PageCache; visits: Pick<VisitBuffer, 'add'> };

/** The pinned builds a document names: the shell's entry and each remote's version. */
function releaseOf(deps: ServePageDeps): string {
  return [deps.assets.scripts[0] ?? '', ...deps.registry.all().map((r) => `${r.build.name}@${r.build.version}`)].join(' ');
}

/**
 * A document request: the visitor id (minted here for a new visitor), then the page cache for a visitor without a
 * session on a public page (hit: the stored document with this visitor's own cookie; while another request renders
 * the page, the copy that just expired, or else that render is waited for), else a server render, kept for the
 * next visitors when it is shareable.
 */
export async function servePage(req: IncomingMessage, res: ServerResponse, deps: ServePageDeps): Promise<void> {
  const { env, registry, pageCache } = deps;
  const session = await readSession(req.headers.cookie, env.sessionSecrets);
  const setCookies: string[] = [];
  const newVisitor = !session.salesonId;
  if (!session.salesonId) {
    // The API's GET /api/auth/saleson-id mints the same kind of id with no state: minting it here saves the round trip.
    session.salesonId = newVisitorId();
    setCookies.push(visitorSetCookie(session.salesonId, env.secureCookies));
  }
  const { pathname } = splitUrl(req.url ?? '/');
  const owner = remoteForPath(pathname);
  if (owner && !registry.get(owner)) await registry.refresh(owner);

  const isBot = BOT.test(req.headers['user-agent'] ?? '');
  // Every page view, cached page or not, is queued for the next visit batch (a push: nothing is awaited).
  countVisit(deps.visits, { method: req.method ?? 'GET', url: req.url ?? '/', isBot, visitorId: session.salesonId, newVisitor });
  const hasSession = Boolean(session.token || session.status || session.user || session.isGuest);
  const cacheable = pageCache.enabled && isCacheablePageRequest({ method: req.method ?? 'GET', pathname, owner, hasSession });
  const key = cacheable ? pageCacheKey({ origin: requestOrigin(req), url: req.url ?? '/', bot: isBot, cookieHeader: req.headers.cookie, release: releaseOf(deps), variant: deviceVariant(req.headers['user-agent']) }) : null;
  const cookies: Record<string, string[]> = setCookies.length ? { 'set-cookie': setCookies } : {};
  if (key) {
    // Every copy goes out with a script nonce of its own (security/fresh-nonce.ts), never the render's.
    const fresh = pageCache.get(key);
    if (fresh) return sendCachedPage(req, res, withFreshNonce(fresh), 'hit', cookies);
    const rendering = pageCache.pending(key);
    if (rendering) {
      // Someone is rendering the successor: the copy that just expired, else wait for that render.
      const stale = pageCache.getStale(key);
      if (stale) return sendCachedPage(req, res, withFreshNonce(stale), 'stale', cookies);
      // At most a render's own deadline: past it, this visitor gets a render of their own.
      const rendered = await settledWithin(rendering, env.renderTimeoutMs, null);
      if (rendered) return sendCachedPage(req, res, withFreshNonce(rendered), 'hit', cookies);
    }
  }

  const render = key ? pageCache.begin(key) : null;
  let result: RenderResult | null = null;
  try {
    result = await renderPage(req, res, deps, { session, setCookies, owner, isBot, sharedData: hasSession ? 'member' : true, cacheStatus: key ? 'miss' : 'bypass', capture: render !== null });
  } finally {
    const keep = result?.body && isStorableRender(result.outcome) ? { status: result.outcome.status, headers: result.headers, body: result.body } : null;
    await render?.finish(keep);
  }
}
