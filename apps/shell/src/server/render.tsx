import type { IncomingMessage, ServerResponse } from 'node:http';
import { Writable } from 'node:stream';
import { renderToPipeableStream } from 'react-dom/server';
import { createStore, Provider } from 'jotai';
import { createStaticRouter, isRouteErrorResponse, RouterContextProvider, StaticRouterProvider, type StaticHandler, type StaticHandlerContext } from '@shop/router';
import { appContext, sessionAtom, wishlistIdsAtom, type SessionState } from '@shop/session';
import { buildSessionHeaders, createFetchTransport, type CatalogCache } from '@shop/api-client';
import type { ShellEnv } from '../config/env.ts';
import type { RemoteName } from '../config/remotes.ts';
import { pageTitle } from '../app/page-title.ts';
import { isSeoExempt, seoHead } from '../app/seo-head.ts';
import { ROOT_ID } from '../app/route-ids.ts';
import type { RootData } from '../app/root-route.tsx';
import { shellContext } from '../app/shell-context.ts';
import { escapeHtml, jsonForScript, renderBootScripts, renderHead } from './html.ts';
import { jsonForScriptSharing } from './hydration-json.ts';
import { contentSecurityPolicy, cspSources, newNonce } from './security/csp.ts';
import type { RemoteRegistry } from './remotes/registry.ts';
import { toPublicSession } from './session.ts';
import { requestOrigin, toWebRequest } from './http/to-web-request.ts';
import { asciiLocation } from './http/location.ts';
import { createFlushingGzip, pickEncoding } from './http/compression.ts';
import { createDataTrace, type SharedData } from './cache/shared-data.ts';
import type { PageCacheStatus } from './cache/page-cache.ts';
import type { RenderOutcome } from './cache/page-cache-rules.ts';
import { requestIdHeaders } from './log/request-scope.ts';
import { parseDevice } from '../app/device/parse-device.ts';
import { renderTabBar, TAB_BAR_SCRIPT } from './device/tab-bar.ts';

export type ShellAssets = { scripts: string[]; preload: string[]; stylesheets: string[] };

export type RenderDeps = {
  env: ShellEnv;
  registry: Pick<RemoteRegistry, 'get' | 'all'>;
  getHandler: () => StaticHandler;
  catalogCache: CatalogCache;
  assets: ShellAssets;
  sharedData: SharedData;
};

/** One document request as the page cache decided it. */
export type PageRequest = {
  /** The visitor's session; the visitor id is already set (minted for a new visitor). */
  session: SessionState;
  /** Set-Cookie headers of this response (a new visitor's id). */
  setCookies: string[];
  owner: RemoteName | null;
  isBot: boolean;
  /** Public API reads may come from the shared data cache: all of them without a session, for a session only those no token changes. */
  sharedData: boolean | 'member';
  cacheStatus: PageCacheStatus;
  /** Keep a copy of the document for the page cache. */
  capture: boolean;
};

/** A finished render: what the page cache needs to decide, and the document when it was captured. */
export type RenderResult = { outcome: RenderOutcome; headers: Record<string, string>; body: Buffer | null };

