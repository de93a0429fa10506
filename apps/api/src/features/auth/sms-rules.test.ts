import assert from 'node:assert/strict';
import { judgeCode, newSmsCode, SMS_MAX_ATTEMPTS, smsCodeHash } from './sms-rules.ts';

const row = (attempts = 0, expiresAt = '20260101000300') => ({ codeHash: smsCodeHash('tok', '012345'), attempts, expiresAt });

it('codes are six digits', () => {
  for (let i = 0; i < 50; i += 1) assert.match(newSmsCode(), /^\d{6}$/);
});

it('accepts the right code before expiry, refuses a wrong, late or exhausted one', () => {
  assert.equal(judgeCode(row(), 'tok', '012345', '20260101000100'), 'OK');
  assert.equal(judgeCode(row(), 'tok', '012346', '20260101000100'), 'MISMATCH');
  assert.equal(judgeCode(row(), 'other', '012345', '20260101000100'), 'MISMATCH');
  assert.equal(judgeCode(row(), 'tok', '012345', '20260101000300'), 'EXPIRED');
  assert.equal(judgeCode(row(SMS_MAX_ATTEMPTS), 'tok', '012345', '20260101000100'), 'TOO_MANY_ATTEMPTS');
});
