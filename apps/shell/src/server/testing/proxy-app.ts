import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import replyFrom from '@fastify/reply-from';
import type { AddressInfo } from 'node:net';

/**
 * A bare Fastify app as the shell sets it up for proxying (bodies left unread for the handler, reply-from on
 * `apiOrigin`) that answers every request with `handler`; for tests of the proxy helpers.
 */
export async function proxyApp(apiOrigin: string, handler: (request: FastifyRequest, reply: FastifyReply) => unknown): Promise<{ app: FastifyInstance; origin: string }> {
  const app = Fastify({ logger: false, exposeHeadRoutes: false });
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, _payload, done) => done(null, undefined));
  await app.register(replyFrom, { base: apiOrigin, disableRequestLogging: true });
  app.all('/*', async (request, reply) => handler(request, reply));
  await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, origin: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}` };
}
