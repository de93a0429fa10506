import assert from 'node:assert/strict';
import { request as httpRequest } from 'node:http';
import { ALL_CONTRACTS, fillPath } from '@shop/contracts';
import { freshDatabase, startApiProcess, type ApiProcess, type ProcessDatabase } from '../testing/api-process.ts';
import { describeWithPostgres } from '../testing/postgres-probe.ts';
import { blankStoredTexts } from '../testing/blank-stored.ts';

// An HTTP fuzzer straight at the API process (e2e/specs/shell/http-fuzz.spec.ts does the same through the
// shell): every route of the contract table, sign-in and operator routes included, with hostile path parameters,
// query strings and bodies (malformed JSON, wrong types, NUL, lone surrogates, invalid UTF-8, deep and huge bodies,
// prototype keys, wrong content types), as a visitor, as a member and with the operator token. Every answer is a
// 2xx or a 4xx whose JSON carries a Korean message, never a 5xx; afterwards the process is alive and answers normally.
// A fixed seed keeps failures reproducible. SQLite and PostgreSQL (skipped when unreachable).

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

const OPERATOR_TOKEN = 'fuzz-operator-token-0123456789';
const deep = (levels: number) => '['.repeat(levels) + ']'.repeat(levels);
const BAD_UTF8 = Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0xc3, 0x28, 0x22, 0x7d]); // {"a":"\xff\xfe\xc3("}

function bodies(next: () => number): { name: string; data: string | Buffer; type?: string }[] {
  const wrongTypes = JSON.stringify({ id: 'x', page: -1, quantity: 1e308, cartIds: 'all', items: { a: [null] }, loginId: 7, password: [], orderCode: ['a'], usePoint: '1000', text: false, maintenance: 'yes' });
  return [
    { name: 'malformed JSON', data: '{"a":' },
    { name: 'empty', data: '' },
    { name: 'null', data: 'null' },
    { name: 'array', data: '[1,2,3]' },
    { name: 'string', data: '"문자열"' },
    { name: 'number', data: String(next() * 1e9) },
    { name: 'huge number', data: `{"quantity":1${'0'.repeat(400)},"page":-0,"usePoint":9007199254740993}` },
    { name: 'wrong types', data: wrongTypes },
    { name: 'NUL in strings', data: JSON.stringify({ query: 'a\u0000b', memo: '\u0000', loginId: '\u0000admin', password: '\u0000' }) },
    { name: 'lone surrogate', data: '{"memo":"\\ud800","userName":"\\udfff","loginId":"\\ud800"}' },
    { name: 'invalid UTF-8', data: BAD_UTF8 },
    { name: 'deep nesting', data: deep(5000) },
    { name: 'big string', data: JSON.stringify({ memo: 'ㄱ'.repeat(300_000) }) },
    { name: 'over the body limit', data: JSON.stringify({ memo: 'x'.repeat(3 * 1024 * 1024) }) },
    { name: 'prototype keys', data: '{"__proto__":{"admin":true},"constructor":{"prototype":{"x":1}}}' },
    { name: 'form content type', data: 'a=1&b=2', type: 'application/x-www-form-urlencoded' },
    { name: 'text content type', data: 'hello', type: 'text/plain' },
  ];
}

/** Whitespace-only and zero-width values: the trim rule makes each '' (refused when required, stored as '' when not). */
const BLANKS = ['   ', '\u200b', '\u3000\u200d', '\t\n', '\u00a0\ufeff', '\u2060 '];

type SchemaNode = { entries?: Record<string, unknown>; wrapped?: unknown; pipe?: unknown[]; type?: string };

function objectEntries(schema: unknown): Record<string, unknown> | undefined {
  let node = schema as SchemaNode | undefined;
  for (let i = 0; i < 10 && node; i += 1) {
    if (node.entries) return node.entries;
    if (node.wrapped) node = node.wrapped as SchemaNode;
    else if (Array.isArray(node.pipe) && node.pipe[0] !== node) node = node.pipe[0] as SchemaNode;
    else return undefined;
  }
  return undefined;
}

