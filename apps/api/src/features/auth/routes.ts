import { getAuthMeContract, getSalesonIdContract, loginContract } from '@shop/contracts';
import { newVisitorId } from '@shop/session/server';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { DatabaseHandle } from '../../db/dialect.ts';
import { apiError } from '../../http/error-table.ts';
import { registerContract } from '../../http/register-contract.ts';
import { visitorIdOf } from '../../http/visitor.ts';
import { clientAddress } from './login-throttle.ts';
import { loginTypeOf } from '../cs/business-service.ts';
import { authMe, login, LOGIN_TYPE_USER, requireMember } from './service.ts';

export type AuthHooks = {
  /** Called after a successful login, e.g. to move the visitor's cart to the member. */
  onLogin?: (memberId: number, request: FastifyRequest) => Promise<void>;
};

/** GET /api/auth/saleson-id, POST /api/auth/token, GET /api/auth/auth-me. */
export function registerAuthRoutes(app: FastifyInstance, handle: DatabaseHandle, hooks: AuthHooks = {}): void {
  const { db } = handle;
  registerContract(app, getSalesonIdContract, (_input, _request, reply) =>
    // A bare JSON string: serialise it ourselves so the body is "uuid" with quotes. Time-ordered: see newVisitorId.
    reply.header('cache-control', 'no-store').type('application/json; charset=utf-8').send(JSON.stringify(newVisitorId())),
  );

  registerContract(app, loginContract, async ({ body }, request, reply) => {
    const { loginType = LOGIN_TYPE_USER, loginId, password } = body;
    if (loginType !== LOGIN_TYPE_USER) throw apiError('UNSUPPORTED_LOGIN_TYPE');
    const result = await login(handle, loginId.trim(), password, { address: clientAddress(request), browser: visitorIdOf(request) });
    await hooks.onLogin?.(result.memberId, request);
    void reply.header('cache-control', 'no-store');
    return result.body;
  });

  registerContract(app, getAuthMeContract, async (_input, request, reply) => {
    const member = await requireMember(db, request);
    void reply.header('cache-control', 'no-store');
    return { ...authMe(member), loginType: await loginTypeOf(db, member) };
  });
}
