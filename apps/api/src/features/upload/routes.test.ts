import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
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
