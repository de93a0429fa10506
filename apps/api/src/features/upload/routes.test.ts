import assert from 'node:assert/strict';
import { describeEachDatabase } from '../../testing/test-server.ts';
import { safeUploadPath } from './routes.ts';

describe('safeUploadPath', () => {
  it('keeps paths inside the upload folder', () => {
    assert.equal(safeUploadPath('/srv/up', 'items/1001-1.webp'), '/srv/up/items/1001-1.webp');
  });

  it('rejects traversal and odd paths', () => {
    for (const bad of ['', '../etc/passwd', 'items/../../x', './a', 'a\\b', 'a\0b', '/etc/passwd']) {
      const result = safeUploadPath('/srv/up', bad);
      assert.ok(result === undefined || result.startsWith('/srv/up/'), bad);
    }
    assert.equal(safeUploadPath('/srv/up', '../etc/passwd'), undefined);
    assert.equal(safeUploadPath('/srv/up', 'items/../../x'), undefined);
  });
});

describeEachDatabase('GET /upload/*', (server) => {
  it('serves every item picture with its type and a long cache', async () => {
    const { db } = server().app.database;
    const images = await db.selectFrom('itemImages').select('path').where('itemId', 'in', [1001, 1100, 1200]).execute();
    assert.ok(images.length >= 6);
    for (const { path } of images) {
      const response = await server().request(path);
      assert.equal(response.status, 200, path);
      assert.equal(response.headers.get('content-type'), 'image/webp');
      assert.match(response.headers.get('cache-control') ?? '', /max-age=31536000/);
      const bytes = new Uint8Array(await response.arrayBuffer());
      assert.equal(new TextDecoder().decode(bytes.slice(8, 12)), 'WEBP');
    }
  });

  it('answers 304 to a matching ETag', async () => {
    const first = await server().request('/upload/items/1001-1.webp');
    await first.arrayBuffer();
    const etag = first.headers.get('etag') ?? '';
    const second = await server().request('/upload/items/1001-1.webp', { headers: { 'if-none-match': etag } });
    assert.equal(second.status, 304);
  });

  it('answers 404 for missing files and paths outside the folder', async () => {
    for (const path of ['/upload/items/none.webp', '/upload/..%2f..%2fetc%2fpasswd', '/upload/items/1001-1.txt']) {
      const response = await server().request(path);
      assert.equal(response.status, 404, path);
      assert.equal(((await response.json()) as { code: string }).code, 'FILE_NOT_FOUND');
    }
  });
});
