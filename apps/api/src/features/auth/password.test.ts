import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { hashPassword, verifyPassword } from './password.ts';

describe('password hashing', () => {
  it('hashes at the full cost (N=16384) outside Jest, and such a hash verifies', async () => {
    const { JEST_WORKER_ID: _worker, ...env } = process.env;
    const script = `import('${new URL('./password.ts', import.meta.url).href}').then((m) => m.hashPassword('Demo!2345678')).then((h) => process.stdout.write(h))`;
    const stored = execFileSync(process.execPath, ['--input-type=module', '-e', script], { env: { ...env, NODE_OPTIONS: '' }, encoding: 'utf8' });
    assert.match(stored, /^scrypt\$16384\$8\$1\$/);
    assert.equal(await verifyPassword('Demo!2345678', stored), true);
    assert.equal(await verifyPassword('Demo!2345679', stored), false);
  });

  it('verifies the right password and rejects a wrong one', async () => {
    const stored = await hashPassword('Demo!2345678');
    assert.match(stored, /^scrypt\$1024\$8\$1\$/, 'the cheaper cost inside Jest');
    assert.equal(await verifyPassword('Demo!2345678', stored), true);
    assert.equal(await verifyPassword('Demo!2345679', stored), false);
  });

  it('salts every hash differently', async () => {
    assert.notEqual(await hashPassword('same'), await hashPassword('same'));
  });

  it('treats malformed hashes as a mismatch', async () => {
    assert.equal(await verifyPassword('x', 'plain-text'), false);
    assert.equal(await verifyPassword('x', 'scrypt$a$b$c$d$e'), false);
  });
});
