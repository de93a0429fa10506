// node:crypto rather than WebCrypto: each WebCrypto call is a job on the thread pool and a promise, which cost the
// shell more than the cipher itself on every signed-in request (docs/performance.md, member pages).
import { createCipheriv, createDecipheriv, randomBytes, type CipherGCMTypes } from 'node:crypto';
import { SESSION_MESSAGES } from '../messages/ko.ts';
import { base64ToBytes } from './base64.ts';

/** IV length of the cookie cipher (AES-GCM). */
export const IV_BYTES = 12;
/** Authentication tag length of the cookie cipher. */
export const TAG_BYTES = 16;
const KEY_LENGTHS = new Set([16, 24, 32]);
const encoder = new TextEncoder();
const decoder = new TextDecoder('utf-8', { fatal: true });
const ALGORITHMS: Record<number, CipherGCMTypes> = { 16: 'aes-128-gcm', 24: 'aes-192-gcm', 32: 'aes-256-gcm' };

/**
 * Checks a secret key: present, and 16, 24 or 32 bytes of UTF-8.
 * @param key The secret key.
 * @returns The key bytes.
 * @throws Error '키정보가 없습니다.' or '비밀키 길이는 16, 24, 32바이트 문자로 설정해 주세요.'.
 */
export function assertKey(key: string | null | undefined): Uint8Array<ArrayBuffer> {
  if (!key) throw new Error(SESSION_MESSAGES.keyMissing);
  const bytes = new Uint8Array(encoder.encode(key));
  if (!KEY_LENGTHS.has(bytes.length)) throw new Error(SESSION_MESSAGES.keyLengthInvalid);
  return bytes;
}

/**
 * Encrypts text with AES-GCM (12-byte random IV, 16-byte tag). Server only: the key never reaches a browser.
 * @param plain The text.
 * @param key Secret key of 16, 24 or 32 bytes.
 * @returns base64 of iv | ciphertext | tag.
 * @throws Error when the key is missing or of a wrong length (Korean messages, spec section 8).
 */
export async function encryptValue(plain: string, key: string): Promise<string> {
  const raw = assertKey(key);
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv(ALGORITHMS[raw.length]!, raw, iv, { authTagLength: TAG_BYTES });
  return Buffer.concat([iv, cipher.update(plain, 'utf8'), cipher.final(), cipher.getAuthTag()]).toString('base64');
}

/**
 * Decrypts the output of `encryptValue`. Any tampering (cut tag, flipped bit, swapped IV, bad base64) is
 * rejected: the failure is logged without the payload and the result is null.
 * @param cipher base64 of iv | ciphertext | tag.
 * @param key Secret key of 16, 24 or 32 bytes.
 * @returns The text, or null.
 * @throws Error when the key is missing or of a wrong length.
 */
export async function decryptValue(cipher: string, key: string): Promise<string | null> {
  const raw = assertKey(key);
  const bytes = base64ToBytes(cipher);
  if (!bytes || bytes.length < IV_BYTES + TAG_BYTES) return fail();
  try {
    const decipher = createDecipheriv(ALGORITHMS[raw.length]!, raw, bytes.subarray(0, IV_BYTES), { authTagLength: TAG_BYTES });
    decipher.setAuthTag(bytes.subarray(bytes.length - TAG_BYTES));
    const plain = Buffer.concat([decipher.update(bytes.subarray(IV_BYTES, bytes.length - TAG_BYTES)), decipher.final()]);
    return decoder.decode(plain);
  } catch {
    return fail();
  }
}

/**
 * Decrypts with the first of `keys` (newest first) that opens `cipher`: how a secret is rotated without ending every
 * session. Logs once (without the payload) when none does.
 * @param cipher base64 of iv | ciphertext | tag.
 * @param keys Secret keys of 16, 24 or 32 bytes, newest first.
 * @returns The text and the key that opened it, or null.
 */
export function decryptWithKeys(cipher: string, keys: readonly string[]): { plain: string; key: string } | null {
  const bytes = base64ToBytes(cipher);
  if (bytes && bytes.length >= IV_BYTES + TAG_BYTES) {
    for (const key of keys) {
      const raw = assertKey(key);
      try {
        const decipher = createDecipheriv(ALGORITHMS[raw.length]!, raw, bytes.subarray(0, IV_BYTES), { authTagLength: TAG_BYTES });
        decipher.setAuthTag(bytes.subarray(bytes.length - TAG_BYTES));
        const plain = Buffer.concat([decipher.update(bytes.subarray(IV_BYTES, bytes.length - TAG_BYTES)), decipher.final()]);
        return { plain: decoder.decode(plain), key };
      } catch {
        // the next key
      }
    }
  }
  return fail();
}

function fail(): null {
  console.error('[session] cookie decryption failed');
  return null;
}
