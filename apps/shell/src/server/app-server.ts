import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { createReadStream, existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { buildSessionHeaders, createCatalogCache } from '@shop/api-client';
import type { ShellEnv } from '../config/env.ts';
import { handleCrawlerFiles } from './http/crawler-files.ts';
import { answerClientError } from './http/client-error.ts';
import { applyServerTimeouts } from './http/server-timeouts.ts';
import { createImageHandler } from './http/ipx.ts';
import { proxyRequest } from './http/proxy.ts';
import { createCompressedCache, pickEncoding } from './http/compression.ts';
import { browserFilePath, serveRemoteFile } from './http/remote-files.ts';
import { proxyUpload } from './http/upload-proxy.ts';
import { handleLogin } from './http/session-routes.ts';
import { handleAccountAction, handleLogout, handleSessionExpired, handleSnsAuthorize, handleSnsJoin, handleSnsLogin } from './http/session-account-routes.ts';
import { createMaintenanceGate } from './http/maintenance-gate.ts';
import { handleGuestLogin } from './http/guest-session-routes.ts';
import { FORM_POST_CALLBACK, handleSnsFormPost } from './http/sns-form-post.ts';
import { handleRefreshMember } from './http/session-refresh-route.ts';
import { REFRESH_MEMBER_PATH } from '../config/status-redirects.ts';
import { forwardedFor, isSameOrigin, sendJson } from './http/to-web-request.ts';
import { createDefaultOgImage } from './og-image.ts';
import { onRemoteFailure, setRemoteDeadline } from '../app/remote-isolation.tsx';
import { forgetBusinessInfo } from '../app/root-route.tsx';
import { baseResponseHeaders } from './security/response-headers.ts';
import { setTrustedProxies } from './security/trusted-proxies.ts';
import { RemoteRegistry } from './remotes/registry.ts';
import type { ShellAssets } from './render.tsx';
import { servePage } from './serve-page.ts';
import { createPageCache } from './cache/page-cache.ts';
import { createContentInvalidation, staleAfterOperatorCall } from './cache/operator-changes.ts';
import { createSharedData } from './cache/shared-data.ts';
import { createApiFetch } from './http/api-fetch.ts';
import { CONTENT_CHANNEL, createSharedState, REMOTES_CHANNEL } from '@shop/shared-state';
import { createHandlerCache } from './route-handler.ts';
import { readSession } from './session.ts';
import { shellError } from './http/error-table.ts';
import { isMessengerTrigger } from './messenger/messenger-events.ts';
import { proxyWithMessenger } from './messenger/messenger-proxy.ts';
import { requestIdFrom, requestIdHeaders, withRequestId, REQUEST_ID_HEADER } from './log/request-scope.ts';

/** Token-issuing API calls are never proxied: the token must not reach page scripts (use /session/login). */
const BLOCKED_API = new Set(['/api/auth/token', '/api/auth/guest-token', '/api/auth/guest-token-sms', '/api/auth/sns-login', '/api/auth/sns-token', '/api/auth/sns-join']);

/** Prefix of the shell's chunks that a first page does not need (`webpackChunkName: "late-…"`). */
const LATE_CHUNK_PREFIX = 'late-';

function readShellAssets(clientDir: string): ShellAssets {
  const assets = JSON.parse(readFileSync(path.join(clientDir, 'assets.json'), 'utf8')) as { entries: Record<string, string[]>; js: string[] };
  const files = Object.values(assets.entries).flat();
  const scripts = (assets.entries.main ?? []).filter((f) => f.endsWith('.js'));
  const styleOnly = new Set((assets.entries.styles ?? []).filter((f) => f.endsWith('.js')));
  // Every page boots with the shell's chunks (the bootstrap, React, the router facade, the shared singletons):
  // announce them in the first flush so they load in parallel with the entry, not after it. Chunks named `late-*`
  // (the router's navigation engine) load after hydration, when first needed, and are not announced. Only this
  // build's files: a folder restored from a build cache may still hold chunks of earlier builds.
  const chunks = assets.js.filter((f) => !f.startsWith(LATE_CHUNK_PREFIX) && !scripts.includes(f) && !styleOnly.has(f));
  return {
    scripts: scripts.map((f) => `/_shell/${f}`),
    preload: chunks.map((f) => `/_shell/${f}`),
    stylesheets: files.filter((f) => f.endsWith('.css')).map((f) => `/_shell/${f}`),
  };
}

const shellCompressed = createCompressedCache();

function serveShellFile(req: IncomingMessage, res: ServerResponse, clientDir: string, file: string): void {
  const full = path.resolve(clientDir, file);
  if (!full.startsWith(clientDir + path.sep) || !existsSync(full)) {
    res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found');
    return;
  }
  const type = full.endsWith('.css') ? 'text/css; charset=utf-8' : full.endsWith('.js') ? 'text/javascript; charset=utf-8' : 'application/octet-stream';
  const immutable = /\.[0-9a-f]{8}\.(js|css)$/.test(full);
  const headers: Record<string, string | number> = { 'content-type': type, 'cache-control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache', vary: 'accept-encoding' };
  const encoding = pickEncoding(req.headers['accept-encoding']);
  if (!immutable || !encoding) {
    res.writeHead(200, headers);
    createReadStream(full).pipe(res);
    return;
  }
  const body = shellCompressed(full, encoding, readFileSync(full));
  res.writeHead(200, { ...headers, 'content-encoding': encoding, 'content-length': body.length });
  res.end(req.method === 'HEAD' ? undefined : body);
}

export type ShellServer = { server: Server; registry: RemoteRegistry; stop: () => Promise<void> };

/** The shell's HTTP server: documents (SSR), /api proxy, session endpoints, images, remote files. */
export async function createShellServer(env: ShellEnv, clientDir: string): Promise<ShellServer> {
  setRemoteDeadline(env.remoteDeadlineMs);
  setTrustedProxies(env.trustedProxies);
  const baseHeaders = Object.entries(baseResponseHeaders({ hstsMaxAge: env.hstsMaxAge }));
  const registry = new RemoteRegistry({ remotes: env.remotes, timeoutMs: env.remoteDeadlineMs });
  await registry.refreshAll();
  const { getHandler, invalidate } = createHandlerCache(registry);
  // A remote's page code that failed must be fetched again by the next request, not remembered as failed.
  onRemoteFailure(invalidate);
  const catalogCache = createCatalogCache();
  // Server rendering for visitors without a session: public API answers and whole public pages, each kept briefly.
  // Every render's API calls (shared or not) go through one keep-alive agent over node:http (http/api-fetch.ts).
  const apiFetch = createApiFetch();
  const sharedData = createSharedData({ ttlMs: env.sharedDataTtlMs, maxBytes: env.sharedDataMaxMb * 1024 * 1024, fetch: apiFetch });
  const pageCache = createPageCache({ ttlMs: env.pageCacheTtlMs, maxBytes: env.pageCacheMaxMb * 1024 * 1024 });
  // An operator's change of public content (FAQ, notices, company pages, terms, business information) through the
  // /api proxy drops the pages and answers it made stale before the operator gets the answer.
  const invalidateContent = createContentInvalidation({
    pageCache,
    sharedData,
    forget: (stale) => {
      if (stale.api.includes('/api/site/business-info')) forgetBusinessInfo();
    },
  });
  const assets = readShellAssets(clientDir);
  const handleImage = createImageHandler(env.apiOrigin);
  const maintenanceGate = createMaintenanceGate({ apiOrigin: env.apiOrigin });
  const ogImage = await createDefaultOgImage();
  // Several shells (docs/scale-out.md): an operator change announced by the API, or a deploy hook called on one
  // shell, reaches every shell through Redis (REDIS_URL); a shell that missed messages while Redis was away drops
  // its copies when it comes back. Without Redis the copies live out their TTL.
  const instanceId = randomUUID();
  const shared = createSharedState(env.redisUrl, { name: 'shell', log: { warn: (m) => console.warn(m), info: (m) => console.log(m) } });
  const dropCopies = () => {
    pageCache.clear();
    sharedData.clear();
    catalogCache.clear();
    maintenanceGate.forget();
  };
  shared.subscribe(CONTENT_CHANNEL, dropCopies);
  shared.onReconnect(dropCopies);
  shared.subscribe(REMOTES_CHANNEL, (from) => {
    if (from !== instanceId) void registry.refreshAll();
  });
  const poll = env.remotePollMs > 0 ? setInterval(() => void registry.refreshAll(), env.remotePollMs) : null;
  poll?.unref();

  const route = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const url = new URL(req.url ?? '/', 'http://shell');
    const { pathname } = url;
    const unsafe = req.method !== 'GET' && req.method !== 'HEAD';
    if (pathname === '/healthz') {
      sendJson(res, 200, { status: 'ok', remotes: Object.fromEntries(env.remotes.map((r) => [r.name, registry.get(r.name)?.build.version ?? null])) });
      return;
    }
    // Apple's form_post callback comes cross-site by design; its CSRF defence is the state (see sns-form-post.ts).
    if (pathname === FORM_POST_CALLBACK && req.method === 'POST') return handleSnsFormPost(req, res, env);
    if (unsafe && !isSameOrigin(req)) {
      const refused = shellError('CROSS_SITE');
      sendJson(res, refused.status, refused);
      return;
    }
    if (pathname.startsWith('/api/')) {
      if (BLOCKED_API.has(pathname)) {
        const refused = shellError('TOKEN_ENDPOINT');
        sendJson(res, refused.status, refused);
        return;
      }
      const session = await readSession(req.headers.cookie, env.sessionSecret);
      const proxied = { target: `${env.apiOrigin}${pathname}${url.search}`, extraHeaders: { ...buildSessionHeaders(session, session.salesonId), ...requestIdHeaders(), ...forwardedFor(req) }, timeoutMs: 15000 };
      const stale = staleAfterOperatorCall(req.method ?? 'GET', pathname);
      const beforeAnswer = stale ? (status: number) => void (status >= 200 && status < 300 && invalidateContent(stale)) : undefined;
      // Shopper actions that notify the messenger channel (spec section 7) go through it; the rest stream as they are.
      if (isMessengerTrigger(req.method ?? 'GET', pathname)) return proxyWithMessenger(req, res, { ...proxied, env, session, path: pathname, beforeAnswer });
      await proxyRequest(req, res, { ...proxied, beforeAnswer });
      return;
    }
    if (pathname === '/session/login' && req.method === 'POST') return handleLogin(req, res, env);
    if (pathname === '/session/guest-login' && req.method === 'POST') return handleGuestLogin(req, res, env);
    if (pathname === '/session/logout' && req.method === 'POST') return handleLogout(req, res, env);
    if (pathname === '/session/expired' && req.method === 'GET') return handleSessionExpired(req, res, env);
    if (pathname === REFRESH_MEMBER_PATH && req.method === 'GET') return handleRefreshMember(req, res, env);
    if (pathname === '/session/sns-authorize' && req.method === 'POST') return handleSnsAuthorize(req, res, env);
    if (pathname === '/session/sns-login' && req.method === 'POST') return handleSnsLogin(req, res, env);
    if (pathname === '/session/sns-join' && req.method === 'POST') return handleSnsJoin(req, res, env);
    if (pathname.startsWith('/session/account/') && req.method === 'POST') return handleAccountAction(req, res, env, pathname.slice('/session/account/'.length));
    if (pathname === '/__release') {
      sendJson(res, 200, { shell: assets.scripts[0] ?? '', remotes: Object.fromEntries(registry.all().map((r) => [r.build.name, r.build.version])) });
      return;
    }
    if (pathname === '/__refresh-remotes' && req.method === 'POST') {
      if (!env.deployHookToken || req.headers.authorization !== `Bearer ${env.deployHookToken}`) {
        // Without a configured token the hook does not exist.
        const refused = shellError(env.deployHookToken ? 'DEPLOY_HOOK' : 'NOT_FOUND');
        sendJson(res, refused.status, refused);
        return;
      }
      await registry.refreshAll();
      await shared.publish(REMOTES_CHANNEL, instanceId);
      sendJson(res, 200, { remotes: registry.loadedNames(), generation: registry.generation });
      return;
    }
    if (pathname.startsWith('/_shell/')) return serveShellFile(req, res, clientDir, pathname.slice('/_shell/'.length));
    if (pathname.startsWith('/_ipx/')) return handleImage(req, res, pathname.slice('/_ipx/'.length));
    if (pathname.startsWith('/upload/')) return proxyUpload(req, res, env.apiOrigin, pathname);
    const mf = /^\/_mf\/([a-z_]+)\/(.+)$/.exec(pathname);
    if (mf) {
      const remote = env.remotes.find((r) => r.name === mf[1]);
      // Browsers only ever load a remote's client/ folder, however the path is encoded; its server bundles (with
      // build paths) stay private.
      const file = remote ? browserFilePath(mf[2]!) : null;
      if (!remote || !file) {
        const missing = shellError('NOT_FOUND');
        sendJson(res, missing.status, missing);
        return;
      }
      await serveRemoteFile(req, res, `${remote.url}/${file}`, env.remoteDeadlineMs);
      return;
    }
    if (pathname === '/default-og-image.jpg') {
      res.writeHead(200, { 'content-type': 'image/jpeg', 'cache-control': 'public, max-age=86400' }).end(ogImage);
      return;
    }
    if (await handleCrawlerFiles(req, res, pathname, env.apiOrigin)) return;
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      const refused = shellError('METHOD_NOT_ALLOWED');
      sendJson(res, refused.status, refused, { allow: 'GET, HEAD' });
      return;
    }
    if (await maintenanceGate(req, res, pathname)) return;
    await servePage(req, res, { env, registry, getHandler, catalogCache, assets, sharedData, pageCache });
  };

  const server = createServer((req, res) => {
    for (const [name, value] of baseHeaders) res.setHeader(name, value);
    // One id per request, in every log line it causes and on every API call it makes (header x-request-id).
    withRequestId(requestIdFrom(req.headers[REQUEST_ID_HEADER]), () => handle(req, res));
  });
  server.on('clientError', answerClientError);
  applyServerTimeouts(server);
  const handle = (req: IncomingMessage, res: ServerResponse): void => {
    route(req, res).catch((error: unknown) => {
      console.error(`[shell] ${req.method} ${req.url?.split('?')[0]} failed: ${error instanceof Error ? error.stack : String(error)}`);
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' }).end('Internal Server Error');
      else res.destroy();
    });
  };
  return {
    server,
    registry,
    stop: () =>
      new Promise((resolve) => {
        if (poll) clearInterval(poll);
        void shared.close();
        apiFetch.close();
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
