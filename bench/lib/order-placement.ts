// Order placement on SQLite and PostgreSQL from 16 concurrent connections, per payment method: members paying by each
// method the order sheet offers (무통장입금: order sheet + placement; 신용카드, 간편결제, 가상계좌, 실시간 계좌이체: the same
// plus the payment window's authorization at the built-in test gateway and the server's confirm), and guests paying by
// 무통장입금 and 신용카드, alternating with item-detail reads of the same API process so the ratio's base is measured in
// the same run. A guest order hashes its order password with scrypt (the KDF of member passwords), so guests show the
// KDF's cost and members the transaction's. Afterwards the database must hold exactly the orders answered 200 and the
// stock must have dropped by exactly as many units.
import { randomUUID } from 'node:crypto';
import type { WriteStream } from 'node:fs';
import { runSql, startApi, type DatabaseKind } from './api-service.ts';
import { runLoad, type LoadResult } from './load.ts';
import { median, percentile, ratio } from './stats.ts';

export type Shopper = 'member' | 'guest';

export type PlacementResult = { orders: number; failures: number; seconds: number; ordersPerSecond: number; p50: number; p99: number; firstFailure?: string };

/** The order sheet's payment methods (SHOP_PAYMENT_METHODS); all but `bank` go through the payment window. */
export type PayMethod = 'bank' | 'card' | 'easypay' | 'vbank' | 'realtimebank';

/** One kind of placement the bench times: who orders and how they pay. */
export type Scenario = { shopper: Shopper; method: PayMethod };

/** Members by every method; guests by 무통장입금 and 신용카드 (their cost is the order password's scrypt, whatever the method). */
export const SCENARIOS: readonly Scenario[] = [
  ...(['bank', 'card', 'easypay', 'vbank', 'realtimebank'] as const).map((method) => ({ shopper: 'member' as const, method })),
  { shopper: 'guest', method: 'bank' }, { shopper: 'guest', method: 'card' },
];

/** The scenario's key in a round's placements: `member/card`. */
export const scenarioKey = (s: Scenario) => `${s.shopper}/${s.method}`;

export type PlacementRound = { detail: LoadResult; placements: Record<string, PlacementResult> };

export type PlacementRow = { shopper: Shopper; method: PayMethod; ordersPerSecond: number; p50: number; p99: number; failures: number; ratio: number };

export type OrderRun = {
  kind: DatabaseKind;
  skipped?: string;
  itemUserCode?: string;
  rounds: PlacementRound[];
  /** Median item-detail reads per second over the rounds (the ratio's base). */
  detailRps: number;
  /** Medians over the rounds per shopper; `ratio` = orders/s ÷ item-detail reads/s of the same round. */
  rows: PlacementRow[];
  /** Orders in the database and stock taken both equal the placements answered 200. */
  consistent: boolean;
  consistency: string;
};

const STOCK = 10_000_000;
const RECEIVER = { receiveName: '김벤치', receiveMobile: '010-1234-5678', zipcode: '06236', address: '서울 강남구 테헤란로 1', addressDetail: '101호', memo: '' };
const GUEST = { buyer: { userName: '김벤치', mobile: '010-1234-5678', email: 'bench@example.com' }, guestPassword: 'bench1234', guestTermsAgreed: true };
const DEMO_MEMBER = { loginId: 'demo01', password: 'Demo!2345678' };

export type Target = { origin: string; line: string; payAmount: number; memberToken: string };