export const BOT = /bot|crawl|spider|slurp|bingpreview|facebookexternalhit|kakaotalk-scrap|yeti|daum|headlesschrome\/[\d.]+ \(lighthouse/i;

/** react-router's hydration format for errors, so `isRouteErrorResponse` works after hydration. */
function serializeErrors(errors: StaticHandlerContext['errors']): Record<string, unknown> | null {
  if (!errors) return null;
  const out: Record<string, unknown> = {};
  for (const [id, error] of Object.entries(errors)) {
    if (isRouteErrorResponse(error)) out[id] = { ...error, __type: 'RouteErrorResponse' };
    else if (error instanceof Error) out[id] = { message: 'Unexpected Server Error', __type: 'Error' };
    else out[id] = error;
  }
  return out;
}

/**
 * Server-side rendering of one document request: guards and loaders, then streamed HTML. Resolves once the
 * response is over, with what the page cache needs (the document itself only when `page.capture`).
 */
export async function renderPage(req: IncomingMessage, res: ServerResponse, deps: RenderDeps, page: PageRequest): Promise<RenderResult> {
  const { env, registry } = deps;
  const { session, setCookies, owner } = page;
  const request = toWebRequest(req, res);
  const url = new URL(request.url);
  const trace = createDataTrace();
  const outcome: RenderOutcome = { status: 0, renderErrors: 0, unsharedCalls: 0, failedCalls: 0, guarded: false, complete: false };
  const result = (headers: Record<string, string>, body: Buffer | null): RenderResult => ({
    outcome: { ...outcome, unsharedCalls: trace.unshared, failedCalls: trace.failed },
    headers,
    body,
  });

  const store = createStore();
  store.set(sessionAtom, session);
  const api = createFetchTransport({
    baseUrl: env.apiOrigin,
    headers: () => ({ ...buildSessionHeaders(session, session.salesonId), ...requestIdHeaders() }),
    fetch: deps.sharedData.fetchFor(trace, page.sharedData),
  });
  const requestContext = new RouterContextProvider();
  requestContext.set(appContext, { store, api, now: Date.now() });
  requestContext.set(shellContext, { isRemoteLoaded: (name) => registry.get(name) !== undefined });

  const handler = deps.getHandler();
  const context = await handler.query(request, { requestContext });
  if (context instanceof Response) {
    const headers: Record<string, string | string[]> = { location: asciiLocation(context.headers.get('Location') ?? '/'), 'x-shop-cache': page.cacheStatus };
    if (setCookies.length) headers['set-cookie'] = setCookies;
    res.writeHead(context.status, headers).end();
    outcome.status = context.status;
    return result({}, null);
  }
  outcome.status = context.statusCode;
  outcome.guarded = context.matches.some((m) => Boolean((m.route.handle as { guard?: unknown } | undefined)?.guard));

  // The header's cart count is the visitor's own: the browser fetches it after hydration (header/cart-count.ts).
  const rootData = context.loaderData[ROOT_ID] as RootData | undefined;
  store.set(wishlistIdsAtom, { type: 'loaded', itemIds: rootData?.wishlistItemIds ?? [] });
  const ownTitle = pageTitle(context.matches.map((m) => ({ handle: m.route.handle, data: context.loaderData[m.route.id] })));
  const seo = isSeoExempt(url.pathname) ? null : await deps.catalogCache.getSeo(api, url.pathname).catch(() => null);
  const seoFields = seoHead(seo, ownTitle);
  const remotes = registry.all();
  const ownerBuild = owner ? registry.get(owner)?.build : undefined;
  const device = parseDevice(req.headers['user-agent']);
  // Popup pages have no chrome, so no tab bar either.
  const popup = context.matches.some((m) => (m.route.handle as { layout?: unknown } | undefined)?.layout === 'popup');
  const deviceAttributes = `data-device="${device.device}"${device.appVersion ? ` data-app-version="${device.appVersion}"` : ''}`;
  // One nonce per render; a cached copy of the page gets a fresh one for each response (security/fresh-nonce.ts).
  const nonce = newNonce();
  const head = renderHead({
    nonce,
    ...seoFields,
    canonical: `${requestOrigin(req)}${url.pathname}`,
    // Error pages, and pages whose route says so (the test pages), stay out of search engines.
    noindex: context.statusCode >= 400 || context.matches.some((m) => (m.route.handle as { noindex?: unknown } | undefined)?.noindex === true),
    // Only the stylesheets this page needs; the browser adds another remote's when it first navigates there.
    stylesheets: [...deps.assets.stylesheets, ...(ownerBuild?.css ?? [])],
    preloadScripts: [...deps.assets.scripts, ...deps.assets.preload, ...(ownerBuild ? [ownerBuild.clientEntry, ...ownerBuild.routesChunks] : [])],
  });
  const payload = (categories: unknown) => ({
    remotes: remotes.map((r) => ({ name: r.build.name, entry: r.build.clientEntry, version: r.build.version, css: r.build.css })),
    releasePollMs: env.releasePollMs,
    release: { shell: deps.assets.scripts[0] ?? '', remotes: Object.fromEntries(remotes.map((r) => [r.build.name, r.build.version])) },
    // The visitor id stays in its httpOnly cookie: the page never needs it, and a shared page must not carry it.
    session: { ...toPublicSession(session), salesonId: null },
    // The root's category tree (12.7 KB of JSON) is serialized once per catalogue version: see payloadJson below.
    hydration: { loaderData: rootData ? { ...context.loaderData, [ROOT_ID]: { ...rootData, categories } } : context.loaderData, actionData: context.actionData, errors: serializeErrors(context.errors) },
    // Decided here from the user agent (it is part of the page cache key); the browser reads it, never re-guesses it.
    device: { device: device.device, appVersion: device.appVersion },
  });
  // The tree is the catalogue cache's object for one catalogue version, the same for every render until it changes.
  const payloadJson = rootData?.categories ? jsonForScriptSharing(rootData.categories, payload) : jsonForScript(payload(undefined));
  const tail =
`${popup ? '' : renderTabBar(url.pathname)}<script nonce="${escapeHtml(nonce)}">${popup ? '' : TAB_BAR_SCRIPT}window.__SHOP__=${payloadJson}</script>${renderBootScripts(deps.assets.scripts, nonce)}`;

  const router = createStaticRouter(handler.dataRoutes, context);
  const isBot = page.isBot;
  const status = context.statusCode;
  // What any visitor of this document gets; per response: cookies, encoding, cache status.
  const documentHeaders: Record<string, string> = {
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 'private, no-cache',
    'x-content-type-options': 'nosniff',
    'content-security-policy': contentSecurityPolicy(nonce, cspSources(env.remotes.map((r) => r.publicUrl), env.cdnBaseUrl)),
    vary: 'accept-encoding',
  };
  if (status === 503) documentHeaders['retry-after'] = '30';
  const headers: Record<string, string | string[]> = { ...documentHeaders, 'x-shop-cache': page.cacheStatus };
  if (setCookies.length) headers['set-cookie'] = setCookies;

  // HTML is gzipped as it streams (each chunk flushed); brotli is kept for the static files.
  const gzip = pickEncoding(req.headers['accept-encoding'], ['gzip']) ? createFlushingGzip() : null;
  if (gzip) {
    headers['content-encoding'] = 'gzip';
    gzip.pipe(res);
    // Writes after the visitor left fail here; they need no handling beyond ending the render (see 'close' below).
    gzip.on('error', () => {});
  }
  const out: NodeJS.WritableStream = gzip ?? res;
  const captured: Buffer[] | null = page.capture ? [] : null;
  const write = (chunk: string | Buffer, cb?: () => void) => {
    captured?.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk);
    return cb ? out.write(chunk, cb) : out.write(chunk);
  };
  // True once the whole document reached the visitor; false when the connection closed first.
  const finished = new Promise<boolean>((resolve) => {
    if (res.closed) resolve(res.writableFinished);
    res.once('finish', () => resolve(true));
    res.once('close', () => resolve(res.writableFinished));
  });
  await new Promise<void>((resolve) => {
    // The document opens (status, head with stylesheets and preloads) as soon as the shell has rendered; React's
    // HTML follows once every boundary is ready, or after `streamHoldMs` when one is slow (a remote's code still
    // loading). Ready boundaries are then written in place: no hidden copy moved by a script, whose reveal React
    // would throttle, so the page paints complete in its first frame. Bots always get the finished document.
    let opened = false;
    let piping = false;
    let hold: NodeJS.Timeout | undefined;
    const open = () => {
      if (opened) return;
      opened = true;
      res.writeHead(status, headers);
      write(`<!doctype html><html lang="ko" ${deviceAttributes}><head>${head}</head><body><div id="app">`);
    };
    const pipeBody = () => {
      if (piping) return;
      piping = true;
      clearTimeout(hold);
      open();
      const sink = new Writable({
        write(chunk: Buffer, _enc, cb) {
          write(chunk, cb);
        },
        // What React writes in one go (the whole body when everything was ready) leaves as one buffer: each write
        // of a response is a chunk of its own on the socket (size line, data, CRLF), so ~20 small writes per page
        // cost the shell more than copying them into one.
        writev(chunks, cb) {
          write(chunks.length === 1 ? (chunks[0]!.chunk as Buffer) : Buffer.concat(chunks.map((c) => c.chunk as Buffer)), cb);
        },
        final(cb) {
          const end = `</div>${tail}</body></html>`;
          captured?.push(Buffer.from(end));
          out.end(end);
          cb();
          resolve();
        },
      });
      sink.cork();
      stream.pipe(sink);
      process.nextTick(() => sink.uncork());
    };
    const stream = renderToPipeableStream(
      <Provider store={store}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </Provider>,
      {
        // Never outline a finished boundary because of its size: what is ready goes out in document order.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        nonce,
        onShellReady() {
          open();
          if (!isBot) hold = setTimeout(pipeBody, env.streamHoldMs);
        },
        onAllReady() {
          pipeBody();
        },
        onShellError(error) {
          console.error(`[ssr] shell failed for ${url.pathname}: ${error instanceof Error ? error.stack : String(error)}`);
          outcome.status = 500;
          if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' }).end('Internal Server Error');
          resolve();
        },
        onError(error) {
          outcome.renderErrors += 1;
          // Errors inside a remote's boundary: React streams its fallback and the browser retries there.
          console.error(`[ssr] render error on ${url.pathname}: ${error instanceof Error ? error.stack : String(error)}`);
        },
      },
    );
    const deadline = setTimeout(() => stream.abort(new Error('render timeout')), env.renderTimeoutMs);
    res.on('close', () => {
      clearTimeout(deadline);
      clearTimeout(hold);
      if (res.writableFinished) return;
      // The visitor left before the end. Nothing reads the gzip stream any more, so its writes would wait forever
      // and this render (and every visitor waiting on it through the page cache) with them: drop it and finish here.
      // React aborts its own work when the sink errors.
      gzip?.destroy();
      resolve();
    });
  });
  outcome.complete = await finished;
  return result(documentHeaders, captured ? Buffer.concat(captured) : null);
}
