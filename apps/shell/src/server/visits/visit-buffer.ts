import { LOG_MESSAGES } from '../../messages/log.ko.ts';

/** One page view of a `POST /api/visit/batch`: who, what path and query, and whether this view minted the visitor. */
export type BufferedPageView = { visitorId: string; uri: string; newVisitor?: boolean };

export type VisitBufferOptions = {
  /** Sends one batch (at most `batchSize` views); a rejection drops the batch. */
  send: (views: BufferedPageView[]) => Promise<unknown>;
  /** Longest a view waits before its batch leaves (VISIT_FLUSH_MS; 1 s by default). */
  flushMs: number;
  /** Views that make a batch leave at once (VISIT_BATCH_SIZE; at most the API's 500). */
  batchSize: number;
  /** Most views held while the API is slow or away; beyond it new views are dropped (default 20 batches). */
  maxBuffered?: number;
  /** Where the outage lines go (default console.warn). */
  warn?: (line: string) => void;
};

export type VisitBuffer = {
  /** Queues a page view; never waits and never throws. */
  add(view: BufferedPageView): void;
  /** Sends every queued view now, in batches, one after the other; resolves when done (failures are dropped). */
  flush(): Promise<void>;
  /** Views queued and not yet sent. */
  size(): number;
  /** Stops the timer and sends what is left (shutdown). */
  close(): Promise<void>;
};

/** The API's rules for a view (contract `POST /api/visit/batch`): a view it would refuse must not sink its batch. */
const VISITOR_ID = /^[A-Za-z0-9-]{8,64}$/;
const MAX_URI = 2000;

/** The view as the API takes it, or null when the API would refuse it (a visitor id a client made up). */
export function acceptableView(view: BufferedPageView): BufferedPageView | null {
  if (!VISITOR_ID.test(view.visitorId)) return null;
  const points = [...view.uri.trim()];
  if (points.length === 0) return null;
  return { ...view, uri: points.length > MAX_URI ? points.slice(0, MAX_URI).join('') : view.uri };
}

/**
 * Page views off the hot path: a page view is a push onto an array; batches leave at most every
 * `flushMs`, or at once when `batchSize` views are waiting, one batch in flight at a time. While the API is away
 * batches are dropped, with one log line when the outage starts and one when it ends (how many views went), and the
 * queue never holds more than `maxBuffered` views: a page never waits for visit counting and memory stays flat.
 */
export function createVisitBuffer(options: VisitBufferOptions): VisitBuffer {
  const warn = options.warn ?? ((line: string) => console.warn(line));
  const maxBuffered = options.maxBuffered ?? options.batchSize * 20;
  let queue: BufferedPageView[] = [];
  let timer: NodeJS.Timeout | null = null;
  let sending: Promise<void> | null = null;
  /** Views dropped since the outage began (null: the API takes batches). */
  let lost: number | null = null;
  let closed = false;

  const drop = (count: number, reason: string) => {
    if (lost === null) {
      lost = 0;
      warn(LOG_MESSAGES.pvDropping(reason));
    }
    lost += count;
  };

  /** Sends batches one after the other: every queued view (`all`), or only full batches. */
  async function drain(all: boolean): Promise<void> {
    while (queue.length >= options.batchSize || (all && queue.length > 0)) {
      const batch = queue.slice(0, options.batchSize);
      queue = queue.slice(batch.length);
      try {
        await options.send(batch);
        if (lost !== null) warn(LOG_MESSAGES.pvDropped(lost));
        lost = null;
      } catch (error) {
        drop(batch.length, error instanceof Error ? error.message : String(error));
      }
    }
  }

  function arm(): void {
    if (timer || closed || queue.length === 0) return;
    timer = setTimeout(() => void flush(), options.flushMs);
    timer.unref();
  }

  /** One batch in flight at a time: views queued meanwhile leave with the next one. */
  function send(all: boolean): Promise<void> {
    if (sending) return all ? sending.then(() => flush()) : sending;
    sending = drain(all).finally(() => {
      sending = null;
      arm();
    });
    return sending;
  }

  function flush(): Promise<void> {
    if (timer) clearTimeout(timer);
    timer = null;
    return send(true);
  }

  return {
    add(view) {
      const accepted = acceptableView(view);
      if (!accepted) return;
      if (queue.length >= maxBuffered) {
        drop(1, LOG_MESSAGES.pvQueueFull);
        return;
      }
      queue.push(accepted);
      if (queue.length >= options.batchSize) void send(false);
      else arm();
    },
    flush,
    size: () => queue.length,
    async close() {
      closed = true;
      await flush();
    },
  };
}
