import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { findDevelopmentCode } from './release-scan.ts';

test('finds refresh and HMR code in built scripts, and nothing in clean ones', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'release-scan-'));
  try {
    mkdirSync(path.join(dir, 'client'));
    writeFileSync(path.join(dir, 'client/main.1234abcd.js'), 'console.log("release")');
    writeFileSync(path.join(dir, 'client/page.js'), 'var $RefreshReg$ = () => {}; $RefreshReg$(_c, "Page");');
    writeFileSync(path.join(dir, 'client/notes.txt'), 'react-refresh');
    assert.deepEqual(findDevelopmentCode([dir]), [{ file: path.join(dir, 'client/page.js'), markers: ['$RefreshReg$'] }]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('finds secret values and secret shapes in built files, and nothing in clean ones', async () => {
  const { findSecrets } = await import('./release-scan.ts');
  const dir = mkdtempSync(path.join(tmpdir(), 'secret-scan-'));
  try {
    mkdirSync(path.join(dir, 'client'));
    writeFileSync(path.join(dir, 'client/main.js'), 'const clientKey = "test_ck_D5GePWvyJnrK0W0k6q8gLzN97Eoq"; fetch("/api")');
    writeFileSync(path.join(dir, 'client/leak.js'), 'const k = "test_sk_zXLkKEypNArWmo50nX3lmeaxYG5R";');
    writeFileSync(path.join(dir, 'client/session.js.map'), '{"sourcesContent":["const s = \\"3f9a8c7d6e5b4a39\\""]}');
    writeFileSync(path.join(dir, 'client/db.json'), '{"url":"postgres://shop:hunter22@db.internal/shop"}');
    writeFileSync(path.join(dir, 'client/short.js'), 'var a = "abc";');
    const hits = findSecrets([dir], ['3f9a8c7d6e5b4a39', 'abc']).map((h) => path.basename(h.file)).sort();
    assert.deepEqual(hits, ['db.json', 'leak.js', 'session.js.map']);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
