import { SESSION_MESSAGES } from '../messages/ko.ts';
import { base64ToBytes, bytesToBase64 } from './base64.ts';

/** IV length of the cookie cipher (AES-GCM). */
export const IV_BYTES = 12;
/** Authentication tag length of the cookie cipher. */
export const TAG_BYTES = 16;
const KEY_LENGTHS = new Set([16, 24, 32]);
const encoder = new TextEncoder();
const decoder = new TextDecoder('utf-8', { fatal: true });
const keys = new Map<string, Promise<CryptoKey>>();

function subtle(): SubtleCrypto {
  const api = globalThis.crypto?.subtle;
  if (!api) throw new Error('WebCrypto (crypto.subtle) is not available in this runtime');
  return api;
}

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

function importKey(key: string): Promise<CryptoKey> {
  let imported = keys.get(key);
  if (!imported) {
    const raw = assertKey(key);
    imported = subtle().importKey('raw', raw, { name: 'AES-GCM' }, false, ['encrypt', 'decrypt']);
    if (keys.size > 8) keys.clear();
    keys.set(key, imported);
  }
  return imported;
}

/**
 * Encrypts text with AES-GCM (12-byte random IV, 16-byte tag). Server only: the key never reaches a browser.
 * @param plain The text.
 * @param key Secret key of 16, 24 or 32 bytes.
 * @returns base64 of iv | ciphertext | tag.
 * @throws Error when the key is missing or of a wrong length (Korean messages, spec section 8).
 */
export async function encryptValue(plain: string, key: string): Promise<string> {
  assertKey(key);
  const cryptoKey = await importKey(key);
  const iv = globalThis.crypto.getRandomValues(new Uint8Array(IV_BYTES));
  const sealed = new Uint8Array(await subtle().encrypt({ name: 'AES-GCM', iv, tagLength: TAG_BYTES * 8 }, cryptoKey, encoder.encode(plain)));
  const out = new Uint8Array(IV_BYTES + sealed.length);
  out.set(iv, 0);
  out.set(sealed, IV_BYTES);
  return bytesToBase64(out);
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
  assertKey(key);
  const cryptoKey = await importKey(key);
  const bytes = base64ToBytes(cipher);
  if (!bytes || bytes.length < IV_BYTES + TAG_BYTES) return fail();
  try {
    const plain = await subtle().decrypt({ name: 'AES-GCM', iv: bytes.subarray(0, IV_BYTES), tagLength: TAG_BYTES * 8 }, cryptoKey, bytes.subarray(IV_BYTES));
    return decoder.decode(plain);
  } catch {
    return fail();
  }
}

function fail(): null {
  console.error('[session] cookie decryption failed');
  return null;
}
