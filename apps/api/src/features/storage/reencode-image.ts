import sharp from 'sharp';
import { apiError } from '../../http/error-table.ts';
import { FILE_KINDS, type FileKind } from './file-kind.ts';
import { STORAGE_MESSAGES as M } from './storage.messages.ts';
import { checkUploads, type CheckedFile, type IncomingFile, type UploadPolicy } from './upload-rules.ts';

/** The largest picture decoded (width × height): a small file that unpacks to a huge bitmap is refused. */
export const MAX_INPUT_PIXELS = 40_000_000;

/** The picture kinds re-encoded (sharp reads and writes them); BMP is cut to its declared size, PDF stored as sent. */
const REENCODED: ReadonlySet<FileKind> = new Set(['jpg', 'png', 'gif', 'webp']);

/**
 * A BMP (which sharp cannot read) cut to the size its header declares: it carries no metadata, so dropping what was
 * appended after it is all a re-encoding would do. Undefined when the declared size is past the end or too small.
 */
function trimBitmap(file: CheckedFile): CheckedFile | undefined {
  if (file.bytes.byteLength < 54) return undefined;
  const declared = new DataView(file.bytes.buffer, file.bytes.byteOffset, file.bytes.byteLength).getUint32(2, true);
  if (declared < 54 || declared > file.bytes.byteLength) return undefined;
  return { ...file, bytes: file.bytes.slice(0, declared) };
}

/**
 * A picture decoded and encoded again in its own kind, so that only its pixels are kept: no EXIF, GPS, XMP, ICC
 * comments or other metadata (a JPEG is first turned upright by its EXIF orientation, which goes with the rest), and
 * nothing appended after the image's end (an HTML page, a zip) survives. Animated GIF and WebP keep their frames.
 * A BMP is cut to its declared size; other kinds (PDF) are returned unchanged.
 * @returns The file with its new bytes, or undefined when the picture does not decode (only starts like one).
 * @example const clean = await reencodeImage({ name: 'a.jpg', kind: 'jpg', bytes }); // clean.bytes has no EXIF
 */
export async function reencodeImage(file: CheckedFile): Promise<CheckedFile | undefined> {
  if (file.kind === 'bmp') return trimBitmap(file);
  if (!REENCODED.has(file.kind)) return file;
  const animated = file.kind === 'gif' || file.kind === 'webp';
  try {
    const image = sharp(file.bytes, { limitInputPixels: MAX_INPUT_PIXELS, animated });
    const encoded = file.kind === 'jpg' ? image.rotate().jpeg({ quality: 90 })
      : file.kind === 'png' ? image.png()
        : file.kind === 'gif' ? image.gif()
          : image.webp({ quality: 90 });
    return { ...file, bytes: new Uint8Array(await encoded.toBuffer()) };
  } catch {
    return undefined;
  }
}

/**
 * The files of one field as they will be stored: checked against the field's policy (`checkUploads`), then each
 * picture re-encoded (`reencodeImage`). A file that only starts like a picture is refused as a wrong kind, with the
 * field's Korean message naming it; PDF is kept as sent.
 * @example const files = await checkAndCleanUploads(input.files, INQUIRY_FILES);
 */
export async function checkAndCleanUploads(files: readonly IncomingFile[], policy: UploadPolicy): Promise<CheckedFile[]> {
  const clean: CheckedFile[] = [];
  for (const file of checkUploads(files, policy)) {
    const reencoded = await reencodeImage(file);
    if (!reencoded) throw apiError('UNSUPPORTED_MEDIA_TYPE', M.badType(policy.kinds.map((k) => FILE_KINDS[k].label), file.name));
    clean.push(reencoded);
  }
  return clean;
}
