import assert from 'node:assert/strict';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { storeThen } from './file-storage.ts';
import { createLocalFileStorage } from './local-file-storage.ts';
import { SAMPLE_FILES } from './sample-files.ts';

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name));
}

describe('createLocalFileStorage', () => {
  let root = '';
  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'shop-storage-'));
  });
  afterAll(async () => rm(root, { recursive: true, force: true }));

  it('stores files under nanoid names with their kind and reads them back', async () => {
    const storage = createLocalFileStorage(root);
    const stored = await storage.saveAll('inquiries', [
      { name: '영수증.pdf', kind: 'pdf', bytes: SAMPLE_FILES.pdf },
      { name: 'a.png', kind: 'png', bytes: SAMPLE_FILES.png },
    ]);
    assert.equal(stored.length, 2);
    assert.match(stored[0]!.key, /^inquiries\/[A-Za-z0-9_-]{21}\.pdf$/);
    assert.deepEqual({ ...stored[0], key: '' }, { key: '', name: '영수증.pdf', size: SAMPLE_FILES.pdf.byteLength, contentType: 'application/pdf' });
    const back = await storage.read(stored[1]!.key);
    assert.deepEqual(back?.bytes, SAMPLE_FILES.png);
    assert.equal(back?.contentType, 'image/png');
    await storage.removeAll(stored.map((s) => s.key));
    assert.equal(await storage.read(stored[1]!.key), undefined);
  });

  it('never reads outside its folder or an ill-formed key', async () => {
    const storage = createLocalFileStorage(root);
    for (const key of ['../etc/passwd', 'inquiries/../../x.pdf', 'inquiries/short.pdf', '/etc/passwd', 'a/aaaaaaaaaaaaaaaaaaaaa.exe']) {
      assert.equal(await storage.read(key), undefined, key);
    }
    await assert.rejects(storage.saveAll('../up', [{ name: 'x', kind: 'pdf', bytes: SAMPLE_FILES.pdf }]));
  });

  it('leaves nothing behind when a write fails midway', async () => {
    const storage = createLocalFileStorage(root);
    // The second file cannot be written (not bytes at all): the first one, already written, must go too.
    const broken = { name: 'b.pdf', kind: 'pdf', bytes: Symbol('not bytes') as unknown as Uint8Array } as const;
    await assert.rejects(storage.saveAll('midway', [{ name: 'a.pdf', kind: 'pdf', bytes: SAMPLE_FILES.pdf }, broken]));
    assert.deepEqual(await filesUnder(join(root, 'midway')), []);
  });

  it('removes the stored files when the work after them fails', async () => {
    const storage = createLocalFileStorage(root);
    await assert.rejects(
      storeThen(storage, 'rollback', [{ name: 'a.gif', kind: 'gif', bytes: SAMPLE_FILES.gif }, { name: 'b.bmp', kind: 'bmp', bytes: SAMPLE_FILES.bmp }], async (stored) => {
        assert.equal((await filesUnder(join(root, 'rollback'))).length, stored.length);
        throw new Error('database refused');
      }),
      /database refused/,
    );
    assert.deepEqual(await filesUnder(join(root, 'rollback')), []);
  });
});
