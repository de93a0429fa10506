import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '../../db/dialect.ts';

/** A scheduled job's body: does its work as of `now` and answers how many things it changed. */
export type SweepJob = (handle: DatabaseHandle, now: number) => Promise<number>;

/**
 * Runs `job` every `intervalMs` (0 = never) with the injected clock, until the app closes; a run never overlaps the
 * previous one, and a failed run is logged and the next one tries again. The job bodies are idempotent on their own
 * (conditional updates, unique keys), so two instances running them at once change nothing twice.
 */
export function scheduleSweep(app: FastifyInstance, handle: DatabaseHandle, name: string, job: SweepJob, intervalMs: number, clock: () => number = Date.now): void {
  if (intervalMs <= 0) return;
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    job(handle, clock())
      .then((n) => (n > 0 ? app.log.info(`${name}: ${n} done`) : undefined))
      .catch((error: unknown) => app.log.error({ err: error }, `${name} failed`))
      .finally(() => { running = false; });
  }, intervalMs);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
