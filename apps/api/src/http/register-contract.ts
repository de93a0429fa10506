import { checkAnswer, checkInput, type Contract, type ParsedInput } from '@shop/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { apiError } from './error-table.ts';

/** What a contract's handler gets: the parsed input, and the request and reply for headers and the session. */
export type ContractHandler<C extends Contract> = (input: ParsedInput<C>, request: FastifyRequest, reply: FastifyReply) => unknown;

declare module 'fastify' {
  interface FastifyInstance {
    /** Whether answers are checked against their contracts (tests). */
    checkAnswers: boolean;
  }
}

/**
 * Registers the route of a contract: params, query and body are parsed with its schemas (numbers read from the
 * query string), refused input is a 400 `BAD_REQUEST` with the contract's Korean message, and, when the app checks
 * answers, an answer that does not fit the contract is a logged 500.
 * @param app The Fastify app.
 * @param contract The endpoint.
 * @param handler Answers with the value to send (or sends it itself through `reply`).
 * @example registerContract(app, getCartCountContract, async (_input, request) => ({ totalQuantity: await count(request) }));
 */
export function registerContract<C extends Contract>(app: FastifyInstance, contract: C, handler: ContractHandler<C>): void {
  app.route({
    method: contract.method,
    url: contract.path,
    handler: async (request, reply) => {
      const checked = checkInput(contract, { params: request.params, query: request.query, body: request.body });
      if (!checked.ok) throw apiError('BAD_REQUEST', checked.issue.message);
      // A reply is thenable: look at what the handler gave before awaiting it.
      const result = handler(checked.value, request, reply);
      if (result === reply) return reply;
      const answer = await result;
      // A handler that sent the answer itself after awaiting (a file download) has nothing left to check.
      if (reply.sent) return reply;
      if (app.checkAnswers) {
        const problem = checkAnswer(contract, answer);
        if (problem) throw new Error(problem);
      }
      return answer;
    },
  });
}
