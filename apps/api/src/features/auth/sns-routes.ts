import {
  disconnectSnsContract, getSnsInfoContract, getSnsProvidersContract, snsAuthorizeContract, snsConnectContract, snsJoinContract, snsLoginContract,
} from '@shop/contracts';
import type { FastifyInstance } from 'fastify';
import type { SnsConfig } from '../../config/sns-env.ts';
import type { DatabaseHandle } from '../../db/dialect.ts';
import { apiError } from '../../http/error-table.ts';
import { registerContract } from '../../http/register-contract.ts';
import { clientAddress } from './login-throttle.ts';
import { optionalMember, requireMember } from './service.ts';
import { authorize, configuredProviders, disconnectSns, snsConnect, snsInfo, snsJoin, snsLogin } from './sns-service.ts';

/** Social sign-in (authorization code flow; the code is exchanged here, never in the browser) and linked accounts. */
export function registerSnsRoutes(app: FastifyInstance, handle: DatabaseHandle, config: SnsConfig): void {
  const { db } = handle;
  registerContract(app, snsAuthorizeContract, async ({ body }, request) => {
    const member = await optionalMember(db, request);
    if (body.purpose === 'connect' && !member) throw apiError('UNAUTHORIZED');
    return authorize(db, config, body.snsType, body.purpose, body.purpose === 'connect' ? member?.id ?? null : null);
  });
  registerContract(app, snsLoginContract, ({ body }) => snsLogin(db, config, body));
  registerContract(app, snsJoinContract, async ({ body }, request) => {
    // A member signed in on this browser (the shell sends the session's token) proves the phone's account by that.
    const member = await optionalMember(db, request).catch(() => undefined);
    return snsJoin(handle, body, { signedInMemberId: member?.id, address: clientAddress(request) });
  });
  registerContract(app, snsConnectContract, async ({ body }, request) => snsConnect(db, config, (await requireMember(db, request)).id, body));
  registerContract(app, getSnsProvidersContract, (_input, _request, reply) => {
    // The same for every visitor until the API restarts with other settings: shared caches may keep it a minute.
    void reply.header('cache-control', 'public, max-age=60');
    return { providers: configuredProviders(config) };
  });
  registerContract(app, getSnsInfoContract, async (_input, request) => snsInfo(db, config, (await requireMember(db, request)).id));
  registerContract(app, disconnectSnsContract, async ({ body }, request) => disconnectSns(handle, (await requireMember(db, request)).id, body.snsType));
}
