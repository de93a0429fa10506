import { File as NodeFile } from 'node:buffer';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi } from '@shop/testing';
import { renderMypage } from '../../testing/render-route.tsx';

const SESSION = { isLoggedIn: true, isGuest: false, status: null, salesonId: 'v', user: { userId: 7, loginId: 'demo02', name: '이쇼핑', email: '', loginType: 'ROLE_USER' } };
const PAGE = (content: unknown[]) => ({ content, pagination: { currentPage: 1, size: 5, totalElements: content.length, totalPages: 1, first: true, last: true } });
const review = (images: string[], content = '포장이 꼼꼼해요', score = 4) => ({
  itemReviewId: 41, itemId: 1, itemUserCode: 'P1', itemName: '데모 셔츠', itemImageSrc: null, score, content, images, options: '', adminComment: '', createdDate: '20261120100000', earnedPoint: 2000,
});

// The upload goes through Node's FormData (the jsdom environment lends Node's fetch), so the chosen file is Node's File.
describe('ReviewsPage', () => {
  it('edits a review\'s photos: one removed, one added (uploaded first), the rest kept in order', async () => {
    let saved: { score: number; content: string; images: string[] } | undefined;
    const api = fakeApi({
      'GET /api/mypage/reviews': () => PAGE([saved ? review(saved.images, saved.content, saved.score) : review(['/upload/reviews/a.png', '/upload/reviews/b.png'])]),
      'POST /api/mypage/photos': () => ({ list: ['/upload/reviews/new.png'] }),
      'POST /api/mypage/review/41': (request) => { saved = request.body as typeof saved; return { status: 200, message: 'OK' }; },
    });
    await renderMypage('/mypage/activity/reviews', api, { session: SESSION });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '데모 셔츠 수정' }));
    const dialog = await screen.findByRole('dialog', { name: '수정' });
    const kept = within(dialog).getByRole('list', { name: '등록된 사진' });
    expect(within(kept).getAllByRole('img').map((img) => img.getAttribute('alt'))).toEqual(['후기 사진 1', '후기 사진 2']);
    await user.click(within(kept).getByRole('button', { name: '후기 사진 1 삭제' }));
    expect(within(kept).getAllByRole('img')).toHaveLength(1);
    await user.upload(within(dialog).getByLabelText('사진 (최대 4장)'), new NodeFile([new Uint8Array([137, 80, 78, 71])], 'new.png', { type: 'image/png' }) as unknown as File);
    await user.click(within(dialog).getByRole('button', { name: '저장' }));

    await screen.findByText('포장이 꼼꼼해요');
    const upload = api.calls.find((c) => c.path === '/api/mypage/photos');
    expect((upload?.body as FormData).getAll('photos').map((f) => (f as File).name)).toEqual(['new.png']);
    expect(saved).toEqual({ score: 4, content: '포장이 꼼꼼해요', images: ['/upload/reviews/b.png', '/upload/reviews/new.png'] });
    expect(await screen.findByRole('img', { name: '후기 사진 2' })).toBeTruthy();
  });

  it('removes every photo of a review without uploading anything; with 4 kept there is no room for another', async () => {
    const four = ['/upload/reviews/1.png', '/upload/reviews/2.png', '/upload/reviews/3.png', '/upload/reviews/4.png'];
    let saved: { images: string[] } | undefined;
    const api = fakeApi({
      'GET /api/mypage/reviews': () => PAGE([review(saved ? saved.images : four)]),
      'POST /api/mypage/review/41': (request) => { saved = request.body as typeof saved; return { status: 200, message: 'OK' }; },
    });
    await renderMypage('/mypage/activity/reviews', api, { session: SESSION });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '데모 셔츠 수정' }));
    const dialog = await screen.findByRole('dialog', { name: '수정' });
    // Four kept: no room for another until one goes.
    expect((within(dialog).getByLabelText('사진 (최대 4장)') as HTMLInputElement).disabled).toBe(true);
    for (let n = 4; n >= 1; n -= 1) await user.click(within(dialog).getByRole('button', { name: `후기 사진 ${n} 삭제` }));
    expect(within(dialog).queryByRole('list', { name: '등록된 사진' })).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: '저장' }));
    await screen.findByRole('button', { name: '데모 셔츠 수정' });
    expect(saved?.images).toEqual([]);
    expect(api.calls.some((c) => c.path === '/api/mypage/photos')).toBe(false);
  });
});
