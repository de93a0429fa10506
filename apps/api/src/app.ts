import { STATUS_CODES } from 'node:http';
import Fastify, { LogController, type FastifyInstance, type FastifyReply } from 'fastify';
import type { Config } from './config/env.ts';
import { openDatabase, type DatabaseHandle } from './db/dialect.ts';
import { migrateToLatest } from './db/migrator.ts';
import { registerAuthRoutes } from './features/auth/routes.ts';
import { registerMemberLifecycle } from './features/auth/register-lifecycle.ts';
import { moveVisitorCartToMember, registerCartRoutes } from './features/cart/routes.ts';
import { registerCategoryRoutes } from './features/category/routes.ts';
import { registerCommunityRoutes } from './features/community/routes.ts';
import { registerCsRoutes } from './features/cs/routes.ts';
import { registerDisplayRoutes } from './features/display/routes.ts';
import { registerShowcaseRoutes } from './features/display/showcase-routes.ts';
import { registerBrandRoutes } from './features/brand/routes.ts';
import { registerSellerRoutes } from './features/seller/routes.ts';
import { registerSearchRoutes } from './features/search/routes.ts';
import { registerSpotRoutes } from './features/spot/routes.ts';
import { registerItemRoutes } from './features/item/routes.ts';
import { orderExpiryJob } from './features/order/expire-orders.ts';
import { autoConfirmOrders } from './features/order/auto-confirm.ts';
import { expirePoints } from './features/mypage/points.ts';
import { cleanUpSignInRows } from './features/auth/auth-cleanup.ts';
import { DEFAULT_JOBS_CONFIG } from './config/jobs-env.ts';
import { scheduleJob } from './jobs/schedule-job.ts';
import { registerOrderRoutes } from './features/order/routes.ts';
import { registerMypageRoutes } from './features/mypage/routes.ts';
import { operatorTokenFromEnv } from './http/operator.ts';
import { sendDueNotifications } from './features/notify/dispatch.ts';
import { createSolapiSender, outboxSender, type MessageSender } from './features/notify/message-sender.ts';
import { gatewayKind } from './features/payment/gateway.ts';
import { DEFAULT_NOTIFY_CONFIG } from './config/notify-env.ts';
import { registerPaymentRoutes } from './features/payment/routes.ts';
import { createTestGateway } from './features/payment/test-gateway.ts';
import { createTossClient } from './features/payment/toss-client.ts';
import { DEFAULT_PAYMENT_CONFIG } from './config/payment-env.ts';
import type { TossClient } from './features/payment/toss-client.ts';
import type { SnsConfig } from './config/sns-env.ts';
import { registerSeoRoutes } from './features/seo/routes.ts';
import { drainRefusedBodies } from './http/drain-refused-body.ts';
import { installStorage } from './features/storage/install-storage.ts';
import { registerUploadRoutes } from './features/upload/routes.ts';
import { removeOrphanPhotos } from './features/mypage/photo-cleanup.ts';
import { registerMessengerRoutes } from './features/messenger/routes.ts';
import { registerVisitRoutes } from './features/visit/routes.ts';
import { installErrorHandling } from './http/error-handler.ts';
import { installSharedLimits } from './http/shared-limits.ts';
import { applyServerTimeouts, SERVER_KEEP_ALIVE_TIMEOUT_MS } from './http/server-timeouts.ts';
import { setTrustedProxies } from './http/client-address.ts';
import { createSharedState, type SharedState } from '@shop/shared-state';
import { loggingOptions, type LogStream } from './http/log-options.ts';
import { errorBody } from './http/error-table.ts';
import { seedDatabase } from './seed/seed.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The open database of this app (closed when the app closes). */
    database: DatabaseHandle;
    /** What instances share beyond the database: Redis with REDIS_URL, this process's memory otherwise. */
    sharedState: SharedState;
  }
}

/** What tests replace: the Toss Payments client and the clock of the unpaid-order sweep. */
export type AppOverrides = {
  /** Folder of private uploads instead of STORAGE_DIR or the one beside uploadDir (tests give each suite its own). */
  storageRoot?: string;
  toss?: TossClient;
  /** Where messages to shoppers go instead of the configured sender. */
  messageSender?: MessageSender;
  clock?: () => number;
  sns?: Partial<SnsConfig>;
  logStream?: LogStream;
  operatorToken?: string;
};

/** The largest JSON body read (multipart bodies have their own limit: features/storage/multipart.ts). */
const JSON_BODY_LIMIT = 1024 * 1024;

