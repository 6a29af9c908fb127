import { setImmediate as yieldToRequests } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database';
import { isDatabaseUnavailable } from '../db/database-errors';
import { WorkerLease } from '../db/worker-lease';
import { instanceHolderId, type JobLog } from '../embeddings/embedding-job';
import { listFollowsOfUsers, type ReadFollow } from '../follows/follow-service';
import type { Mailer } from '../mail/mailer';
import { DigestContents, type ForYouPicks, isEmptyDigest } from './digest-content';
import { DigestDelivery } from './digest-delivery';
import { DigestMatches } from './digest-matches';
import {
  type DigestTake,
  type DueCursor,
  type DueDigest,
  readDueDigests,
  sendNextDigest,
  takeDigests,
  windowEnd,
} from './digest-outbox';
import { DIGEST_PERIOD_MS, nextDueAfter } from './digest-schedule';

/** How long a run's claim lasts without renewal: a run whose instance died is taken over after this. */
export const DIGEST_LEASE_MS = 60_000;
/** The run's row in worker_leases. */
const DIGEST_LEASE_NAME = 'digests';
/** How often each instance looks for due digests (docs/product/feed.md#digests: within minutes). */
export const DIGEST_CHECK_MS = 5 * 60_000;
/** The first look after the app starts listening: after start-up's own work, not in the middle of it. */
const FIRST_CHECK_MS = 30_000;
/**
 * Digests put together at once (each may wait on its For you picks), and mails handed to the mailer at
 * once. Taking uses one pooled connection at a time and each sender one for the length of its mail (its
 * row lock): a run holds at most 1 + SENDERS of the pool's connections (plus what For you reads), so
 * requests keep theirs (bench/digest-bench.ts measured the browse latency beside 10,000 digests).
 */
const TAKERS = 2;
const SENDERS = 4;
/** Due digests read, and their follows matched, at a time. */
const DUE_BATCH = 500;
/** Digests taken in one statement (one transaction, one commit). */
const TAKE_CHUNK = 50;
/** A sender with nothing to send while digests are still being taken looks again after this. */
const SENDER_IDLE_MS = 50;

/** What one run did. `ran` is false when another instance (or the command line) was running them. */
export interface DigestRunReport {
  ran: boolean;
  /** Digests taken: each user's window moved on, once. */
  taken: number;
  /** Mails handed to the mailer (or logged, without SMTP). */
  sent: number;
  /** Taken with nothing to show (nothing new, or a user no longer premium): no mail. */
  empty: number;
  /** Digests that could not be worked out (left due) or mails the mailer refused (left in the outbox). */
  failed: number;
}

export interface DigestJobOptions {
  /** The app: its database, settings, and what follow conditions read (the search index). */
  app: FastifyInstance;
  /** null without SMTP_URL: each digest is a line in the log instead. */
  mailer: Mailer | null;
  /** The auth secret, which signs the unsubscribe links. */
  secret: string;
  /** The For you tab's picks, when it is wired in (app.ts); none: the mail has no picks section. */
  forYouPicks?: ForYouPicks | null;
  holder?: string;
  log?: JobLog;
  leaseMs?: number;
  checkMs?: number;
  firstCheckMs?: number;
  takers?: number;
  senders?: number;
}

/**
 * The digest run (docs/product/feed.md#digests, docs/decisions/0060-digest-outbox.md): once across every
 * instance and the command line, under the `digests` lease in worker_leases (db/worker-lease.ts), as the
 * notification fan-out's. A run takes each due digest in one transaction that moves the user's window on
 * and writes the mail to the outbox, and sends the outbox as it fills; each mail is deleted from the outbox
 * once the mailer accepted it. Every instance looks every DIGEST_CHECK_MS; whichever claims the lease runs.
 */
export class DigestJob {
  readonly holder: string;
  private readonly app: FastifyInstance;
  private readonly db: Db;
  private readonly forYouPicks: ForYouPicks | null;
  private readonly log: JobLog | undefined;
  private readonly leaseMs: number;
  private readonly checkMs: number;
  private readonly firstCheckMs: number;
  private readonly takers: number;
  private readonly senders: number;
  private current: Promise<DigestRunReport> | null = null;
  private stopping = false;
  private timers: NodeJS.Timeout[] = [];
  private readonly lease: WorkerLease;
  private readonly delivery: DigestDelivery;

