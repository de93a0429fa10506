import assert from 'node:assert/strict';
import { request as httpRequest } from 'node:http';
import { createMember } from '../../testing/order-helpers.ts';
import { describeEachDatabase, json, type TestServer } from '../../testing/test-server.ts';
import { largeJpeg, SAMPLE_FILES } from '../storage/sample-files.ts';
import { MB } from '../storage/upload-rules.ts';
import { postForm } from './cs-test-helpers.ts';

const PARTNER = { companyName: '수건상회', managerName: '박담당', phone: '010-2222-3333', email: 'sales@towel.kr', homepage: '', products: '호텔 수건', privacyAgreed: 'Y' };
const APPLICATION = { companyName: '한사업상사', representativeName: '한사업', businessNumber: '1248100998', businessType: '도소매', businessItem: '생활용품' };

/**
 * Starts a multipart upload that declares 20 MB and sends its first kilobyte only, and resolves with the answer the
 * server gives meanwhile. A server that reads the body before deciding never answers (the test's timeout fails it).
 */
function answerBeforeBody(server: TestServer, path: string, headers: Record<string, string> = {}): Promise<{ status: number; body: { code: string; message: string } }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(server.baseUrl + path, {
      method: 'POST',
      headers: { 'content-type': 'multipart/form-data; boundary=b0undary', 'content-length': String(20 * MB), ...headers },
    });
    req.on('response', (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => {
        req.destroy();
        resolve({ status: res.statusCode ?? 0, body: JSON.parse(text) as { code: string; message: string } });
      });
    });
    req.on('error', reject);
    req.write(`--b0undary\r\nContent-Disposition: form-data; name="files"; filename="a.jpg"\r\n\r\n${'a'.repeat(1024)}`);
  });
}

// Anonymous and unauthorised uploads cannot fill the API's memory or disk: each form reads at most what its
// files can weigh, a member's form refuses a visitor before reading the body, and the 입점문의 form is limited per address.
describeEachDatabase('upload limits', (server) => {
  it('refuses a visitor before reading the body of a member\'s upload', async () => {
    for (const path of ['/api/qna/inquiry', '/api/business/apply', '/api/mypage/photos']) {
      const refused = await answerBeforeBody(server(), path);
      assert.deepEqual([refused.status, refused.body.code], [401, 'UNAUTHORIZED'], path);
      assert.match(refused.body.message, /[가-힣]/);
      const badToken = await answerBeforeBody(server(), path, { authorization: 'Bearer not-a-token' });
      assert.ok(badToken.status === 401, `${path}: ${badToken.status}`);
    }
  }, 20_000);

  it('reads no more than each form\'s files can weigh, answering in Korean and storing nothing', async () => {
    const member = await createMember(server());
    const cases: [string, Record<string, string>, string, Uint8Array, Record<string, string>, number][] = [
      ['/api/store-inquiry', PARTNER, 'file', largeJpeg(12 * MB), {}, 10],
      ['/api/business/apply', APPLICATION, 'licence', largeJpeg(12 * MB), member.headers, 10],
      ['/api/qna/inquiry', { qnaGroup: 'ETC', subject: '큰 파일', question: '내용' }, 'files', largeJpeg(21 * MB), member.headers, 20],
      ['/api/mypage/photos', { area: 'reviews' }, 'photos', largeJpeg(21 * MB), member.headers, 20],
    ];
    for (const [path, fields, field, bytes, headers, megabytes] of cases) {
      const refused = await json<{ code: string; message: string }>(await postForm(server(), path, fields, [[field, 'big.jpg', bytes]], headers), 413);
      assert.deepEqual([refused.code, refused.message], ['PAYLOAD_TOO_LARGE', `첨부 파일의 전체 크기는 ${megabytes}MB 이하여야 합니다.`], path);
    }
    const { db } = server().app.database;
    assert.equal((await db.selectFrom('businessMembers').select('memberId').where('memberId', '=', member.id).execute()).length, 0);
    assert.equal((await db.selectFrom('csInquiries').select('id').where('memberId', '=', member.id).execute()).length, 0);
  });

  it('limits the 입점문의 form per address with a Korean 429, before storing anything', async () => {
    const { db } = server().app.database;
    const rows = async () => (await db.selectFrom('partnershipInquiries').select('id').execute()).length;
    const from = (address: string) => ({ 'x-forwarded-for': address });
    for (let i = 0; i < 30; i += 1) await json(await postForm(server(), '/api/store-inquiry', { ...PARTNER, companyName: `상회 ${i}` }, [], from('203.0.113.77')));
    const before = await rows();
    const refused = await postForm(server(), '/api/store-inquiry', PARTNER, [['file', '소개서.pdf', SAMPLE_FILES.pdf]], from('203.0.113.77'));
    assert.deepEqual(await json(refused, 429), { status: 429, code: 'TOO_MANY_REQUESTS', message: '요청이 너무 많습니다. 잠시 후 다시 시도해 주세요.' });
    assert.ok(Number(refused.headers.get('retry-after')) > 0);
    assert.equal(await rows(), before);
    // Another address has its own count.
    await json(await postForm(server(), '/api/store-inquiry', PARTNER, [], from('203.0.113.78')));
  });
});
