import assert from 'node:assert/strict';
import { setTimeout as sleep } from 'node:timers/promises';
import { SHARED_READ_TTL_MS } from '../../db/shared-read.ts';
import { describeEachDatabase, json } from '../../testing/test-server.ts';
import type { Category, CategoryListResponse } from '@shop/contracts';

type CategoryAnswer = CategoryListResponse;

describeEachDatabase('GET /api/category', (server) => {
  it('answers the nested tree with links and the update date', async () => {
    const body = await json<CategoryAnswer>(await server().request('/api/category'));
    assert.match(body.updatedDate, /^\d{14}$/);
    assert.ok(body.list.length >= 6);
    const names = body.list.map((c) => c.name);
    for (const name of ['패션의류', '뷰티', '식품', '가구/인테리어', '디지털/가전', '생활/건강']) assert.ok(names.includes(name), name);
    const root = body.list[0] as Category;
    assert.equal(root.depth, 1);
    assert.equal(root.parentCategoryId, null);
    assert.equal(root.link, `/categories/${root.url}`);
    const mid = root.childCategories[0] as Category;
    assert.equal(mid.depth, 2);
    assert.equal(mid.parentCategoryId, root.categoryId);
    assert.equal(mid.childCategories[0]?.depth, 3);
    const all = (nodes: Category[]): Category[] => nodes.flatMap((n) => [n, ...all(n.childCategories)]);
    assert.ok(all(body.list).length >= 30);
  });

  it('tells whether the tree changed after a date', async () => {
    const { updatedDate } = await json<CategoryAnswer>(await server().request('/api/category'));
    const check = (d: string) => server().request(`/api/category/updated-check?d=${d}`);
    assert.deepEqual(await json(await check(updatedDate)), { categoryUpdateFlag: false });
    assert.deepEqual(await json(await check('20000101000000')), { categoryUpdateFlag: true });
    assert.deepEqual(await json(await server().request('/api/category/updated-check')), { categoryUpdateFlag: true });
    const bad = await json<{ code: string; message: string }>(await check('yesterday'), 400);
    assert.equal(bad.message, '기준 일시는 14자리 숫자(yyyyMMddHHmmss)로 입력해 주세요.');
  });

  it('shows an edit of the categories within the shared-read time', async () => {
    const { db } = server().app.database;
    const before = await json<CategoryAnswer>(await server().request('/api/category'));
    const root = before.list[0] as Category;
    const edited = { name: `${root.name} (edited)`, updatedAt: '29991231235959' };
    await db.updateTable('categories').set(edited).where('id', '=', root.categoryId).execute();
    try {
      await sleep(SHARED_READ_TTL_MS + 50);
      const after = await json<CategoryAnswer>(await server().request('/api/category'));
      assert.equal(after.list[0]?.name, edited.name);
      assert.equal(after.updatedDate, edited.updatedAt);
      assert.deepEqual(await json(await server().request(`/api/category/updated-check?d=${before.updatedDate}`)), { categoryUpdateFlag: true });
      const list = await json<{ category: { name: string } }>(await server().request(`/api/item?categoryUrl=${root.url}&itemsPerPage=1`));
      assert.equal(list.category.name, edited.name);
    } finally {
      await db.updateTable('categories').set({ name: root.name, updatedAt: before.updatedDate }).where('id', '=', root.categoryId).execute();
    }
  });
});
