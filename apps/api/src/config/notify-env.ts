/** Notifications: which MessageSender, its keys, and how often the job sends and retries. */
export type NotifyConfig = {
  sender: 'outbox' | 'solapi';
  solapi: { apiKey: string; apiSecret: string; sender: string; pfId: string; templates: Record<string, string> } | null;
  /** How often queued messages are sent and failed ones retried (0 = never). */
  retryIntervalMs: number;
};

export const DEFAULT_NOTIFY_CONFIG: NotifyConfig = { sender: 'outbox', solapi: null, retryIntervalMs: 10_000 };

type Env = Record<string, string | undefined>;
const value = (env: Env, name: string) => env[name]?.trim() || undefined;

/**
 * Reads MESSAGE_SENDER (`outbox`, the default, or `solapi`), SOLAPI_API_KEY, SOLAPI_API_SECRET, SOLAPI_SENDER (the
 * registered calling number), SOLAPI_PF_ID (the Kakao channel; unset = SMS only), SOLAPI_TEMPLATES
 * (`EVENT=templateId,…`) and NOTIFY_RETRY_INTERVAL_MS, adding one line per problem.
 */
export function parseNotifyConfig(env: Env, problems: string[]): NotifyConfig {
  const sender = value(env, 'MESSAGE_SENDER') ?? 'outbox';
  const raw = value(env, 'NOTIFY_RETRY_INTERVAL_MS');
  const retryIntervalMs = raw === undefined ? DEFAULT_NOTIFY_CONFIG.retryIntervalMs : Number(raw);
  if (!Number.isSafeInteger(retryIntervalMs) || retryIntervalMs < 0) problems.push(`NOTIFY_RETRY_INTERVAL_MS: must be a whole number of milliseconds (got "${raw}")`);
  if (sender !== 'outbox' && sender !== 'solapi') {
    problems.push(`MESSAGE_SENDER: must be outbox or solapi (got "${sender}")`);
    return { ...DEFAULT_NOTIFY_CONFIG, retryIntervalMs };
  }
  if (sender === 'outbox') return { sender, solapi: null, retryIntervalMs };
  const missing = ['SOLAPI_API_KEY', 'SOLAPI_API_SECRET', 'SOLAPI_SENDER'].filter((name) => !value(env, name));
  if (missing.length) problems.push(`MESSAGE_SENDER=solapi needs ${missing.join(', ')}`);
  const templates: Record<string, string> = {};
  for (const entry of (value(env, 'SOLAPI_TEMPLATES') ?? '').split(',').map((e) => e.trim()).filter(Boolean)) {
    const [event, id] = entry.split('=').map((p) => p.trim());
    if (!event || !id) problems.push(`SOLAPI_TEMPLATES: entries are EVENT=templateId (got "${entry}")`);
    else templates[event] = id;
  }
  return {
    sender, retryIntervalMs,
    solapi: { apiKey: value(env, 'SOLAPI_API_KEY') ?? '', apiSecret: value(env, 'SOLAPI_API_SECRET') ?? '', sender: value(env, 'SOLAPI_SENDER') ?? '', pfId: value(env, 'SOLAPI_PF_ID') ?? '', templates },
  };
}
