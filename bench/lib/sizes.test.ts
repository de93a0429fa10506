import assert from 'node:assert/strict';
import { addSizes, compressedSizes, ZERO_SIZES } from './sizes.ts';

test('repetitive text compresses well and brotli beats gzip', () => {
  const body = Buffer.from('function hello(){return "안녕하세요";}\n'.repeat(500));
  const s = compressedSizes(body);
  assert.equal(s.raw, body.byteLength);
  assert.ok(s.gzip < s.raw / 10, `gzip ${s.gzip}`);
  assert.ok(s.brotli < s.gzip, `brotli ${s.brotli} gzip ${s.gzip}`);
});

test('an empty body is zero in every encoding', () => {
  assert.deepEqual(compressedSizes(new Uint8Array()), ZERO_SIZES);
});

test('addSizes sums each field', () => {
  assert.deepEqual(addSizes({ raw: 1, gzip: 2, brotli: 3 }, { raw: 10, gzip: 20, brotli: 30 }), { raw: 11, gzip: 22, brotli: 33 });
});
