import { setTimeout as sleep } from 'node:timers/promises';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { findEffectiveTier } from '../auth/user-tiers';
import { forYouPending } from '../db/schema';

/** How often an idle instance looks for users to work out (a save here, or a stale visit, wakes it at once). */
const IDLE_CHECK_MS = 2000;
/** After a failed pass (the database away): the row is still there, taken again then. */
const RETRY_MS = 5000;

export interface ForYouAheadOptions {
  /** Off in tests that take the rows themselves (drained()); on in the app. */
  automatic?: boolean;
  idleCheckMs?: number;
}

/**
 * Works out For you lists before their users ask (docs/decisions/0064-for-you-lists-ahead.md): the users
 * in for_you_pending (their saves or follows changed, or they came back to a list of an earlier library),
 * one at a time, earliest first, each pass pausing as long as it took, so the work takes half a core at most
 * and requests go between. Every instance takes rows (FOR UPDATE SKIP LOCKED: never the same user twice at
 * once); the row goes in the transaction that finished its user, so a crash leaves it for the next pass.
 * Only premium and admin users are worked out: no one else can open the tab, and an upgraded user's first
 * visit works theirs out then.
 */
export class ForYouAhead {
  private running: Promise<void> | null = null;
  private closed = false;
  /** Ends an idle wait (nudge()); `stop` ends any wait (close()). */
  private wake: (() => void) | null = null;
  private stop: (() => void) | null = null;
  /** drained()'s callers, answered by the first pass begun after their call that finds nothing. */
  private idleWaiters: (() => void)[] = [];

  constructor(
    private readonly app: FastifyInstance,
    private readonly options: ForYouAheadOptions = {},
  ) {}

  /** Starts the loop (after listen: the search index must be in before a list is worth keeping). */
  start(): void {
    if (this.options.automatic === false || this.running || this.closed) return;
    this.running = this.loop().finally(() => {
      this.running = null;
    });
  }

  /** A user was added here: look now rather than at the next check. */
  nudge(): void {
    this.wake?.();
  }

  /**
   * Resolves once no user is waiting (tests, the bench): with the loop running, when a pass begun after
   * this call finds none; without it, after working every waiting user out here, unpaced.
   */
  async drained(): Promise<void> {
    if (!this.running) {
      for (let taken = await this.takeOne(); taken !== 'none'; taken = await this.takeOne()) {
        if (taken === 'failed')
          throw new Error('For you: a list could not be worked out ahead (see the log)');
      }
      return;
    }
    const idle = new Promise<void>((resolve) => this.idleWaiters.push(resolve));
    this.nudge();
    await idle;
  }

  async close(): Promise<void> {
    this.closed = true;
    this.stop?.();
    await this.running;
    for (const resolve of this.idleWaiters.splice(0)) resolve();
  }

  private async loop(): Promise<void> {
    while (!this.closed) {
      const waiting = this.idleWaiters.splice(0);
      let pause: number;
      let idle = false;
      try {
        const started = performance.now();
        const ready = this.app.videoSearch.index.ready;
        const taken = ready ? await this.takeOne() : 'none';
        if (!ready) {
          // Nothing is worked out before the index is in: drained() waits on.
          this.idleWaiters.unshift(...waiting);
          pause = this.options.idleCheckMs ?? IDLE_CHECK_MS;
          idle = true;
        } else if (taken !== 'none') {
          this.idleWaiters.unshift(...waiting);
          pause = taken === 'done' ? performance.now() - started : RETRY_MS;
        } else {
          for (const resolve of waiting) resolve();
          pause = this.options.idleCheckMs ?? IDLE_CHECK_MS;
          idle = true;
        }
      } catch (error) {
        this.idleWaiters.unshift(...waiting);
        this.app.log.warn({ err: error }, 'For you: a list could not be worked out ahead');
        pause = RETRY_MS;
      }
      await this.rest(pause, idle);
    }
  }

  /**
   * Waits `ms`, or less when closed, or when nudged while idle: the pause after a user (the pacing) stays
   * whole, or every stale visit's nudge would run the passes back to back.
   */
  private async rest(ms: number, idle: boolean): Promise<void> {
    if (this.closed) return;
    const controller = new AbortController();
    this.stop = () => controller.abort();
    if (idle) this.wake = this.stop;
    await sleep(ms, undefined, { signal: controller.signal, ref: false }).catch(() => {});
    this.wake = null;
    this.stop = null;
  }

  /**
   * Works out the earliest waiting user's list: 'none' when no one is waiting (or all are being taken),
   * 'failed' when the list could not be worked out.
   */
  private takeOne(): Promise<'done' | 'none' | 'failed'> {
    return this.app.db.transaction(async (tx) => {
      const [row] = await tx
        .select({ userId: forYouPending.userId, since: sql<string>`${forYouPending.since}::text` })
        .from(forYouPending)
        .orderBy(asc(forYouPending.since))
        .limit(1)
        .for('update', { skipLocked: true });
      if (!row) return 'none';
      try {
        const tier = await findEffectiveTier(this.app.db, row.userId, this.app.config.adminEmails);
        if (tier !== 'basic') await this.app.forYou.workOut(row.userId);
      } catch (error) {
        // To the back of the line, so one user's failure holds no one else up; a lost database fails
        // this write too, and the pass is retried whole.
        this.app.log.warn(
          { err: error, userId: row.userId },
          'For you: a list could not be worked out ahead',
        );
        await tx.update(forYouPending).set({ since: sql`now()` }).where(eq(forYouPending.userId, row.userId));
        return 'failed';
      }
      // Compared as text: a JS Date holds milliseconds, the column microseconds. A change made meanwhile
      // moved `since` on, and leaves the row for another pass.
      await tx
        .delete(forYouPending)
        .where(
          and(eq(forYouPending.userId, row.userId), sql`${forYouPending.since} = ${row.since}::timestamptz`),
        );
      return 'done';
    });
  }
}
