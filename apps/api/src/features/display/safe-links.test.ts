import assert from 'node:assert/strict';
import { describeEachDatabase, json } from '../../testing/test-server.ts';
import { menuTarget } from './routes.ts';

// The safe-link rule (@shop/validators) on links read from storage: a menu, banner, popup, notice, event or search
// recommendation stored with a link that leaves the site (by hand, an old import, a bug) is answered without it.
const UNSAFE = ['/\\evil.example', '//evil.example', 'javascript:alert(1)', '/\t/evil.example', 'https://good.example@evil.example'];

it('judges menu targets with the leading slash clients add', () => {
  assert.equal(menuTarget('display/new', false), 'display/new');
  assert.equal(menuTarget('https://example.com/a', true), 'https://example.com/a');
  for (const target of [...UNSAFE, '\\evil.example']) assert.equal(menuTarget(target, false), '', target);
  assert.equal(menuTarget('javascript:alert(1)', true), '');
});

describeEachDatabase('stored links', (server) => {
  it('answers no link for a stored one that leaves the site', async () => {
    const { db } = server().app.database;
    for (const [i, link] of UNSAFE.entries()) {
      await db.updateTable('gnbMenus').set({ target: link }).execute();
      await db.updateTable('banners').set({ url: link }).execute();
      await db.updateTable('popups').set({ imageLink: link }).execute();
      await db.updateTable('notices').set({ link }).execute();
      await db.updateTable('searchRecommends').set({ link }).execute();
      await db.updateTable('events').set({ externalLink: link }).execute();
      const menus = await json<{ list: { target: string }[] }>(await server().request('/api/common/gnb-list'));
      assert.ok(menus.list.length > 0 && menus.list.every((m) => m.target === ''), link);
      const banners = await json<{ topBanner: { url: string }[]; mobileTopBanner: { url: string }[] }>(await server().request('/api/display/top-banner'));
      assert.ok([...banners.topBanner, ...banners.mobileTopBanner].every((b) => b.url === ''), link);
      const popups = await json<{ list: { imageLink: string }[] }>(await server().request('/api/popup/list'));
      assert.ok(popups.list.every((p) => p.imageLink === ''), link);
      const notices = await json<{ content: { link: string }[] }>(await server().request('/api/notice'));
      assert.ok(notices.content.length > 0 && notices.content.every((n) => n.link === ''), link);
      const info = await json<{ recommend: { link: string } | null }>(await server().request('/api/search/info'));
      assert.ok(info.recommend === null || info.recommend.link === '', link);
      const events = await json<{ content: { id: number; link: string; externalLinkFlag: string }[] }>(await server().request('/api/event?page=1'));
      assert.ok(events.content.length > 0, 'events listed');
      for (const e of events.content) assert.deepEqual([e.link, e.externalLinkFlag], [`/events/${e.id}`, 'N'], `${link} ${i}`);
    }
  });
});
