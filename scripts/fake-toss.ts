// A local stand-in for Toss Payments' confirm and cancel endpoints, for trying card payments without Toss:
//   node scripts/fake-toss.ts            (then start the shop with the printed variables)
// The order sheet opens its built-in test payment window for the `local_` client key. Never use it in production.
import { startFakeToss } from '../apps/api/src/testing/fake-toss.ts';

const secretKey = process.env.TOSS_SECRET_KEY ?? 'local_sk_dev';
const toss = await startFakeToss(secretKey);
console.log(`fake Toss Payments on ${toss.baseUrl}\n\n  TOSS_CLIENT_KEY=local_ck_dev TOSS_SECRET_KEY=${secretKey} TOSS_API_BASE_URL=${toss.baseUrl} pnpm start\n`);
process.on('SIGINT', () => void toss.close().then(() => process.exit(0)));
