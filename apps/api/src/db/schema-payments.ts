import type { Generated } from 'kysely';

/** The built-in test payment gateway's ledger (migration 0030): one row per payment its window authorized. */
export type TestGatewayPaymentTable = {
  paymentKey: string;
  orderCode: string;
  /** Toss's method names: CARD, VIRTUAL_ACCOUNT, TRANSFER, EASY_PAY. */
  method: string;
  /** Instalment months of a card ('0' 일시불), or the easy-pay provider (KAKAOPAY, NAVERPAY, TOSSPAY). */
  detail: string | null;
  /** 'AUTHORIZED' (window approved) → 'DONE' | 'WAITING_FOR_DEPOSIT' (confirmed) → 'PARTIAL_CANCELED' | 'CANCELED'. */
  status: string;
  totalAmount: number;
  balanceAmount: number;
  /** Toss's bank code the window chose (가상계좌, 계좌이체). */
  bankCode: string | null;
  accountNumber: string | null;
  dueDate: string | null;
  createdAt: string;
  approvedAt: string | null;
};

/** One cancel the test gateway took, by its idempotency key (a replay refunds nothing more). */
export type TestGatewayCancelTable = {
  idempotencyKey: string;
  paymentKey: string;
  cancelAmount: number;
  createdAt: string;
};

/** One message to a shopper about their order (migration 0032): queued in the moving transaction, sent by the job. */
export type NotificationTable = {
  id: Generated<number>;
  orderId: number;
  /** ORDER_PLACED, DEPOSIT_ACCOUNT, PAYMENT_CONFIRMED, SHIPPED, DELIVERED, CLAIM_ACCEPTED, CLAIM_REFUSED, REFUND_PAID. */
  event: string;
  /** What makes the event once (the claim code of a refund, '' otherwise). */
  eventKey: string;
  /** 'PENDING' → 'SENDING' → 'SENT' | 'PENDING' again (retry) | 'FAILED' (gave up). */
  status: string;
  attempts: Generated<number>;
  nextAttemptAt: string;
  recipient: string | null;
  /** 'ALIMTALK' | 'SMS' | 'OUTBOX' once sent. */
  channel: string | null;
  body: string | null;
  sentAt: string | null;
  createdAt: string;
};

export type PaymentTables = {
  notifications: NotificationTable;
  testGatewayPayments: TestGatewayPaymentTable;
  testGatewayCancels: TestGatewayCancelTable;
};
