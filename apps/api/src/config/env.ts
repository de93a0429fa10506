import { isAbsolute, resolve } from 'node:path';
import { REPO_ROOT } from './paths.ts';
import { isProxyEntry } from '../http/client-address.ts';
import { parseJobsConfig, type JobsConfig } from './jobs-env.ts';
import { parseNotifyConfig, type NotifyConfig } from './notify-env.ts';
import { parsePaymentConfig, type PaymentConfig } from './payment-env.ts';

export const LOG_LEVELS = ['error', 'warn', 'info', 'debug'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export type DatabaseConfig = { kind: 'sqlite'; file: string } | { kind: 'postgres'; url: string };

export type Config = {
  port: number;
  host: string;
  database: DatabaseConfig;
  uploadDir: string;
  logLevel: LogLevel;
  /** Deposit accounts, Toss Payments and the unpaid-order sweep (defaults: DEFAULT_PAYMENT_CONFIG). */
  payment?: PaymentConfig;
  /** The after-sales jobs' intervals (defaults: DEFAULT_JOBS_CONFIG). */
  jobs?: JobsConfig;
  /** Messages to shoppers (defaults: DEFAULT_NOTIFY_CONFIG, the outbox). */
  notify?: NotifyConfig;
  /** OPERATOR_TOKEN: the `x-operator-token` of operator calls (none: operator calls answer 404). */
  operatorToken?: string;
  /** REDIS_URL: what several API instances share beyond the database (rate limits, invalidation messages). */
  redisUrl?: string;
  /** TRUSTED_PROXIES: the balancer and shells whose x-forwarded-for is believed (IPs or CIDR; unset: loopback). */
  trustedProxies?: string[];
  /** RATE_LIMIT_PER_ADDRESS: SMS sends, guest order lookups and partnership inquiries per client address per 10 minutes, each (default 30); id duplicate checks four times that. */
  rateLimitPerAddress?: number;
  /** Check every answer against its contract (tests; a mismatch is a logged 500). */
  checkAnswers?: boolean;
};

/** Thrown by loadConfig with one line per bad variable. */
export class ConfigError extends Error {
  readonly problems: string[];
  constructor(problems: string[]) {
    super(`Invalid environment configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
    this.problems = problems;
  }
}

type Env = Record<string, string | undefined>;

function value(env: Env, name: string): string | undefined {
  const raw = env[name]?.trim();
  return raw ? raw : undefined;
}

function parsePort(raw: string | undefined, problems: string[]): number {
  if (raw === undefined) return 4000;
  const port = /^\d+$/.test(raw) ? Number(raw) : Number.NaN;
  if (!Number.isInteger(port) || port > 65535) {
    problems.push(`API_PORT: must be an integer from 0 to 65535 (got "${raw}")`);
    return 0;
  }
  return port;
}

function parseDatabase(raw: string | undefined, root: string, problems: string[]): DatabaseConfig {
  if (raw === undefined) return { kind: 'sqlite', file: resolve(root, 'data/shop.db') };
  if (/^postgres(ql)?:\/\/[^/]+/.test(raw)) return { kind: 'postgres', url: raw };
  if (raw.startsWith('sqlite:')) {
    const file = raw.slice('sqlite:'.length);
    if (file) return { kind: 'sqlite', file: isAbsolute(file) ? file : resolve(root, file) };
  }
  problems.push('DATABASE_URL: must be unset (SQLite data/shop.db), postgres://user@host:port/db or sqlite:<file>');
  return { kind: 'sqlite', file: '' };
}

function parseLogLevel(raw: string | undefined, problems: string[]): LogLevel {
  if (raw === undefined) return 'info';
  const level = LOG_LEVELS.find((l) => l === raw.toLowerCase());
  if (!level) problems.push(`LOG_LEVEL: must be one of ${LOG_LEVELS.join(', ')} (got "${raw}")`);
  return level ?? 'info';
}

/**
 * Reads and validates the server configuration from environment variables.
 * Every bad variable is reported at once in one ConfigError.
 */
export function loadConfig(env: Env = process.env, root: string = REPO_ROOT): Config {
  const problems: string[] = [];
  const port = parsePort(value(env, 'API_PORT'), problems);
  const host = value(env, 'API_HOST') ?? '127.0.0.1';
  if (/\s/.test(host)) problems.push(`API_HOST: must be a host name or address (got "${host}")`);
  const database = parseDatabase(value(env, 'DATABASE_URL'), root, problems);
  const uploadRaw = value(env, 'UPLOAD_DIR') ?? 'data/upload';
  const uploadDir = isAbsolute(uploadRaw) ? uploadRaw : resolve(root, uploadRaw);
  const logLevel = parseLogLevel(value(env, 'LOG_LEVEL'), problems);
  const payment = parsePaymentConfig(env, problems);
  const jobs = parseJobsConfig(env, problems);
  const notify = parseNotifyConfig(env, problems);
  const operatorToken = value(env, 'OPERATOR_TOKEN');
  if (operatorToken !== undefined && operatorToken.length < 16) problems.push('OPERATOR_TOKEN: must be at least 16 characters');
  const redisUrl = value(env, 'REDIS_URL');
  if (redisUrl !== undefined && !/^rediss?:\/\/[^/\s]+/.test(redisUrl)) problems.push('REDIS_URL: must be a redis:// or rediss:// URL');
  const limitRaw = value(env, 'RATE_LIMIT_PER_ADDRESS');
  const rateLimitPerAddress = limitRaw === undefined ? 30 : /^\d+$/.test(limitRaw) && Number(limitRaw) >= 1 ? Number(limitRaw) : Number.NaN;
  if (Number.isNaN(rateLimitPerAddress)) problems.push(`RATE_LIMIT_PER_ADDRESS: must be a whole number of at least 1 (got "${limitRaw}")`);
  const trustedProxies = (value(env, 'TRUSTED_PROXIES') ?? '').split(',').map((a) => a.trim()).filter(Boolean);
  const badProxies = trustedProxies.filter((a) => !isProxyEntry(a));
  if (badProxies.length) problems.push(`TRUSTED_PROXIES: must be IP addresses or CIDR ranges, comma-separated (not ${badProxies.join(', ')})`);
  if (problems.length > 0) throw new ConfigError(problems);
  return { port, host, database, uploadDir, logLevel, payment, jobs, notify, rateLimitPerAddress, ...(trustedProxies.length ? { trustedProxies } : {}), ...(operatorToken ? { operatorToken } : {}), ...(redisUrl ? { redisUrl } : {}) };
}
