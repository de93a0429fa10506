import assert from 'node:assert/strict';
import type { PartnershipInquiryPage, PartnershipReceipt, PendingBusiness } from '@shop/contracts';
import { createMember } from '../../testing/order-helpers.ts';
import { describeEachDatabase, json } from '../../testing/test-server.ts';
import { reencodeImage } from '../storage/reencode-image.ts';
import { PICTURES, SAMPLE_FILES } from '../storage/sample-files.ts';
import { operatorHeaders, postForm, TEST_OPERATOR_TOKEN } from './cs-test-helpers.ts';

const PARTNER = { companyName: '수건상회', managerName: '박담당', phone: '010-2222-3333', email: 'sales@towel.kr', homepage: 'https://towel.kr', products: '호텔 수건', privacyAgreed: 'Y' };
const APPLICATION = { companyName: '한사업상사', representativeName: '한사업', businessNumber: '1248100998', businessType: '도소매', businessItem: '생활용품' };

const bytesOf = async (response: Response) => new Uint8Array(await response.arrayBuffer());

// The operator reads what visitors and members upload: 입점문의 with their files, business licences.
describeEachDatabase('operator downloads of partnership files and business licences', (server) => {
  it('lists 입점문의 with every detail, newest first, and downloads a file only with the operator token', async () => {
    const withFile = await json<PartnershipReceipt>(await postForm(server(), '/api/store-inquiry', PARTNER, [['file', '회사소개서.pdf', SAMPLE_FILES.pdf]]));
    const withoutFile = await json<PartnershipReceipt>(await postForm(server(), '/api/store-inquiry', { ...PARTNER, companyName: '매트공방', homepage: '' }));
    const page = await json<PartnershipInquiryPage>(await server().request('/api/operator/partnerships?size=100', { headers: operatorHeaders }));
    const [latest, earlier] = [page.content.find((p) => p.receiptCode === withoutFile.receiptCode), page.content.find((p) => p.receiptCode === withFile.receiptCode)];
    assert.ok(latest && earlier);
    assert.ok(page.content.indexOf(latest) < page.content.indexOf(earlier), 'newest first');
    assert.deepEqual(
      [earlier.companyName, earlier.managerName, earlier.phone, earlier.email, earlier.homepage, earlier.products, earlier.fileName, earlier.createdDate],
      [PARTNER.companyName, PARTNER.managerName, PARTNER.phone, PARTNER.email, PARTNER.homepage, PARTNER.products, '회사소개서.pdf', withFile.createdDate],
    );
    assert.match(earlier.privacyAgreedDate, /^\d{14}$/);
    assert.deepEqual([latest.fileName, latest.fileUrl], [null, null]);
    assert.equal(earlier.fileUrl, `/api/operator/partnerships/${earlier.id}/file`);

    const file = await server().request(earlier.fileUrl ?? '', { headers: operatorHeaders });
    assert.equal(file.status, 200);
    assert.equal(file.headers.get('content-type'), 'application/pdf');
    assert.equal(file.headers.get('cache-control'), 'private, no-store');
    assert.match(file.headers.get('content-disposition') ?? '', /filename\*=UTF-8''%ED%9A%8C%EC%82%AC/);
    assert.deepEqual(await bytesOf(file), SAMPLE_FILES.pdf);

    // Nobody else: no token, a wrong one, a member's bearer token.
    const member = await createMember(server());
    assert.equal((await server().request(earlier.fileUrl ?? '')).status, 401);
    assert.equal((await server().request(earlier.fileUrl ?? '', { headers: { 'x-operator-token': 'not-the-operator-token' } })).status, 401);
    assert.equal((await server().request(earlier.fileUrl ?? '', { headers: member.headers })).status, 401);
    assert.equal((await server().request('/api/operator/partnerships', { headers: member.headers })).status, 401);
    // An inquiry without a file, an unknown one, and one past the databases' ids.
    assert.equal((await json<{ code: string }>(await server().request(`/api/operator/partnerships/${latest.id}/file`, { headers: operatorHeaders }), 404)).code, 'FILE_NOT_FOUND');
    assert.equal((await server().request('/api/operator/partnerships/2147483647/file', { headers: operatorHeaders })).status, 404);
    assert.equal((await server().request('/api/operator/partnerships/2147483648/file', { headers: operatorHeaders })).status, 400);
  });

  it('lists pending applications with their licence path; the operator and the member download the licence, no other member can', async () => {
    const applicant = await createMember(server());
    const other = await createMember(server());
    await json(await postForm(server(), '/api/business/apply', APPLICATION, [['licence', '사업자등록증.png', PICTURES.png]], applicant.headers));
    const stored = (await reencodeImage({ name: '사업자등록증.png', kind: 'png', bytes: PICTURES.png }))!.bytes;
    const pending = await json<{ list: PendingBusiness[] }>(await server().request('/api/operator/business', { headers: operatorHeaders }));
    const application = pending.list.find((p) => p.memberId === applicant.id);
    assert.equal(application?.licenceUrl, `/api/operator/business/${applicant.id}/licence`);

    const licence = await server().request(application.licenceUrl, { headers: operatorHeaders });
    assert.equal(licence.status, 200);
    assert.equal(licence.headers.get('content-type'), 'image/png');
    assert.deepEqual(await bytesOf(licence), stored);
    const own = await server().request('/api/business/licence', { headers: applicant.headers });
    assert.equal(own.status, 200);
    assert.deepEqual(await bytesOf(own), stored);

    // Another member reaches neither the operator's download (with or without the applicant's id) nor a licence of their own.
    assert.equal((await server().request(application.licenceUrl, { headers: other.headers })).status, 401);
    assert.equal((await server().request(application.licenceUrl)).status, 401);
    assert.equal((await json<{ code: string }>(await server().request('/api/business/licence', { headers: other.headers }), 404)).code, 'FILE_NOT_FOUND');
    assert.equal((await server().request('/api/business/licence')).status, 401);
    assert.equal((await server().request(`/api/operator/business/${other.id}/licence`, { headers: operatorHeaders })).status, 404);
    assert.equal((await server().request('/api/operator/business/9007199254740991/licence', { headers: operatorHeaders })).status, 400);
  });
}, { overrides: { operatorToken: TEST_OPERATOR_TOKEN } });
