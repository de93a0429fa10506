import assert from 'node:assert/strict';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { CsInquiryPage } from '@shop/contracts';
import { loginAs } from '../../testing/auth-helpers.ts';
import { describeEachDatabase, json } from '../../testing/test-server.ts';
import { reencodeImage } from '../storage/reencode-image.ts';
import { largeJpeg, PICTURES, SAMPLE_FILES } from '../storage/sample-files.ts';
import { bearer, operatorHeaders, postForm, TEST_OPERATOR_TOKEN } from './cs-test-helpers.ts';


describeEachDatabase('1:1 inquiries', (server) => {
  const storedIn = async (area: string) => (await readdir(join(server().storageRoot, area)).catch(() => [])).length;
  let demo01 = {};
  let demo02 = {};
  beforeAll(async () => {
    demo01 = bearer((await loginAs(server(), 'demo01')).token);
    demo02 = bearer((await loginAs(server(), 'demo02')).token);
  });
  const count = async () => Number((await server().app.database.db.selectFrom('csInquiries').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);

  it('a member writes an inquiry with attachments, sees it waiting, downloads only their own files', async () => {
    const response = await postForm(server(), '/api/qna/inquiry', { qnaGroup: 'DELIVERY', subject: '배송이 늦어요', question: '언제 오나요?' },
      [['files', '송장.png', PICTURES.png], ['files', '영수증.pdf', SAMPLE_FILES.pdf]], demo01);
    const { id } = await json<{ id: number }>(response);
    const page = await json<CsInquiryPage>(await server().request('/api/qna/inquiry', { headers: demo01 }));
    const mine = page.content.find((i) => i.id === id);
    assert.ok(mine);
    assert.deepEqual([mine.status, mine.statusLabel, mine.label, mine.answer], ['WAITING', '답변대기', '배송', null]);
    assert.deepEqual(mine.files.map((f) => [f.name, f.contentType]), [['송장.png', 'image/png'], ['영수증.pdf', 'application/pdf']]);
    const file = await server().request(mine.files[0]!.url, { headers: demo01 });
    assert.equal(file.status, 200);
    // The picture as re-encoded (only its pixels kept), the PDF as sent.
    assert.deepEqual(new Uint8Array(await file.arrayBuffer()), (await reencodeImage({ name: '송장.png', kind: 'png', bytes: PICTURES.png }))!.bytes);
    assert.equal((await server().request(mine.files[0]!.url, { headers: demo02 })).status, 404);
    assert.equal((await server().request(mine.files[0]!.url)).status, 401);
    const others = await json<CsInquiryPage>(await server().request('/api/qna/inquiry', { headers: demo02 }));
    assert.ok(!others.content.some((i) => i.id === id));
  });

  it('the operator sees waiting inquiries and answers one: the member sees 답변완료 with the answer', async () => {
    const { id } = await json<{ id: number }>(await postForm(server(), '/api/qna/inquiry', { qnaGroup: 'ETC', subject: '문의', question: '내용' }, [], demo02));
    const waiting = await json<{ list: { id: number }[] }>(await server().request('/api/operator/inquiries', { headers: operatorHeaders }));
    assert.ok(waiting.list.some((i) => i.id === id));
    assert.equal((await server().request('/api/operator/inquiries', { headers: { 'x-operator-token': 'wrong' } })).status, 401);
    await json(await server().request(`/api/operator/inquiries/${id}/answer`, { method: 'POST', headers: operatorHeaders, body: { answer: '확인 후 연락드리겠습니다.' } }));
    const page = await json<CsInquiryPage>(await server().request('/api/qna/inquiry', { headers: demo02 }));
    const answered = page.content.find((i) => i.id === id);
    assert.deepEqual([answered?.status, answered?.statusLabel, answered?.answer], ['ANSWERED', '답변완료', '확인 후 연락드리겠습니다.']);
    assert.match(answered?.answerDate ?? '', /^\d{14}$/);
    const after = await json<{ list: { id: number }[] }>(await server().request('/api/operator/inquiries', { headers: operatorHeaders }));
    assert.ok(!after.list.some((i) => i.id === id));
  });

  it('refuses a fifth file, a file over 5 MB and content that is no picture or PDF, storing nothing', async () => {
    const [rowsBefore, filesBefore] = [await count(), await storedIn('inquiries')];
    const fields = { qnaGroup: 'ORDER', subject: '제목', question: '내용' };
    const five = Array.from({ length: 5 }, (_, i): [string, string, Uint8Array] => ['files', `${i}.jpg`, SAMPLE_FILES.jpg]);
    const cases: [Response, number, string][] = [
      [await postForm(server(), '/api/qna/inquiry', fields, five, demo01), 400, '첨부 파일은 최대 4개까지 올릴 수 있습니다.'],
      [await postForm(server(), '/api/qna/inquiry', fields, [['files', 'a.jpg', SAMPLE_FILES.jpg], ['files', 'big.jpg', largeJpeg(5 * 1024 * 1024 + 1)]], demo01), 413, '파일 크기는 5MB 이하만 올릴 수 있습니다. (big.jpg)'],
      [await postForm(server(), '/api/qna/inquiry', fields, [['files', 'photo.jpg', new TextEncoder().encode('MZ this is an exe')]], demo01), 415, 'jpg, png, gif, bmp, pdf 파일만 올릴 수 있습니다. (photo.jpg)'],
      [await postForm(server(), '/api/qna/inquiry', fields, [['files', 'x.webp', SAMPLE_FILES.webp]], demo01), 415, 'jpg, png, gif, bmp, pdf 파일만 올릴 수 있습니다. (x.webp)'],
      // It starts like a PNG but is no picture: the re-encoding refuses it.
      [await postForm(server(), '/api/qna/inquiry', fields, [['files', 'a.jpg', PICTURES.jpg], ['files', 'fake.png', SAMPLE_FILES.png]], demo01), 415, 'jpg, png, gif, bmp, pdf 파일만 올릴 수 있습니다. (fake.png)'],
    ];
    for (const [response, status, message] of cases) {
      assert.deepEqual(await json(response, status), { status, code: status === 400 ? 'BAD_REQUEST' : status === 413 ? 'PAYLOAD_TOO_LARGE' : 'UNSUPPORTED_MEDIA_TYPE', message });
    }
    assert.equal(await count(), rowsBefore);
    assert.equal(await storedIn('inquiries'), filesBefore);
  });

  it('keeps only a picture\'s pixels: bytes appended after a PNG (an HTML page) are not stored', async () => {
    const html = new TextEncoder().encode('<html><script>alert(1)</script></html>');
    const sent = new Uint8Array([...PICTURES.png, ...html]);
    const { id } = await json<{ id: number }>(await postForm(server(), '/api/qna/inquiry', { qnaGroup: 'ETC', subject: '사진', question: '첨부' }, [['files', 'a.png', sent]], demo01));
    const mine = (await json<CsInquiryPage>(await server().request('/api/qna/inquiry', { headers: demo01 }))).content.find((i) => i.id === id);
    const stored = new Uint8Array(await (await server().request(mine!.files[0]!.url, { headers: demo01 })).arrayBuffer());
    assert.ok(!Buffer.from(stored).includes('<script>'), 'the appended page was stored');
    assert.deepEqual([...stored.subarray(0, 8)], [...PICTURES.png.subarray(0, 8)]);
  });

  it('keeps a BMP as its header declares it: bytes appended after it are not stored', async () => {
    const sent = new Uint8Array([...SAMPLE_FILES.bmp, ...new TextEncoder().encode('<html><script>alert(1)</script></html>')]);
    const { id } = await json<{ id: number }>(await postForm(server(), '/api/qna/inquiry', { qnaGroup: 'ETC', subject: '비트맵', question: '첨부' }, [['files', 'a.bmp', sent]], demo01));
    const mine = (await json<CsInquiryPage>(await server().request('/api/qna/inquiry', { headers: demo01 }))).content.find((i) => i.id === id);
    const stored = new Uint8Array(await (await server().request(mine!.files[0]!.url, { headers: demo01 })).arrayBuffer());
    assert.deepEqual(stored, SAMPLE_FILES.bmp);
  });

  it('answers ids past the databases\' range of the file download with 400, never a database error', async () => {
    const { id } = await json<{ id: number }>(await postForm(server(), '/api/qna/inquiry', { qnaGroup: 'ETC', subject: '파일', question: '첨부' }, [['files', 'a.png', PICTURES.png]], demo01));
    const mine = (await json<CsInquiryPage>(await server().request('/api/qna/inquiry', { headers: demo01 }))).content.find((i) => i.id === id);
    const fileId = mine?.files[0]?.id ?? 0;
    for (const headers of [demo01, operatorHeaders]) {
      for (const [inquiryId, file] of [[2147483648, fileId], [9007199254740991, fileId], [id, 2147483648], [id, 9007199254740991]]) {
        const response = await server().request(`/api/files/inquiries/${inquiryId}/${file}`, { headers });
        const body = await json<{ code: string; message: string }>(response, 400);
        assert.equal(body.code, 'BAD_REQUEST');
        assert.match(body.message, /2147483647 이하/);
      }
      assert.equal((await server().request(`/api/files/inquiries/2147483647/${fileId}`, { headers })).status, 404);
      assert.equal((await server().request(`/api/files/inquiries/${id}/${fileId}`, { headers })).status, 200);
    }
  });

  it('asks visitors to log in and refuses empty fields with the form message', async () => {
    assert.equal((await postForm(server(), '/api/qna/inquiry', { qnaGroup: 'ORDER', subject: 's', question: 'q' })).status, 401);
    assert.equal((await server().request('/api/qna/inquiry')).status, 401);
    const empty = await json<{ message: string }>(await postForm(server(), '/api/qna/inquiry', { qnaGroup: 'ORDER', subject: '', question: 'q' }, [], demo01), 400);
    assert.equal(empty.message, '필수 입력 항목입니다.');
  });
}, { overrides: { operatorToken: TEST_OPERATOR_TOKEN } });
