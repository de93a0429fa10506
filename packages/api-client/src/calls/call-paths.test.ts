import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ALL_CONTRACTS, findContract, type ContractMethod } from '@shop/contracts';

const CALLS = __dirname;

/** Every endpoint a call file names: `'GET /api/…'` (callContract), or `path: '/api/…'` / `` `/api/…/${x}` `` of a raw request. */
type Named = { method: ContractMethod; path: string; anyMethod?: boolean };

function namedEndpoints(source: string): Named[] {
  const found: Named[] = [];
  for (const match of source.matchAll(/(['`])(?:(GET|POST|PUT|DELETE) )?(\/api\/[^'`\s]*)\1/g)) {
    const before = source.slice(Math.max(0, (match.index ?? 0) - 80), match.index);
    const stated = match[2] ?? /method: '(GET|POST|PUT|DELETE)'[^']*$/.exec(before)?.[1];
    const path = match[3]!.replace(/\$\{[^}]+\}/g, 'x').split('?')[0]!;
    found.push(stated ? { method: stated as ContractMethod, path } : { method: 'GET', path, anyMethod: true });
  }
  return found;
}

/** Whether a contract has the endpoint (any method for a bare path kept for error reports, e.g. `const path = '/api/wishlist'`). */
function known(endpoint: Named): boolean {
  const methods: ContractMethod[] = endpoint.anyMethod ? ['GET', 'POST', 'PUT', 'DELETE'] : [endpoint.method];
  return methods.some((method) => findContract(ALL_CONTRACTS, method, endpoint.path) !== undefined);
}

describe('client calls', () => {
  const files = readdirSync(CALLS).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'));

  it('name only endpoints that a contract describes', () => {
    const unknown = files.flatMap((file) => namedEndpoints(readFileSync(join(CALLS, file), 'utf8')).filter((e) => !known(e)).map((e) => `${file}: ${e.method} ${e.path}`));
    expect(unknown).toEqual([]);
  });

  it('would catch a call to an endpoint without a contract', () => {
    const source = "api({ method: 'POST', path: '/api/visit/unknown', body })\napi({ path: `/api/mypage/no-such-call/${reviewId}` })\ncallContract(api, 'DELETE /api/cart', {})";
    expect(namedEndpoints(source).filter((e) => !known(e))).toEqual([
      { method: 'POST', path: '/api/visit/unknown' },
      { method: 'GET', path: '/api/mypage/no-such-call/x', anyMethod: true },
      { method: 'DELETE', path: '/api/cart' },
    ]);
  });
});
