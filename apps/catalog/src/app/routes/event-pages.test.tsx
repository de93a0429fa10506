import { act, fireEvent, screen, within } from '@testing-library/react';
import { createFakeApi } from '../../testing/fake-api.ts';
import { itemCard } from '../../testing/fixtures.ts';
import { renderRoute } from '../../testing/render-route.tsx';

const MEMBER = { session: { token: 't', isGuest: false, status: null, user: { userId: 1, loginId: 'demo01', name: '김데모', email: 'd@example.com', loginType: 'ROLE_USER' }, salesonId: null } };
const page = <T,>(content: T[], totalElements = content.length, size = 10, currentPage = 1) => ({
  content,
  pagination: { currentPage, size, totalElements, totalPages: Math.ceil(totalElements / size), first: currentPage === 1, last: currentPage * size >= totalElements },
});

function event(id: number, overrides = {}) {
  return {
    id, link: `/events/${id}`, title: `Event ${id}`, image: `/upload/events/${id}.webp`, label: '기획전', dateText: '2025-06-01 ~ 2025-06-30', simpleContent: `Short ${id}`,
    externalLinkFlag: 'N', linkTarget: '_self', linkRel: '', startDate: '20250601000000', endDate: '20250630235959', prodState: 'PROGRESS', replyUsedFlag: 'Y', ...overrides,
  };
}

const reply = (id: number, overrides = {}) => ({ id, loginId: 'min****', content: `Comment ${id}`, date: '20250602100000', blockFlag: 'N', reportFlag: 'N', writtenMeFlag: 'N', ...overrides });

describe('event pages', () => {
  it('lists events with count, status, dates, internal and external links, 10 per page', async () => {
    const { api, requests } = createFakeApi([
      ['/api/event', () => page([event(1), event(2, { prodState: 'END' }), event(3, { externalLinkFlag: 'Y', link: 'https://example.com/e', linkTarget: '_blank', linkRel: 'noopener noreferrer' })], 12)],
    ]);
    await renderRoute('/events?page=2', api);
    expect(requests[0]?.query).toEqual({ page: 2, size: 10 });
    expect(screen.getByRole('heading', { level: 1, name: '이벤트' })).toBeTruthy();
    expect(screen.getByText('총 12개')).toBeTruthy();
    const list = screen.getByRole('list', { name: '이벤트 목록' });
    const links = within(list).getAllByRole('link');
    expect(links.map((a) => a.getAttribute('href'))).toEqual(['/events/1', '/events/2', 'https://example.com/e']);
    expect(links[2]?.getAttribute('target')).toBe('_blank');
    expect(within(links[0] as HTMLElement).getByText('진행중')).toBeTruthy();
    expect(within(links[1] as HTMLElement).getByText('종료')).toBeTruthy();
    expect(within(links[0] as HTMLElement).getByText('2025-06-01 ~ 2025-06-30')).toBeTruthy();
    expect(screen.getByRole('navigation', { name: '페이지 이동' })).toBeTruthy();
  });

  it('shows an event with its item groups and comments, and lets a member comment', async () => {
    const detail = { ...event(1), content: '<p>Big sale</p>', eventViewUrl: '/events/1', itemLists: [{ key: '11', name: 'Group A', items: [itemCard(1), itemCard(2)] }] };
    let replies = [reply(1), reply(2, { blockFlag: 'Y', content: '' })];
    const { api, requests } = createFakeApi([
      ['/api/event/1', () => detail],
      ['/api/event/replies', () => page(replies, replies.length, 5)],
      ['/api/event/reply', (request) => {
        replies = [reply(3, { content: (request.body as { replyContent: string }).replyContent, writtenMeFlag: 'Y' }), ...replies];
        return { status: 200 };
      }],
    ]);
    await renderRoute('/events/1', api, MEMBER);
    expect(screen.getByRole('heading', { level: 1, name: 'Event 1' })).toBeTruthy();
    expect(screen.getByText('Big sale')).toBeTruthy();
    const group = screen.getByRole('region', { name: 'Group A' });
    expect(within(group).getByText('Item 1')).toBeTruthy();
    const comments = screen.getByRole('list', { name: '댓글 목록' });
    expect(within(comments).getByText('Comment 1')).toBeTruthy();
    expect(within(comments).getByText('차단한 회원의 댓글입니다.')).toBeTruthy();
    expect(within(comments).getAllByRole('button', { name: '신고' }).length).toBe(2);
    fireEvent.change(screen.getByRole('textbox', { name: '댓글 내용' }), { target: { value: '참여합니다' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '등록' })));
    expect(requests.find((r) => r.path === '/api/event/reply')?.body).toEqual({ featuredId: 1, replyContent: '참여합니다' });
    const dialog = screen.getByRole('alertdialog', { name: '알림' });
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: '확인' })));
    expect(within(screen.getByRole('list', { name: '댓글 목록' })).getByText('참여합니다')).toBeTruthy();
  });

  it('asks a visitor to log in before commenting', async () => {
    const detail = { ...event(1), content: '', eventViewUrl: '/events/1', itemLists: [] };
    const { api, requests } = createFakeApi([['/api/event/1', () => detail], ['/api/event/replies', () => page([], 0, 5)]]);
    const { router } = await renderRoute('/events/1', api);
    fireEvent.change(screen.getByRole('textbox', { name: '댓글 내용' }), { target: { value: 'hi' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '등록' })));
    const dialog = screen.getByRole('alertdialog', { name: '알림' });
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: '확인' })));
    expect(router.state.location.pathname + router.state.location.search).toBe('/auth/login?redirect=%2Fevents%2F1');
    expect(requests.some((r) => r.path === '/api/event/reply')).toBe(false);
  });

  it('answers unknown events and popups with a 404', async () => {
    const { api } = createFakeApi([]);
    const first = await renderRoute('/events/999', api);
    expect(screen.getByTestId('route-error').textContent).toBe('404 Not Found');
    first.unmount();
    await renderRoute('/popup/abc', api);
    expect(screen.getByTestId('route-error').textContent).toBe('404 Not Found');
  });

  it('shows an image popup with its link', async () => {
    const popup = { popupId: 1, popupType: '1', popupStyle: '2', subject: 'Welcome', content: '', width: 400, height: 500, topPosition: 0, leftPosition: 0, popupImage: '/upload/popups/1.webp', imageLink: '/events/7', backgroundColor: '#ffffff', startDate: '', endDate: '' };
    const { api } = createFakeApi([['/api/popup/1', () => popup]]);
    await renderRoute('/popup/1', api);
    expect(screen.getByRole('link', { name: 'Welcome' }).getAttribute('href')).toBe('/events/7');
    expect(screen.getByRole('button', { name: '닫기' })).toBeTruthy();
  });
});
