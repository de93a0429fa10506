import { SAMPLE_FILES } from '../storage/sample-files.ts';

type Sample = { params?: Record<string, string | number>; query?: Record<string, string | number>; body?: unknown; member?: boolean };

/** Valid requests of the `cs` contracts (files are sent as multipart by the contract suite). */
export function csSamples(): Record<string, Sample> {
  return {
    'cs.businessInfo': {},
    'cs.siteStatus': {},
    'cs.companyPage': { params: { pageKey: 'location' } },
    'cs.policy': { params: { type: 'terms-of-service' } },
    'cs.faqs': { query: { faqType: 'ORDER', query: 'hello', page: 1, size: 5 } },
    'cs.notices': { query: { page: 1, size: 5 } },
    'cs.partnership': {
      body: { companyName: 'Acme', managerName: 'Kim', phone: '010-1234-5678', email: 'kim@example.com', homepage: 'https://example.com', products: 'towels', privacyAgreed: 'Y' },
    },
    'cs.inquiries': { member: true, query: { page: 1, size: 5 } },
    'cs.postInquiry': { member: true, body: { qnaGroup: 'ORDER', subject: 'Where is my order', question: 'It has not arrived yet.' } },
    'cs.businessStatus': { member: true },
    'cs.businessApply': {
      member: true,
      body: { companyName: 'Acme', representativeName: 'Kim', businessNumber: '1248100998', businessType: 'retail', businessItem: 'towels', licence: [{ name: 'licence.pdf', bytes: SAMPLE_FILES.pdf }] },
    },
    'cs.businessOrders': { member: true },
    'cs.taxInvoice': { member: true, body: { orderCode: 'ONOSUCHORDER', email: 'kim@example.com' } },
    'cs.op.maintenance': { body: { maintenance: false } },
    'cs.op.inquiries': {},
    'cs.op.answerInquiry': { params: { inquiryId: 1 }, body: { answer: 'Thank you.' } },
    'cs.op.answerQna': { params: { qnaId: 1 }, body: { answer: 'Thank you.' } },
    'cs.op.pendingBusiness': {},
    'cs.op.decideBusiness': { params: { memberId: 1 }, body: { decision: 'APPROVED' } },
    'cs.op.companyPage': { params: { pageKey: 'brand' }, body: { title: 'Brand', lead: '', blocks: [] } },
    'cs.op.businessInfo': {
      body: {
        shopName: 'Shop', companyName: 'Shop Inc.', representative: 'Kim', address: 'Seoul', phone: '1588-0000', fax: '', email: 'help@example.com',
        businessNumber: '124-81-00998', mailOrderNumber: '2026-Seoul-0001', privacyOfficer: 'Lee', privacyEmail: 'privacy@example.com',
        hostingProvider: 'Host', csPhone: '1588-0000', csHours: '09:00-18:00',
      },
    },
    'cs.op.createFaq': { body: { faqType: 'ETC', title: 'Question', content: 'Answer', ordering: 3 } },
    'cs.op.updateFaq': { params: { faqId: 1 }, body: { faqType: 'ORDER', title: 'Question', content: 'Answer' } },
    'cs.op.deleteFaq': { params: { faqId: 2_000_000_000 } },
    'cs.op.createNotice': { body: { subject: 'Notice', content: 'Line one\nLine two', link: '/customer/faqs', noticeFlag: 'Y' } },
    'cs.op.updateNotice': { params: { noticeId: 1 }, body: { subject: 'Notice', content: 'Text', link: 'https://example.com/a', noticeFlag: 'N' } },
    'cs.op.deleteNotice': { params: { noticeId: 2_000_000_000 } },
    'cs.op.taxInvoices': {},
    'cs.op.issueTaxInvoice': { params: { orderCode: 'ONOSUCHORDER' }, body: { issueDate: '20260110', approvalNumber: '20260110-41000000-12345678' } },
    'cs.inquiryFile': { member: true, params: { inquiryId: 1, fileId: 1 } },
    'cs.ownLicence': { member: true },
    'cs.op.businessLicence': { params: { memberId: 1 } },
    'cs.op.partnershipFile': { params: { partnershipId: 1 } },
    'cs.op.partnerships': { query: { page: 1, size: 5 } },
    'cs.op.policyVersion': { params: { type: 'marketing-consent' }, body: { effectiveDate: '20270101', document: { title: 't', summary: 's', chapters: [] } } },
  };
}
