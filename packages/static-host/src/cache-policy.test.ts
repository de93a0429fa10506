import assert from 'node:assert/strict';
import { cacheControlFor, contentTypeFor } from './cache-policy.ts';

test('manifests revalidate so a redeploy is picked up', () => {
  assert.equal(cacheControlFor('client/mf-manifest.json'), 'no-cache');
});

test('content-hashed chunks are immutable', () => {
  assert.equal(cacheControlFor('client/remoteEntry.1a2b3c4d.js'), 'public, max-age=31536000, immutable');
  assert.equal(cacheControlFor('client/static/js/async/512.0f9e8d7c6b.js'), 'public, max-age=31536000, immutable');
  assert.equal(cacheControlFor('client/remoteEntry.js'), 'no-cache');
});

test('content types follow the extension', () => {
  assert.equal(contentTypeFor('a/b.css'), 'text/css; charset=utf-8');
  assert.equal(contentTypeFor('a/b.bin'), 'application/octet-stream');
});
