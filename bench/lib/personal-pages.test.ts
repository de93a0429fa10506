import assert from 'node:assert/strict';
import { cookieHeader, cookiesFromSetCookie } from './personal-pages.ts';

test('reads the cookies a login sets, leaving out removals, and writes them back as one header', () => {
  const set = ['shop_token=abc%2B; Path=/; HttpOnly; SameSite=Lax', 'shop_status=; Max-Age=0; Path=/', 'shop_user=enc.value==; Path=/; HttpOnly'];
  const cookies = cookiesFromSetCookie(set);
  assert.deepEqual(cookies, [{ name: 'shop_token', value: 'abc%2B' }, { name: 'shop_user', value: 'enc.value==' }]);
  assert.equal(cookieHeader([{ name: 'SALESONID', value: 'v-1' }, ...cookies]), 'SALESONID=v-1; shop_token=abc%2B; shop_user=enc.value==');
});
