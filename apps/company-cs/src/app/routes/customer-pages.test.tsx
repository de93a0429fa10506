import { File as NodeFile } from 'node:buffer';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ApiError, type Notice, type NoticePage } from '@shop/api-client';
import { fakeApi } from '@shop/testing';
import { renderRoute } from '../../testing/render-route.tsx';

const notice = (noticeId: number, subject: string, noticeFlag: 'Y' | 'N' = 'N'): Notice => ({
  noticeId, noticeFlag, subject, content: `${subject} 내용`, createdDate: '20260105120000', link: '',
});

/** 2 pinned notices on every page, and 13 others, 10 per page, newest first. */
function noticePage(page: number): NoticePage {
  const others = Array.from({ length: 13 }, (_, i) => notice(100 - i, `소식 ${13 - i}호`));
  const content = others.slice((page - 1) * 10, page * 10);
  return {
    pinned: [notice(1, '설 연휴 배송 일정 안내', 'Y'), notice(2, '개인정보처리방침 개정 안내', 'Y')],
    content,
    pagination: { currentPage: page, size: 10, totalElements: 13, totalPages: 2, first: page === 1, last: page === 2 },
  };
}

const subjects = () => Array.from(document.querySelectorAll('.cs-accordion__subject')).map((s) => s.textContent);

describe('/customer/notices', () => {
  it('lists the pinned notices first on every page, then a page of the others, and pages through them', async () => {
    const api = fakeApi({ 'GET /api/notice': (request) => noticePage(Number(request.query?.page) || 1) });
    await renderRoute('/customer/notices', api);
    expect(subjects()).toEqual(['설 연휴 배송 일정 안내', '개인정보처리방침 개정 안내', ...Array.from({ length: 10 }, (_, i) => `소식 ${13 - i}호`)]);
    const pinned = screen.getByText('설 연휴 배송 일정 안내').closest('details');
    expect(pinned?.className).toContain('is-pinned');
    expect(within(pinned as HTMLElement).getByText('공지')).toBeTruthy();
    expect(screen.getByText('총 15건')).toBeTruthy();

    const pages = screen.getByRole('navigation', { name: /페이지/ });
    expect(within(pages).getByRole('link', { name: '1' }).getAttribute('aria-current')).toBe('page');
    await act(async () => fireEvent.click(within(pages).getByRole('link', { name: '2' })));
    await waitFor(() => expect(subjects()).toEqual(['설 연휴 배송 일정 안내', '개인정보처리방침 개정 안내', '소식 3호', '소식 2호', '소식 1호']));
    expect(api.calls.at(-1)?.query).toMatchObject({ page: 2, size: 10 });
    expect(window.location.search).toBe('?page=2');
  });

  it('opens a notice to its text', async () => {
    await renderRoute('/customer/notices', fakeApi({ 'GET /api/notice': () => noticePage(1) }));
    fireEvent.click(screen.getByText('소식 13호'));
    expect(screen.getByText('소식 13호 내용')).toBeTruthy();
  });

  it('shows the empty state without notices', async () => {
    const empty: NoticePage = { pinned: [], content: [], pagination: { currentPage: 1, size: 10, totalElements: 0, totalPages: 0, first: true, last: true } };
    await renderRoute('/customer/notices', fakeApi({ 'GET /api/notice': () => empty }));
    expect(screen.getByText('등록된 공지사항이 없습니다.')).toBeTruthy();
  });
});

