import type { BusinessInfo, CompanyPageAnswer, CsInquiryPage, FaqPage, PolicyDocument, PolicyVersions } from '@shop/api-client';
import { File as NodeFile } from 'node:buffer';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ApiError } from '@shop/api-client';
import { fakeApi } from '@shop/testing';
import { renderRoute } from '../../testing/render-route.tsx';


const pagination = (total: number, page = 1, size = 10) => ({
  currentPage: page, size, totalElements: total, totalPages: Math.ceil(total / size), first: page === 1, last: page * size >= total,
});

export const BUSINESS_INFO: BusinessInfo = {
  shopName: '세일즈온 스토어', companyName: '세일즈온 스토어 주식회사', representative: '김대표', address: '서울특별시 강남구 테헤란로 123', phone: '1588-0000',
  fax: '02-555-0001', email: 'help@saleson-store.kr', businessNumber: '214-86-12341', businessCheckUrl: 'https://www.ftc.go.kr/bizCommPop.do?wrkr_no=2148612341',
  mailOrderNumber: '제2026-서울강남-01234호', privacyOfficer: '이보호', privacyEmail: 'privacy@saleson-store.kr', hostingProvider: '세일즈온 스토어',
  csPhone: '1588-0000', csHours: '평일 09:00 - 18:00',
};

export const LOCATION_PAGE: CompanyPageAnswer = {
  page: {
    pageKey: 'location', title: '오시는 길', lead: '본사는 테헤란로에 있습니다.', updatedDate: '20260105120000',
    blocks: [{ heading: '교통편', paragraphs: [], items: [{ title: '지하철', text: '2호선 역삼역 3번 출구' }] }],
  },
  location: { address: '서울특별시 강남구 테헤란로 123', mapUrl: 'https://map.naver.com/p/search/x', phone: '1588-0000' },
};

const doc = (summary: string, articles: number): PolicyDocument => ({
  title: '이용약관', summary,
  chapters: [{ articles: Array.from({ length: articles }, (_, i) => ({ id: `article-${i + 1}`, title: `제${i + 1}조 (조항 ${i + 1})`, clauses: [{ text: `본문 ${i + 1}` }] })) }],
  addenda: { title: '부칙', clauses: ['시행'] },
});

/**
 * Versions of the terms: 11 is in force (3 articles), 10 is the previous one (2 articles); with `announced`, 12 is
 * announced for 2099-12-31 (4 articles).
 */
export function policyAnswer(versionId?: number, announced = false): PolicyVersions {
  const versions = [
    ...(announced ? [{ id: 12, title: '이용약관', effectiveDate: '20991231', current: false, upcoming: true }] : []),
    { id: 11, title: '이용약관', effectiveDate: '20260101', current: true, upcoming: false },
    { id: 10, title: '이용약관', effectiveDate: '20250301', current: false, upcoming: false },
  ];
  if (versionId === 12) return { type: 'terms-of-service', versions, selected: { id: 12, effectiveDate: '20991231', document: doc('시행일자: 2099년 12월 31일', 4) } };
  return versionId === 10
    ? { type: 'terms-of-service', versions, selected: { id: 10, effectiveDate: '20250301', document: doc('시행일자: 2025년 3월 1일', 2) } }
    : { type: 'terms-of-service', versions, selected: { id: 11, effectiveDate: '20260101', document: doc('시행일자: 2026년 1월 1일', 3) } };
}

export const FAQ_PAGE: FaqPage = {
  types: [{ id: 'ORDER', label: '주문/결제' }, { id: 'DELIVERY', label: '배송' }],
  content: [{ id: 1, type: 'DELIVERY', label: '배송', title: '배송은 얼마나 걸리나요?', content: '2~3일 걸립니다.' }],
  pagination: pagination(1),
};