/** A body with every declared text field, nested objects' too, set to a blank value (rotating through BLANKS). */
function blankBody(schema: unknown, turn = { n: 0 }): Record<string, unknown> {
  const entries = objectEntries(schema) ?? {};
  return Object.fromEntries(Object.entries(entries).map(([key, entry]) => {
    const nested = objectEntries(entry);
    turn.n += 1;
    return [key, nested ? blankBody(entry, turn) : BLANKS[turn.n % BLANKS.length]];
  }));
}

const PARAM_VALUES = ['0', '-1', '99999999999999999999', 'abc', '%00', '%E0%A4%A', '%ED%A0%80', 'x'.repeat(3000), '..%2F..%2Fetc%2Fpasswd', '1.5', '%20'];
const QUERIES = [
  (n: number) => `?page=${n}&size=-5&query=%00&orderCode=${'9'.repeat(200)}&d=zzzz&u=${'/x'.repeat(500)}`,
  () => '?page=1&page=2&itemsPerPage=abc&itemsPerPage=5',
  () => `?query=%ED%A0%80&where=%FF&orderBy=__proto__&sort=${encodeURIComponent('가'.repeat(2000))}`,
  () => `?${'a=1&'.repeat(2000)}`,
];

/** A raw request (http.request keeps invalid bytes and odd paths as they are); the status and the parsed JSON body. */
function send(origin: string, method: string, path: string, headers: Record<string, string>, body?: string | Buffer): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const url = new URL(origin);
    const req = httpRequest({ agent: false, host: url.hostname, port: url.port, method, path, headers: body === undefined ? headers : { ...headers, 'content-length': String(Buffer.byteLength(body)) } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }));
      res.on('error', reject);
    });
    req.setTimeout(30_000, () => req.destroy(new Error('timed out')));
    req.on('error', reject);
    req.end(body);
  });
}