async function post(origin: string, path: string, headers: Record<string, string>, body: unknown): Promise<{ status: number; json: Record<string, unknown> }> {
  const res = await fetch(origin + path, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
  return { status: res.status, json: (await res.json()) as Record<string, unknown> };
}

function shopperHeaders(t: Target, shopper: Shopper): Record<string, string> {
  return shopper === 'member' ? { authorization: `Bearer ${t.memberToken}` } : { salesonid: randomUUID() };
}

/** What the test payment window authorizes for a method (Toss's method name and the shopper's choice in the window). */
const WINDOW: Record<Exclude<PayMethod, 'bank'>, Record<string, unknown>> = {
  card: { method: 'CARD', installmentMonths: 0 },
  easypay: { method: 'EASY_PAY', easyPayProvider: 'KAKAOPAY' },
  vbank: { method: 'VIRTUAL_ACCOUNT', bankCode: '88' },
  realtimebank: { method: 'TRANSFER', bankCode: '88' },
};

/** The order's state once its payment went through: a virtual account waits for its deposit. */
const SETTLED: Record<Exclude<PayMethod, 'bank'>, string> = { card: 'PAID', easypay: 'PAID', vbank: 'WAITING_DEPOSIT', realtimebank: 'PAID' };

/**
 * One order of one unit: an order sheet, then its placement with a fresh idempotency key; a method of the payment
 * window then authorizes at the test gateway (the window's 결제 승인) and confirms on the server (the success URL's
 * `POST /api/order/toss/confirm`), as the shopper's browser does.
 */
export async function placeOne(t: Target, s: Scenario, headers: Record<string, string>): Promise<string | null> {
  const sheet = await post(t.origin, '/api/order/buy', headers, { arrayRequiredItems: [t.line] });
  if (sheet.status !== 200) return `buy ${sheet.status} ${String(sheet.json.code)}`;
  const saved = await post(t.origin, '/api/order/save', headers, {
    orderSheetId: sheet.json.orderSheetId, idempotencyKey: randomUUID(), expectedPayAmount: t.payAmount, paymentMethod: s.method,
    receiver: RECEIVER, ...(s.method === 'bank' ? { bankTransfer: { accountIndex: 0, depositorName: '김벤치' } } : {}), privacyAgreed: true, purchaseAgreed: true,
    ...(s.shopper === 'guest' ? GUEST : {}),
  });
  if (saved.status !== 200) return `save ${saved.status} ${String(saved.json.code)}`;
  if (s.method === 'bank') return null;
  const orderCode = String(saved.json.orderCode);
  const authorized = await post(t.origin, '/api/payment/test/authorize', headers, { orderCode, ...WINDOW[s.method] });
  if (authorized.status !== 200) return `authorize ${authorized.status} ${String(authorized.json.code)}`;
  const confirmed = await post(t.origin, '/api/order/toss/confirm', headers, { orderCode, paymentKey: authorized.json.paymentKey, amount: saved.json.payAmount });
  if (confirmed.status !== 200) return `confirm ${confirmed.status} ${String(confirmed.json.code)}`;
  return confirmed.json.orderStatus === SETTLED[s.method] ? null : `confirm left the order ${String(confirmed.json.orderStatus)}`;
}

/** `connections` shoppers place orders back to back for `seconds`; latency is per order (both requests). */
export async function placementLoad(t: Target, s: Scenario, connections: number, seconds: number): Promise<PlacementResult> {
  const latencies: number[] = [];
  let failures = 0;
  let firstFailure: string | undefined;
  const started = performance.now();
  const until = started + seconds * 1000;
  await Promise.all(Array.from({ length: connections }, async () => {
    const headers = shopperHeaders(t, s.shopper);
    while (performance.now() < until) {
      const t0 = performance.now();
      const problem = await placeOne(t, s, headers).catch((error: unknown) => String(error));
      if (problem === null) latencies.push(performance.now() - t0);
      else {
        failures += 1;
        firstFailure ??= problem;
      }
    }
  }));
  const elapsed = (performance.now() - started) / 1000;
  const round1 = (n: number) => Math.round(n * 10) / 10;
  return {
    orders: latencies.length, failures, seconds: round1(elapsed), ordersPerSecond: round1(latencies.length / elapsed),
    p50: round1(percentile(latencies, 50)), p99: round1(percentile(latencies, 99)), firstFailure,
  };
}

export type OrderOptions = {
  apiPort: number; pgUrl: string; connections: number; seconds: number; rounds: number; log: WriteStream; logLevel: string; onLine?: (line: string) => void;
  /** What to time (default SCENARIOS: members by every method, guests by 무통장입금 and 신용카드). */
  scenarios?: readonly Scenario[];
};

async function prepare(origin: string, databaseUrl: string): Promise<{ target: Target; itemId: number; itemUserCode: string }> {
  const [item] = await runSql(databaseUrl, `select id, item_user_code from items where item_option_type is null and item_type = '1'
    and nonmember_order_type = '1' and sold_out_flag = 'N' and order_min_quantity = 1 order by id limit 1`);
  if (!item) throw new Error('no plain item a guest may buy in the demo catalogue');
  const itemId = Number(item.id);
  await runSql(databaseUrl, 'update items set stock_quantity = $1 where id = $2', [STOCK, itemId]);
  const login = await post(origin, '/api/auth/token', {}, DEMO_MEMBER);
  if (login.status !== 200) throw new Error(`demo member login answered ${login.status}`);
  const line = `${itemId}||1||`;
  const probe = { salesonid: randomUUID() };
  const sheet = await post(origin, '/api/order/buy', probe, { arrayRequiredItems: [line] });
  const step = await post(origin, '/api/order/payment-step', probe, { orderSheetId: sheet.json.orderSheetId });
  const payAmount = (step.json.orderPrice as { orderPayAmount: number }).orderPayAmount;
  return { target: { origin, line, payAmount, memberToken: String(login.json.token) }, itemId, itemUserCode: String(item.item_user_code) };
}

/** Starts a fresh API on `kind`, gives one plain item ample stock, then alternates detail reads and placements. */
export async function orderPlacement(kind: DatabaseKind, o: OrderOptions): Promise<OrderRun> {
  const api = await startApi(kind, { apiPort: o.apiPort, pgUrl: o.pgUrl, log: o.log, logLevel: o.logLevel });
  if ('skipped' in api) return { kind, skipped: api.skipped, rounds: [], detailRps: 0, rows: [], consistent: false, consistency: '' };
  try {
    const { target, itemId, itemUserCode } = await prepare(api.origin, api.databaseUrl);
    // Orders the demo data holds already (the seeded business member's order): not placed by this run.
    const [seeded] = await runSql(api.databaseUrl, 'select count(*) as n from orders');
    const detailUrl = `${api.origin}/api/item/${itemUserCode}`;
    await runLoad({ url: detailUrl, connections: o.connections, amount: 200, maxSeconds: 5 }); // warm-up
    for (const s of o.scenarios ?? SCENARIOS) await placementLoad(target, s, o.connections, 1);
    const rounds: PlacementRound[] = [];
    for (let i = 0; i < o.rounds; i += 1) {
      const detail = await runLoad({ url: detailUrl, connections: o.connections, amount: 1_000_000, maxSeconds: o.seconds });
      const placements: Record<string, PlacementResult> = {};
      for (const s of o.scenarios ?? SCENARIOS) {
        const p = await placementLoad(target, s, o.connections, o.seconds);
        placements[scenarioKey(s)] = p;
        o.onLine?.(`  ${kind} round ${i + 1}/${o.rounds} ${s.shopper}s paying by ${s.method}: ${p.ordersPerSecond} orders/s (p50 ${p.p50} ms, p99 ${p.p99} ms, ${p.failures} failed${p.firstFailure ? `: ${p.firstFailure}` : ''}) vs item detail ${detail.rps} req/s: ${ratio(p.ordersPerSecond, detail.rps)}`);
      }
      rounds.push({ detail, placements });
    }
    const [counted] = await runSql(api.databaseUrl, 'select count(*) as n from orders');
    const [stock] = await runSql(api.databaseUrl, 'select stock_quantity from items where id = $1', [itemId]);
    const stored = Number(counted!.n) - Number(seeded!.n);
    const taken = STOCK - Number(stock!.stock_quantity);
    // Warm-up orders are stored too: every placement since the stock was raised must be there, no more.
    const answered = rounds.reduce((n, r) => n + Object.values(r.placements).reduce((m, p) => m + p.orders, 0), 0);
    const m = (f: (r: PlacementRound) => number) => median(rounds.map(f));
    const rows = (o.scenarios ?? SCENARIOS).map((s) => {
      const of = (r: PlacementRound) => r.placements[scenarioKey(s)]!;
      return {
        shopper: s.shopper, method: s.method, ordersPerSecond: m((r) => of(r).ordersPerSecond), p50: m((r) => of(r).p50), p99: m((r) => of(r).p99),
        failures: rounds.reduce((n, r) => n + of(r).failures, 0), ratio: m((r) => ratio(of(r).ordersPerSecond, r.detail.rps)),
      };
    });
    return {
      kind, itemUserCode, rounds, detailRps: m((r) => r.detail.rps), rows, consistent: taken === stored && stored >= answered,
      consistency: `${stored} orders stored (besides ${Number(seeded!.n)} of the demo data), ${taken} units taken, ${answered} placements answered 200 in the timed rounds`,
    };
  } finally {
    await api.stop();
  }
}
