import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

// Stored format: scrypt$N$r$p$<salt base64>$<hash base64>

/** scrypt's cost: N=16384, about 50 ms of one core per hash or check. */
export const SCRYPT_PARAMS = { N: 16384, r: 8, p: 1 } as const;
/**
 * Inside Jest's workers (JEST_WORKER_ID, which only Jest sets) hashes cost N=1024: every suite seeds members and
 * signs them up and in, and at the full cost hashing was half the CPU of the auth and seed suites. A hash carries its
 * own cost, so checking works the same either way; password.test.ts checks the full cost in a process outside Jest.
 */
const PARAMS = process.env.JEST_WORKER_ID ? { ...SCRYPT_PARAMS, N: 1024 } : SCRYPT_PARAMS;
const KEY_LENGTH = 64;

function derive(password: string, salt: Buffer, options: ScryptOptions, keyLength: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFC'), salt, keyLength, { ...options, maxmem: 64 * 1024 * 1024 }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

/** Hashes a password with scrypt (SCRYPT_PARAMS) and a random 16-byte salt. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, PARAMS, KEY_LENGTH);
  return ['scrypt', PARAMS.N, PARAMS.r, PARAMS.p, salt.toString('base64'), key.toString('base64')].join('$');
}

/** Checks a password against a stored hash in constant time; false for any malformed hash. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, saltText, hashText] = stored.split('$');
  if (scheme !== 'scrypt' || !saltText || !hashText) return false;
  const options = { N: Number(n), r: Number(r), p: Number(p) };
  if (![options.N, options.r, options.p].every((x) => Number.isInteger(x) && x > 0)) return false;
  const expected = Buffer.from(hashText, 'base64');
  if (expected.length === 0) return false;
  const actual = await derive(password, Buffer.from(saltText, 'base64'), options, expected.length);
  return timingSafeEqual(actual, expected);
}