for (const kind of ['sqlite', 'postgres'] as const) {
  (kind === 'postgres' ? describeWithPostgres : describe)(`${kind}: the API process under an HTTP fuzzer`, () => {
    let db: ProcessDatabase | undefined;
    let api: ApiProcess | undefined;
    let member: Record<string, string> = {};
    beforeAll(async () => {
      db = await freshDatabase(kind);
      api = await startApiProcess(db.url, { OPERATOR_TOKEN });
      const login = await fetch(`${api.origin}/api/auth/token`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ loginId: 'demo02', password: 'Demo!2345678' }) });
      member = { authorization: `Bearer ${((await login.json()) as { token: string }).token}` };
    });
    afterAll(async () => {
      await api?.kill();
      await db?.drop();
    });

    it('answers every route of the contract table with a 2xx or a 4xx with a message, never a 5xx, and stays up', async () => {
      if (!api) throw new Error('the API process did not start');
      const origin = api.origin;
      const next = random(20261125);
      const failures: string[] = [];
      let sent = 0;
      const check = async (what: string, method: string, path: string, headers: Record<string, string>, body?: string | Buffer) => {
        sent += 1;
        try {
          const { status, text } = await send(origin, method, path, headers, body);
          if (status >= 500) failures.push(`${status} ${what}: ${text.slice(0, 200)}`);
          else if (status >= 400 && method !== 'HEAD') {
            let message: unknown;
            try {
              message = (JSON.parse(text) as { message?: unknown }).message;
            } catch {
              // not JSON
            }
            if (typeof message !== 'string' || !/[가-힣]/.test(message)) failures.push(`${status} without a Korean message: ${what}: ${text.slice(0, 200)}`);
          }
        } catch (error) {
          failures.push(`no answer: ${what}: ${error instanceof Error ? error.message : String(error)}`);
        }
      };
      // Visitor, member and operator in turn.
      const who = (i: number): Record<string, string> => [{}, member, { 'x-operator-token': OPERATOR_TOKEN }][i % 3]!;
      let turn = 0;
      for (const contract of ALL_CONTRACTS) {
        const names = [...contract.path.matchAll(/:(\w+)/g)].map((m) => m[1]!);
        const paramSets = names.length ? PARAM_VALUES.map((v) => Object.fromEntries(names.map((n) => [n, v]))) : [{}];
        for (const params of paramSets) {
          const path = fillPath(contract.path, params).replace(/%25/g, '%');
          const query = QUERIES[turn % QUERIES.length]!(Math.floor(next() * 1e7));
          turn += 1;
          if (contract.method === 'GET') await check(`GET ${path.slice(0, 80)}${query.slice(0, 40)}`, 'GET', path + query, who(turn));
          else await check(`${contract.method} ${path.slice(0, 80)} (no body)`, contract.method, path, { ...who(turn), 'content-type': 'application/json' }, '');
        }
        if (contract.method === 'GET') continue;
        const path = fillPath(contract.path, Object.fromEntries(names.map((n) => [n, '1'])));
        const blank: { name: string; data: string; type?: string } = { name: 'blank text fields', data: JSON.stringify(blankBody(contract.body)) };
        for (const body of [...bodies(next), blank]) {
          turn += 1;
          await check(`${contract.method} ${path} ${body.name}`, contract.method, path, { ...who(turn), 'content-type': body.type ?? 'application/json' }, body.data);
        }
      }
      // Paths and headers no route has.
      for (const path of [`/api/${'x'.repeat(8000)}`, '/api/%00', '/api/item/%ED%A0%80', '/%c0%ae%c0%ae/%c0%ae%c0%ae/etc/passwd', '/api/../../etc/passwd', `/api/item?${'q'.repeat(30_000)}=1`]) {
        await check(`GET ${path.slice(0, 60)}`, 'GET', path, {});
      }
      await check('GET with a garbage bearer token', 'GET', '/api/auth/auth-me', { authorization: `Bearer ${'x'.repeat(4000)}` });
      await check('GET with a NUL-looking visitor id', 'GET', '/api/cart', { salesonid: '%00' });
      await check('POST with a charset nobody knows', 'POST', '/api/cart/add', { 'content-type': 'application/json; charset=klingon' }, '{}');

      // Node's parser refuses headers over 16 KB before Fastify sees the request: still JSON in Korean.
      await check('GET with a 20 KB header', 'GET', '/api/category', { 'x-big': 'x'.repeat(20_000) });
      const big = await send(origin, 'GET', '/api/category', { 'x-big': 'x'.repeat(20_000) });
      assert.equal(big.status, 431);

      // The blank address: refused with the spec's message (it was stored with an empty name and address).
      const address = { title: 'Home', userName: '   ', mobile: '01012345678', zipcode: '06236', address: '   ', addressDetail: '\u200b' };
      const refused = await fetch(`${origin}/api/shipping`, { method: 'POST', headers: { ...member, 'content-type': 'application/json' }, body: JSON.stringify(address) });
      assert.equal(refused.status, 400);
      assert.equal(((await refused.json()) as { message: string }).message, '필수 입력 항목입니다.');

      assert.ok(sent > 1500, `only ${sent} requests`);
      assert.deepEqual(failures.slice(0, 20), [], `${failures.length} of ${sent} requests failed`);
      assert.equal(api.child.exitCode, null, 'the API process exited');
      assert.equal((await fetch(`${origin}/healthz`)).status, 200);
      assert.equal((await fetch(`${origin}/api/category`)).status, 200);
      // The fuzz may have signed demo02 out (logout with its token); a fresh sign-in works.
      const again = await fetch(`${origin}/api/auth/token`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ loginId: 'demo01', password: 'Demo!2345678' }) });
      const token = ((await again.json()) as { token: string }).token;
      assert.equal((await fetch(`${origin}/api/auth/auth-me`, { headers: { authorization: `Bearer ${token}` } })).status, 200);
      // Read-back: no text column of any table holds a blank (white space or zero-width only) value.
      assert.deepEqual(await blankStoredTexts(db!, kind), []);
      console.log(`${sent} fuzzed requests, 0 failures, nothing blank stored`);
    });
  });
}
