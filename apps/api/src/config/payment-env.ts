import { PAYMENT_METHODS, type PaymentMethod } from '@shop/contracts';
import { DEFAULT_BANK_ACCOUNTS } from '../messages/order.ko.ts';

/** A deposit account of the shop (무통장입금): its holder is the company of the business information (shop-accounts.ts). */
export type BankAccount = { bankName: string; accountNumber: string };

/** Payments: the shop's deposit accounts, Toss Payments keys and base URL, and how often unpaid orders are swept. */
export type PaymentConfig = {
  bankAccounts: BankAccount[];
  /** Shown in the page; '' when Toss Payments is not set up (then only 무통장입금 is offered). */
  tossClientKey: string;
  /** Server only, never sent to a browser or logged. */
  tossSecretKey: string;
  tossBaseUrl: string;
  /** How often the expiry job looks for unpaid orders past their deadline (0 = never). */
  expiryIntervalMs: number;
  /** The methods the order sheet offers, in this order (SHOP_PAYMENT_METHODS). */
  paymentMethods: PaymentMethod[];
};

/** The methods a Korean shopper expects, offered by default: card (with 할부), 간편결제, 가상계좌, 실시간 계좌이체, 무통장입금. */
export const DEFAULT_PAYMENT_METHODS: PaymentMethod[] = ['card', 'easypay', 'vbank', 'realtimebank', 'bank'];

export const DEFAULT_PAYMENT_CONFIG: PaymentConfig = {
  bankAccounts: DEFAULT_BANK_ACCOUNTS,
  tossClientKey: '',
  tossSecretKey: '',
  tossBaseUrl: 'https://api.tosspayments.com',
  expiryIntervalMs: 60_000,
  paymentMethods: DEFAULT_PAYMENT_METHODS,
};

function parseMethods(raw: string | undefined, problems: string[]): PaymentMethod[] {
  if (raw === undefined) return DEFAULT_PAYMENT_METHODS;
  const methods = [...new Set(raw.split(',').map((m) => m.trim()).filter(Boolean))];
  const unknown = methods.filter((m) => !(PAYMENT_METHODS as readonly string[]).includes(m));
  if (unknown.length > 0 || methods.length === 0) {
    problems.push(`SHOP_PAYMENT_METHODS: comma-separated methods of ${PAYMENT_METHODS.join(', ')} (got "${raw}")`);
    return DEFAULT_PAYMENT_METHODS;
  }
  return methods as PaymentMethod[];
}

type Env = Record<string, string | undefined>;
const value = (env: Env, name: string): string | undefined => env[name]?.trim() || undefined;

function parseAccounts(raw: string | undefined, problems: string[]): BankAccount[] {
  if (raw === undefined) return DEFAULT_BANK_ACCOUNTS;
  const accounts = raw.split(';').map((entry) => entry.split('|').map((part) => part.trim()));
  if (accounts.some((parts) => parts.length !== 2 || parts.some((part) => part === ''))) {
    problems.push('SHOP_BANK_ACCOUNTS: must be "bank|account number" entries separated by ";" (the holder is the business information\'s company name)');
    return DEFAULT_BANK_ACCOUNTS;
  }
  return accounts.map(([bankName = '', accountNumber = '']) => ({ bankName, accountNumber }));
}

/**
 * Reads TOSS_CLIENT_KEY, TOSS_SECRET_KEY (both or neither: without them the built-in test gateway takes payments),
 * TOSS_API_BASE_URL, SHOP_BANK_ACCOUNTS, SHOP_PAYMENT_METHODS and ORDER_EXPIRY_INTERVAL_MS, adding one line per bad
 * variable to `problems`.
 */
export function parsePaymentConfig(env: Env, problems: string[]): PaymentConfig {
  const tossClientKey = value(env, 'TOSS_CLIENT_KEY') ?? '';
  const tossSecretKey = value(env, 'TOSS_SECRET_KEY') ?? '';
  if (Boolean(tossClientKey) !== Boolean(tossSecretKey)) problems.push('TOSS_CLIENT_KEY and TOSS_SECRET_KEY: set both or neither');
  const tossBaseUrl = value(env, 'TOSS_API_BASE_URL') ?? DEFAULT_PAYMENT_CONFIG.tossBaseUrl;
  if (!/^https?:\/\/[^/\s]+/.test(tossBaseUrl)) problems.push(`TOSS_API_BASE_URL: must be an http(s) URL (got "${tossBaseUrl}")`);
  const intervalRaw = value(env, 'ORDER_EXPIRY_INTERVAL_MS');
  const expiryIntervalMs = intervalRaw === undefined ? DEFAULT_PAYMENT_CONFIG.expiryIntervalMs : Number(intervalRaw);
  if (!Number.isSafeInteger(expiryIntervalMs) || expiryIntervalMs < 0) problems.push(`ORDER_EXPIRY_INTERVAL_MS: must be a whole number of milliseconds (got "${intervalRaw}")`);
  return {
    bankAccounts: parseAccounts(value(env, 'SHOP_BANK_ACCOUNTS'), problems),
    tossClientKey,
    tossSecretKey,
    tossBaseUrl: tossBaseUrl.replace(/\/+$/, ''),
    expiryIntervalMs,
    paymentMethods: parseMethods(value(env, 'SHOP_PAYMENT_METHODS'), problems),
  };
}
