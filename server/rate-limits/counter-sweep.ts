import type { FastifyInstance } from 'fastify';
import { sweepEndedCounters } from './counter-repository';

const SWEEP_EVERY_MS = 10 * 60 * 1000;

/** Deletes ended rate-limit windows now and then, so the table holds only live counters. */
export function registerCounterSweep(app: FastifyInstance): void {
  const timer = setInterval(() => {
    sweepEndedCounters(app.db).catch((error) => app.log.warn({ err: error }, 'rate-limit sweep failed'));
  }, SWEEP_EVERY_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
