import assert from 'node:assert/strict';
import { readSnsProfile } from './sns-profile.ts';

it('reads Kakao, Naver and OIDC user answers', () => {
  assert.deepEqual(readSnsProfile({ id: 42, kakao_account: { email: 'k@x.kr', profile: { nickname: '카카오' } } }), { id: '42', name: '카카오', email: 'k@x.kr' });
  assert.deepEqual(readSnsProfile({ resultcode: '00', response: { id: 'nv1', name: '네이버', email: 'n@x.kr' } }), { id: 'nv1', name: '네이버', email: 'n@x.kr' });
  assert.deepEqual(readSnsProfile({ sub: 'apple.1', email: 'a@x.kr' }), { id: 'apple.1', name: '', email: 'a@x.kr' });
  assert.equal(readSnsProfile({ name: 'no id' }), undefined);
  assert.equal(readSnsProfile('nope'), undefined);
});
