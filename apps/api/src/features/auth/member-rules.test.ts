import assert from 'node:assert/strict';
import { isPassword1, isPassword2 } from '@shop/validators';
import { ageOn, birthdayRefusal, isCalendarDate, isUnderJoinAge, maskLoginId, newTemporaryPassword } from './member-rules.ts';

it('counts full years and refuses under-14s and impossible dates', () => {
  assert.equal(ageOn('20120315', '20260314'), 13);
  assert.equal(ageOn('20120315', '20260315'), 14);
  assert.equal(isUnderJoinAge('20120316', '20260315'), true);
  assert.equal(isUnderJoinAge('20120315', '20260315'), false);
});

it('tells an impossible birthday from an under-14 one', () => {
  for (const day of ['19900231', '19900230', '19910229', '19901301', '19900001', '19900100', '1990-1-1', 'abc']) {
    assert.equal(isCalendarDate(day), false, day);
    assert.equal(birthdayRefusal(day, '20260315'), 'INVALID_BIRTHDAY', day);
  }
  assert.equal(isCalendarDate('20000229'), true);
  assert.equal(birthdayRefusal('20000229', '20260315'), undefined);
  assert.equal(birthdayRefusal('20120316', '20260315'), 'UNDER_14');
  assert.equal(birthdayRefusal('20300101', '20260315'), 'UNDER_14');
  assert.equal(birthdayRefusal('20120315', '20260315'), undefined);
});

it('masks login ids', () => {
  assert.equal(maskLoginId('demo01'), 'de**01');
  assert.equal(maskLoginId('abcd'), 'ab*d');
  assert.equal(maskLoginId('abc'), 'a*c');
  assert.equal(maskLoginId('longerid99'), 'lo******99');
});

it('temporary passwords pass the password rules', () => {
  for (let i = 0; i < 30; i += 1) {
    const password = newTemporaryPassword();
    assert.equal(password.length, 12);
    assert.ok(isPassword1(password) && isPassword2(password), password);
  }
});
