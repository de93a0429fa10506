import { hostname } from 'node:os';
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '../db/dialect.ts';

/**
 * A scheduled job: `run` is called about every `intervalMs` by exactly one of the API instances sharing the
 * database (0 = never). `run` gets the clock's time and may answer how many things it did (logged when above 0).
 * A run must be safe to repeat (an instance that dies mid-run leaves the work for the next interval, perhaps on
 * another instance): make each change conditional, as the order expiry does.
 */
export type Job = { name: string; intervalMs: number; run: (now: number) => Promise<number | void> };

/** How long a taken lease is held: just under one interval, so each interval has one run across instances. */
export function leaseMsOf(intervalMs: number): number {
  return intervalMs - Math.min(1000, Math.floor(intervalMs / 5));
}

/**
 * Takes the job's lease for `leaseMs` when it is free at `now` (a conditional update: of several instances asking
 * at once, one gets it). Works alike on SQLite and PostgreSQL.
 * @returns true when this holder runs the job now.
 */
export async function takeLease(handle: DatabaseHandle, name: string, holder: string, now: number, leaseMs: number): Promise<boolean> {
  const { db } = handle;
  await db.insertInto('jobLeases').values({ name, holder: '', leasedUntil: 0, runs: 0 }).onConflict((oc) => oc.column('name').doNothing()).execute();
  const taken = await db.updateTable('jobLeases')
    .set((eb) => ({ holder, leasedUntil: now + leaseMs, runs: eb('runs', '+', 1) }))
    .where('name', '=', name).where('leasedUntil', '<=', now)
    .executeTakeFirst();
  return Number(taken.numUpdatedRows) === 1;
}

/**
 * Runs `job` every `job.intervalMs` on whichever instance takes its lease in the database (docs/scale-out.md), until
 * the app closes. A tick that finds the lease taken does nothing; a failed run (or an unreachable database) is logged
 * and the next interval tries again; a run still going when the next tick comes skips that tick.
 * @example scheduleJob(app, database, { name: 'order-expiry', intervalMs: 60_000, run: (now) => expireUnpaidOrders(database, now) });
 */
export function scheduleJob(app: FastifyInstance, handle: DatabaseHandle, job: Job, clock: () => number = Date.now): void {
  if (job.intervalMs <= 0) return;
  const holder = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  const leaseMs = leaseMsOf(job.intervalMs);
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      const now = clock();
      if (!(await takeLease(handle, job.name, holder, now, leaseMs))) return;
      const done = await job.run(now);
      if (typeof done === 'number' && done > 0) app.log.info(`job ${job.name}: ${done} done`);
    } catch (error) {
      app.log.error({ err: error }, `job ${job.name} failed`);
    } finally {
      running = false;
    }
  };
  const timer = setInterval(() => void tick(), job.intervalMs);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