  constructor(options: DigestJobOptions) {
    this.app = options.app;
    this.db = options.app.db;
    this.forYouPicks = options.forYouPicks ?? null;
    this.log = options.log;
    this.holder = options.holder ?? instanceHolderId('server');
    this.leaseMs = options.leaseMs ?? DIGEST_LEASE_MS;
    this.checkMs = options.checkMs ?? DIGEST_CHECK_MS;
    this.firstCheckMs = options.firstCheckMs ?? FIRST_CHECK_MS;
    this.takers = options.takers ?? TAKERS;
    this.senders = options.senders ?? SENDERS;
    this.lease = new WorkerLease(this.db, DIGEST_LEASE_NAME, this.holder, this.leaseMs);
    this.delivery = new DigestDelivery({
      mailer: options.mailer,
      secret: options.secret,
      publicUrl: options.app.config.publicUrl,
      log: options.log,
    });
  }

  /**
   * Takes and sends every digest due now, and whatever an earlier run left in the outbox; `onDelivered`
   * hears each mail's line (`digest for <email>: N videos <unsubscribe-url>`). When another instance
   * holds the run, or one is under way here, returns at once with `ran: false`.
   */
  async runDue(onDelivered?: (line: string) => void): Promise<DigestRunReport> {
    if (this.current || this.stopping) return idle();
    const run = this.claimAndRun(onDelivered).finally(() => {
      this.current = null;
    });
    this.current = run;
    return run;
  }

  /** Looks for due digests now and then (after FIRST_CHECK_MS, then every DIGEST_CHECK_MS). Never throws. */
  watch(): void {
    if (this.timers.length > 0) return;
    const look = () => {
      if (this.current || this.stopping) return;
      void this.runDue().catch((error: unknown) => this.log?.warn({ err: error }, 'digest run failed'));
    };
    const first = setTimeout(look, this.firstCheckMs);
    const every = setInterval(look, this.checkMs);
    first.unref();
    every.unref();
    this.timers = [first, every];
  }

  /** Stops looking, lets a run under way finish the digest in hand, and gives the lease up. */
  async close(): Promise<void> {
    this.stopping = true;
    for (const timer of this.timers) clearTimeout(timer);
    this.timers = [];
    await this.current?.catch(() => {});
  }

  private async claimAndRun(onDelivered?: (line: string) => void): Promise<DigestRunReport> {
    if (!(await this.lease.claim())) return idle();
    this.delivery.startRun();
    const started = performance.now();
    const report: DigestRunReport = { ran: true, taken: 0, sent: 0, empty: 0, failed: 0 };
    const run = { lost: false, takingDone: false, failure: null as unknown };
    // Renewed in the background: a run of thousands of digests lasts minutes.
    const renewal = setInterval(
      () =>
        void this.lease.renew(this.db).then(
          (held) => {
            if (!held) run.lost = true;
          },
          () => {},
        ),
      this.leaseMs / 3,
    );
    const stopped = () => run.lost || run.failure !== null || this.stopping;
    try {
      const taking = this.takeAll(report, stopped).then(
        () => {
          run.takingDone = true;
        },
        (error: unknown) => {
          run.failure = error;
          run.takingDone = true;
        },
      );
      const sending = Array.from({ length: this.senders }, () =>
        this.sendAll(report, run, stopped, onDelivered).catch((error: unknown) => {
          run.failure ??= error;
        }),
      );
      await Promise.all([taking, ...sending]);
      if (run.failure) throw run.failure;
      if (run.lost) this.log?.warn({ holder: this.holder }, 'digest run lost its lease; stopping');
      if (report.taken + report.sent + report.failed > 0) {
        const ms = Math.round(performance.now() - started);
        this.log?.info({ ...report, ms }, 'digest run done');
      }
      return report;
    } finally {
      clearInterval(renewal);
      await this.lease
        .release()
        .catch((error: unknown) => this.log?.warn({ err: error }, 'could not release the digest run'));
    }
  }

  /**
   * Takes every due digest, earliest first, a batch at a time: the batch's follows are read in one go and
   * their matches worked out together (digest-matches.ts), each digest's content is put together, and
   * the batch is taken in a few statements, TAKE_CHUNK digests each.
   */
  private async takeAll(report: DigestRunReport, stopped: () => boolean): Promise<void> {
    const until = await windowEnd(this.db);
    const matches = new DigestMatches(this.app, until);
    const contents = new DigestContents(matches, this.forYouPicks);
    const adminEmails = this.app.config.adminEmails;
    // A cursor, not "what is still due": a digest that could not be taken stays due, and is not read again.
    let after: DueCursor | null = null;
    while (!stopped()) {
      const batch = await readDueDigests(this.db, adminEmails, after, DUE_BATCH);
      if (batch.length === 0) return;
      after = batch[batch.length - 1] as DueDigest;
      const follows = await this.prepare(batch, until, matches, report);
      if (!follows) continue;
      const takes = await this.contentsOf(batch, until, contents, follows, report);
      for (let start = 0; start < takes.length && !stopped(); start += TAKE_CHUNK) {
        const chunk = takes.slice(start, start + TAKE_CHUNK);
        const taken = await takeDigests(this.db, chunk);
        report.taken += taken.size;
        report.empty += chunk.filter((take) => taken.has(take.due.userId) && !take.content).length;
        await yieldToRequests();
      }
    }
  }

