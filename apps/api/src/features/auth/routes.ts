import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { DatabaseHandle } from '../../db/dialect.ts';
import { badRequest } from '../../http/errors.ts';
import { MESSAGES } from '../../messages/ko.ts';
import { authMe, login, LOGIN_TYPE_USER, requireMember } from './service.ts';

type TokenBody = { loginType?: string; loginId: string; password: string };

const tokenSchema = {
  body: {
    type: 'object',
    required: ['loginId', 'password'],
    properties: {
      loginType: { type: 'string' },
      loginId: { type: 'string', minLength: 1, maxLength: 50 },
      password: { type: 'string', minLength: 1, maxLength: 100 },
    },
  },
} as const;

export type AuthHooks = {
  /** Called after a successful login, e.g. to move the visitor's cart to the member. */
  onLogin?: (memberId: number, request: FastifyRequest) => Promise<void>;
};

/** GET /api/auth/saleson-id, POST /api/auth/token, GET /api/auth/auth-me. */
export function registerAuthRoutes(app: FastifyInstance, { db }: DatabaseHandle, hooks: AuthHooks = {}): void {
  app.get('/api/auth/saleson-id', async (_request, reply) => {
    // A bare JSON string: serialise it ourselves so the body is "uuid" with quotes.
    return reply.header('cache-control', 'no-store').type('application/json; charset=utf-8').send(JSON.stringify(randomUUID()));
  });

  app.post<{ Body: TokenBody }>('/api/auth/token', { schema: tokenSchema }, async (request, reply) => {
    const { loginType = LOGIN_TYPE_USER, loginId, password } = request.body;
    if (loginType !== LOGIN_TYPE_USER) throw badRequest(MESSAGES.auth.unsupportedLoginType, 'UNSUPPORTED_LOGIN_TYPE');
    const result = await login(db, loginId.trim(), password);
    await hooks.onLogin?.(result.memberId, request);
    return reply.header('cache-control', 'no-store').send(result.body);
  });

  app.get('/api/auth/auth-me', async (request, reply) => {
    const member = await requireMember(db, request);
    return reply.header('cache-control', 'no-store').send(authMe(member));
  });
}