describe('/customer/partnership', () => {
  const fill = (values: Record<string, string>) => {
    for (const [label, value] of Object.entries(values)) fireEvent.change(screen.getByLabelText(label), { target: { value } });
  };
  const REQUIRED = { 업체명: '수건상회', 담당자명: '박담당', 연락처: '010-2222-3333', 이메일: 'sales@towel.kr', '판매하고자 하는 제품': '호텔 수건' };
  const submit = () => act(async () => fireEvent.click(screen.getByRole('button', { name: '문의하기' })));
  const posts = (api: { calls: { method?: string }[] }) => api.calls.filter((c) => c.method === 'POST');

  it('asks for the required fields, then the privacy consent, then a file of at most 10 MB, before sending anything', async () => {
    const api = fakeApi({ 'POST /api/store-inquiry': () => ({ receiptCode: 'P2345678ABC', createdDate: '20260105120000' }) });
    await renderRoute('/customer/partnership', api);
    await submit();
    // Each empty field is marked with its own message, the first is focused.
    const problem = (label: string) => {
      const control = screen.getByLabelText(label);
      return control.getAttribute('aria-invalid') === 'true' ? document.getElementById(control.getAttribute('aria-describedby') ?? '')?.textContent : null;
    };
    for (const label of Object.keys(REQUIRED)) expect(problem(label)).toBe('필수 입력 항목입니다.');
    expect(problem('홈페이지 URL')).toBeNull();
    expect(document.activeElement).toBe(screen.getByLabelText('업체명'));
    fill({ ...REQUIRED, '판매하고자 하는 제품': '' });
    await submit();
    expect(problem('업체명')).toBeNull();
    expect(problem('판매하고자 하는 제품')).toBe('필수 입력 항목입니다.');
    expect(document.activeElement).toBe(screen.getByLabelText('판매하고자 하는 제품'));
    fill(REQUIRED);
    await submit();
    expect(problem('개인정보 수집 및 이용에 동의합니다.')).toBe('개인정보 수집 및 이용에 동의해 주세요.');
    fireEvent.click(screen.getByLabelText('개인정보 수집 및 이용에 동의합니다.'));
    const big = new NodeFile([new Uint8Array(10 * 1024 * 1024 + 1)], 'big.pdf', { type: 'application/pdf' });
    fireEvent.change(screen.getByLabelText('회사/제품 소개서'), { target: { files: [big] } });
    await submit();
    expect(screen.getByRole('alert').textContent).toBe('파일 크기는 10MB 이하만 올릴 수 있습니다. (big.pdf)');
    expect(posts(api)).toEqual([]);
  });

  it('sends the form with its file and consent and shows the receipt', async () => {
    const api = fakeApi({ 'POST /api/store-inquiry': () => ({ receiptCode: 'P2345678ABC', createdDate: '20260105120000' }) });
    await renderRoute('/customer/partnership', api);
    fill({ ...REQUIRED, '홈페이지 URL': 'https://towel.kr' });
    fireEvent.click(screen.getByLabelText('개인정보 수집 및 이용에 동의합니다.'));
    fireEvent.change(screen.getByLabelText('회사/제품 소개서'), { target: { files: [new NodeFile([new Uint8Array([0x25, 0x50])], '소개서.pdf', { type: 'application/pdf' })] } });
    await submit();
    await waitFor(() => expect(screen.getByRole('heading', { name: '입점문의가 접수되었습니다.' })).toBeTruthy());
    expect(screen.getByText(/접수번호 P2345678ABC/)).toBeTruthy();
    const sent = posts(api)[0] as { body: FormData };
    expect(['companyName', 'managerName', 'phone', 'email', 'homepage', 'products', 'privacyAgreed'].map((name) => sent.body.get(name))).toEqual([
      '수건상회', '박담당', '010-2222-3333', 'sales@towel.kr', 'https://towel.kr', '호텔 수건', 'Y',
    ]);
    expect((sent.body.get('file') as File).name).toBe('소개서.pdf');
  });

  it('shows the API\'s Korean message when it refuses the form, and keeps what was typed', async () => {
    const api = fakeApi({
      'POST /api/store-inquiry': () => {
        throw new ApiError({ status: 400, code: 'BAD_REQUEST', serverMessage: '연락처를 정확히 입력해 주세요.', method: 'POST', path: '/api/store-inquiry' });
      },
    });
    await renderRoute('/customer/partnership', api);
    fill({ ...REQUIRED, 연락처: '12' });
    fireEvent.click(screen.getByLabelText('개인정보 수집 및 이용에 동의합니다.'));
    await submit();
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('연락처를 정확히 입력해 주세요.'));
    expect((screen.getByLabelText('업체명') as HTMLInputElement).value).toBe('수건상회');
    expect(screen.queryByRole('heading', { name: '입점문의가 접수되었습니다.' })).toBeNull();
  });
});
