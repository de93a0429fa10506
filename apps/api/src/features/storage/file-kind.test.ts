import assert from 'node:assert/strict';
import { detectFileKind } from './file-kind.ts';
import { SAMPLE_FILES } from './sample-files.ts';

describe('detectFileKind', () => {
  it('recognises every accepted kind by its first bytes', () => {
    assert.equal(detectFileKind(SAMPLE_FILES.jpg), 'jpg');
    assert.equal(detectFileKind(SAMPLE_FILES.png), 'png');
    assert.equal(detectFileKind(SAMPLE_FILES.gif), 'gif');
    assert.equal(detectFileKind(SAMPLE_FILES.bmp), 'bmp');
    assert.equal(detectFileKind(SAMPLE_FILES.webp), 'webp');
    assert.equal(detectFileKind(SAMPLE_FILES.pdf), 'pdf');
  });

  it('refuses other content whatever it would be called', () => {
    const text = new TextEncoder().encode('<script>alert(1)</script>');
    assert.equal(detectFileKind(text), undefined);
    assert.equal(detectFileKind(new Uint8Array()), undefined);
    assert.equal(detectFileKind(new Uint8Array([0xff, 0xd8])), undefined); // too short for a JPEG
    assert.equal(detectFileKind(new TextEncoder().encode('BM')), undefined); // "BM" text is no bitmap
    assert.equal(detectFileKind(new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0, 0, 0, 0])), undefined); // zip
  });
});
