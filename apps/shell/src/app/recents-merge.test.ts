import { fakeApi } from '@shop/testing';
import { mergeBrowserRecents } from './recents-merge.ts';

describe('mergeBrowserRecents', () => {
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
});
