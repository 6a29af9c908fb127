import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { NOTIFICATION_RETENTION_DAYS } from '../../shared/contracts/notification-constants';
import type { LibraryChanges } from '../db/library-changes';
import { WorkerLease } from '../db/worker-lease';
import { instanceHolderId } from '../embeddings/embedding-job';
import { fanOutOnce } from './fanout-pass';
import { FollowGroups } from './follow-groups';
import { pruneNotifications } from './notification-repository';

/** The lease's name in worker_leases. */
const LEASE_NAME = 'notification-fanout';
/** How long the lease lasts unrenewed: an instance that died hands the fan-out over after this. */
export const FANOUT_LEASE_MS = 30_000;
/**
 * How often each instance looks without being woken: renews its lease, takes over a lapsed one, and finds
 * arrivals whose NOTIFY it missed. Well inside the lease, so a live holder never loses it.
 */
const CHECK_EVERY_MS = 10_000;
const PRUNE_EVERY_MS = 60 * 60 * 1000;

export interface NotificationFanoutOptions {
  /** Holder name in the lease; unique per process. */
  holder?: string;
  leaseMs?: number;
  checkEveryMs?: number;
}

/**
 * Turns arrivals into notifications (docs/decisions/0059-notifications.md), in whichever instance holds the
 * lease. Every instance runs one; it wakes on each library change (an import batch, a merge: here, from the
 * command line or from another instance, through LISTEN/NOTIFY) and every CHECK_EVERY_MS, claims or renews
 * the lease, and passes over the waiting arrivals until none are left. Old notifications are pruned hourly.
 */
export class NotificationFanout {
  private readonly lease: WorkerLease;
  /** The follows, grouped, kept between passes while they do not change. */
  private readonly follows = new FollowGroups();
  private readonly log: FastifyBaseLogger;
  private readonly checkEveryMs: number;
  private running: Promise<void> | null = null;
  private again = false;
  private stopping = false;
  private timer: NodeJS.Timeout | null = null;
  private stopListening: (() => void) | null = null;
  private prunedAt = 0;

  constructor(
    private readonly app: FastifyInstance,
    options: NotificationFanoutOptions = {},
  ) {
    this.log = app.log;
    this.checkEveryMs = options.checkEveryMs ?? CHECK_EVERY_MS;
    this.lease = new WorkerLease(
      app.db,
      LEASE_NAME,
      options.holder ?? instanceHolderId('notifications'),
      options.leaseMs ?? FANOUT_LEASE_MS,
    );
  }

  /** Starts watching: a run now, one after each library change, one every CHECK_EVERY_MS. */
  start(changes: LibraryChanges): void {
    if (this.timer || this.stopping) return;
    this.stopListening = changes.onChange(() => this.wake());
    this.timer = setInterval(() => this.wake(), this.checkEveryMs);
    this.timer.unref();
    this.wake();
  }

  /** Runs soon; a wake during a run makes it look again when it ends, so no change is left waiting. */
  wake(): void {
    if (this.stopping) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.run()
      .catch((error: unknown) => this.log.warn({ err: error }, 'notification fan-out failed; it tries again'))
      .finally(() => {
        this.running = null;
        if (this.again) {
          this.again = false;
          this.wake();
        }
      });
  }

  /** Resolves once no run is under way here (tests, shutdown). */
  async settled(): Promise<void> {
    while (this.running) await this.running;
  }

  /** Stops watching, lets a pass under way finish, and gives the lease up for another instance. */
  async close(): Promise<void> {
    this.stopping = true;
    this.stopListening?.();
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.settled();
    await this.lease
      .release()
      .catch((error: unknown) => this.log.warn({ err: error }, 'could not release the notification lease'));
  }

  private async run(): Promise<void> {
    if (!(await this.lease.claim())) return;
    while (!this.stopping) {
      const started = performance.now();
      const pass = await fanOutOnce(this.app, this.lease, this.follows, this.app.config.adminEmails);
      if (pass === 'lost') {
        this.log.warn({}, 'notification fan-out lost its lease to another instance');
        return;
      }
      if (pass.arrivals === 0) break;
      this.log.debug({ ...pass, ms: Math.round(performance.now() - started) }, 'notifications fanned out');
    }
    if (Date.now() - this.prunedAt >= PRUNE_EVERY_MS) {
      this.prunedAt = Date.now();
      const deleted = await pruneNotifications(this.app.db, NOTIFICATION_RETENTION_DAYS);
      if (deleted > 0) this.log.info({ deleted }, 'old notifications deleted');
    }
  }
}
