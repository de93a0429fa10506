import { randomUUID } from 'node:crypto';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import replyFrom from '@fastify/reply-from';
import fastifyStatic from '@fastify/static';
import underPressure from '@fastify/under-pressure';
import { buildSessionHeaders, createCatalogCache } from '@shop/api-client';
import type { ShellEnv } from '../config/env.ts';
import { handleCrawlerFiles } from './http/crawler-files.ts';
import { answerClientError } from './http/client-error.ts';
import { SERVER_HEADERS_TIMEOUT_MS, SERVER_KEEP_ALIVE_TIMEOUT_MS } from './http/server-timeouts.ts';
import { createImageHandler } from './http/ipx.ts';
import { browserFilePath, serveRemoteFile } from './http/remote-files.ts';
import { UPLOAD_PASS_HEADERS } from './http/upload-proxy.ts';
import { forwardToApi } from './http/api-proxy.ts';
import { MALFORMED_PATH, normalizeRequestUrl, splitUrl } from './http/normalize-url.ts';
import { isServerOnlyEndpoint, isTokenEndpoint } from './http/token-endpoints.ts';
import { createApiProbe, readiness } from './http/readiness.ts';
import { handleLogin } from './http/session-routes.ts';
import { handleAccountAction, handleLogout, handleSessionExpired, handleSnsAuthorize, handleSnsJoin, handleSnsLogin } from './http/session-account-routes.ts';
import { createMaintenanceGate } from './http/maintenance-gate.ts';
import { handleGuestLogin } from './http/guest-session-routes.ts';
import { FORM_POST_CALLBACK, handleSnsFormPost } from './http/sns-form-post.ts';
import { handleRefreshMember } from './http/session-refresh-route.ts';
import { REFRESH_MEMBER_PATH } from '../config/status-redirects.ts';
import { isSameOrigin } from './http/to-web-request.ts';
import { readJsonObject } from './http/json-body.ts';
import { createDefaultOgImage } from './og-image.ts';
import { onRemoteFailure, setRemoteDeadline } from '../app/remote-isolation.tsx';
import { forgetBusinessInfo } from '../app/root-route.tsx';
import { fixedResponseHeaders } from './security/response-headers.ts';
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
import { createVisitCounter } from './visits/count-visit.ts';
import { PAGE_VIEW_CALL, takePageView } from './visits/page-view-call.ts';
import type { VisitBuffer } from './visits/visit-buffer.ts';
import { readSession } from './session.ts';
import { shellError, type ShellErrorCode } from './http/error-table.ts';
import { isMessengerTrigger } from './messenger/messenger-events.ts';
import { proxyWithMessenger } from './messenger/messenger-proxy.ts';
import { requestIdFrom, requestIdHeaders, withRequestId, REQUEST_ID_HEADER } from './log/request-scope.ts';


/** Prefix of the shell's chunks that a first page does not need (`webpackChunkName: "late-…"`). */
const LATE_CHUNK_PREFIX = 'late-';

/** Methods a page, a file or an image answers; anything else there is a 405. */
const READ = ['GET', 'HEAD'] as const;

function readShellAssets(clientDir: string): ShellAssets {
  // eslint-disable-next-line no-restricted-syntax -- the shell's own build output, read once at start
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

/** Answers a code of the shell's error table (JSON, Korean message). */
export function sendError(reply: FastifyReply, code: ShellErrorCode, headers: Record<string, string> = {}): FastifyReply {
  const body = shellError(code);
  return reply.code(body.status).headers({ 'cache-control': 'no-store', ...headers }).send(body);
}

type RawHandler = (req: IncomingMessage, res: ServerResponse) => unknown;

/**
 * The one handler style for what writes Node's response itself (streaming SSR, the page cache's precompressed pieces
 * with a per-response nonce, the session endpoints' cookie answers): Fastify steps aside (`reply.hijack()`).
 */
function raw(handler: RawHandler) {
  return async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    reply.hijack();
    await handler(request.raw, reply.raw);
  };
}

export type ShellServer = { app: FastifyInstance; server: Server; registry: RemoteRegistry; stop: () => Promise<void> };

