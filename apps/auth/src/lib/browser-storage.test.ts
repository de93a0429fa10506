import * as v from 'valibot';
import { readStored, writeStored } from './browser-storage.ts';

const A = v.object({ a: v.number() });

describe('browser storage', () => {
  it('round-trips JSON and forgets on null', () => {
    writeStored('k', { a: 1 });
    expect(readStored('k', A)).toEqual({ a: 1 });
    writeStored('k', null);
    expect(readStored('k', A)).toBeNull();
  });

  it('survives malformed values and missing storage', () => {
    sessionStorage.setItem('bad', '{');
    expect(readStored('bad', A)).toBeNull();
    expect(readStored('k', A, () => undefined)).toBeNull();
    expect(() => writeStored('k', 1, () => undefined)).not.toThrow();
  });

  it('treats a value of another shape as absent', () => {
    writeStored('k', { a: 'one' });
    expect(readStored('k', A)).toBeNull();
    expect(readStored('k', v.string())).toBeNull();
  });
});
