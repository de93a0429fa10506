import assert from 'node:assert/strict';
import { hashPassword, verifyPassword } from './password.ts';

describe('password hashing', () => {
  it('verifies the right password and rejects a wrong one', async () => {
    const stored = await hashPassword('Demo!2345678');
    assert.match(stored, /^scrypt\$16384\$8\$1\$/);
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
