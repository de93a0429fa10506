import { createRecordingTransport } from '../testing/recording-transport.ts';
import { applyBusiness, postCsInquiry, requestTaxInvoice } from './cs-member.ts';
import { getFaqs, getPolicy, postPartnership } from './cs-site.ts';

describe('company and customer service calls', () => {
  it('asks for FAQ with only the filters that are set and a policy version by id', async () => {
    const { api, requests } = createRecordingTransport(() => ({}));
    await getFaqs(api, {});
    await getFaqs(api, { faqType: 'DELIVERY', query: 'box', page: 2 });
    await getPolicy(api, 'privacy-policy', 7);
    expect(requests.map((r) => [r.path, r.query])).toEqual([
      ['/api/faq', { faqType: undefined, query: undefined, page: 1, size: 10 }],
      ['/api/faq', { faqType: 'DELIVERY', query: 'box', page: 2, size: 10 }],
      ['/api/policy/privacy-policy', { versionId: 7 }],
    ]);
  });

  it('sends uploads as multipart form data with their files under the contract field names', async () => {
    const { api, requests } = createRecordingTransport(() => ({ id: 1 }));
    const png = new File([new Uint8Array([0x89, 0x50])], 'a.png');
    await postCsInquiry(api, { qnaGroup: 'ORDER', subject: 's', question: 'q' }, [png, png]);
    await postPartnership(api, { companyName: 'c', managerName: 'm', phone: '010-1111-2222', email: 'e@x.kr', products: 'p' }, undefined);
    await applyBusiness(api, { companyName: 'c', representativeName: 'r', businessNumber: '1248100998', businessType: 't', businessItem: 'i' }, png);
    const [inquiry, partnership, business] = requests.map((r) => r.body as FormData);
    expect(inquiry).toBeInstanceOf(FormData);
    expect(inquiry?.get('subject')).toBe('s');
    expect(inquiry?.getAll('files').map((f) => (f as File).name)).toEqual(['a.png', 'a.png']);
    expect([partnership?.get('privacyAgreed'), partnership?.get('homepage'), partnership?.getAll('file')]).toEqual(['Y', '', []]);
    expect((business?.get('licence') as File).name).toBe('a.png');
    expect(requests.map((r) => [r.method, r.path])).toEqual([['POST', '/api/qna/inquiry'], ['POST', '/api/store-inquiry'], ['POST', '/api/business/apply']]);
  });

  it('posts a tax invoice request as JSON', async () => {
    const { api, requests } = createRecordingTransport(() => ({}));
    await requestTaxInvoice(api, 'O1', 'tax@x.kr');
    expect(requests[0]?.body).toEqual({ orderCode: 'O1', email: 'tax@x.kr' });
  });
});
