import fc from 'fast-check';
import { bytesToBase64, base64ToBytes } from './base64.ts';
import { decryptValue, encryptValue } from './cookie-cipher.ts';

const KEY = '0123456789abcdef0123456789abcdef';

describe('cookie cipher', () => {
  let log: jest.SpyInstance;
  beforeEach(() => {
    log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => log.mockRestore());

  it('round-trips text with 16, 24 and 32 byte keys, with a fresh IV each time', async () => {
    for (const key of ['0123456789abcdef', '0123456789abcdef01234567', KEY]) {
      const plain = JSON.stringify({ name: '홍길동', loginId: 'user01' });
      const a = await encryptValue(plain, key);
      const b = await encryptValue(plain, key);
      expect(a).not.toBe(b);
      expect(base64ToBytes(a)).toHaveLength(12 + new TextEncoder().encode(plain).length + 16);
      await expect(decryptValue(a, key)).resolves.toBe(plain);
    }
  });

  it('reads cookies sealed by WebCrypto (the cipher before node:crypto) and WebCrypto reads its own', async () => {
    const subtle = globalThis.crypto.subtle;
    const key = await subtle.importKey('raw', new TextEncoder().encode(KEY), { name: 'AES-GCM' }, false, ['encrypt', 'decrypt']);
    const iv = globalThis.crypto.getRandomValues(new Uint8Array(12));
    const sealed = new Uint8Array(await subtle.encrypt({ name: 'AES-GCM', iv, tagLength: 128 }, key, new TextEncoder().encode('회원 {"t":1}')));
    await expect(decryptValue(bytesToBase64(new Uint8Array([...iv, ...sealed])), KEY)).resolves.toBe('회원 {"t":1}');
    const ours = base64ToBytes(await encryptValue('새 쿠키', KEY))!;
    const opened = await subtle.decrypt({ name: 'AES-GCM', iv: ours.subarray(0, 12), tagLength: 128 }, key, ours.subarray(12));
    expect(new TextDecoder().decode(opened)).toBe('새 쿠키');
  });

  it('rejects a missing key or a key of the wrong byte length with the spec messages', async () => {
    await expect(encryptValue('x', '')).rejects.toThrow('키정보가 없습니다.');
    await expect(decryptValue('x', '')).rejects.toThrow('키정보가 없습니다.');
    await expect(encryptValue('x', 'short')).rejects.toThrow('비밀키 길이는 16, 24, 32바이트 문자로 설정해 주세요.');
    // 8 Hangul syllables are 24 bytes of UTF-8; 16 of them are 48 bytes.
    await expect(encryptValue('x', '가나다라마바사아')).resolves.toEqual(expect.any(String));
    await expect(encryptValue('x', '가나다라마바사아가나다라마바사아')).rejects.toThrow('비밀키 길이는');
  });

  it('rejects a cut tag, a flipped bit, a swapped IV and a wrong key, logging without the payload', async () => {
    const cipher = await encryptValue('ROLE_USER-secret-payload', KEY);
    const other = await encryptValue('ROLE_USER-secret-payload', KEY);
    const bytes = base64ToBytes(cipher)!;
    const otherBytes = base64ToBytes(other)!;
    const flipped = bytes.slice();
    flipped[20] = (flipped[20] ?? 0) ^ 1;
    const swappedIv = new Uint8Array([...otherBytes.subarray(0, 12), ...bytes.subarray(12)]);
    const cases = [bytesToBase64(bytes.subarray(0, bytes.length - 1)), bytesToBase64(bytes.subarray(0, bytes.length - 4)), bytesToBase64(flipped), bytesToBase64(swappedIv), 'not base64!', ''];
    for (const tampered of cases) await expect(decryptValue(tampered, KEY)).resolves.toBeNull();
    await expect(decryptValue(cipher, 'fedcba9876543210fedcba9876543210')).resolves.toBeNull();
    expect(log).toHaveBeenCalled();
    for (const call of log.mock.calls) expect(JSON.stringify(call)).not.toContain('secret-payload');
  });

  it('rejects 10,000 random mutations of an encrypted cookie', async () => {
    const cipher = await encryptValue(JSON.stringify({ userId: 7, loginId: 'user01', name: '홍길동', email: 'a@b.kr', loginType: 'ROLE_USER' }), KEY);
    const bytes = base64ToBytes(cipher)!;
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/='.split('');
    const byteMutation = fc.oneof(
      fc.record({ kind: fc.constant('flip' as const), index: fc.nat({ max: bytes.length - 1 }), mask: fc.integer({ min: 1, max: 255 }) }),
      fc.record({ kind: fc.constant('cut' as const), keep: fc.nat({ max: bytes.length - 1 }) }),
      fc.record({ kind: fc.constant('extend' as const), extra: fc.uint8Array({ minLength: 1, maxLength: 8 }) }),
    );
    const textMutation = fc.record({ index: fc.nat({ max: cipher.length - 1 }), char: fc.constantFrom(...alphabet) }).filter(({ index, char }) => cipher[index] !== char);
    const mutated = fc.oneof(
      byteMutation.map((m) => {
        if (m.kind === 'flip') {
          const copy = bytes.slice();
          copy[m.index] = (copy[m.index] ?? 0) ^ m.mask;
          return bytesToBase64(copy);
        }
        if (m.kind === 'cut') return bytesToBase64(bytes.subarray(0, m.keep));
        return bytesToBase64(new Uint8Array([...bytes, ...m.extra]));
      }),
      textMutation.map(({ index, char }) => cipher.slice(0, index) + char + cipher.slice(index + 1)),
    );
    await fc.assert(
      fc.asyncProperty(mutated, async (tampered) => {
        expect(tampered).not.toBe(cipher);
        expect(await decryptValue(tampered, KEY)).toBeNull();
      }),
      { numRuns: 10_000 },
    );
  });
});