  /** The follows of the batch's premium and admin users, their matches worked out; null if that failed. */
  private async prepare(
    batch: DueDigest[],
    until: Date,
    matches: DigestMatches,
    report: DigestRunReport,
  ): Promise<Map<string, ReadFollow[]> | null> {
    try {
      const eligible = batch.filter((due) => due.eligible);
      const follows = await listFollowsOfUsers(
        this.db,
        eligible.map((due) => due.userId),
      );
      await matches.prepare(
        eligible.map((due) => ({ follows: follows.get(due.userId) ?? [], since: windowStart(due, until) })),
      );
      return follows;
    } catch (error) {
      // The database went away: the run ends, and every digest not taken is still due for the next.
      if (isDatabaseUnavailable(error)) throw error;
      report.failed += batch.length;
      this.log?.warn({ err: error, digests: batch.length }, 'digests could not be worked out; they stay due');
      return null;
    }
  }

  /** What taking each digest of the batch writes, TAKERS at a time (For you picks are a call each). */
  private async contentsOf(
    batch: DueDigest[],
    until: Date,
    contents: DigestContents,
    follows: Map<string, ReadFollow[]>,
    report: DigestRunReport,
  ): Promise<DigestTake[]> {
    const takes: (DigestTake | null)[] = [];
    let next = 0;
    const worker = async () => {
      while (next < batch.length) {
        const i = next++;
        const due = batch[i] as DueDigest;
        const since = windowStart(due, until);
        const nextDueAt = nextDueAfter(due.schedule, due.nextDueAt, until);
        try {
          const mine = follows.get(due.userId);
          const content =
            due.eligible && mine && since < until ? await contents.forUser(due.userId, mine, since) : null;
          const mail =
            content && !isEmptyDigest(content) ? { ...content, first: due.lastSentAt === null } : null;
          takes[i] = { due, since, until, nextDueAt, content: mail };
          // A digest is put together in memory, a millisecond or so: requests waiting go first between two.
          await yieldToRequests();
        } catch (error) {
          if (isDatabaseUnavailable(error)) throw error;
          // Left out: it stays due for the next run.
          takes[i] = null;
          report.failed += 1;
          this.log?.warn({ err: error, userId: due.userId }, 'digest could not be worked out; it stays due');
        }
      }
    };
    await Promise.all(Array.from({ length: this.takers }, worker));
    return takes.filter((take): take is DigestTake => take !== null);
  }

  /** One sender: sends from the outbox until it is empty and no more digests are being taken. */
  private async sendAll(
    report: DigestRunReport,
    run: { takingDone: boolean },
    stopped: () => boolean,
    onDelivered?: (line: string) => void,
  ): Promise<void> {
    while (!stopped()) {
      // Read before looking: a digest written just before the takers finished is still found below.
      const takingDone = run.takingDone;
      const result = await sendNextDigest(this.db, this.checkMs, (digest, tx) =>
        this.delivery.deliver(digest, tx, onDelivered),
      );
      if (result) {
        if (result.outcome === 'sent') report.sent += 1;
        if (result.outcome === 'empty') report.empty += 1;
        if (result.outcome === 'failed') report.failed += 1;
        await yieldToRequests();
        if (result.dropped) {
          this.log?.warn(
            { userId: result.digest.userId },
            'digest dropped: the mailer refused it every time',
          );
        }
        continue;
      }
      if (takingDone) return;
      await new Promise((resolve) => setTimeout(resolve, SENDER_IDLE_MS));
    }
  }
}

/** Where a digest's window starts: where the last one ended, or a period back for the first. */
const windowStart = (due: DueDigest, until: Date) =>
  due.lastSentAt ?? new Date(until.getTime() - DIGEST_PERIOD_MS[due.schedule]);

const idle = (): DigestRunReport => ({ ran: false, taken: 0, sent: 0, empty: 0, failed: 0 });
