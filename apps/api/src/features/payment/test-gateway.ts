import type { Selectable } from 'kysely';
import { customAlphabet } from 'nanoid';
import type { DatabaseHandle } from '../../db/dialect.ts';
import type { TestGatewayPaymentTable } from '../../db/schema-payments.ts';
import { writeTransaction } from '../../db/transaction.ts';
import { fromSeoulTimestamp, toSeoulTimestamp } from '../../lib/dates.ts';
import { PAYMENT_MESSAGES } from '../../messages/payment.ko.ts';
import { ORDER_RULES } from '../order/order-rules.ts';
import { depositDeadline } from './deadline.ts';
import type { TossClient, TossConfirmResult, TossPayment } from './toss-client.ts';

type Row = Selectable<TestGatewayPaymentTable>;

/** Toss's method names the test window authorizes. */
export const TEST_GATEWAY_METHODS = ['CARD', 'EASY_PAY', 'VIRTUAL_ACCOUNT', 'TRANSFER'] as const;
export type TestGatewayMethod = (typeof TEST_GATEWAY_METHODS)[number];

/** What the shopper chose in the test window. */
export type TestAuthorization = {
  orderCode: string;
  amount: number;
  method: TestGatewayMethod;
  /** Card: 0 (일시불) or 2-12. */
  installmentMonths?: number;
  /** Easy pay: KAKAOPAY, NAVERPAY or TOSSPAY. */
  easyPayProvider?: string;
  /** Virtual account or transfer: Toss's bank code. */
  bankCode?: string;
};

/** Every payment key the test gateway issues starts so (Toss's keys never do). */
export const TEST_PAYMENT_KEY_PREFIX = 'test_';
const paymentKeyOf = customAlphabet('0123456789abcdefghijklmnopqrstuvwxyz', 24);
const digits = customAlphabet('0123456789', 12);

/** An ISO 8601 instant (+09:00) of a 14-digit Seoul wire date, as Toss writes its dates. */
function isoOf(wire: string | null): string | null {
  if (!wire) return null;
  const date = fromSeoulTimestamp(wire);
  return date ? `${wire.slice(0, 4)}-${wire.slice(4, 6)}-${wire.slice(6, 8)}T${wire.slice(8, 10)}:${wire.slice(10, 12)}:${wire.slice(12, 14)}+09:00` : null;
}

/** A ledger row as Toss answers a Payment object. */
function paymentOfRow(row: Row): TossPayment {
  const months = row.method === 'CARD' ? Number(row.detail ?? 0) : null;
  return {
    paymentKey: row.paymentKey, orderId: row.orderCode, status: row.status, totalAmount: row.totalAmount, method: row.method, approvedAt: isoOf(row.approvedAt),
    installmentMonths: months, easyPayProvider: row.method === 'EASY_PAY' ? PAYMENT_MESSAGES.easyPayProviders[row.detail ?? ''] ?? null : null,
    transferBankCode: row.method === 'TRANSFER' ? row.bankCode : null,
    virtualAccount: row.method === 'VIRTUAL_ACCOUNT' && row.accountNumber ? { bankCode: row.bankCode ?? '', accountNumber: row.accountNumber, dueDate: isoOf(row.dueDate) ?? '' } : null,
  };
}

/** The test gateway: Toss's protocol (authorize in the window, confirm and cancel by the server) over a ledger in the shop's database. */
export type TestGateway = TossClient & {
  /** The window's "결제 승인": records the authorization and answers its payment key (the window then redirects as Toss does). */
  authorize: (input: TestAuthorization) => Promise<string>;
  /** A deposit into a virtual account it issued (what the bank would tell Toss); false when nothing was waiting. */
  deposit: (paymentKey: string) => Promise<boolean>;
};

/**
 * The built-in test payment gateway, used when no Toss keys are set: the same adapter interface as Toss Payments, so
 * the order server confirms, refunds and verifies deposits exactly as with Toss, but no network is used and no money
 * moves. Its ledger refuses what Toss refuses: a confirm of an unknown key, another order or another amount; a
 * second confirm (`ALREADY_PROCESSED_PAYMENT`); a cancel of more than is left (`NOT_CANCELABLE_AMOUNT`); and a cancel
 * replayed with the same idempotency key refunds nothing more.
 */