function buildServer(config: Config, database: DatabaseHandle, overrides: AppOverrides): FastifyInstance {
  const app = Fastify({
    ...loggingOptions(config.logLevel, overrides.logStream),
    // One line per request only when asked for (LOG_LEVEL=debug); errors are logged at every level.
    logController: new LogController({ disableRequestLogging: config.logLevel !== 'debug' }),
    bodyLimit: JSON_BODY_LIMIT,
    // Idle connections outlive every client's idle timeout (http/server-timeouts.ts).
    keepAliveTimeout: SERVER_KEEP_ALIVE_TIMEOUT_MS,
    // Path parameters up to 2,000 characters reach the contracts, which refuse an over-long id with the field's
    // Korean message (Fastify's default of 100 answered a bare 414).
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 2000 },
    // Errors raised before routing (a malformed URL escape, a bad content-type header) get the JSON shape too.
    frameworkErrors: (error, _request, reply) => {
      const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 400;
      void (reply as FastifyReply).status(status).send({ ...errorBody('BAD_REQUEST'), status });
    },
    // Requests Node's parser refuses (headers over 16 KB, a broken request line) get the same JSON in Korean, not
    // Fastify's English "Client Error" (found by the API's HTTP fuzzer).
    clientErrorHandler: (error: Error & { code?: string }, socket) => {
      if (error.code === 'ECONNRESET' || socket.destroyed || !socket.writable) {
        socket.destroy(error);
        return;
      }
      const status = error.code === 'HPE_HEADER_OVERFLOW' ? 431 : error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400;
      const body = JSON.stringify({ ...errorBody('BAD_REQUEST'), status });
      socket.end(`HTTP/1.1 ${status} ${STATUS_CODES[status] ?? 'Bad Request'}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`);
    },
  });
  applyServerTimeouts(app.server);
  app.decorate('database', database);
  const sharedState = createSharedState(config.redisUrl, { name: 'api', log: { warn: (m) => app.log.warn(m), info: (m) => app.log.info(m) } });
  app.decorate('sharedState', sharedState);
  app.addHook('onClose', async () => sharedState.close());
  app.decorate('checkAnswers', config.checkAnswers ?? false);
  installErrorHandling(app);
  drainRefusedBodies(app, JSON_BODY_LIMIT);
  installStorage(app, config.uploadDir, overrides.storageRoot);
  setTrustedProxies(config.trustedProxies ?? []);
  installSharedLimits(app, sharedState, config.rateLimitPerAddress ?? 30, overrides.operatorToken ?? config.operatorToken ?? operatorTokenFromEnv(), config.redisUrl);
  app.get('/healthz', async () => ({ status: 'ok' }));
  registerAuthRoutes(app, database, { onLogin: (memberId, request) => moveVisitorCartToMember(database, memberId, request) });
  registerMemberLifecycle(app, database, overrides);
  registerCategoryRoutes(app, database);
  registerItemRoutes(app, database, (config.payment ?? DEFAULT_PAYMENT_CONFIG).paymentMethods.includes('card'));
  registerCartRoutes(app, database);
  registerDisplayRoutes(app, database);
  registerSeoRoutes(app, database);
  registerShowcaseRoutes(app, database);
  registerSpotRoutes(app, database);
  registerBrandRoutes(app, database);
  registerSellerRoutes(app, database);
  registerSearchRoutes(app, database);
  registerCommunityRoutes(app, database);
  const payment = config.payment ?? DEFAULT_PAYMENT_CONFIG;
  // One payment adapter for every call: Toss Payments with its keys, the built-in test gateway without (tests may give another).
  const testGateway = createTestGateway(database);
  const gateway = overrides.toss ?? (gatewayKind(payment) === 'TOSS' ? createTossClient({ baseUrl: payment.tossBaseUrl, secretKey: payment.tossSecretKey }) : testGateway);
  registerOrderRoutes(app, database, payment, gateway);
  registerPaymentRoutes(app, database, payment, gateway, testGateway);
  registerMypageRoutes(app, database, gateway, overrides.operatorToken ?? operatorTokenFromEnv(), config.uploadDir);
  // Scheduled jobs (src/jobs): each runs once per interval across every API instance sharing the database.
  const jobs = config.jobs ?? DEFAULT_JOBS_CONFIG;
  scheduleJob(app, database, orderExpiryJob(database, payment.expiryIntervalMs), overrides.clock);
  const notify = config.notify ?? DEFAULT_NOTIFY_CONFIG;
  const messageSender = overrides.messageSender ?? (notify.solapi ? createSolapiSender(notify.solapi) : outboxSender);
  scheduleJob(app, database, { name: 'notifications', intervalMs: notify.retryIntervalMs, run: (now) => sendDueNotifications(database, messageSender, now, notify.retryIntervalMs) }, overrides.clock);
  scheduleJob(app, database, { name: 'auto-purchase-confirmation', intervalMs: jobs.autoConfirmIntervalMs, run: (now) => autoConfirmOrders(database, now) }, overrides.clock);
  scheduleJob(app, database, { name: 'point-expiry', intervalMs: jobs.pointExpiryIntervalMs, run: (now) => expirePoints(database, now) }, overrides.clock);
  scheduleJob(app, database, { name: 'sign-in-cleanup', intervalMs: jobs.authCleanupIntervalMs, run: (now) => cleanUpSignInRows(database, now) }, overrides.clock);
  // Shoppers' photos never attached to a review or claim go after a day (on the same clean-up interval).
  scheduleJob(app, database, { name: 'photo-cleanup', intervalMs: jobs.authCleanupIntervalMs, run: (now) => removeOrphanPhotos(database, config.uploadDir, now) }, overrides.clock);
  registerUploadRoutes(app, config.uploadDir);
  registerVisitRoutes(app, database, overrides.operatorToken ?? config.operatorToken);
  registerMessengerRoutes(app, database, overrides.operatorToken ?? config.operatorToken);
  registerCsRoutes(app, database, { operatorToken: overrides.operatorToken ?? config.operatorToken });
  app.addHook('onClose', async () => database.destroy());
  return app;
}

/**
 * Opens the database, migrates it, seeds it when empty (and writes missing pictures), and returns
 * the Fastify app without listening, so callers choose the port (tests use port 0).
 */
export async function createApp(config: Config, overrides: AppOverrides = {}): Promise<FastifyInstance> {
  const database = openDatabase(config.database);
  try {
    await migrateToLatest(database);
    await seedDatabase(database, config.uploadDir);
    return buildServer(config, database, overrides);
  } catch (error) {
    await database.destroy();
    throw error;
  }
}
