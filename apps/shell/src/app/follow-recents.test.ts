import { createStore } from 'jotai';
import { sessionAtom, type SessionState } from '@shop/session';
import { fakeApi } from '@shop/testing';
import { followRecents, mergeBrowserRecents } from './follow-recents.ts';

const VISITOR: SessionState = { token: null, isGuest: false, status: null, user: null, salesonId: 'v' };
const MEMBER: SessionState = { ...VISITOR, token: 't', user: { userId: 7, loginId: 'demo01', name: '김데모', email: '', loginType: 'ROLE_USER' } };
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('recently viewed items on sign-in', () => {
  afterEach(() => sessionStorage.clear());

  it('sends the browser list to the member\'s server list, then drops it here', async () => {
    sessionStorage.setItem('latelyItem', '[5,2]');
    const api = fakeApi({ 'POST /api/mypage/recent-items': () => ({ list: [] }) });
    await mergeBrowserRecents(api, sessionStorage);
    expect(api.calls.map((c) => [c.method, c.body])).toEqual([['POST', { itemIds: [5, 2] }]]);
    expect(sessionStorage.getItem('latelyItem')).toBeNull();
  });

  it('keeps the list when the server did not take it, and asks nothing without a list', async () => {
    sessionStorage.setItem('latelyItem', '[5]');
    const failing = fakeApi({ 'POST /api/mypage/recent-items': () => { throw new Error('down'); } });
    await expect(mergeBrowserRecents(failing, sessionStorage)).rejects.toThrow();
    expect(sessionStorage.getItem('latelyItem')).toBe('[5]');
    sessionStorage.clear();
    const quiet = fakeApi({});
    await mergeBrowserRecents(quiet, sessionStorage);
    expect(quiet.calls).toHaveLength(0);
  });

  it('merges when a visitor signs in without a page load, not before, and not for an account with a state to clear', async () => {
    sessionStorage.setItem('latelyItem', '[9,4]');
    const store = createStore();
    store.set(sessionAtom, VISITOR);
    const api = fakeApi({ 'POST /api/mypage/recent-items': () => ({ list: [] }) });
    const stop = followRecents(store, api, sessionStorage);
    store.set(sessionAtom, { ...MEMBER, status: 'SLEEP' });
    await settle();
    expect(api.calls).toHaveLength(0);
    store.set(sessionAtom, MEMBER);
    await settle();
    expect(api.calls.map((c) => c.body)).toEqual([{ itemIds: [9, 4] }]);
    expect(sessionStorage.getItem('latelyItem')).toBeNull();
    stop();
  });

  it('merges at once on a page a sign-in landed on (a social login\'s full page load)', async () => {
    sessionStorage.setItem('latelyItem', '[3]');
    const store = createStore();
    store.set(sessionAtom, MEMBER);
    const api = fakeApi({ 'POST /api/mypage/recent-items': () => ({ list: [] }) });
    followRecents(store, api, sessionStorage)();
    await settle();
    expect(api.calls.map((c) => c.body)).toEqual([{ itemIds: [3] }]);
  });
});
