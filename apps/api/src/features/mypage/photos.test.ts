import assert from 'node:assert/strict';
import { stat, utimes, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { createMember } from '../../testing/order-helpers.ts';
import { describeEachDatabase, json, TEST_UPLOAD_DIR, type TestServer } from '../../testing/test-server.ts';
import { UPLOAD_CSP } from '../upload/routes.ts';
import { ORPHAN_PHOTO_AGE_MS, removeOrphanPhotos } from './photo-cleanup.ts';

const HTML = new TextEncoder().encode('<html><body><script>alert(document.cookie)</script></body></html>');

/** A JPEG from a phone: the camera, the shot's description and where it was taken (EXIF GPS). */
const GPS_JPEG = new Uint8Array(await sharp({ create: { width: 32, height: 24, channels: 3, background: '#3a6' } }).jpeg()
  .withExif({ IFD0: { Make: 'PhoneMaker', ImageDescription: 'at-home' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '37/1 33/1 59/1', GPSLongitudeRef: 'E', GPSLongitude: '126/1 58/1 40/1' } })
  .toBuffer());
const PNG = new Uint8Array(await sharp({ create: { width: 4, height: 4, channels: 3, background: '#c00' } }).png().toBuffer());

const concat = (a: Uint8Array, b: Uint8Array) => {
  const all = new Uint8Array(a.length + b.length);
  all.set(a);
  all.set(b, a.length);
  return all;
};
const contains = (haystack: Uint8Array, needle: Uint8Array | string) => Buffer.from(haystack).includes(typeof needle === 'string' ? Buffer.from(needle, 'latin1') : Buffer.from(needle));

function uploadPhotos(server: TestServer, headers: Record<string, string>, area: string, files: { name: string; bytes: Uint8Array }[]) {
  const form = new FormData();
  form.append('area', area);
  for (const f of files) form.append('photos', new Blob([f.bytes as Uint8Array<ArrayBuffer>]), f.name);
  return fetch(`${server.baseUrl}/api/mypage/photos`, { method: 'POST', headers, body: form });
}

async function served(server: TestServer, path: string) {
  const response = await server.request(path);
  assert.equal(response.status, 200, path);
  return { bytes: new Uint8Array(await response.arrayBuffer()), headers: response.headers };
}

describeEachDatabase('shoppers\' photos', (server) => {
  it('a JPEG with EXIF GPS comes back without any metadata, still a picture of the same size, with a restrictive CSP', async () => {
    assert.ok(contains(GPS_JPEG, 'PhoneMaker') && (await sharp(GPS_JPEG).metadata()).exif, 'the sample carries EXIF');
    const member = await createMember(server());
    const { list } = await json<{ list: string[] }>(await uploadPhotos(server(), member.headers, 'reviews', [{ name: 'shot.jpg', bytes: GPS_JPEG }]));
    assert.match(list[0]!, /^\/upload\/reviews\/[\w-]{21}\.jpg$/);
    const { bytes, headers } = await served(server(), list[0]!);
    const meta = await sharp(bytes).metadata();
    assert.equal(meta.exif, undefined, 'no EXIF block (GPS, camera, description)');
    assert.equal(meta.xmp, undefined);
    assert.deepEqual([meta.format, meta.width, meta.height], ['jpeg', 32, 24]);
    assert.ok(!contains(bytes, 'PhoneMaker') && !contains(bytes, 'at-home'));
    assert.equal(headers.get('content-security-policy'), UPLOAD_CSP);
    assert.equal(headers.get('x-content-type-options'), 'nosniff');
  });

  it('bytes appended after a PNG or a JPEG are not kept', async () => {
    const member = await createMember(server());
    const { list } = await json<{ list: string[] }>(await uploadPhotos(server(), member.headers, 'claims', [
      { name: 'polyglot.png', bytes: concat(PNG, HTML) }, { name: 'polyglot.jpg', bytes: concat(GPS_JPEG, HTML) },
    ]));
    for (const path of list) {
      const { bytes } = await served(server(), path);
      assert.ok(!contains(bytes, HTML) && !contains(bytes, '<script>'), `${path} keeps nothing appended`);
      await sharp(bytes).metadata();
    }
    const png = (await served(server(), list[0]!)).bytes;
    assert.deepEqual([...png.subarray(-8)], [0x49, 0x45, 0x4e, 0x44, 0xae, 0x42, 0x60, 0x82], 'the PNG ends with its IEND chunk');
  });

  it('the clean-up removes a photo attached to nothing after a day, keeps an attached one and a fresh one', async () => {
    const { db } = server().app.database;
    const member = await createMember(server());
    const upload = async (area: string) => (await json<{ list: string[] }>(await uploadPhotos(server(), member.headers, area, [{ name: 'a.png', bytes: PNG }]))).list[0]!;
    const [orphan, attached, attachedToClaim, fresh] = [await upload('reviews'), await upload('reviews'), await upload('claims'), await upload('reviews')];
    const review = await db.selectFrom('itemReviews').select(['id', 'images']).orderBy('id').executeTakeFirstOrThrow();
    await db.updateTable('itemReviews').set({ images: JSON.stringify([attached]) }).where('id', '=', review.id).execute();
    const claim = await db.selectFrom('orderClaims').select(['id', 'images']).orderBy('id').executeTakeFirst();
    if (claim) await db.updateTable('orderClaims').set({ images: JSON.stringify([attachedToClaim]) }).where('id', '=', claim.id).execute();
    const fileOf = (path: string) => join(TEST_UPLOAD_DIR, path.replace(/^\/upload\//, ''));
    const dayAndMinuteAgo = new Date(Date.now() - ORPHAN_PHOTO_AGE_MS - 60_000);
    for (const path of [orphan, attached, attachedToClaim]) await utimes(fileOf(path), dayAndMinuteAgo, dayAndMinuteAgo);
    // A write that died half done, a day old.
    const part = join(TEST_UPLOAD_DIR, 'reviews', 'AAAAAAAAAAAAAAAAAAAAA.png.abcdefgh.part');
    await writeFile(part, PNG);
    await utimes(part, dayAndMinuteAgo, dayAndMinuteAgo);
    try {
      assert.ok(await removeOrphanPhotos(server().app.database, TEST_UPLOAD_DIR, Date.now()) >= 2);
      assert.equal((await server().request(orphan)).status, 404, 'the orphan went');
      await served(server(), attached);
      await served(server(), fresh);
      if (claim) await served(server(), attachedToClaim);
      assert.equal(await stat(part).catch(() => undefined), undefined, 'the half-written file went');
      // Another run deletes nothing more of these.
      await removeOrphanPhotos(server().app.database, TEST_UPLOAD_DIR, Date.now());
      await served(server(), attached);
    } finally {
      await db.updateTable('itemReviews').set({ images: review.images }).where('id', '=', review.id).execute();
      if (claim) await db.updateTable('orderClaims').set({ images: claim.images }).where('id', '=', claim.id).execute();
    }
  });
});
