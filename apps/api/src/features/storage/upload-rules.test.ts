import assert from 'node:assert/strict';
import { ApiError } from '../../http/errors.ts';
import { SAMPLE_FILES, largeJpeg } from './sample-files.ts';
import { checkUploads, cleanFileName, MB, type UploadPolicy } from './upload-rules.ts';

const policy: UploadPolicy = { maxFiles: 4, maxBytes: 5 * MB, kinds: ['jpg', 'png', 'gif', 'bmp', 'pdf'] };
const file = (name: string, bytes: Uint8Array, type = 'application/octet-stream') => ({ name, type, bytes });

function refusal(run: () => unknown): { status: number; code: string; message: string } {
  try {
    run();
  } catch (error) {
    assert.ok(error instanceof ApiError);
    return error.toBody();
  }
  assert.fail('expected a refusal');
}

describe('checkUploads', () => {
  it('accepts up to the limit and names each kind from the content, whatever the name says', () => {
    const checked = checkUploads(
      [file('a.jpg', SAMPLE_FILES.png), file('b', SAMPLE_FILES.pdf), file('c.gif', SAMPLE_FILES.gif), file('d.bmp', SAMPLE_FILES.bmp)],
      policy,
    );
    assert.deepEqual(checked.map((c) => c.kind), ['png', 'pdf', 'gif', 'bmp']);
  });

  it('refuses a fifth file with the count in Korean', () => {
    const five = Array.from({ length: 5 }, (_, i) => file(`${i}.jpg`, SAMPLE_FILES.jpg));
    assert.deepEqual(refusal(() => checkUploads(five, policy)), { status: 400, code: 'BAD_REQUEST', message: '첨부 파일은 최대 4개까지 올릴 수 있습니다.' });
  });

  it('refuses a file over the size limit, by one byte', () => {
    assert.equal(checkUploads([file('ok.jpg', largeJpeg(5 * MB))], policy).length, 1);
    const body = refusal(() => checkUploads([file('big.jpg', largeJpeg(5 * MB + 1))], policy));
    assert.equal(body.status, 413);
    assert.equal(body.message, '파일 크기는 5MB 이하만 올릴 수 있습니다. (big.jpg)');
  });

  it('refuses content of another kind even when named and typed as a picture', () => {
    const html = new TextEncoder().encode('<html><script>alert(1)</script></html>');
    const body = refusal(() => checkUploads([file('photo.jpg', html, 'image/jpeg')], policy));
    assert.equal(body.status, 415);
    assert.equal(body.message, 'jpg, png, gif, bmp, pdf 파일만 올릴 수 있습니다. (photo.jpg)');
    // A kind the storefront knows but this field does not take.
    assert.equal(refusal(() => checkUploads([file('x.webp', SAMPLE_FILES.webp)], policy)).status, 415);
  });

  it('refuses empty files', () => {
    assert.equal(refusal(() => checkUploads([file('zero.pdf', new Uint8Array())], policy)).message, '빈 파일은 올릴 수 없습니다. (zero.pdf)');
  });
});

describe('cleanFileName', () => {
  it('keeps the last path segment without control characters', () => {
    assert.equal(cleanFileName('C:\\Users\\me\\사진.png'), '사진.png');
    assert.equal(cleanFileName('../../etc/passwd'), 'passwd');
    assert.equal(cleanFileName('a\u0000b"c.pdf'), 'abc.pdf');
    assert.equal(cleanFileName(''), 'file');
  });
});
