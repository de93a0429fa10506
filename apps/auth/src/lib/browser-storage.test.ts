import { readStored, writeStored } from './browser-storage.ts';

describe('browser storage', () => {
  it('round-trips JSON and forgets on null', () => {
    writeStored('k', { a: 1 });
    expect(readStored('k')).toEqual({ a: 1 });
    writeStored('k', null);
    expect(readStored('k')).toBeNull();
  });

  it('survives malformed values and missing storage', () => {
    sessionStorage.setItem('bad', '{');
    expect(readStored('bad')).toBeNull();
    expect(readStored('k', () => undefined)).toBeNull();
    expect(() => writeStored('k', 1, () => undefined)).not.toThrow();
  });
});
