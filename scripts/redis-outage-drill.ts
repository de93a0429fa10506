// The Redis-down fault under load (docs/resilience.md, docs/scale-out.md): starts the scale-out topology, has
// shoppers browse pages and place bank-transfer orders through the balancer for three phases (Redis up, Redis
// stopped, Redis back), and a scripted guesser try guest order lookups from one address during the outage. Prints
// orders per second, answers by status and the Redis log lines of every instance, per phase.
//   node scripts/redis-outage-drill.ts [--phase-seconds 10] [--shoppers 6]     (SCALE_PORT, default E2E_PORT + 600)
import { randomUUID } from 'node:crypto';
import { startTopology } from './lib/topology.ts';

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(name);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const PHASE_MS = arg('--phase-seconds', 10) * 1000;
const SHOPPERS = arg('--shoppers', 6);
const LIMIT = 20;
const base = Number(process.env.SCALE_PORT ?? Number(process.env.E2E_PORT ?? 3100) + 600);

// The instances' Redis lines are counted; the rest of their output stays quiet.
const redisLines: string[] = [];
const quiet = (write: typeof process.stdout.write) => ((chunk: string | Uint8Array, ...rest: unknown[]) => {
  const text = String(chunk);
  if (/Redis at/.test(text)) redisLines.push(text.trim().replace(/\u001b\[\d+m/g, ''));
  if (/^==>|^ {2}\S|^phase|^\{|^Redis|^orders/.test(text)) return write.call(process.stdout, chunk, ...(rest as []));
  return true;
}) as typeof process.stdout.write;
process.stdout.write = quiet(process.stdout.write.bind(process.stdout));
process.stderr.write = quiet(process.stderr.write.bind(process.stderr));

const topology = await startTopology({ base, env: { LOG_LEVEL: 'info', RATE_LIMIT_PER_ADDRESS: String(LIMIT) }, log: (line) => console.log(line) });
type Tally = { orders: number; pages: number; statuses: Record<string, number>; refused: Record<string, number>; lookups: Record<string, number>; slowestMs: number };
const tally = (): Tally => ({ orders: 0, pages: 0, statuses: {}, refused: {}, lookups: {}, slowestMs: 0 });
let phase = tally();

async function timed(url: string, init?: RequestInit): Promise<Response | null> {
  const started = Date.now();
  const res = await fetch(url, { ...init, signal: AbortSignal.timeout(15_000) }).catch(() => null);
  phase.slowestMs = Math.max(phase.slowestMs, Date.now() - started);
  const key = res ? String(res.status) : 'network';
  phase.statuses[key] = (phase.statuses[key] ?? 0) + 1;
  return res;
}

const RECEIVER = { receiveName: '김훈련', receiveMobile: '010-1234-5678', zipcode: '06236', address: '서울 강남구 테헤란로 1', addressDetail: '101호', memo: '' };
const items = ((await (await fetch(`${topology.apiUrl}/api/display/new?size=60`)).json()) as { content: { itemId: number; itemUserCode: string; itemOptionFlag: string; itemSoldOutFlag: string; itemType: string; nonmemberOrderType: string; orderMinQuantity: number }[] }).content
  .filter((i) => i.itemOptionFlag === 'N' && i.itemSoldOutFlag === 'N' && i.itemType === '1' && i.nonmemberOrderType === '1' && i.orderMinQuantity <= 1);

async function shopper(until: () => boolean, n: number): Promise<void> {
  for (let k = 0; !until(); k += 1) {
    const item = items[(n + k) % items.length]!;
    const salesonid = randomUUID();
    const json = { 'content-type': 'application/json', origin: topology.url, cookie: `SALESONID=${salesonid}` };
    if ((await timed(`${topology.url}/`))?.ok) phase.pages += 1;
    if ((await timed(`${topology.url}/items/${item.itemUserCode}`))?.ok) phase.pages += 1;
    const sheet = await timed(`${topology.url}/api/order/buy`, { method: 'POST', headers: json, body: JSON.stringify({ arrayRequiredItems: [`${item.itemId}||1||`] }) });
    const { orderSheetId } = ((await sheet?.json().catch(() => ({}))) ?? {}) as { orderSheetId?: string };
    if (!orderSheetId) continue;
    const step = await timed(`${topology.url}/api/order/payment-step`, { method: 'POST', headers: json, body: JSON.stringify({ orderSheetId }) });
    const price = ((await step?.json().catch(() => ({}))) ?? {}) as { orderPrice?: { orderPayAmount: number } };
    const saved = await timed(`${topology.url}/api/order/save`, { method: 'POST', headers: json, body: JSON.stringify({
      orderSheetId, idempotencyKey: randomUUID(), expectedPayAmount: price.orderPrice?.orderPayAmount ?? 0, paymentMethod: 'bank', receiver: RECEIVER,
      bankTransfer: { accountIndex: 0, depositorName: '김훈련' }, privacyAgreed: true, purchaseAgreed: true,
      buyer: { userName: '김훈련', mobile: '010-1234-5678', email: 'drill@example.com' }, guestPassword: 'drill1234', guestTermsAgreed: true,
    }) });
    if (saved?.ok) phase.orders += 1;
    else if (saved) {
      const code = `save ${saved.status} ${((await saved.json().catch(() => ({}))) as { code?: string }).code ?? ''}`;
      phase.refused[code] = (phase.refused[code] ?? 0) + 1;
    }
  }
}

/** A guesser tries guest order lookups from one address (through the shell, which forwards it). */
async function guesser(tries: number, address: string): Promise<void> {
  for (let i = 0; i < tries; i += 1) {
    const res = await fetch(`${topology.shellOrigins[i % 2]}/session/guest-login`, {
      method: 'POST', headers: { 'content-type': 'application/json', origin: topology.shellOrigins[i % 2]!, 'x-forwarded-for': address },
      body: JSON.stringify({ orderCode: 'NO-SUCH-ORDER', guestPassword: 'guess1234' }),
    }).catch(() => null);
    const code = res ? (((await res.json().catch(() => ({}))) as { code?: string }).code ?? String(res.status)) : 'network';
    phase.lookups[code] = (phase.lookups[code] ?? 0) + 1;
  }
}

const results: Record<string, Tally & { seconds: number; ordersPerSecond: number }> = {};
async function run(name: string, during?: () => Promise<void>): Promise<void> {
  phase = tally();
  const started = Date.now();
  const end = started + PHASE_MS;
  await Promise.all([...Array.from({ length: SHOPPERS }, (_, n) => shopper(() => Date.now() > end, n)), during?.()]);
  const seconds = (Date.now() - started) / 1000;
  results[name] = { ...phase, seconds, ordersPerSecond: Math.round((phase.orders / seconds) * 10) / 10 };
  console.log(`phase ${name}: ${JSON.stringify(results[name])}`);
}

try {
  await run('redis up', () => guesser(2 * LIMIT + 10, '198.51.100.1'));
  await topology.redis.stop();
  await run('redis stopped', () => guesser(2 * LIMIT + 10, '198.51.100.2'));
  await topology.redis.start();
  await new Promise((r) => setTimeout(r, 2500));
  await run('redis back', () => guesser(2 * LIMIT + 10, '198.51.100.3'));
  const fiveHundreds = Object.values(results).reduce((sum, r) => sum + Object.entries(r.statuses).filter(([s]) => s === 'network' || Number(s) >= 500).reduce((a, [, n]) => a + n, 0), 0);
  console.log(`Redis log lines of the instances (one per outage and one per recovery each expected):\n  ${redisLines.map((l) => l.replace(/\s+/g, ' ').slice(0, 200)).join('\n  ')}`);
  console.log(`orders/s up ${results['redis up']!.ordersPerSecond}, stopped ${results['redis stopped']!.ordersPerSecond}, back ${results['redis back']!.ordersPerSecond}; 5xx or failed requests: ${fiveHundreds}`);
} finally {
  await topology.stop();
}
