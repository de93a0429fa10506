import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ALL_CONTRACTS, findContract, type ContractMethod } from '@shop/contracts';

const CALLS = __dirname;

/** Every endpoint a call file names: `path: '/api/…'` or `` `/api/…/${x}` `` with the method of the same request. */
function namedEndpoints(source: string): { method: ContractMethod; path: string }[] {
  const found: { method: ContractMethod; path: string }[] = [];
  for (const match of source.matchAll(/(['`])(\/api\/[^'`]*)\1/g)) {
    const before = source.slice(Math.max(0, (match.index ?? 0) - 80), match.index);
    const method = (/method: '(GET|POST|PUT|DELETE)'[^']*$/.exec(before)?.[1] ?? 'GET') as ContractMethod;
    found.push({ method, path: match[2]!.replace(/\$\{[^}]+\}/g, 'x').split('?')[0]! });
  }
  return found;
}

/** Whether some contract has the endpoint (any method when the file does not say, e.g. a path shared by a GET and a POST). */
function known(endpoint: { method: ContractMethod; path: string }): boolean {
  return findContract(ALL_CONTRACTS, endpoint.method, endpoint.path) !== undefined
    || (['GET', 'POST'] as const).some((method) => findContract(ALL_CONTRACTS, method, endpoint.path) !== undefined);
}

describe('client calls', () => {
  const files = readdirSync(CALLS).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'));

  it('name only endpoints that a contract describes', () => {
    const unknown = files.flatMap((file) => namedEndpoints(readFileSync(join(CALLS, file), 'utf8')).filter((e) => !known(e)).map((e) => `${file}: ${e.method} ${e.path}`));
    expect(unknown).toEqual([]);
  });

  it('would catch a call to an endpoint without a contract', () => {
    const source = "api({ method: 'POST', path: '/api/visit/uv', body })\napi({ path: `/api/cart/set-item-info/${cartId}` })";
    expect(namedEndpoints(source).filter((e) => !known(e))).toEqual([
      { method: 'POST', path: '/api/visit/uv' },
      { method: 'GET', path: '/api/cart/set-item-info/x' },
    ]);
  });
});
