/** Spec section 9: the heartbeat buffer keeps at most 30 entries and 1024 bytes of each. */
export const HEARTBEAT_MAX_ENTRIES = 30;
export const HEARTBEAT_MAX_BYTES = 1024;

export type AnalyticsEvent = { name: string; params: Record<string, string | number | boolean>; at: number };

/** The analytics service of spec section 9, behind an interface: the shop only logs events to it. */
export interface AnalyticsService {
  logEvent(name: string, params?: AnalyticsEvent['params']): void;
}

/**
 * The built-in service: no network. It keeps the latest events (30, each at most 1024 bytes of JSON; larger ones
 * are dropped) for an operator or a test to read, and writes each at debug level.
 */
export function localAnalytics(now: () => number = Date.now, log: (message: string) => void = (m) => console.debug(m)) {
  const events: AnalyticsEvent[] = [];
  return {
    logEvent(name: string, params: AnalyticsEvent['params'] = {}) {
      const event = { name, params, at: now() };
      if (Buffer.byteLength(JSON.stringify(event)) > HEARTBEAT_MAX_BYTES) {
        log(`[analytics] event ${name} dropped: over ${HEARTBEAT_MAX_BYTES} bytes`);
        return;
      }
      events.push(event);
      if (events.length > HEARTBEAT_MAX_ENTRIES) events.shift();
      log(`[analytics] ${name}`);
    },
    /** The kept events, oldest first. */
    events: (): readonly AnalyticsEvent[] => events,
  } satisfies AnalyticsService & { events: () => readonly AnalyticsEvent[] };
}
