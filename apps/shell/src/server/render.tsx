import type { IncomingMessage, ServerResponse } from 'node:http';
import { Writable } from 'node:stream';
import { renderToPipeableStream } from 'react-dom/server';
import { createStore, Provider } from 'jotai';
import { createStaticRouter, isRouteErrorResponse, RouterContextProvider, StaticRouterProvider, type StaticHandler, type StaticHandlerContext } from '@shop/router';
import { appContext, cartCountAtom, sessionAtom, wishlistIdsAtom } from '@shop/session';
import { buildSessionHeaders, createFetchTransport, getSalesonId, type CatalogCache } from '@shop/api-client';
import type { ShellEnv } from '../config/env.ts';
import { remoteForPath } from '../config/remotes.ts';
import { pageTitle } from '../app/page-title.ts';
import { ROOT_ID } from '../app/route-ids.ts';
import type { RootData } from '../app/root-route.tsx';
import { shellContext } from '../app/shell-context.ts';
import { MESSAGES } from '../messages/ko.ts';
import { escapeHtml, jsonForScript, renderHead } from './html.ts';
import type { RemoteRegistry } from './remotes/registry.ts';
import { readSession, toPublicSession, visitorSetCookie } from './session.ts';
import { requestOrigin, toWebRequest } from './http/to-web-request.ts';
import { createFlushingGzip, pickEncoding } from './http/compression.ts';

export type ShellAssets = { scripts: string[]; preload: string[]; stylesheets: string[] };

export type RenderDeps = {
  env: ShellEnv;
  registry: RemoteRegistry;
  getHandler: () => StaticHandler;
  catalogCache: CatalogCache;
  assets: ShellAssets;
};

