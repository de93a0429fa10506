const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/**
 * Encodes bytes as standard base64 (with padding).
 * @param bytes The bytes.
 * @returns The base64 text.
 */
export function bytesToBase64(bytes: Uint8Array): string {
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('base64');
}

/**
 * Decodes standard base64, accepting only its canonical form (so two different strings never decode to the
 * same bytes).
 * @param text The base64 text.
 * @returns The bytes, or null when the text is not canonical base64.
 */
export function base64ToBytes(text: string): Uint8Array<ArrayBuffer> | null {
  if (text.length % 4 !== 0 || !BASE64.test(text)) return null;
  const decoded = Buffer.from(text, 'base64');
  const bytes = new Uint8Array(decoded.length);
  bytes.set(decoded);
  return decoded.toString('base64') === text ? bytes : null;
}
