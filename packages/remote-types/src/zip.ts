import { inflateRawSync } from 'node:zlib';

/**
 * Reads a zip archive (as Module Federation writes `@mf-types.zip`): file entries by name, stored or deflated.
 * Directory entries are skipped. Throws on anything else, so a corrupt archive is never half read.
 */
export function readZip(archive: Buffer): Map<string, Buffer> {
  const end = findEndOfCentralDirectory(archive);
  const count = archive.readUInt16LE(end + 10);
  let offset = archive.readUInt32LE(end + 16);
  const files = new Map<string, Buffer>();
  for (let i = 0; i < count; i += 1) {
    if (archive.readUInt32LE(offset) !== 0x02014b50) throw new Error('zip: bad central directory entry');
    const method = archive.readUInt16LE(offset + 10);
    const compressedSize = archive.readUInt32LE(offset + 20);
    const nameLength = archive.readUInt16LE(offset + 28);
    const extraLength = archive.readUInt16LE(offset + 30);
    const commentLength = archive.readUInt16LE(offset + 32);
    const localOffset = archive.readUInt32LE(offset + 42);
    const name = archive.subarray(offset + 46, offset + 46 + nameLength).toString('utf8');
    offset += 46 + nameLength + extraLength + commentLength;
    if (name.endsWith('/')) continue;
    if (archive.readUInt32LE(localOffset) !== 0x04034b50) throw new Error(`zip: bad local header for ${name}`);
    const dataStart = localOffset + 30 + archive.readUInt16LE(localOffset + 26) + archive.readUInt16LE(localOffset + 28);
    const data = archive.subarray(dataStart, dataStart + compressedSize);
    if (method === 0) files.set(name, Buffer.from(data));
    else if (method === 8) files.set(name, inflateRawSync(data));
    else throw new Error(`zip: ${name} uses compression method ${method}`);
  }
  return files;
}

function findEndOfCentralDirectory(archive: Buffer): number {
  for (let i = archive.length - 22; i >= Math.max(0, archive.length - 22 - 0xffff); i -= 1) {
    if (archive.readUInt32LE(i) === 0x06054b50) return i;
  }
  throw new Error('zip: not a zip archive');
}
