import type { Contract, ContractMethod } from './define-contract.ts';

/**
 * The path of a call: each `:name` of the contract's path replaced by its encoded parameter.
 * @param pattern The contract's path.
 * @param params Parameter values.
 * @returns The concrete path.
 * @example fillPath('/api/item/:itemUserCode', { itemUserCode: 'P1001' }) // '/api/item/P1001'
 */
export function fillPath(pattern: string, params: Record<string, string | number> = {}): string {
  // Contract calls type `params`, so every parameter is there (an untyped caller would send "undefined").
  return pattern.replace(/:(\w+)/g, (_match, name: string) => encodeURIComponent(String(params[name])));
}

function matches(pattern: string, path: string): boolean {
  const want = pattern.split('/');
  const got = path.split('?')[0]!.split('/');
  return want.length === got.length && want.every((segment, i) => segment.startsWith(':') ? got[i] !== '' : segment === got[i]);
}

/**
 * The contract that answers `method path`, preferring literal segments over parameters
 * (`/api/brand/main` before `/api/brand/:id`).
 * @param contracts Every contract.
 * @param method HTTP method.
 * @param path A concrete path.
 * @returns The contract, or undefined when none has that endpoint.
 */
export function findContract(contracts: readonly Contract[], method: ContractMethod, path: string): Contract | undefined {
  const candidates = contracts.filter((c) => c.method === method && matches(c.path, path));
  const literalCount = (c: Contract) => c.path.split('/').filter((s) => !s.startsWith(':')).length;
  return candidates.sort((a, b) => literalCount(b) - literalCount(a))[0];
}
