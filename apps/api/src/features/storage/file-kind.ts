/** File kinds the storefront accepts in uploads, recognised by their first bytes (never by name or declared type). */
export const FILE_KINDS = {
  jpg: { extension: 'jpg', contentType: 'image/jpeg', label: 'jpg' },
  png: { extension: 'png', contentType: 'image/png', label: 'png' },
  gif: { extension: 'gif', contentType: 'image/gif', label: 'gif' },
  bmp: { extension: 'bmp', contentType: 'image/bmp', label: 'bmp' },
  webp: { extension: 'webp', contentType: 'image/webp', label: 'webp' },
  pdf: { extension: 'pdf', contentType: 'application/pdf', label: 'pdf' },
} as const;

export type FileKind = keyof typeof FILE_KINDS;

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0): boolean =>
  bytes.length >= offset + signature.length && signature.every((byte, i) => bytes[offset + i] === byte);

const ascii = (text: string): number[] => [...text].map((c) => c.charCodeAt(0));

/**
 * The kind of a file from its content (magic bytes), or undefined for anything else.
 * @param bytes The whole file or at least its first 16 bytes.
 * @example detectFileKind(new Uint8Array([0xff, 0xd8, 0xff, 0xe0])) // 'jpg'
 */
export function detectFileKind(bytes: Uint8Array): FileKind | undefined {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return 'gif';
  // BMP: "BM", then the file size (little endian) and a pixel-data offset inside the file.
  if (startsWith(bytes, ascii('BM')) && bytes.length >= 14) {
    const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    const offset = view.getUint32(10, true);
    if (offset >= 26 && offset < bytes.length) return 'bmp';
  }
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'webp';
  if (startsWith(bytes, ascii('%PDF-'))) return 'pdf';
  return undefined;
}
