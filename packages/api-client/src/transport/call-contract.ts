import { fillPath, type AnswerOf, type BodyOf, type Contract, type ContractAt, type ContractEndpoint, type ParamsOf, type QueryOf } from '@shop/contracts';
import type { ApiMethod, ApiRequest, ApiTransport } from './types.ts';

type Part<T, K extends string> = [T] extends [never] ? { [P in K]?: undefined } : undefined extends T ? { [P in K]?: T } : { [P in K]: T };

/** What a contract call sends: its params, query and body as the contract describes them, plus transport options. */
export type CallInput<C extends Contract> = Part<ParamsOf<C>, 'params'> &
  Part<QueryOf<C>, 'query'> &
  Part<BodyOf<C>, 'body'> & { signal?: AbortSignal; cache?: 'no-store' };

/**
 * Calls an endpoint by its contract's `'<METHOD> <path>'`: an endpoint without a contract does not compile, and the
 * input and the answer are typed by the contract. Only the endpoint string reaches the bundle (the schemas stay
 * out of it); the transport checks the answer against the contract in development and tests.
 * @param api The transport.
 * @param endpoint `'<METHOD> <path>'` of a contract, e.g. `'GET /api/brand/:id/items'`.
 * @param input Params (fill the path's `:name`s), query, body and transport options.
 * @returns The answer, typed by the contract.
 * @example const { totalQuantity } = await callContract(api, 'GET /api/cart/count', { cache: 'no-store' });
 */
export function callContract<E extends ContractEndpoint>(api: ApiTransport, endpoint: E, input: CallInput<ContractAt<E>>): Promise<AnswerOf<ContractAt<E>>> {
  const { params, ...rest } = input as { params?: Record<string, string | number> } & Omit<ApiRequest, 'method' | 'path'>;
  const [method, pattern] = endpoint.split(' ') as [ApiMethod, string];
  return api<AnswerOf<ContractAt<E>>>({ ...rest, method, path: fillPath(pattern, params), endpoint });
}