export const INQUIRY_PAGE: CsInquiryPage = {
  qnaGroups: [{ id: 'ORDER', label: '주문/결제' }, { id: 'ETC', label: '기타' }],
  content: [{
    id: 5, qnaGroup: 'ETC', label: '기타', subject: '포장 문의', question: '선물 포장 되나요?', status: 'ANSWERED', statusLabel: '답변완료',
    answer: '네, 가능합니다.', answerDate: '20260110100000', createdDate: '20260109100000',
    files: [{ id: 9, name: '사진.png', size: 10, contentType: 'image/png', url: '/api/files/inquiries/5/9' }],
  }],
  pagination: pagination(1),
};

describe('company-cs pages', () => {
  it('shows a stored company page; the location has its address, map link and phone', async () => {
    const api = fakeApi({ 'GET /api/company/pages/location': () => LOCATION_PAGE });
    await renderRoute('/company/location', api);
    expect(screen.getByRole('heading', { level: 1, name: '오시는 길' })).toBeTruthy();
    expect(screen.getByText('서울특별시 강남구 테헤란로 123')).toBeTruthy();
    expect(screen.getByRole('link', { name: /지도에서 보기/ }).getAttribute('href')).toBe('https://map.naver.com/p/search/x');
    expect(screen.getByRole('link', { name: '1588-0000' }).getAttribute('href')).toBe('tel:1588-0000');
    const menu = screen.getByRole('navigation', { name: '회사 메뉴' });
    expect(within(menu).getAllByRole('link')).toHaveLength(8);
    expect(within(menu).getByRole('link', { name: '오시는 길' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByText('최종 수정일 2026-01-05')).toBeTruthy();
  });

  it('answers 404 when the API has no such page', async () => {
    const api = fakeApi({
      'GET /api/company/pages/brand': () => {
        throw new ApiError({ status: 404, code: 'CONTENT_NOT_FOUND', method: 'GET', path: '/api/company/pages/brand' });
      },
    });
    await renderRoute('/company/brand', api);
    expect(screen.getByTestId('route-error').textContent).toContain('404');
  });

  it('switches the terms to a past version through the version selector', async () => {
    const api = fakeApi({ 'GET /api/policy/terms-of-service': (request) => policyAnswer(Number(request.query?.versionId) || undefined) });
    await renderRoute('/terms/terms-of-service', api);
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(3);
    const select = screen.getByLabelText('시행일 선택') as HTMLSelectElement;
    expect(Array.from(select.options).map((o) => o.textContent)).toEqual(['2026-01-01 시행 (현행)', '2025-03-01 시행']);
    fireEvent.change(select, { target: { value: '10' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '보기' })));
    await waitFor(() => expect(screen.getByText('2025-03-01부터 시행된 이전 약관입니다.')).toBeTruthy());
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(2);
    expect(window.location.search).toBe('?version=10');
  });

  it('marks a version announced for a later day as 시행 예정, not as an earlier version', async () => {
    const api = fakeApi({ 'GET /api/policy/terms-of-service': (request) => policyAnswer(Number(request.query?.versionId) || undefined, true) });
    await renderRoute('/terms/terms-of-service', api);
    const select = screen.getByLabelText('시행일 선택') as HTMLSelectElement;
    expect(Array.from(select.options).map((o) => o.textContent)).toEqual(['2099-12-31 시행 예정', '2026-01-01 시행 (현행)', '2025-03-01 시행']);
    expect(select.value).toBe('11');
    expect(screen.queryByRole('status')).toBeNull();
    fireEvent.change(select, { target: { value: '12' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '보기' })));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('2099-12-31부터 시행될 약관입니다.'));
    expect(screen.queryByText(/이전 약관/)).toBeNull();
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(4);
  });

  it('shows FAQ as an accordion of [type] title and searches by type and words', async () => {
    const api = fakeApi({ 'GET /api/faq': () => FAQ_PAGE });
    await renderRoute('/customer/faqs', api);
    expect(screen.getByText('[배송] 배송은 얼마나 걸리나요?').closest('details')).toBeTruthy();
    // Only the filters that are set are sent; 10 a page.
    expect(api.calls[0]).toMatchObject({ method: 'GET', path: '/api/faq' });
    expect(api.calls[0]?.query).toEqual({ faqType: undefined, query: undefined, page: 1, size: 10 });
    fireEvent.change(screen.getByLabelText('FAQ 유형'), { target: { value: 'DELIVERY' } });
    fireEvent.change(screen.getByLabelText('FAQ 검색어'), { target: { value: '배송' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '조회' })));
    await waitFor(() => expect(api.calls.at(-1)?.query).toMatchObject({ faqType: 'DELIVERY', query: '배송' }));
  });

  it('lists the member inquiries with status, attachment and answer, and posts a new one with files', async () => {
    const api = fakeApi({ 'GET /api/qna/inquiry': () => INQUIRY_PAGE, 'POST /api/qna/inquiry': () => ({ status: 200, message: 'OK', id: 6 }) });
    await renderRoute('/customer/inquiries', api);
    const item = screen.getByTestId('inquiry');
    expect(within(item).getByText('답변완료')).toBeTruthy();
    expect(within(item).getByRole('link', { name: '사진.png' }).getAttribute('href')).toBe('/api/files/inquiries/5/9');
    expect(within(item).getByText('네, 가능합니다.')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: '1:1문의 작성하기' }));
    // An empty form: every field is marked with its own message and the first one is focused (nothing is sent).
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '저장' })));
    const messageOf = (label: string) => {
      const control = screen.getByLabelText(label);
      expect(control.getAttribute('aria-invalid')).toBe('true');
      return document.getElementById(control.getAttribute('aria-describedby') ?? '')?.textContent;
    };
    expect([messageOf('문의 유형'), messageOf('제목'), messageOf('내용')]).toEqual(['문의 유형을 선택하세요.', '필수 입력 항목입니다.', '필수 입력 항목입니다.']);
    expect(document.activeElement).toBe(screen.getByLabelText('문의 유형'));
    expect(api.calls.some((c) => c.method === 'POST')).toBe(false);
    fireEvent.change(screen.getByLabelText('문의 유형'), { target: { value: 'ORDER' } });
    fireEvent.change(screen.getByLabelText('제목'), { target: { value: '배송 문의' } });
    fireEvent.change(screen.getByLabelText('내용'), { target: { value: '언제 오나요?' } });
    // Node's File: the test environment's FormData is Node's.
    const big = new NodeFile([new Uint8Array(5 * 1024 * 1024 + 1)], 'big.jpg', { type: 'image/jpeg' });
    fireEvent.change(screen.getByLabelText('사진/파일 첨부'), { target: { files: [big] } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '저장' })));
    expect(screen.getByRole('alert').textContent).toBe('파일 크기는 5MB 이하만 올릴 수 있습니다. (big.jpg)');
    fireEvent.click(screen.getByRole('button', { name: 'big.jpg 첨부 취소' }));
    fireEvent.change(screen.getByLabelText('사진/파일 첨부'), { target: { files: [new NodeFile([new Uint8Array([1])], 'a.pdf', { type: 'application/pdf' })] } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '저장' })));
    await waitFor(() => expect(screen.getByText('문의가 등록되었습니다.')).toBeTruthy());
    const posted = api.calls.find((c) => c.method === 'POST')?.body as FormData;
    expect([posted.get('qnaGroup'), posted.get('subject'), (posted.get('files') as File).name]).toEqual(['ORDER', '배송 문의', 'a.pdf']);
  });

  it('shows the legal business information with the 사업자정보확인 link on /open-info', async () => {
    const api = fakeApi({ 'GET /api/site/business-info': () => BUSINESS_INFO });
    await renderRoute('/open-info', api);
    const table = screen.getByRole('table', { name: '사업자 정보' });
    expect(within(table).getByRole('rowheader', { name: '통신판매업 신고번호' })).toBeTruthy();
    expect(within(table).getByRole('link', { name: /사업자정보확인/ }).getAttribute('href')).toBe(BUSINESS_INFO.businessCheckUrl);
  });
});
