/**
 * @jest-environment node
 */
import { createContentInvalidation, REVIEW_CONTENT, staleAfterOperatorCall, underAny } from './operator-changes.ts';
import { createPageCache, pathOfPageKey } from './page-cache.ts';
import { pageCacheKey } from './page-cache-rules.ts';
import { createDataTrace, createSharedData } from './shared-data.ts';

const key = (url: string) => pageCacheKey({ origin: 'http://shop.test', url, bot: false, cookieHeader: undefined, release: 'r1' });
const html = (text: string) => ({ status: 200, headers: { 'content-type': 'text/html' }, body: Buffer.from(text) });

async function keep(pages: ReturnType<typeof createPageCache>, url: string, text: string) {
  await pages.begin(key(url)).finish(html(text));
}

describe('staleAfterOperatorCall', () => {
  it.each([
    ['POST', '/api/operator/notices', ['/customer/notices'], ['/api/notice']],
    ['PUT', '/api/operator/notices/12', ['/customer/notices'], ['/api/notice']],
    ['DELETE', '/api/operator/faqs/3', ['/customer/faqs'], ['/api/faq']],
    ['POST', '/api/operator/faqs', ['/customer/faqs'], ['/api/faq']],
    ['PUT', '/api/operator/company/pages/brand', ['/company/brand'], ['/api/company/pages/brand']],
    ['POST', '/api/operator/policy/terms-of-service', ['/terms/terms-of-service'], ['/api/policy/terms-of-service']],
    ['PUT', '/api/operator/site/business-info', ['/'], ['/api/site/business-info', '/api/company/pages/location']],
    ['POST', '/api/operator/qna/17/answer', ['/items'], ['/api/item']],
  ])('%s %s makes its pages and reads stale', (method, path, pages, api) => {
    expect(staleAfterOperatorCall(method, path)).toEqual({ pages, api });
  });

  it.each([
    ['POST', '/api/mypage/review'],
    ['POST', '/api/mypage/review/41'],
    ['POST', '/api/mypage/delete-review/41'],
  ])('a shopper\'s review write %s %s makes the item pages, the review wall and their reads stale', (method, path) => {
    expect(staleAfterOperatorCall(method, path)).toEqual({ pages: ['/items', '/display/review'], api: ['/api/item', '/api/display/reviews', '/api/display/main-reviews'] });
  });

  it.each([
    ['GET', '/api/mypage/reviews'],
    ['GET', '/api/operator/notices'],
    ['POST', '/api/mypage/review/abc'],
    ['POST', '/api/mypage/reviews'],
    ['POST', '/api/operator/inquiries/4/answer'],
    ['POST', '/api/operator/tax-invoices/O1/issue'],
    ['POST', '/api/operator/maintenance'],
    ['POST', '/api/notice'],
  ])('%s %s changes no public page', (method, path) => {
    expect(staleAfterOperatorCall(method, path)).toBeNull();
  });

  it('matches whole path segments, and / matches every path', () => {
    expect(['/customer/notices', '/customer/notices/1', '/customer/noticesx'].map(underAny(['/customer/notices']))).toEqual([true, true, false]);
    expect(['/', '/items/P1'].map(underAny(['/']))).toEqual([true, true]);
  });
});

describe('createContentInvalidation', () => {
  it('drops the stale pages and answers only, and keeps a render begun before the change from being stored', async () => {
    const pageCache = createPageCache({ ttlMs: 5_000 });
    await keep(pageCache, '/customer/notices', 'old notices');
    await keep(pageCache, '/customer/notices?page=2', 'old notices 2');
    await keep(pageCache, '/customer/faqs', 'faqs');
    expect(pathOfPageKey(key('/customer/notices?page=2'))).toBe('/customer/notices');

    let answer = 'old';
    const sharedData = createSharedData({ ttlMs: 10_000, fetch: (async () => Response.json({ answer })) as typeof fetch });
    const read = async (path: string) => (await (await sharedData.fetchFor(createDataTrace(), true)(`http://api.test${path}`)).json()) as { answer: string };
    await read('/api/notice?page=1');
    await read('/api/faq');

    const running = pageCache.begin(key('/customer/notices'));
    const forgotten: string[][] = [];
    const invalidate = createContentInvalidation({ pageCache, sharedData, forget: (stale) => forgotten.push([...stale.api]) });
    expect(invalidate({ pages: ['/customer/notices'], api: ['/api/notice'] })).toEqual({ pages: 2, answers: 1 });
    expect(forgotten).toEqual([['/api/notice']]);
    // A visitor after the change neither waits for the older render nor gets its copy.
    expect(pageCache.pending(key('/customer/notices'))).toBeUndefined();
    await running.finish(html('rendered before the change'));
    expect(pageCache.get(key('/customer/notices'))).toBeUndefined();
    expect(pageCache.get(key('/customer/faqs'))?.identity.toString()).toBe('faqs');

    answer = 'new';
    expect((await read('/api/notice?page=1')).answer).toBe('new');
    expect((await read('/api/faq')).answer).toBe('old');
  });

  it('a review write drops the kept item pages and review reads, and keeps the rest', async () => {
    const pageCache = createPageCache({ ttlMs: 5_000 });
    for (const url of ['/items/P1', '/items/P2?tab=review', '/display/review?photoFlag=Y', '/customer/notices', '/']) await keep(pageCache, url, `old ${url}`);
    let version = 'old';
    const sharedData = createSharedData({ ttlMs: 10_000, fetch: (async () => Response.json({ version })) as typeof fetch });
    const read = async (path: string) => ((await (await sharedData.fetchFor(createDataTrace(), true)(`http://api.test${path}`)).json()) as { version: string }).version;
    const reads = ['/api/item/reviews?itemUserCode=P1', '/api/item/P1', '/api/display/reviews?size=20', '/api/display/main-reviews?limit=8', '/api/notice', '/api/display/new'];
    for (const path of reads) await read(path);

    const stale = staleAfterOperatorCall('POST', '/api/mypage/review');
    expect(stale).toEqual(REVIEW_CONTENT);
    expect(createContentInvalidation({ pageCache, sharedData })(stale ?? REVIEW_CONTENT)).toEqual({ pages: 3, answers: 4 });
    expect(['/items/P1', '/items/P2?tab=review', '/display/review?photoFlag=Y', '/customer/notices', '/'].map((url) => pageCache.get(key(url)) !== undefined))
      .toEqual([false, false, false, true, true]);
    version = 'new';
    expect(await Promise.all(reads.map(read))).toEqual(['new', 'new', 'new', 'new', 'old', 'old']);
  });

  it('does not keep an API answer whose load began before the change, and a later read does not join that load', async () => {
    let release: (value: Response) => void = () => undefined;
    let calls = 0;
    const sharedData = createSharedData({
      ttlMs: 10_000,
      fetch: (async () => {
        calls += 1;
        return calls === 1 ? new Promise<Response>((resolve) => (release = resolve)) : Response.json({ answer: 'new' });
      }) as typeof fetch,
    });
    const read = async (path: string) => (await (await sharedData.fetchFor(createDataTrace(), true)(`http://api.test${path}`)).json()) as { answer: string };
    const early = read('/api/notice');
    await new Promise((resolve) => setImmediate(resolve));
    createContentInvalidation({ pageCache: createPageCache({ ttlMs: 5_000 }), sharedData })({ pages: [], api: ['/api/notice'] });
    expect((await read('/api/notice')).answer).toBe('new');
    release(Response.json({ answer: 'old' }));
    expect((await early).answer).toBe('old');
    expect((await read('/api/notice')).answer).toBe('new');
    expect(calls).toBe(2);
  });
});