/** The shell's HTTP server on Fastify: documents (SSR), /api proxy, session endpoints, images, remote files. */
export async function createShellServer(env: ShellEnv, clientDir: string): Promise<ShellServer> {
  setRemoteDeadline(env.remoteDeadlineMs);
  setTrustedProxies(env.trustedProxies);
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
  // Page views leave in batches (at most every VISIT_FLUSH_MS or VISIT_BATCH_SIZE views), never in a page's way.
  const visits = createVisitCounter(env.apiOrigin, env);
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

  const app = Fastify({
    // Forwarded addresses, hosts and protocols are believed only from TRUSTED_PROXIES (request.ip skips them).
    trustProxy: (address: string) => env.trustedProxies.has(address),
    keepAliveTimeout: SERVER_KEEP_ALIVE_TIMEOUT_MS,
    requestTimeout: 0,
    exposeHeadRoutes: false,
    // Closing, the server takes no new connection; Fastify's own 503 would be English.
    return503OnClosing: false,
    logger: false,
    // Every rule below (token endpoints, /_mf, /upload, the page cache, the guards, the proxy) sees this one form of
    // the path, the one the API routes: decoded once, dot segments resolved, duplicate and trailing slashes dropped.
    rewriteUrl: (req) => normalizeRequestUrl(req.url ?? '/'),
    // Node's parser refusals (431 headers too large, 400 malformed) as the shell's other errors: Korean JSON.
    clientErrorHandler: answerClientError,
    // A URL the router cannot read (a broken escape) is the table's 400, not Fastify's English answer.
    frameworkErrors: (_error, _request, reply) => void sendError(reply, 'MALFORMED_REQUEST'),
  });
  app.server.headersTimeout = SERVER_HEADERS_TIMEOUT_MS;
  // Bodies are read by the handlers that need them, within their own limits (the proxy's, the session forms').
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, _payload, done) => done(null, undefined));

  // The headers every response carries (nosniff, no framing, referrer policy, HSTS when configured), built once.
  const secure = fixedResponseHeaders({ hstsMaxAge: env.hstsMaxAge });
  app.addHook('onRequest', (request, reply, done) => {
    for (const [name, value] of secure) reply.raw.setHeader(name, value);
    // One id per request, in every log line it causes and on every API call it makes (header x-request-id).
    withRequestId(requestIdFrom(request.headers[REQUEST_ID_HEADER]), () => done());
  });
  app.addHook('onRequest', (request, reply, done) => {
    const unsafe = request.method !== 'GET' && request.method !== 'HEAD';
    // Apple's form_post callback comes cross-site by design; its CSRF defence is the state (see sns-form-post.ts).
    if (unsafe && splitUrl(request.url).pathname !== FORM_POST_CALLBACK && !isSameOrigin(request.raw)) {
      void sendError(reply, 'CROSS_SITE');
      return;
    }
    done();
  });
  app.setNotFoundHandler((_request, reply) => sendError(reply, 'NOT_FOUND'));
  app.setErrorHandler((error, request, reply) => {
    if (reply.sent || reply.raw.headersSent) {
      reply.raw.destroy();
      return;
    }
    // A request the shell cannot read or forward (a broken escape, a path reply-from refuses) is the client's 400.
    const status = (error as { statusCode?: number }).statusCode ?? (error instanceof URIError ? 400 : 500);
    if (status >= 400 && status < 500) return void sendError(reply, 'MALFORMED_REQUEST');
    console.error(`[shell] ${request.method} ${request.url.split('?')[0]} failed: ${error instanceof Error ? error.stack : String(error)}`);
    void sendError(reply, 'INTERNAL');
  });

  await app.register(underPressure, {
    maxEventLoopDelay: env.pressureMaxEventLoopDelayMs,
    // A loop blocked for a whole sample reads as an infinite delay: sample no more often than the threshold.
    sampleInterval: Math.max(1000, env.pressureMaxEventLoopDelayMs),
    retryAfter: 10,
    pressureHandler: (request, reply, type, value) => {
      console.warn(`[shell] overloaded (${type} ${String(value)}): ${request.method} ${splitUrl(request.url).pathname} refused`);
      void sendError(reply, 'OVERLOADED', { 'retry-after': '10' });
    },
  });
  await app.register(replyFrom, { base: env.apiOrigin, disableRequestLogging: true, undici: { connections: 128, keepAliveTimeout: 30_000 } });
  // The shell's own files: content-hashed names are immutable; each has .br/.gz siblings made at build time.
  await app.register(fastifyStatic, {
    root: clientDir,
    prefix: '/_shell/',
    preCompressed: true,
    decorateReply: false,
    index: false,
    cacheControl: false,
    etag: false,
    lastModified: false,
    setHeaders: (reply, file) => {
      const immutable = /\.[0-9a-f]{8}\.(js|css)(\.br|\.gz)?$/.test(file);
      void reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });

  app.all(MALFORMED_PATH, (_request, reply) => sendError(reply, 'MALFORMED_REQUEST'));
  const remoteVersions = () => Object.fromEntries(env.remotes.map((r) => [r.name, registry.get(r.name)?.build.version ?? null]));
  // Liveness: the process answers. Readiness (what a balancer routes on): the API and a release of every remote.
  app.get('/healthz', (_request, reply) => {
    void reply.header('cache-control', 'no-store').send({ status: 'ok', remotes: remoteVersions() });
  });
  const apiUp = createApiProbe(env.apiOrigin);
  app.get('/readyz', async (_request, reply) => {
    const state = readiness(await apiUp(), remoteVersions());
    if (state.ready) return reply.header('cache-control', 'no-store').send({ status: 'ready', ...state });
    const refused = shellError('NOT_READY');
    return reply.code(refused.status).headers({ 'cache-control': 'no-store', 'retry-after': '5' }).send({ ...refused, ...state });
  });
  app.post(FORM_POST_CALLBACK, raw((req, res) => handleSnsFormPost(req, res, env)));

  app.all('/api/*', async (request, reply) => {
    const { pathname, search } = splitUrl(request.url);
    if (isTokenEndpoint(pathname)) return sendError(reply, 'TOKEN_ENDPOINT');
    if (isServerOnlyEndpoint(pathname)) return sendError(reply, 'NOT_FOUND');
    const session = await readSession(request.headers.cookie, env.sessionSecrets);
    if (pathname === PAGE_VIEW_CALL && request.method === 'POST') return answerPageView(request, reply, session.salesonId ?? undefined, visits);
    const extraHeaders = { ...buildSessionHeaders(session, session.salesonId), ...requestIdHeaders(), ...(request.ip ? { 'x-forwarded-for': request.ip } : {}) };
    const stale = staleAfterOperatorCall(request.method, pathname);
    const beforeAnswer = stale ? (status: number) => void (status >= 200 && status < 300 && invalidateContent(stale)) : undefined;
    // Shopper actions that notify the messenger channel (spec section 7) keep the hand-written proxy: it needs the whole answer.
    if (isMessengerTrigger(request.method, pathname)) {
      reply.hijack();
      return proxyWithMessenger(request.raw, reply.raw, { target: `${env.apiOrigin}${pathname}${search}`, extraHeaders, timeoutMs: 15000, env, session, path: pathname, beforeAnswer });
    }
    return forwardToApi(request, reply, { target: `${pathname}${search}`, extraHeaders, timeoutMs: 15000, beforeAnswer });
  });
  app.route({ method: READ as unknown as string[], url: '/upload/*', handler: (request, reply) => forwardToApi(request, reply, { target: splitUrl(request.url).pathname, extraHeaders: {}, timeoutMs: 10000, passHeaders: UPLOAD_PASS_HEADERS }) });

  app.post('/session/login', raw((req, res) => handleLogin(req, res, env)));
  app.post('/session/guest-login', raw((req, res) => handleGuestLogin(req, res, env)));
  app.post('/session/logout', raw((req, res) => handleLogout(req, res, env)));
  app.get('/session/expired', raw((req, res) => handleSessionExpired(req, res, env)));
  app.get(REFRESH_MEMBER_PATH, raw((req, res) => handleRefreshMember(req, res, env)));
  app.post('/session/sns-authorize', raw((req, res) => handleSnsAuthorize(req, res, env)));
  app.post('/session/sns-login', raw((req, res) => handleSnsLogin(req, res, env)));
  app.post('/session/sns-join', raw((req, res) => handleSnsJoin(req, res, env)));
  app.post('/session/account/*', raw((req, res) => handleAccountAction(req, res, env, splitUrl(req.url ?? '/').pathname.slice('/session/account/'.length))));

  app.get('/__release', (_request, reply) => {
    void reply.header('cache-control', 'no-store').send({ shell: assets.scripts[0] ?? '', remotes: Object.fromEntries(registry.all().map((r) => [r.build.name, r.build.version])) });
  });
  app.post('/__refresh-remotes', async (request, reply) => {
    // Without a configured token the hook does not exist.
    if (!env.deployHookToken || request.headers.authorization !== `Bearer ${env.deployHookToken}`) return sendError(reply, env.deployHookToken ? 'DEPLOY_HOOK' : 'NOT_FOUND');
    await registry.refreshAll();
    await shared.publish(REMOTES_CHANNEL, instanceId);
    return reply.header('cache-control', 'no-store').send({ remotes: registry.loadedNames(), generation: registry.generation });
  });
  app.route({ method: READ as unknown as string[], url: '/_ipx/*', handler: raw((req, res) => handleImage(req, res, splitUrl(req.url ?? '/').pathname.slice('/_ipx/'.length))) });
  app.route({
    method: READ as unknown as string[],
    url: '/_mf/*',
    handler: async (request, reply) => {
      const mf = /^\/_mf\/([a-z_]+)\/(.+)$/.exec(splitUrl(request.url).pathname);
      const remote = mf ? env.remotes.find((r) => r.name === mf[1]) : undefined;
      // Browsers only ever load a remote's client/ folder, however the path is encoded; its server bundles (with
      // build paths) stay private.
      const file = remote ? browserFilePath(mf![2]!) : null;
      if (!remote || !file) return sendError(reply, 'NOT_FOUND');
      reply.hijack();
      return serveRemoteFile(request.raw, reply.raw, `${remote.url}/${file}`, env.remoteDeadlineMs);
    },
  });
  app.route({
    method: READ as unknown as string[],
    url: '/default-og-image.jpg',
    handler: (_request, reply) => reply.headers({ 'content-type': 'image/jpeg', 'cache-control': 'public, max-age=86400' }).send(ogImage),
  });

  // Everything else is a page (or robots.txt / sitemap.xml); other methods than GET and HEAD are refused.
  app.all('/*', async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return sendError(reply, 'METHOD_NOT_ALLOWED', { allow: 'GET, HEAD' });
    reply.hijack();
    const { pathname } = splitUrl(request.url);
    if (await handleCrawlerFiles(request.raw, reply.raw, pathname, env.apiOrigin)) return;
    if (await maintenanceGate(request.raw, reply.raw, pathname)) return;
    await servePage(request.raw, reply.raw, { env, registry, getHandler, catalogCache, assets, sharedData, pageCache, visits });
  });
  app.all('/', async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return sendError(reply, 'METHOD_NOT_ALLOWED', { allow: 'GET, HEAD' });
    reply.hijack();
    if (await maintenanceGate(request.raw, reply.raw, '/')) return;
    await servePage(request.raw, reply.raw, { env, registry, getHandler, catalogCache, assets, sharedData, pageCache, visits });
  });

  await app.ready();
  return {
    app,
    server: app.server,
    registry,
    stop: async () => {
      if (poll) clearInterval(poll);
      void shared.close();
      apiFetch.close();
      const closed = app.close();
      app.server.closeAllConnections();
      await closed;
      // The views of the last pages go out before the process ends (a failure is logged and dropped).
      await visits.close();
    },
  };
}

/** A client-side navigation's page view, taken into the shell's batches (visits/page-view-call.ts). */
async function answerPageView(request: FastifyRequest, reply: FastifyReply, visitorId: string | undefined, visits: Pick<VisitBuffer, 'add'>): Promise<FastifyReply> {
  const read = await readJsonObject(request.raw);
  if ('refused' in read) return sendError(reply, read.refused);
  const outcome = takePageView(read.body, visitorId, visits);
  if (!('error' in outcome)) return reply.code(200).header('cache-control', 'no-store').send(outcome.answer);
  const refused = { ...shellError(outcome.error), ...(outcome.message ? { message: outcome.message } : {}) };
  return reply.code(refused.status).header('cache-control', 'no-store').send(refused);
}
