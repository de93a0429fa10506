// Smallest real files of every accepted kind (tests of this feature and of the features that upload).

const fromHex = (hex: string): Uint8Array => new Uint8Array(hex.match(/../g)?.map((b) => parseInt(b, 16)) ?? []);
const ascii = (text: string): Uint8Array => new TextEncoder().encode(text);

function bmp(): Uint8Array {
  // 1×1 24-bit bitmap: 14-byte file header, 40-byte info header, one padded pixel row.
  const bytes = new Uint8Array(58);
  const view = new DataView(bytes.buffer);
  bytes.set(ascii('BM'));
  view.setUint32(2, 58, true);
  view.setUint32(10, 54, true);
  view.setUint32(14, 40, true);
  view.setInt32(18, 1, true);
  view.setInt32(22, 1, true);
  view.setUint16(26, 1, true);
  view.setUint16(28, 24, true);
  view.setUint32(34, 4, true);
  bytes.set([0x00, 0x00, 0xff], 54);
  return bytes;
}

export const SAMPLE_FILES = {
  jpg: fromHex('ffd8ffe000104a46494600010100000100010000ffd9'),
  png: fromHex('89504e470d0a1a0a0000000d4948445200000001000000010806000000' + '1f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082'),
  gif: ascii('GIF89a\x01\x00\x01\x00\x00\x00\x00;'),
  bmp: bmp(),
  webp: ascii('RIFF\x1a\x00\x00\x00WEBPVP8L\x0d\x00\x00\x00/\x00\x00\x00\x10\x07\x10\x11\x11\x88\x88\xfe\x07\x00'),
  pdf: ascii('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n'),
} as const;

const fromBase64 = (text: string): Uint8Array => new Uint8Array(Buffer.from(text, 'base64'));

/**
 * 1×1 pictures that decode (sharp made them), for uploads that are re-encoded; SAMPLE_FILES' jpg, png and gif only
 * start like pictures (what a file-kind check reads, and what a re-encoding refuses).
 */
export const PICTURES = {
  jpg: fromBase64('/9j/2wBDAAYEBQYFBAYGBQYHBwYIChAKCgkJChQODwwQFxQYGBcUFhYaHSUfGhsjHBYWICwgIyYnKSopGR8tMC0oMCUoKSj/2wBDAQcHBwoIChMKChMoGhYaKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCj/wAARCAABAAEDASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAb/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFQEBAQAAAAAAAAAAAAAAAAAABQf/xAAUEQEAAAAAAAAAAAAAAAAAAAAA/9oADAMBAAIRAxEAPwCWAAqu/9k='),
  png: fromBase64('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAADElEQVQImWM4Y2wMAAMBATOR31alAAAAAElFTkSuQmCC'),
  gif: fromBase64('R0lGODlhAQABAIAAAExpccwzMyH5BAUAAAAALAAAAAABAAEAAAICTAEAOw=='),
} as const;

/** `size` bytes that start like a JPEG (a file over a size limit that is otherwise acceptable). */
export function largeJpeg(size: number): Uint8Array {
  const bytes = new Uint8Array(size);
  bytes.set(SAMPLE_FILES.jpg.subarray(0, 4));
  return bytes;
}
