import { Redis } from 'ioredis';

/** Where the adapter reports an outage (once per outage) and a recovery. */
export type StateLog = { warn(message: string): void; info(message: string): void };

/**
 * What the instances of one shop share (docs/scale-out.md): fixed-window counters for rate limits and
 * invalidation messages. `createSharedState(undefined)` keeps both in this process (one instance needs nothing
 * else); with a Redis URL every instance sees the same counters and messages, and while Redis is unreachable every
 * call falls back to this process's memory (never an error, never "allow everything").
 */
export type SharedState = {
  readonly kind: 'redis' | 'memory';
  /** Counts one hit of `key` in the current window of `windowMs` and answers the hits so far in that window. */
  hit(key: string, windowMs: number): Promise<number>;
  /** Sends a message to every subscriber of `channel` (every instance with Redis, this process without). */
  publish(channel: string, message: string): Promise<void>;
  /** Receives the channel's messages. */
  subscribe(channel: string, onMessage: (message: string) => void): void;
  /**
   * Called when Redis comes back after an outage: messages sent meanwhile are lost, so a subscriber that keeps
   * copies drops them here.
   */
  onReconnect(listener: () => void): void;
  /** False while Redis is unreachable (always true in memory). */
  connected(): boolean;
  close(): Promise<void>;
};

type Window = { count: number; resetAt: number };

/** Fixed-window counters and local delivery, in this process. */
export function createMemoryState(now: () => number = Date.now): SharedState {
  const windows = new Map<string, Window>();
  const channels = new Map<string, ((message: string) => void)[]>();
  const sweep = (at: number) => {
    for (const [key, w] of windows) if (w.resetAt <= at) windows.delete(key);
  };
  return {
    kind: 'memory',
    async hit(key, windowMs) {
      const at = now();
      if (windows.size > 10_000) sweep(at);
      const current = windows.get(key);
      if (!current || current.resetAt <= at) {
        windows.set(key, { count: 1, resetAt: at + windowMs });
        return 1;
      }
      current.count += 1;
      return current.count;
    },
    async publish(channel, message) {
      for (const listener of channels.get(channel) ?? []) queueMicrotask(() => listener(message));
    },
    subscribe(channel, onMessage) {
      channels.set(channel, [...(channels.get(channel) ?? []), onMessage]);
    },
    onReconnect: () => undefined,
    connected: () => true,
    close: async () => {
      windows.clear();
      channels.clear();
    },
  };
}

export type RedisStateOptions = {
  /** Names the instance in log lines, e.g. 'api' or 'shell'. */
  name: string;
  log: StateLog;
  /** How long one Redis command may take before the call falls back to memory (default 250 ms). */
  commandTimeoutMs?: number;
  now?: () => number;
};

const redactUrl = (url: string) => url.replace(/\/\/[^@/]*@/, '//***@');

/**
 * Shared state in Redis. Commands never wait for a connection (no offline queue, no retries): while Redis is down
 * each call answers at once from this process's memory, and the client reconnects in the background (every 0.2 to
 * 2 s). The outage is logged once when it starts and once when it ends.
 */
export function createRedisState(url: string, options: RedisStateOptions): SharedState {
  const now = options.now ?? Date.now;
  const fallback = createMemoryState(now);
  const common = {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    connectTimeout: 1000,
    commandTimeout: options.commandTimeoutMs ?? 250,
    retryStrategy: (times: number) => Math.min(200 * times, 2000),
    lazyConnect: false,
  };
  const client = new Redis(url, common);
  // A connection in subscriber mode only subscribes; it may queue its SUBSCRIBE until connected.
  const subscriber = new Redis(url, { ...common, enableOfflineQueue: true, maxRetriesPerRequest: null, commandTimeout: undefined, autoResubscribe: true });
  const listeners = new Map<string, ((message: string) => void)[]>();
  const reconnectListeners: (() => void)[] = [];
  let outageLogged = false;
  let everUp = false;
  let closing = false;
  // The last failed command: a Redis that hangs keeps its connection, so calls skip it for a second, then probe.
  let failedAt = -Infinity;
  const usable = () => !closing && client.status === 'ready' && Date.now() - failedAt >= 1000;

  const down = (reason: string) => {
    if (closing || outageLogged) return;
    outageLogged = true;
    options.log.warn(`[${options.name}] Redis at ${redactUrl(url)} unavailable (${reason}); rate limits and invalidations fall back to this instance until it returns`);
  };
  const failed = (error: unknown) => {
    failedAt = Date.now();
    down(error instanceof Error ? error.message : String(error));
  };
  const recovered = () => {
    if (!outageLogged) return;
    outageLogged = false;
    options.log.info(`[${options.name}] Redis at ${redactUrl(url)} is back; shared rate limits and invalidations resume`);
    // Messages sent during the outage were lost: subscribers that keep copies drop them.
    if (everUp) for (const listener of reconnectListeners) listener();
  };
  client.on('ready', () => {
    failedAt = -Infinity;
    recovered();
    everUp = true;
  });
  client.on('error', (error: Error) => down(error.message || error.name));
  client.on('close', () => down('connection closed'));
  subscriber.on('error', () => undefined);
  subscriber.on('message', (channel: string, message: string) => {
    for (const listener of listeners.get(channel) ?? []) listener(message);
  });

  return {
    kind: 'redis',
    async hit(key, windowMs) {
      if (!usable()) return fallback.hit(key, windowMs);
      const windowKey = `shop:rl:${key}:${Math.floor(now() / windowMs)}`;
      try {
        const results = await client.multi().set(windowKey, 0, 'PX', windowMs, 'NX').incr(windowKey).exec();
        const count = results?.[1]?.[1];
        if (typeof count !== 'number') throw new Error('unexpected INCR answer');
        recovered();
        return count;
      } catch (error) {
        failed(error);
        return fallback.hit(key, windowMs);
      }
    },
    async publish(channel, message) {
      // This process hears its own messages through Redis too; without Redis it still hears them locally.
      if (usable()) {
        try {
          await client.publish(`shop:${channel}`, message);
          recovered();
          return;
        } catch (error) {
          failed(error);
        }
      }
      for (const listener of listeners.get(`shop:${channel}`) ?? []) queueMicrotask(() => listener(message));
    },
    subscribe(channel, onMessage) {
      const name = `shop:${channel}`;
      const first = !listeners.has(name);
      listeners.set(name, [...(listeners.get(name) ?? []), onMessage]);
      if (first) subscriber.subscribe(name).catch(() => undefined);
    },
    onReconnect(listener) {
      reconnectListeners.push(listener);
    },
    connected: usable,
    async close() {
      closing = true;
      client.disconnect();
      subscriber.disconnect();
      await fallback.close();
    },
  };
}

/** Redis when `url` is set (REDIS_URL), memory otherwise. */
export function createSharedState(url: string | undefined, options: RedisStateOptions): SharedState {
  return url ? createRedisState(url, options) : createMemoryState(options.now);
}
