import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { countOf } from '../../shared/domain/plural';
import type { DbOrTx } from '../audit/audit-log';
import type { Db } from '../db/database';
import { isDatabaseUnavailable } from '../db/database-errors';
import { instanceHolderId, type JobLog } from '../embeddings/embedding-job';
import type { Mailer } from '../mail/mailer';
import { DigestContents, type ForYouPicks, isEmptyDigest } from './digest-content';
import { digestMessage, digestVideoCount } from './digest-mail';
import {
  type DueCursor,
  type DueDigest,
  type OutboxDigest,
  readDueDigests,
  type SendOutcome,
  sendNextDigest,
  takeDigest,
} from './digest-outbox';
import { readDigestVideos } from './digest-repository';
import { DIGEST_PERIOD_MS, nextDueAfter } from './digest-schedule';
import { unsubscribePath, unsubscribeToken } from './unsubscribe-token';

/** How long a run's claim lasts without renewal: a run whose instance died is taken over after this. */
export const DIGEST_LEASE_MS = 60_000;
/** How often each instance looks for due digests (docs/product/feed.md#digests: within minutes). */
export const DIGEST_CHECK_MS = 5 * 60_000;
/** The first look after the app starts listening: after start-up's own work, not in the middle of it. */
const FIRST_CHECK_MS = 30_000;
/**
 * Digests worked out at once, and mails handed to the mailer at once. Each taker uses one pooled
 * connection at a time and each sender one for the length of its mail (its row lock): a run holds at most
 * TAKERS + SENDERS of the pool's connections, so requests keep theirs (bench/digest-bench.ts measured the
 * browse latency beside a run of 10,000 digests with these).
 */
const TAKERS = 2;
const SENDERS = 4;
/** Due digests read at a time. */
const DUE_BATCH = 200;
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
 * instance and the command line, under a lease in the single digest_job row, as the embedding job's. A
 * run takes each due digest in one transaction that moves the user's window on and writes the mail to
 * the outbox, and sends the outbox as it fills; each mail is deleted from the outbox once the mailer
 * accepted it. Every instance looks every DIGEST_CHECK_MS; whichever claims the lease runs.
 */
export class DigestJob {
  readonly holder: string;
  private readonly app: FastifyInstance;
  private readonly db: Db;
  private readonly mailer: Mailer | null;
  private readonly secret: string;
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

