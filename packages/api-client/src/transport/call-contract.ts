import { fillPath, type AnswerOf, type BodyOf, type Contract, type ParamsOf, type QueryOf } from '@shop/contracts';
import type { ApiQueryValue, ApiTransport } from './types.ts';

type Part<T, K extends string> = [T] extends [never] ? { [P in K]?: undefined } : undefined extends T ? { [P in K]?: T } : { [P in K]: T };

/** What a contract call sends: its params, query and body as the contract describes them, plus transport options. */
export type CallInput<C extends Contract> = Part<ParamsOf<C>, 'params'> &
  Part<QueryOf<C>, 'query'> &
  Part<BodyOf<C>, 'body'> & { signal?: AbortSignal; cache?: 'no-store' };

/**
 * Calls the endpoint of a contract: method and path come from the contract (`:name` filled from `params`), the
 * transport checks the answer against it in development and tests.
 * @param api The transport.
 * @param contract The endpoint.
 * @param input Params, query, body and transport options.
 * @returns The answer, typed by the contract.
 * @example const { totalQuantity } = await callContract(api, getCartCountContract, { cache: 'no-store' });
 */
export function callContract<C extends Contract>(api: ApiTransport, contract: C, input: CallInput<C>): Promise<AnswerOf<C>> {
  const { params, query, body, signal, cache } = input as { params?: Record<string, string | number>; query?: Record<string, ApiQueryValue>; body?: unknown; signal?: AbortSignal; cache?: 'no-store' };
  return api<AnswerOf<C>>({
    method: contract.method,
    path: fillPath(contract.path, params),
    ...(query === undefined ? {} : { query }),
    ...(body === undefined ? {} : { body }),
    ...(signal ? { signal } : {}),
    ...(cache ? { cache } : {}),
    contract,
  });
}
