import { request as playwrightRequest, type APIResponse } from '@playwright/test';
import { ALL_CONTRACTS, CONTRACTS_BY_AREA, fillPath } from '../../../packages/contracts/src/index.ts';
import { expect, test } from '../../fixtures/index.ts';

// An HTTP fuzzer over the shell and, through its /api proxy, the API: malformed JSON, wrong types, huge and
// deep bodies, NUL and invalid UTF-8, long paths and query strings. Every answer is a 2xx/3xx or a 4xx with a message
// (a JSON `message` or a Korean error page), never a 5xx, and both processes still answer afterwards. A fixed seed
// keeps failures reproducible.

/** A small deterministic random source (mulberry32). */
function random(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const deep = (levels: number) => '['.repeat(levels) + ']'.repeat(levels);
const BAD_UTF8 = Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0xc3, 0x28, 0x22, 0x7d]); // {"a":"\xff\xfe\xc3("}

/** Bodies no handler should take for a 5xx. */
function bodies(next: () => number): { name: string; data: string | Buffer; type?: string }[] {
  const wrongTypes = JSON.stringify({ id: 'x', page: -1, quantity: 1e308, cartIds: 'all', items: { a: [null] }, loginId: 7, orderCode: ['a'], usePoint: '1000', text: false });
  return [
    { name: 'malformed JSON', data: '{"a":' },
    { name: 'null', data: 'null' },
    { name: 'array', data: '[1,2,3]' },
    { name: 'number', data: String(next() * 1e9) },
    { name: 'wrong types', data: wrongTypes },
    { name: 'NUL in strings', data: JSON.stringify({ query: 'a\u0000b', memo: '\u0000', loginId: '\u0000admin' }) },
    { name: 'lone surrogate', data: '{"memo":"\\ud800","userName":"\\udfff"}' },
    { name: 'invalid UTF-8', data: BAD_UTF8 },
    { name: 'deep nesting', data: deep(5000) },
    { name: 'big string', data: JSON.stringify({ memo: 'ㄱ'.repeat(300_000) }) },
    { name: 'prototype keys', data: '{"__proto__":{"admin":true},"constructor":{"prototype":{"x":1}}}' },
    { name: 'wrong content type', data: 'a=1&b=2', type: 'application/x-www-form-urlencoded' },
  ];
}

const HANGUL = /[\uac00-\ud7a3]/;

/** What is wrong with a 4xx's body, if anything: a client must be told, in Korean, what was wrong. */
function missingMessage(contentType: string, body: string): string | null {
  if (/json/i.test(contentType)) {
    let message: unknown;
    try {
      message = (JSON.parse(body) as { message?: unknown }).message;
    } catch {
      return `JSON that does not parse: ${body.slice(0, 80)}`;
    }
    return typeof message === 'string' && HANGUL.test(message) ? null : `no Korean message: ${body.slice(0, 120)}`;
  }
  if (/html/i.test(contentType)) return /<h1[^>]*>[^<]*[\uac00-\ud7a3]/.test(body) ? null : `an HTML page without a Korean heading: ${body.slice(0, 120)}`;
  return `neither JSON nor a page (${contentType || 'no content type'}): ${body.slice(0, 80)}`;
}

const PARAM_VALUES = ['0', '-1', '99999999999999999999', 'abc', '%00', '%E0%A4%A', 'x'.repeat(3000), '..%2F..%2Fetc%2Fpasswd'];

test('every API endpoint through the shell answers fuzzed input with a 4xx, never a 5xx, and both processes stay up', async ({ baseURL }) => {
  test.setTimeout(240_000);
  const next = random(20261125);
  // Its own client: no browser page, no cookies shared with other specs. Unsafe methods carry the shop's origin.
  const client = await playwrightRequest.newContext({ baseURL, extraHTTPHeaders: { origin: baseURL ?? '' } });
  const failures: string[] = [];
  let sent = 0;
  const check = async (what: string, run: () => Promise<APIResponse>) => {
    sent += 1;
    try {
      const res = await run();
      const status = res.status();
      if (status >= 500) failures.push(`${status} ${what}`);
      else if (status >= 400) {
        const problem = missingMessage(res.headers()['content-type'] ?? '', await res.text());
        if (problem) failures.push(`${status} ${what}: ${problem}`);
      }
    } catch (error) {
      failures.push(`no answer: ${what}: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`);
    }
  };
  for (const contract of ALL_CONTRACTS) {
    // Sign-in endpoints count failed attempts per address; fuzzing them would lock out the specs that follow.
    if (CONTRACTS_BY_AREA.auth.some((c) => c === contract)) continue;
    const names = [...contract.path.matchAll(/:(\w+)/g)].map((m) => m[1]!);
    const paramSets = names.length ? PARAM_VALUES.map((v) => Object.fromEntries(names.map((n) => [n, v]))) : [{}];
    for (const params of paramSets) {
      const path = fillPath(contract.path, params).replace(/%25/g, '%');
      const query = `?page=${Math.floor(next() * 1e7)}&size=-5&query=%00&orderCode=${'9'.repeat(200)}&d=zzzz&u=${'/x'.repeat(500)}`;
      if (contract.method === 'GET') await check(`GET ${path}${query.slice(0, 60)}`, () => client.get(path + query));
      else await check(`${contract.method} ${path} (no body)`, () => client.fetch(path, { method: contract.method, headers: { 'content-type': 'application/json' }, data: '' }));
    }
    if (contract.method === 'GET') continue;
    const path = fillPath(contract.path, Object.fromEntries(names.map((n) => [n, '1'])));
    for (const body of bodies(next)) {
      await check(`${contract.method} ${path} ${body.name}`, () =>
        client.fetch(path, { method: contract.method, headers: { 'content-type': body.type ?? 'application/json' }, data: body.data }));
    }
  }
  // The shell's own endpoints and pages.
  for (const data of ['null', '[]', '{', deep(5000), BAD_UTF8]) {
    await check('POST /session/login', () => client.post('/session/login', { headers: { 'content-type': 'application/json' }, data }));
  }
  for (const path of [`/items/${'x'.repeat(5000)}`, '/search?query=%E0%A4%A', `/search?query=${'가'.repeat(2000)}`, '/categories/%00', '/events?page=-1',
    '/events?page=abc', `/brands/${'9'.repeat(40)}`, '/%c0%ae%c0%ae/%c0%ae%c0%ae/etc/passwd', '/_mf/catalog/client/..%2F..%2Fserver%2FremoteEntry.js', '/_ipx/w_99999/%00',
    `/?${'a=1&'.repeat(3000)}`]) {
    await check(`GET ${path.slice(0, 80)}`, () => client.get(path));
  }
  for (const path of ['/', '/robots.txt', '/items/1', '/_ipx/w_100/upload/no-such-file.png']) {
    await check(`PUT ${path}`, () => client.fetch(path, { method: 'PUT', headers: { 'content-type': 'application/json' }, data: '{}' }));
  }
  await check('GET /_ipx of a missing image', () => client.get('/_ipx/w_100/upload/no-such-file.png'));
  expect(sent).toBeGreaterThan(300);
  expect(failures, failures.slice(0, 20).join('\n')).toEqual([]);
  expect((await client.get('/healthz')).status()).toBe(200);
  expect((await client.get('/api/category')).status()).toBe(200);
  await client.dispose();
});