const BOT = /bot|crawl|spider|slurp|bingpreview|facebookexternalhit|kakaotalk-scrap|yeti|daum|headlesschrome\/[\d.]+ \(lighthouse/i;
const DEFAULT_OG_IMAGE = '/default-og-image.jpg';

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

async function visitorId(existing: string | null, env: ShellEnv): Promise<{ id: string; isNew: boolean }> {
  if (existing) return { id: existing, isNew: false };
  try {
    const api = createFetchTransport({ baseUrl: env.apiOrigin, timeoutMs: 2000 });
    return { id: await getSalesonId(api), isNew: true };
  } catch {
    return { id: crypto.randomUUID(), isNew: true };
  }
}

/** Server-side rendering of one document request: guards and loaders, then streamed HTML. */
export async function renderPage(req: IncomingMessage, res: ServerResponse, deps: RenderDeps): Promise<void> {
  const { env, registry } = deps;
  const session = await readSession(req.headers.cookie, env.sessionSecret);
  const setCookies: string[] = [];
  const visitor = await visitorId(session.salesonId, env);
  session.salesonId = visitor.id;
  if (visitor.isNew) setCookies.push(visitorSetCookie(visitor.id, env.secureCookies));

  const request = toWebRequest(req, res);
  const url = new URL(request.url);
  const owner = remoteForPath(url.pathname);
  if (owner && !registry.get(owner)) await registry.refresh(owner);

  const store = createStore();
  store.set(sessionAtom, session);
  const api = createFetchTransport({ baseUrl: env.apiOrigin, headers: () => buildSessionHeaders(session, session.salesonId) });
  const requestContext = new RouterContextProvider();
  requestContext.set(appContext, { store, api, now: Date.now() });
  requestContext.set(shellContext, { isRemoteLoaded: (name) => registry.get(name) !== undefined });

  const handler = deps.getHandler();
  const context = await handler.query(request, { requestContext });
  if (context instanceof Response) {
    const headers: Record<string, string | string[]> = { location: context.headers.get('Location') ?? '/' };
    if (setCookies.length) headers['set-cookie'] = setCookies;
    res.writeHead(context.status, headers).end();
    return;
  }

  const rootData = context.loaderData[ROOT_ID] as RootData | undefined;
  store.set(cartCountAtom, rootData?.cartCount ?? 0);
  store.set(wishlistIdsAtom, { type: 'loaded', itemIds: rootData?.wishlistItemIds ?? [] });
  const seo = await deps.catalogCache.getSeo(api, url.pathname).catch(() => null);
  // A page-specific SEO record wins; the site-wide default record falls back to the page's own title.
  const seoTitle = seo?.title && seo.title !== MESSAGES.shopName ? seo.title : null;
  const title = seoTitle ? MESSAGES.titleTemplate(seoTitle) : pageTitle(context.matches.map((m) => ({ handle: m.route.handle, data: context.loaderData[m.route.id] })));
  const remotes = registry.all();
  const ownerBuild = owner ? registry.get(owner)?.build : undefined;
  const head = renderHead({
    title,
    ...(seo?.description ? { description: seo.description } : {}),
    ...(seo?.keywords ? { keywords: seo.keywords } : {}),
    ...(seo?.ogTitle ? { ogTitle: seo.ogTitle } : {}),
    ...(seo?.ogDescription ? { ogDescription: seo.ogDescription } : {}),
    ogImage: seo?.ogImage || DEFAULT_OG_IMAGE,
    canonical: `${requestOrigin(req)}${url.pathname}`,
    noindex: context.statusCode >= 400,
    // Only the stylesheets this page needs; the browser adds another remote's when it first navigates there.
    stylesheets: [...deps.assets.stylesheets, ...(ownerBuild?.css ?? [])],
    preloadScripts: [...deps.assets.scripts, ...deps.assets.preload, ...(ownerBuild ? [ownerBuild.clientEntry, ...ownerBuild.routesChunks] : [])],
  });
  const payload = {
    remotes: remotes.map((r) => ({ name: r.build.name, entry: r.build.clientEntry, version: r.build.version, css: r.build.css })),
    releasePollMs: env.releasePollMs,
    release: { shell: deps.assets.scripts[0] ?? '', remotes: Object.fromEntries(remotes.map((r) => [r.build.name, r.build.version])) },
    session: toPublicSession(session),
    hydration: { loaderData: context.loaderData, actionData: context.actionData, errors: serializeErrors(context.errors) },
  };
  const tail =
    `<script>window.__SHOP__=${jsonForScript(payload)}</script>` +
    deps.assets.scripts.map((src) => `<script src="${escapeHtml(src)}" async></script>`).join('');

  const router = createStaticRouter(handler.dataRoutes, context);
  const isBot = BOT.test(req.headers['user-agent'] ?? '');
  const status = context.statusCode;
  const headers: Record<string, string | string[]> = {
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 'private, no-cache',
    'x-content-type-options': 'nosniff',
  };
  if (status === 503) headers['retry-after'] = '30';
  if (setCookies.length) headers['set-cookie'] = setCookies;

  // HTML is gzipped as it streams (each chunk flushed); brotli is kept for the static files.
  const gzip = pickEncoding(req.headers['accept-encoding'], ['gzip']) ? createFlushingGzip() : null;
  headers.vary = 'accept-encoding';
  if (gzip) {
    headers['content-encoding'] = 'gzip';
    gzip.pipe(res);
  }
  const out: NodeJS.WritableStream = gzip ?? res;
  await new Promise<void>((resolve) => {
    const start = () => {
      res.writeHead(status, headers);
      out.write(`<!doctype html><html lang="ko"><head>${head}</head><body><div id="app">`);
      const sink = new Writable({
        write(chunk, _enc, cb) {
          out.write(chunk, cb);
        },
        final(cb) {
          out.end(`</div>${tail}</body></html>`);
          cb();
          resolve();
        },
      });
      stream.pipe(sink);
    };
    const stream = renderToPipeableStream(
      <Provider store={store}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </Provider>,
      {
        onShellReady() {
          if (!isBot) start();
        },
        onAllReady() {
          if (isBot) start();
        },
        onShellError(error) {
          console.error(`[ssr] shell failed for ${url.pathname}: ${error instanceof Error ? error.stack : String(error)}`);
          if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' }).end('Internal Server Error');
          resolve();
        },
        onError(error) {
          // Errors inside a remote's boundary: React streams its fallback and the browser retries there.
          console.error(`[ssr] render error on ${url.pathname}: ${error instanceof Error ? error.stack : String(error)}`);
        },
      },
    );
    const deadline = setTimeout(() => stream.abort(new Error('render timeout')), env.renderTimeoutMs);
    res.on('close', () => clearTimeout(deadline));
  });
}
