import { assertKey } from '@shop/session/server';
import { parseTrustedProxies, type TrustedProxies } from '../server/security/trusted-proxies.ts';
import { REMOTES, type RemoteName } from './remotes.ts';

export type RemoteEndpoint = {
  name: RemoteName;
  /** Where the shell server fetches manifests and server containers. */
  url: string;
  /** Where browsers load the client container: the shell's own `/_mf/<name>` proxy unless a CDN URL is set. */
  publicUrl: string;
};

export type ShellEnv = {
  port: number;
  host: string | undefined;
  apiOrigin: string;
  remotes: RemoteEndpoint[];
  /** The newest session secret: every session cookie the shell sets is encrypted with it. */
  sessionSecret: string;
  /**
   * Every secret a session cookie may still be sealed with, newest first (SESSION_SECRETS, comma-separated; else
   * SESSION_SECRET alone): an operator adds a new secret in front to rotate, and drops an old one to end its sessions.
   */
  sessionSecrets: readonly string[];
  /** AES-GCM key of the messenger channel cookie (MESSENGER_SECRET; default: the session secret). */
  messengerSecret: string;
  cdnBaseUrl: string;
  remotePollMs: number;
  /** How often browsers ask for the current release (spec: reload on the next navigation after a release). */
  releasePollMs: number;
  renderTimeoutMs: number;
  /** Event-loop delay (ms) past which @fastify/under-pressure answers 503 OVERLOADED (OVERLOAD_EVENT_LOOP_DELAY_MS; 0, the default: never; a slow shared machine blocks its loop for seconds without being overloaded). */
  pressureMaxEventLoopDelayMs: number;
  /** How long the page's HTML waits for slow Suspense boundaries before streaming their fallbacks (the head goes out at once). */
  streamHoldMs: number;
  /** How long a remote's loader or page code may take on the server before its area gives up. */
  remoteDeadlineMs: number;
  secureCookies: boolean;
  /** Strict-Transport-Security max-age (HSTS_MAX_AGE; a year by default when COOKIE_SECURE=true, else none). */
  hstsMaxAge: number;
  /** Proxies whose X-Forwarded-Host/Proto are believed (TRUSTED_PROXIES: IPs or CIDR ranges; nobody by default). */
  trustedProxies: TrustedProxies;
  /** Bearer token of the deploy hook (POST /__refresh-remotes); the hook is off without one. */
  deployHookToken: string;
  logLevel: 'error' | 'warn' | 'info' | 'debug';
  /** How long server rendering keeps a public API answer for visitors without a session (0: off). */
  sharedDataTtlMs: number;
  sharedDataMaxMb: number;
  /** How long a public page's whole HTML is kept for visitors without a session (0: off). */
  pageCacheTtlMs: number;
  pageCacheMaxMb: number;
  /** Longest a page view waits in the shell before its batch goes to the API (VISIT_FLUSH_MS, 1 s by default). */
  visitFlushMs: number;
  /** Page views that make a batch leave at once (VISIT_BATCH_SIZE, 300 by default, at most the API's 500). */
  visitBatchSize: number;
  /** REDIS_URL: shells hear operator changes and deploy hooks of the other instances through it (unset: one instance). */
  redisUrl: string | undefined;
};

type Source = Record<string, string | undefined>;

function parseUrl(source: Source, key: string, fallback: string, problems: string[]): string {
  const raw = source[key] ?? fallback;
  try {
    const url = new URL(raw);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error('protocol');
    return raw.replace(/\/+$/, '');
  } catch {
    problems.push(`${key} must be an http(s) URL (got ${JSON.stringify(raw)})`);
    return fallback;
  }
}

/** REDIS_URL: unset or empty for none, else redis://[user:password@]host:port[/db] (rediss:// with TLS). */
export function parseRedisUrl(raw: string | undefined, problems: string[]): string | undefined {
  if (!raw) return undefined;
  if (!/^rediss?:\/\/[^/\s]+/.test(raw)) {
    problems.push('REDIS_URL must be a redis:// or rediss:// URL');
    return undefined;
  }
  return raw;
}

function parseInteger(source: Source, key: string, fallback: number, min: number, max: number, problems: string[]): number {
  const raw = source[key];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    problems.push(`${key} must be an integer from ${min} to ${max} (got ${JSON.stringify(raw)})`);
    return fallback;
  }
  return value;
}

/**
 * Reads and validates the shell's settings. Every problem is collected and reported in one error,
 * so a misconfigured start says everything that is wrong at once.
 */