export function createTestGateway(handle: DatabaseHandle, clock: () => number = Date.now): TestGateway {
  const { db } = handle;
  const load = (paymentKey: string) => db.selectFrom('testGatewayPayments').selectAll().where('paymentKey', '=', paymentKey).executeTakeFirst();
  const answer = async (paymentKey: string): Promise<TossConfirmResult> => {
    const row = await load(paymentKey);
    return row ? { ok: true, payment: paymentOfRow(row) } : { ok: false, code: 'NOT_FOUND_PAYMENT' };
  };
  return {
    async authorize(input) {
      const paymentKey = `${TEST_PAYMENT_KEY_PREFIX}${paymentKeyOf()}`;
      const detail = input.method === 'CARD' ? String(input.installmentMonths ?? 0) : input.method === 'EASY_PAY' ? input.easyPayProvider ?? null : null;
      await db.insertInto('testGatewayPayments').values({
        paymentKey, orderCode: input.orderCode, method: input.method, detail, status: 'AUTHORIZED', totalAmount: input.amount, balanceAmount: input.amount,
        bankCode: input.bankCode ?? null, accountNumber: null, dueDate: null, createdAt: toSeoulTimestamp(clock()), approvedAt: null,
      }).execute();
      return paymentKey;
    },

    async confirm({ paymentKey, orderId, amount }) {
      const row = await load(paymentKey);
      if (!row || row.orderCode !== orderId) return { ok: false, code: 'NOT_FOUND_PAYMENT' };
      if (row.totalAmount !== amount) return { ok: false, code: 'INVALID_REQUEST' };
      const now = clock();
      const waiting = row.method === 'VIRTUAL_ACCOUNT';
      const values = waiting
        ? { status: 'WAITING_FOR_DEPOSIT', accountNumber: `T${digits()}`, dueDate: depositDeadline(now, ORDER_RULES.bankDepositDueDay) }
        : { status: 'DONE', approvedAt: toSeoulTimestamp(now) };
      const taken = await db.updateTable('testGatewayPayments').set(values).where('paymentKey', '=', paymentKey).where('status', '=', 'AUTHORIZED').executeTakeFirst();
      if (Number(taken.numUpdatedRows) !== 1) return { ok: false, code: 'ALREADY_PROCESSED_PAYMENT' };
      return answer(paymentKey);
    },

    async cancel({ paymentKey, cancelReason, idempotencyKey, cancelAmount }) {
      if (!cancelReason) return { ok: false, code: 'INVALID_REQUEST' };
      const outcome = await writeTransaction(handle, async (trx) => {
        if (idempotencyKey) {
          const seen = await trx.selectFrom('testGatewayCancels').select('paymentKey').where('idempotencyKey', '=', idempotencyKey).executeTakeFirst();
          if (seen) return seen.paymentKey === paymentKey ? 'REPLAY' : 'INVALID_REQUEST';
        }
        const row = await trx.selectFrom('testGatewayPayments').selectAll().where('paymentKey', '=', paymentKey).executeTakeFirst();
        if (!row || row.status === 'AUTHORIZED') return 'NOT_FOUND_PAYMENT';
        if (row.status === 'CANCELED') return 'ALREADY_CANCELED_PAYMENT';
        const amount = cancelAmount ?? row.balanceAmount;
        if (amount <= 0 || amount > row.balanceAmount) return 'NOT_CANCELABLE_AMOUNT';
        const balance = row.balanceAmount - amount;
        const moved = await trx.updateTable('testGatewayPayments').set({ balanceAmount: balance, status: balance === 0 ? 'CANCELED' : 'PARTIAL_CANCELED' })
          .where('paymentKey', '=', paymentKey).where('balanceAmount', '=', row.balanceAmount).executeTakeFirst();
        if (Number(moved.numUpdatedRows) !== 1) return 'NOT_CANCELABLE_AMOUNT';
        if (idempotencyKey) await trx.insertInto('testGatewayCancels').values({ idempotencyKey, paymentKey, cancelAmount: amount, createdAt: toSeoulTimestamp(clock()) }).execute();
        return 'DONE';
      });
      if (outcome !== 'DONE' && outcome !== 'REPLAY') return { ok: false, code: outcome };
      return answer(paymentKey);
    },

    get: answer,

    async deposit(paymentKey) {
      const moved = await db.updateTable('testGatewayPayments').set({ status: 'DONE', approvedAt: toSeoulTimestamp(clock()) })
        .where('paymentKey', '=', paymentKey).where('status', '=', 'WAITING_FOR_DEPOSIT').executeTakeFirst();
      return Number(moved.numUpdatedRows) === 1;
    },
  };
}
