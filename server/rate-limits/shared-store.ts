import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Db } from '../db/database';
import { hitCounter, readCounter } from './counter-repository';

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/**
 * A store for @fastify/rate-limit that counts in PostgreSQL (rate_limit_counters) instead of each
 * process's memory, so a limit holds however many app instances share the database.
 */
export function sharedRateLimitStore(db: Db, prefix: string): FastifyRateLimitStoreCtor {
  return class SharedRateLimitStore implements FastifyRateLimitStore {
    incr(key: string, callback: Callback, timeWindow: number): void {
      hitCounter(db, `${prefix}:${key}`, Math.ceil(timeWindow / 1000)).then(
        (state) => callback(null, { current: state.count, ttl: state.resetInSeconds * 1000 }),
        (error: Error) => callback(error),
      );
    }

    read(key: string, callback: Callback): void {
      readCounter(db, `${prefix}:${key}`).then(
        (state) =>
          callback(
            null,
            state ? { current: state.count, ttl: state.resetInSeconds * 1000 } : { current: 0, ttl: 0 },
          ),
        (error: Error) => callback(error),
      );
    }

    child(): FastifyRateLimitStore {
      return this;
    }
  };
}
