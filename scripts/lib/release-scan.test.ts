import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
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
