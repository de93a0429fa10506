import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi } from '@shop/testing';
import { renderMypage } from '../../testing/render-route.tsx';

const SESSION = { isLoggedIn: true, isGuest: false, status: null, salesonId: 'v', user: { userId: 7, loginId: 'demo01', name: '김데모', email: '', loginType: 'ROLE_USER' } };
const PAGE = (content: unknown[]) => ({ content, pagination: { currentPage: 1, size: 6, totalElements: content.length, totalPages: 1, first: true, last: true } });
const card = (itemId: number, itemName: string) => ({ itemId, itemUserCode: `P${itemId}`, itemName, presentPrice: 10000 });

describe('activity pages', () => {
  afterEach(() => sessionStorage.clear());

  it('merges the items viewed in this browser into the member\'s recently viewed list once', async () => {
    sessionStorage.setItem('latelyItem', JSON.stringify([3, 1]));
    const api = fakeApi({
      'GET /api/mypage/recent-items': () => ({ list: [card(1, '서버 상품')] }),
      'POST /api/mypage/recent-items': () => ({ list: [card(3, '브라우저 상품'), card(1, '서버 상품')] }),
    });
    await renderMypage('/mypage/activity/recents', api, { session: SESSION });
    expect(await screen.findByText('브라우저 상품')).toBeTruthy();
    expect(screen.getByText('총 2개')).toBeTruthy();
    expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({ itemIds: [3, 1] });
    expect(sessionStorage.getItem('latelyItem')).toBeNull();
  });

  it('asks to select first, then deletes the selected wishes after the confirm', async () => {
    let deleted: unknown;
    const api = fakeApi({
      'GET /api/wishlist': () => PAGE(deleted ? [] : [{ wishlistId: 11, itemId: 1, item: card(1, '셔츠') }, { wishlistId: 12, itemId: 2, item: card(2, '바지') }]),
      'POST /api/wishlist/delete-wishlist': (request) => { deleted = request.body; return { status: 200 }; },
    });
    await renderMypage('/mypage/activity/wishlist', api, { session: SESSION });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '선택삭제' }));
    expect(within(screen.getByRole('alertdialog')).getByText('선택된 항목이 없습니다.')).toBeTruthy();
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: '확인' }));
    await user.click(screen.getByLabelText('전체선택(2개)'));
    await user.click(screen.getByRole('button', { name: '선택삭제' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: '확인' }));
    expect(await screen.findByText('관심상품이 없습니다.')).toBeTruthy();
    expect(deleted).toEqual([11, 12]);
  });

  it('shows the member\'s 1:1 inquiries with the shop\'s answer above their item questions', async () => {
    const cs = { id: 5, qnaGroup: 'DELIVERY', label: '배송', subject: '언제 오나요', question: '배송 일정이 궁금합니다.', status: 'ANSWERED', statusLabel: '답변완료',
      answer: '내일 도착 예정입니다.', answerDate: '20261125100000', createdDate: '20261124100000', files: [{ id: 1, name: 'a.png', size: 10, contentType: 'image/png', url: '/api/qna/inquiry-file/1' }] };
    const api = fakeApi({
      'GET /api/qna/inquiry': () => ({ qnaGroups: [{ id: 'DELIVERY', label: '배송' }], ...PAGE([cs]) }),
      'GET /api/qna/item-inquiry': () => PAGE([]),
    });
    await renderMypage('/mypage/activity/inquiries', api, { session: SESSION });
    const section = within(await screen.findByRole('region', { name: '1:1 문의' }));
    expect(section.getByText('언제 오나요')).toBeTruthy();
    expect(section.getByText('내일 도착 예정입니다.')).toBeTruthy();
    expect(section.getByText(/첨부파일 1개/)).toBeTruthy();
    expect(section.getByRole('link', { name: '1:1 문의 전체 보기' }).getAttribute('href')).toBe('/customer/inquiries');
    expect(within(screen.getByRole('region', { name: '상품문의' })).getByText('조회 된 QnA가 없습니다.')).toBeTruthy();
  });

  it('filters my item questions by 문의 유형', async () => {
    const question = { id: 9, itemUserCode: 'P1', itemName: '린넨 셔츠', itemImage: null, label: '배송', subject: '언제 오나요?', question: '배송 문의', secretFlag: 'N', answerFlag: 'N', answer: null, date: '20261124100000' };
    const api = fakeApi({
      'GET /api/qna/inquiry': () => ({ qnaGroups: [], ...PAGE([]) }),
      'GET /api/qna/item-inquiry': (request) => PAGE((request.query as { qnaGroup?: string } | undefined)?.qnaGroup === 'DELIVERY' ? [question] : []),
    });
    const { router } = await renderMypage('/mypage/activity/inquiries', api, { session: SESSION });
    const section = within(await screen.findByRole('region', { name: '상품문의' }));
    expect(section.getByText('조회 된 QnA가 없습니다.')).toBeTruthy();
    await userEvent.setup().selectOptions(section.getByLabelText('문의 유형'), '배송');
    expect(await section.findByText('언제 오나요?')).toBeTruthy();
    expect(router.state.location.search).toBe('?qnaGroup=DELIVERY');
    expect((section.getByLabelText('문의 유형') as HTMLSelectElement).value).toBe('DELIVERY');
  });

  it('profile: shows the birthday given at sign-up (yyyyMMdd) in the date field and saves it in the same format', async () => {
    const profile = { loginId: 'demo01', name: '김데모', mobile: '01012345678', email: 'demo@example.com', birthday: '19900515', gender: 'F', receiveSms: 'N', receiveEmail: 'N', socialFlag: 'Y' };
    const api = fakeApi({
      'GET /api/mypage/profile': () => ({ passwordRequired: false, profile }),
      'POST /api/mypage/profile': (request) => ({ ...profile, ...(request.body as object) }),
    });
    await renderMypage('/account/profile', api, { session: SESSION });
    const field = await screen.findByLabelText('생년월일');
    expect((field as HTMLInputElement).value).toBe('1990-05-15');
    await userEvent.setup().click(screen.getByRole('button', { name: '저장' }));
    await screen.findByRole('alertdialog');
    expect((api.calls.find((c) => c.method === 'POST')?.body as { birthday: string }).birthday).toBe('19900515');
  });
});