  constructor(options: DigestJobOptions) {
    this.app = options.app;
    this.db = options.app.db;
    this.mailer = options.mailer;
    this.secret = options.secret;
    this.forYouPicks = options.forYouPicks ?? null;
    this.log = options.log;
    this.holder = options.holder ?? instanceHolderId('server');
    this.leaseMs = options.leaseMs ?? DIGEST_LEASE_MS;
    this.checkMs = options.checkMs ?? DIGEST_CHECK_MS;
    this.firstCheckMs = options.firstCheckMs ?? FIRST_CHECK_MS;
    this.takers = options.takers ?? TAKERS;
    this.senders = options.senders ?? SENDERS;
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
    if (!(await this.claim())) return idle();
    const started = performance.now();
    const report: DigestRunReport = { ran: true, taken: 0, sent: 0, empty: 0, failed: 0 };
    const run = { lost: false, takingDone: false, failure: null as unknown };
    // Renewed in the background: a run of thousands of digests lasts minutes.
    const renewal = setInterval(
      () =>
        void this.renew().then(
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
      await this.release().catch((error: unknown) =>
        this.log?.warn({ err: error }, 'could not release the digest run'),
      );
    }
  }

  /** Takes every due digest, earliest first, TAKERS at a time. */
  private async takeAll(report: DigestRunReport, stopped: () => boolean): Promise<void> {
    const contents = new DigestContents(this.app, this.forYouPicks);
    const adminEmails = this.app.config.adminEmails;
    // A cursor, not "what is still due": a digest that could not be taken stays due, and is not read again.
    let after: DueCursor | null = null;
    while (!stopped()) {
      const batch = await readDueDigests(this.db, adminEmails, after, DUE_BATCH);
      if (batch.length === 0) return;
      after = batch[batch.length - 1] as DueDigest;
      let next = 0;
      const worker = async () => {
        while (!stopped() && next < batch.length) {
          await this.take(contents, batch[next++] as DueDigest, report);
        }
      };
      await Promise.all(Array.from({ length: this.takers }, worker));
    }
  }

  private async take(contents: DigestContents, due: DueDigest, report: DigestRunReport): Promise<void> {
    const since = due.lastSentAt ?? new Date(due.until.getTime() - DIGEST_PERIOD_MS[due.schedule]);
    try {
      const content =
        due.eligible && since < due.until
          ? await contents.forUser(due.userId, { since, until: due.until })
          : null;
      const send = content && !isEmptyDigest(content) ? { ...content, first: due.lastSentAt === null } : null;
      const nextDueAt = nextDueAfter(due.schedule, due.nextDueAt, due.until);
      const taken = await takeDigest(this.db, due, { since, nextDueAt, content: send });
      if (taken !== 'taken') return;
      report.taken += 1;
      if (!send) report.empty += 1;
    } catch (error) {
      // The database went away: the run ends, and every digest not taken is still due for the next.
      if (isDatabaseUnavailable(error)) throw error;
      report.failed += 1;
      this.log?.warn({ err: error, userId: due.userId }, 'digest could not be worked out; it stays due');
    }
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
        this.deliver(digest, tx, onDelivered),
      );
      if (result) {
        if (result.outcome === 'sent') report.sent += 1;
        if (result.outcome === 'empty') report.empty += 1;
        if (result.outcome === 'failed') report.failed += 1;
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

  private async deliver(
    digest: OutboxDigest,
    tx: DbOrTx,
    onDelivered?: (line: string) => void,
  ): Promise<SendOutcome> {
    const { content } = digest;
    const ids = [
      ...content.newFromFollows.videos.map((video) => video.id),
      ...content.topOutliers,
      ...content.forYouPicks,
    ];
    const publicUrl = this.app.config.publicUrl;
    const unsubscribeUrl = publicUrl + unsubscribePath(unsubscribeToken(this.secret, digest.userId));
    const mail = {
      to: digest.email,
      schedule: digest.schedule,
      first: content.first,
      content,
      videos: await readDigestVideos(tx, ids),
      publicUrl,
      unsubscribeUrl,
      messageId: `<digest-${digest.id}.${digest.userId}@${new URL(publicUrl).hostname}>`,
    };
    const count = digestVideoCount(mail);
    // Every video was removed from the library since the digest was taken: nothing is left to send.
    if (count === 0) return 'empty';
    const line = `digest for ${digest.email}: ${countOf(count, 'video')} ${unsubscribeUrl}`;
    if (this.mailer) {
      try {
        await this.mailer.send(digestMessage(mail));
      } catch (error) {
        this.log?.warn(
          { err: error, userId: digest.userId },
          'the mailer refused a digest; it is tried again later',
        );
        return 'failed';
      }
    } else {
      // docs/decisions/0010-mail.md: without SMTP, a local install reads its mail in the log.
      this.log?.info({}, line);
    }
    onDelivered?.(line);
    return 'sent';
  }

  /** Claims the run when no live lease holds it. */
  private async claim(): Promise<boolean> {
    const { rows } = await this.db.execute(sql`
      INSERT INTO digest_job AS j (id, holder, lease_until, started_at, finished_at)
      VALUES (1, ${this.holder}, now() + make_interval(secs => ${this.leaseMs / 1000}), now(), NULL)
      ON CONFLICT (id) DO UPDATE
      SET holder = excluded.holder, lease_until = excluded.lease_until, started_at = excluded.started_at,
          finished_at = NULL
      WHERE j.lease_until IS NULL OR j.lease_until < now()
      RETURNING id`);
    return rows.length === 1;
  }

  private async renew(): Promise<boolean> {
    const { rows } = await this.db.execute(sql`
      UPDATE digest_job SET lease_until = now() + make_interval(secs => ${this.leaseMs / 1000})
      WHERE id = 1 AND holder = ${this.holder} AND lease_until IS NOT NULL
      RETURNING id`);
    return rows.length === 1;
  }

  private async release(): Promise<void> {
    await this.db.execute(sql`
      UPDATE digest_job SET lease_until = NULL, finished_at = now()
      WHERE id = 1 AND holder = ${this.holder} AND lease_until IS NOT NULL`);
  }
}

const idle = (): DigestRunReport => ({ ran: false, taken: 0, sent: 0, empty: 0, failed: 0 });
