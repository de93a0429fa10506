import {
  changePasswordContract, checkAccountJoinContract, checkAuthNumberContract, checkDuplicateIdContract, delayPasswordChangeContract,
  findIdContract, findPasswordContract, getSecedeInfoContract, guestPhoneTokenContract, joinContract, logoutContract, reactivateDormantContract, secedeContract,
  sendAuthNumberContract, sendLoginIdContract,
} from '@shop/contracts';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { DatabaseHandle } from '../../db/dialect.ts';
import { registerContract } from '../../http/register-contract.ts';
import { bearerTokenOf } from '../../http/visitor.ts';
import {
  changePassword, checkAccountJoin, delayPasswordChange, findIds, isDuplicateId, join, reactivateDormant, resetPassword, secede,
  secedeInfo, sendLoginIds,
} from './member-service.ts';
import { guestPhoneLogin } from './guest-phone-lookup.ts';
import { optionalMember, requireMember } from './service.ts';
import type { SmsSender } from './sms-sender.ts';
import { checkCode, sendCode } from './sms-verification.ts';
import { revokeToken } from './tokens.ts';

const noStore = <T>(reply: FastifyReply, answer: T): T => {
  void reply.header('cache-control', 'no-store');
  return answer;
};

/** Sign-up by SMS, id and password recovery, account states and account closing (reference section 4.1). */
export function registerMemberRoutes(app: FastifyInstance, handle: DatabaseHandle, sms: SmsSender): void {
  const { db } = handle;

  registerContract(app, logoutContract, async (_input, request, reply) => {
    // No token: nothing to end. A bad token is the usual 401, so the shell still clears its cookies.
    const member = await optionalMember(db, request);
    const token = bearerTokenOf(request);
    if (member && token) await revokeToken(db, token);
    return noStore(reply, { status: 200 as const });
  });

  registerContract(app, sendAuthNumberContract, async ({ body }, _request, reply) =>
    noStore(reply, await sendCode(db, sms, body.userName, body.phoneNumber)));
  registerContract(app, checkAuthNumberContract, async ({ body }, _request, reply) => {
    await checkCode(db, body);
    return noStore(reply, { status: 200 as const });
  });
  registerContract(app, guestPhoneTokenContract, async ({ body }, _request, reply) => noStore(reply, await guestPhoneLogin(db, body)));
  registerContract(app, checkAccountJoinContract, async ({ body }, _request, reply) => noStore(reply, await checkAccountJoin(db, body)));
  registerContract(app, checkDuplicateIdContract, async ({ body }, _request, reply) =>
    noStore(reply, { duplicated: (await isDuplicateId(db, body.loginId)) ? 'Y' as const : 'N' as const }));
  registerContract(app, joinContract, async ({ body }, _request, reply) => noStore(reply, await join(handle, body)));

  registerContract(app, findIdContract, async ({ body }, _request, reply) => noStore(reply, await findIds(db, body)));
  registerContract(app, sendLoginIdContract, async ({ body }, _request, reply) => noStore(reply, await sendLoginIds(handle, sms, body)));
  registerContract(app, findPasswordContract, async ({ body }, _request, reply) => noStore(reply, await resetPassword(handle, sms, body)));

  registerContract(app, changePasswordContract, async ({ body }, request, reply) => {
    const member = await requireMember(db, request);
    return noStore(reply, await changePassword(db, member.id, bearerTokenOf(request) ?? '', body));
  });
  registerContract(app, delayPasswordChangeContract, async (_input, request, reply) =>
    noStore(reply, await delayPasswordChange(db, (await requireMember(db, request)).id)));
  registerContract(app, reactivateDormantContract, async ({ body }, request, reply) =>
    noStore(reply, await reactivateDormant(handle, (await requireMember(db, request)).id, body)));
  registerContract(app, getSecedeInfoContract, async (_input, request, reply) =>
    noStore(reply, await secedeInfo(db, (await requireMember(db, request)).id)));
  registerContract(app, secedeContract, async ({ body }, request, reply) =>
    noStore(reply, await secede(handle, (await requireMember(db, request)).id, body)));
}