export function readShellEnv(source: Source): ShellEnv {
  const problems: string[] = [];
  const port = parseInteger(source, 'PORT', 3000, 1, 65535, problems);
  const apiOrigin = parseUrl(source, 'API_ORIGIN', 'http://127.0.0.1:4000', problems);
  const remotes = REMOTES.map((r) => {
    const url = parseUrl(source, `REMOTE_${r.envKey}_URL`, `http://127.0.0.1:${r.port}`, problems);
    const publicRaw = source[`REMOTE_${r.envKey}_PUBLIC_URL`];
    const publicUrl = publicRaw ? parseUrl(source, `REMOTE_${r.envKey}_PUBLIC_URL`, publicRaw, problems) : `/_mf/${r.name}`;
    return { name: r.name, url, publicUrl };
  });
  const rotated = source.SESSION_SECRETS?.split(',').map((s) => s.trim()).filter(Boolean);
  const sessionSecrets = rotated?.length ? rotated : [source.SESSION_SECRET ?? ''];
  const secretsName = rotated?.length ? 'SESSION_SECRETS' : 'SESSION_SECRET';
  if (sessionSecrets.some((secret) => ![16, 24, 32].includes(Buffer.byteLength(secret)))) {
    problems.push(`${secretsName} must be 16, 24 or 32 bytes${rotated?.length ? ' each' : ''} (the AES-GCM key for the session cookies)`);
  }
  const sessionSecret = sessionSecrets[0]!;
  const messengerSecret = source.MESSENGER_SECRET ?? sessionSecret;
  if (source.MESSENGER_SECRET !== undefined) {
    try {
      assertKey(messengerSecret);
    } catch (error) {
      // The spec's messages (section 8): '키정보가 없습니다.', '비밀키 길이는 16, 24, 32바이트 문자로 설정해 주세요.'
      problems.push(`MESSENGER_SECRET: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  const logLevel = (source.LOG_LEVEL ?? 'info') as ShellEnv['logLevel'];
  if (!['error', 'warn', 'info', 'debug'].includes(logLevel)) problems.push(`LOG_LEVEL must be error, warn, info or debug (got ${JSON.stringify(source.LOG_LEVEL)})`);
  const cdnRaw = source.CDN_BASE_URL ?? '';
  const cdnBaseUrl = cdnRaw ? parseUrl(source, 'CDN_BASE_URL', '', problems) : '';
  const secureCookies = source.COOKIE_SECURE === 'true';
  let trustedProxies = parseTrustedProxies('');
  try {
    trustedProxies = parseTrustedProxies(source.TRUSTED_PROXIES ?? '');
  } catch (error) {
    problems.push(error instanceof Error ? error.message : String(error));
  }
  const env: ShellEnv = {
    port,
    host: source.HOST || undefined,
    apiOrigin,
    remotes,
    sessionSecret,
    sessionSecrets,
    messengerSecret,
    cdnBaseUrl,
    remotePollMs: parseInteger(source, 'REMOTE_POLL_MS', 10000, 0, 3_600_000, problems),
    releasePollMs: parseInteger(source, 'RELEASE_POLL_MS', 30000, 1000, 3_600_000, problems),
    renderTimeoutMs: parseInteger(source, 'RENDER_TIMEOUT_MS', 10000, 100, 120_000, problems),
    pressureMaxEventLoopDelayMs: parseInteger(source, 'OVERLOAD_EVENT_LOOP_DELAY_MS', 0, 0, 60_000, problems),
    streamHoldMs: parseInteger(source, 'SSR_STREAM_HOLD_MS', 150, 0, 10_000, problems),
    remoteDeadlineMs: parseInteger(source, 'REMOTE_DEADLINE_MS', 4000, 100, 60_000, problems),
    secureCookies,
    hstsMaxAge: parseInteger(source, 'HSTS_MAX_AGE', secureCookies ? 31_536_000 : 0, 0, 63_072_000, problems),
    trustedProxies,
    deployHookToken: source.DEPLOY_HOOK_TOKEN ?? '',
    logLevel,
    sharedDataTtlMs: parseInteger(source, 'SSR_DATA_CACHE_TTL_MS', 10_000, 0, 60_000, problems),
    sharedDataMaxMb: parseInteger(source, 'SSR_DATA_CACHE_MAX_MB', 32, 1, 1024, problems),
    pageCacheTtlMs: parseInteger(source, 'SSR_PAGE_CACHE_TTL_MS', 5_000, 0, 60_000, problems),
    pageCacheMaxMb: parseInteger(source, 'SSR_PAGE_CACHE_MAX_MB', 64, 1, 1024, problems),
    visitFlushMs: parseInteger(source, 'VISIT_FLUSH_MS', 1_000, 10, 60_000, problems),
    visitBatchSize: parseInteger(source, 'VISIT_BATCH_SIZE', 300, 1, 500, problems),
    redisUrl: parseRedisUrl(source.REDIS_URL, problems),
  };
  if (problems.length > 0) {
    throw new Error(`Invalid shell configuration:\n  - ${problems.join('\n  - ')}`);
  }
  return env;
}
