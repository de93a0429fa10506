import assert from 'node:assert/strict';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { installErrorHandling } from '../../http/error-handler.ts';
import { storeThen } from './file-storage.ts';
import { defaultStorageRoot, installStorage } from './install-storage.ts';
import type { MultipartBody } from './multipart.ts';
import { SAMPLE_FILES, largeJpeg } from './sample-files.ts';
import { sendStoredFile } from './send-stored-file.ts';
import { checkUploads, MB, type IncomingFile } from './upload-rules.ts';

/** A small app with the real parser, rules and storage: what a feature route does with an upload. */
async function startApp(root: string): Promise<{ app: FastifyInstance; url: string }> {
  const app = Fastify({ bodyLimit: 1024 * 1024 });
  installErrorHandling(app);
  installStorage(app, join(root, 'public'), join(root, 'private'));
  app.post('/attach', async (request) => {
    const body = request.body as MultipartBody;
    const files = checkUploads((body.files ?? []) as IncomingFile[], { maxFiles: 4, maxBytes: 5 * MB, kinds: ['jpg', 'png', 'gif', 'bmp', 'pdf'] });
    return storeThen(app.storage, 'attachments', files, async (stored) => {
      if (body.subject === 'fail') throw new Error('insert failed');
      return { subject: body.subject, stored };
    });
  });
  app.get<{ Params: { area: string; name: string } }>('/files/:area/:name', async (request, reply) =>
    sendStoredFile(reply, app.storage, `${request.params.area}/${request.params.name}`, '첨부.png'),
  );
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, url };
}

const form = (subject: string, files: [string, Uint8Array][]) => {
  const data = new FormData();
  data.append('subject', subject);
  for (const [name, bytes] of files) data.append('files', new Blob([bytes as Uint8Array<ArrayBuffer>]), name);
  return data;
};

describe('multipart uploads through the storage', () => {
  let root = '';
  let app: FastifyInstance;
  let url = '';
  const stored = async () => (await readdir(join(root, 'private'), { recursive: true }).catch(() => [])).filter((n) => n.includes('.'));

  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'shop-multipart-'));
    ({ app, url } = await startApp(root));
  });
  afterAll(async () => {
    await app.close();
    await rm(root, { recursive: true, force: true });
  });

  it('stores accepted files and serves them back privately', async () => {
    const response = await fetch(`${url}/attach`, { method: 'POST', body: form('문의', [['a.png', SAMPLE_FILES.png], ['b.pdf', SAMPLE_FILES.pdf]]) });
    assert.equal(response.status, 200);
    const answer = (await response.json()) as { subject: string; stored: { key: string; name: string }[] };
    assert.equal(answer.subject, '문의');
    assert.deepEqual(answer.stored.map((s) => s.name), ['a.png', 'b.pdf']);
    const served = await fetch(`${url}/files/${answer.stored[0]!.key}`);
    assert.equal(served.status, 200);
    assert.equal(served.headers.get('content-type'), 'image/png');
    assert.equal(served.headers.get('cache-control'), 'private, no-store');
    assert.deepEqual(new Uint8Array(await served.arrayBuffer()), SAMPLE_FILES.png);
  });

  it('refuses with a Korean message and writes nothing: too many, too large, wrong content', async () => {
    const before = await stored();
    const cases: [FormData, number, string][] = [
      [form('x', Array.from({ length: 5 }, (_, i): [string, Uint8Array] => [`${i}.jpg`, SAMPLE_FILES.jpg])), 400, '첨부 파일은 최대 4개까지 올릴 수 있습니다.'],
      [form('x', [['ok.jpg', SAMPLE_FILES.jpg], ['big.jpg', largeJpeg(5 * MB + 1)]]), 413, '파일 크기는 5MB 이하만 올릴 수 있습니다. (big.jpg)'],
      [form('x', [['ok.jpg', SAMPLE_FILES.jpg], ['evil.png', new TextEncoder().encode('<svg onload=alert(1)>')]]), 415, 'jpg, png, gif, bmp, pdf 파일만 올릴 수 있습니다. (evil.png)'],
    ];
    for (const [body, status, message] of cases) {
      const response = await fetch(`${url}/attach`, { method: 'POST', body });
      assert.equal(response.status, status, message);
      assert.equal(((await response.json()) as { message: string }).message, message);
    }
    assert.deepEqual(await stored(), before);
  });

  it('answers a body over the whole limit in Korean', async () => {
    const response = await fetch(`${url}/attach`, { method: 'POST', body: form('x', [['huge.jpg', largeJpeg(25 * MB)]]) });
    assert.equal(response.status, 413);
    assert.equal(((await response.json()) as { message: string }).message, '첨부 파일의 전체 크기는 24MB 이하여야 합니다.');
  });

  it('removes the files when the record after them fails', async () => {
    const before = await stored();
    const response = await fetch(`${url}/attach`, { method: 'POST', body: form('fail', [['a.gif', SAMPLE_FILES.gif]]) });
    assert.equal(response.status, 500);
    assert.deepEqual(await stored(), before);
  });

  it('answers 404 for keys that do not exist or are ill-formed', async () => {
    for (const path of ['/files/attachments/aaaaaaaaaaaaaaaaaaaaa.png', '/files/..%2F..%2Fetc/passwd']) {
      const response = await fetch(url + path);
      assert.equal(response.status, 404, path);
    }
  });
});

describe('defaultStorageRoot', () => {
  it('sits beside the public picture folder unless STORAGE_DIR says otherwise', () => {
    assert.equal(defaultStorageRoot('/srv/data/upload', {}), '/srv/data/upload-private');
    assert.equal(defaultStorageRoot('/srv/data/upload', { STORAGE_DIR: '/var/private' }), '/var/private');
  });
});
