// The lists of contracts are read from the contract files, not written by hand: these checks keep the three places
// that name the files (the files themselves, `all-contracts.ts`, `index.ts`) in step.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { CALLABLE_CONTRACTS, CONTRACTS_BY_AREA } from './all-contracts.ts';
import { isContract, type Contract } from './define/define-contract.ts';
import * as index from './index.ts';

const src = __dirname;

/** Every contract file under src, relative (`catalog/brand-search-contracts.ts`). */
function contractFiles(): string[] {
  return readdirSync(src, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('-contracts.ts') && file !== 'all-contracts.ts').map((file) => file.split(path.sep).join('/')).sort();
}

describe('the contract lists', () => {
  it('re-export every contract file whole from the index', () => {
    const text = readFileSync(path.join(src, 'index.ts'), 'utf8');
    const starred = [...text.matchAll(/^export \* from '\.\/(.+)';$/gm)].map((m) => m[1]!);
    expect(contractFiles().filter((file) => !starred.includes(file))).toEqual([]);
  });

  it('hold exactly the contracts the index exports, each once', () => {
    const exported: Contract[] = Object.values(index as Record<string, unknown>).filter(isContract);
    expect(exported.filter((c) => !CALLABLE_CONTRACTS.includes(c)).map((c) => c.key)).toEqual([]);
    expect(CALLABLE_CONTRACTS.filter((c) => !exported.includes(c)).map((c) => c.key)).toEqual([]);
    expect(new Set(CALLABLE_CONTRACTS).size).toBe(CALLABLE_CONTRACTS.length);
  });

  it('put a contract in one area only', () => {
    const all = Object.values(CONTRACTS_BY_AREA).flat();
    expect(new Set(all).size).toBe(all.length);
    expect(CONTRACTS_BY_AREA.catalog.map((c) => c.key)).toContain('GET /api/brand/:id/items');
  });

  it('tell contracts from the schemas and helpers beside them', () => {
    expect(isContract(index.getBrandItemsContract)).toBe(true);
    expect(isContract({ ...index.getBrandItemsContract })).toBe(false);
    expect(isContract(index.QNA_GROUPS)).toBe(false);
    expect(isContract(null)).toBe(false);
  });
});
