import { randomUUID } from 'node:crypto';
import os from 'node:os';
import { sql } from 'drizzle-orm';
import type { EmbeddingStatus } from '../../shared/contracts/embeddings';
import { wordFor } from '../../shared/domain/plural';
import type { Db } from '../db/database';
import { isDatabaseUnavailable } from '../db/database-errors';
import { errors } from '../errors';
import type { EmbeddingProvider } from './embedding-provider';
import { countStaleVideos, readStaleVideos, upsertEmbeddings } from './embedding-store';

/** How long a claim lasts without renewal: an instance that dies lets another take over after this. */
export const EMBEDDING_LEASE_MS = 30_000;
/**
 * Videos per page: a page is embedded, written and the lease renewed before the next, so progress moves
 * every second or two and a lost lease is noticed quickly. Bigger pages gain nothing: the encoder is
 * compute-bound (research note: batching does not help).
 */
export const EMBEDDING_PAGE_SIZE = 16;
/**
 * Pause between pages. The encoder works in worker threads, so the request loop is free while a page is
 * embedded; the pause lets requests queued behind the page's own queries go first (issue 17: browse p99
 * stays ≤ 100 ms while the job runs).
 */
const PAUSE_BETWEEN_PAGES_MS = 10;
/** Library changes arrive in bursts (an import announces each batch): wait for a quiet moment. */
export const LIBRARY_CHANGE_DEBOUNCE_MS = 2_000;
/** How often an idle instance looks for a job whose holder died (its lease lapsed) to take it over. */
const LAPSED_CHECK_MS = 10_000;
/**
 * While the database is away a run waits this long before each new try, the last repeated: soon after a
 * restart of the database (seconds) it goes on, without hammering a server that stays down.
 */
const DATABASE_RETRY_DELAYS_MS = [250, 500, 1000, 2000, 4000];
const WATCH_TICK_MS = 500;

/** What the runner logs: pino's (Fastify's) logger fits, and so does a console shim. */
export interface JobLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
}

export interface EmbeddingJobOptions {
  db: Db;
  /** null when embeddings are off: nothing runs, and a start is refused with embeddings_off. */
  provider: EmbeddingProvider | null;
  /** Who holds the lease; unique per process. */
  holder?: string;
  log?: JobLog;
  pageSize?: number;
  leaseMs?: number;
  pauseMs?: number;
  debounceMs?: number;
}

/** The one counter of library changes every instance keeps (server/db/library-changes.ts). */
export interface LibraryGeneration {
  readonly generation: number;
}

type Progress = (status: EmbeddingStatus) => void;

interface JobRow extends Record<string, unknown> {
  state: string;
  lapsed: boolean | null;
  total: number;
  processed: number;
  message: string | null;
  error: string | null;
}

/** A finished run's message when no video needed embedding. */
export const ALL_EMBEDDED = 'Every video is already embedded; nothing to do';

const videosWord = (n: number) => `${n} ${wordFor(n, 'video')}`;

/** A unique name for this process as a lease holder, readable in the embedding_job row. */
export function instanceHolderId(kind: string): string {
  return `${kind}:${os.hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
}

/**
 * The embedding job (issue 17, docs/product/bot-admin-and-embeddings.md#embeddings): one at a time across every instance and
 * the command line, its state in the single embedding_job row. An instance claims the row with a lease it
 * renews each page; an instance that crashes lets the lease lapse and any other may claim it. A run only
 * reads videos whose vector is missing or stale, so a resumed or repeated run never redoes finished work.
 */
export class EmbeddingJobRunner {
  readonly holder: string;
  private readonly db: Db;
  private readonly provider: EmbeddingProvider | null;
  private readonly log: JobLog | undefined;
  private readonly pageSize: number;
  private readonly leaseMs: number;
  private readonly pauseMs: number;
  private readonly debounceMs: number;
  private current: Promise<EmbeddingStatus> | null = null;
  private stopping = false;
  /** The library changed while this instance's run was under way: look again when it ends. */
  private changedDuringRun = false;
  private watchTimer: NodeJS.Timeout | null = null;

  constructor(options: EmbeddingJobOptions) {
    this.db = options.db;
    this.provider = options.provider;
    this.log = options.log;
    this.holder = options.holder ?? instanceHolderId('server');
    this.pageSize = options.pageSize ?? EMBEDDING_PAGE_SIZE;
    this.leaseMs = options.leaseMs ?? EMBEDDING_LEASE_MS;
    this.pauseMs = options.pauseMs ?? PAUSE_BETWEEN_PAGES_MS;
    this.debounceMs = options.debounceMs ?? LIBRARY_CHANGE_DEBOUNCE_MS;
  }

  /** Whether embeddings are on here (a provider was given). */
  get enabled(): boolean {
    return this.provider !== null;
  }

  /**
   * Claims the job and runs it in the background; answers the status right after the claim. Throws
   * embeddings_off without a provider and embedding_job_running while any instance holds a live lease.
   */
  async start(): Promise<EmbeddingStatus> {
    return (await this.launch()).started;
  }

  /** Claims the job and runs it to the end here (the command line); resolves with the final status. */
  async runToEnd(onProgress?: Progress): Promise<EmbeddingStatus> {
    return (await this.launch(onProgress)).done;
  }

  /** Resolves when this instance's run, if any, has ended. */
  async settled(): Promise<void> {
    await this.current?.catch(() => {});
  }

  /**
   * An automatic run (at start, after library changes, when a holder died): only when there is something
   * to embed, and skipped without complaint when another instance has the job. Never throws.
   */
  async startAutomatically(reason: string): Promise<boolean> {
    if (!this.provider || this.stopping) return false;
    if (this.current) {
      this.changedDuringRun = true;
      return false;
    }
    try {
      const stale = await countStaleVideos(this.db, this.provider.model);
      if (stale === 0) return false;
      await this.launch();
      this.log?.info({ stale, reason }, 'embedding job started');
      return true;
    } catch (error) {
      const code = (error as { code?: unknown }).code;
      if (code !== 'embedding_job_running') this.log?.warn({ err: error }, 'embedding job could not start');
      return false;
    }
  }

  /**
   * Starts automatic runs: one now, one after each burst of library changes, and one whenever the job's
   * holder has died (its lease lapsed). LibraryChanges has no events; its generation is cheap to poll.
   */
  watch(changes: LibraryGeneration): void {
    if (!this.provider || this.watchTimer) return;
    let seen = changes.generation;
    let changedAt: number | null = null;
    let lapsedCheckAt = Date.now() + LAPSED_CHECK_MS;
    void this.startAutomatically('start');
    this.watchTimer = setInterval(
      () => {
        const now = Date.now();
        if (changes.generation !== seen) {
          seen = changes.generation;
          changedAt = now;
        }
        if (changedAt !== null && now - changedAt >= this.debounceMs) {
          changedAt = null;
          void this.startAutomatically('library changed');
        }
        if (now >= lapsedCheckAt && !this.current) {
          lapsedCheckAt = now + LAPSED_CHECK_MS;
          void this.isLapsed().then(
            (lapsed) => lapsed && this.startAutomatically('resuming a run whose holder stopped'),
            () => {},
          );
        }
      },
      Math.min(WATCH_TICK_MS, this.debounceMs),
    );
    this.watchTimer.unref();
  }

  /**
   * Stops automatic runs and this instance's run after its current page, then gives the lease up at once
   * (the row stays 'running' with a lapsed lease), so another instance resumes without waiting 30 s.
   */
  /**
   * Tells a running job to stop after its page: called before the provider is closed, so the page its
   * closing cuts off ends the run as interrupted (resumed by the next start), not failed.
   */
  beginStopping(): void {
    this.stopping = true;
  }

  async close(): Promise<void> {
    this.stopping = true;
    if (this.watchTimer) clearInterval(this.watchTimer);
    this.watchTimer = null;
    await this.settled();
    await this.db
      .execute(sql`
        UPDATE embedding_job SET lease_until = now()
        WHERE id = 1 AND holder = ${this.holder} AND state = 'running'`)
      .catch((error: unknown) => this.log?.warn({ err: error }, 'could not release the embedding job'));
  }

  /** The job as the status call reports it; a 'running' row whose lease lapsed is not running. */
  async status(): Promise<EmbeddingStatus> {
    const row = await this.readRow();
    if (!row) return { isRunning: false, progress: 0, total: 0, processed: 0, message: null, error: null };
    const { state, total, processed } = row;
    const isRunning = state === 'running' && !row.lapsed;
    const done = state === 'complete';
    const progress = done ? 100 : total === 0 ? 0 : Math.min(100, Math.floor((processed / total) * 100));
    const message =
      state === 'running' && row.lapsed
        ? `Interrupted after ${processed} of ${videosWord(total)}; the next run resumes it`
        : row.message;
    return { isRunning, progress, total, processed, message, error: row.error };
  }

  /** Claims the job and starts the run; `done` (wrapped, so awaiting the claim does not await the run) ends with it. */
  private async launch(
    onProgress?: Progress,
  ): Promise<{ started: EmbeddingStatus; done: Promise<EmbeddingStatus> }> {
    const provider = this.provider;
    if (!provider) throw errors.embeddingsOff();
    if (this.stopping) throw errors.embeddingJobRunning();
    // The count comes before the claim so the row never says 'running' with a total still unknown;
    // videos that turn stale in between are picked up by the run anyway (it reads until none are left).
    const stale = await countStaleVideos(this.db, provider.model);
    const message = `Embedding ${videosWord(stale)}`;
    // The row is made by the first claim (an empty database, as a restore needs, has none); after that the
    // claim is an update that only succeeds while no live lease holds it.
    const claimed = await this.db.execute(sql`
      INSERT INTO embedding_job AS j (id, state, holder, lease_until, total, processed, message, error, model, started_at, finished_at)
      VALUES (1, 'running', ${this.holder}, now() + make_interval(secs => ${this.leaseMs / 1000}), ${stale}, 0,
              ${message}, NULL, ${provider.model}, now(), NULL)
      ON CONFLICT (id) DO UPDATE
      SET state = excluded.state, holder = excluded.holder, lease_until = excluded.lease_until,
          total = excluded.total, processed = 0, message = excluded.message, error = NULL,
          model = excluded.model, started_at = excluded.started_at, finished_at = NULL
      WHERE j.state <> 'running' OR j.lease_until IS NULL OR j.lease_until < now()
      RETURNING id`);
    if (claimed.rows.length === 0) throw errors.embeddingJobRunning();
    this.changedDuringRun = false;
    const run = this.run(provider, onProgress).finally(() => {
      this.current = null;
      if (this.changedDuringRun && !this.stopping)
        void this.startAutomatically('library changed during the run');
    });
    // A run started in the background (start(), an automatic run) has no one awaiting `done`: a failure
    // that escapes the run is logged here, never left as an unhandled rejection (which ends the process).
    run.catch((error: unknown) => this.log?.warn({ err: error }, 'embedding job ended with an error'));
    this.current = run;
    // The claim's own state: the run may have moved on by the time a fresh read would answer.
    const started = { isRunning: true, progress: 0, total: stale, processed: 0, message, error: null };
    return { started, done: run };
  }

  private async run(provider: EmbeddingProvider, onProgress?: Progress): Promise<EmbeddingStatus> {
    let afterId = 0;
    let processed = 0;
    /** Since when, and how many retries, while the database is away. */
    let outage: { since: number; retries: number } | null = null;
    const known = () => this.status().catch(() => this.localStatus(processed, null));
    try {
      onProgress?.(await known());
      for (;;) {
        if (this.stopping) return await known();
        let step: 'page' | 'done' | 'lost';
        try {
          step = await this.runPage(provider, afterId, processed, (page) => {
            afterId = page.lastId;
            processed += page.count;
          });
          // A run with nothing to do says so, rather than 'Embedded 0 videos' (issue 31).
          if (step === 'done')
            await this.finish(
              'complete',
              processed === 0 ? ALL_EMBEDDED : `Embedded ${videosWord(processed)}`,
              null,
              processed,
            );
          if (outage) {
            const downMs = Math.round(performance.now() - outage.since);
            this.log?.info({ processed, downMs }, 'embedding job resumed: the database is back');
            outage = null;
          }
        } catch (error) {
          // The database went away (a restart, a crash): the run keeps its place and tries again, and the
          // page is redone in full (nothing of it was written: its write is one transaction).
          if (!isDatabaseUnavailable(error) || this.stopping) throw error;
          outage ??= { since: performance.now(), retries: 0 };
          const delay =
            DATABASE_RETRY_DELAYS_MS[Math.min(outage.retries++, DATABASE_RETRY_DELAYS_MS.length - 1)];
          this.log?.warn({ err: error, processed, retryInMs: delay }, 'embedding job waits for the database');
          await new Promise((resolve) => setTimeout(resolve, delay));
          continue;
        }
        if (step === 'done') break;
        if (step === 'lost') {
          this.log?.warn(
            { holder: this.holder },
            'embedding job lost its lease to another instance; stopping',
          );
          return await known();
        }
        onProgress?.(await known());
        await new Promise((resolve) => setTimeout(resolve, this.pauseMs));
      }
      this.log?.info({ processed }, 'embedding job complete');
    } catch (error) {
      // Shutting down: the lease is released by close(), and the next start resumes from the videos left.
      if (this.stopping) return known();
      const reason = error instanceof Error ? error.message : String(error);
      this.log?.warn({ err: error, processed }, 'embedding job failed');
      await this.finish('failed', `Failed after ${videosWord(processed)}`, reason, processed).catch(
        (finishError: unknown) => this.log?.warn({ err: finishError }, 'could not record the failure'),
      );
      // The row says so when the database answers; when it does not, the run still ends with an answer.
      const status = await this.status().catch(() => this.localStatus(processed, reason));
      onProgress?.(status);
      return status;
    }
    const status = await known();
    onProgress?.(status);
    return status;
  }

  /**
   * One page: reads the next stale videos after `afterId`, embeds them, and writes them while this
   * instance still holds the job. 'done' when none are left, 'lost' when another instance took the job.
   */
  private async runPage(
    provider: EmbeddingProvider,
    afterId: number,
    processedBefore: number,
    advance: (page: { lastId: number; count: number }) => void,
  ): Promise<'page' | 'done' | 'lost'> {
    const page = await readStaleVideos(this.db, provider.model, afterId, this.pageSize);
    if (page.length === 0) return 'done';
    const vectors = await provider.embedDocuments(page.map((video) => video.text));
    checkVectors(provider, page.length, vectors);
    const processed = processedBefore + page.length;
    // The page is written only while this instance still holds the job: the row lock taken by the
    // renewal makes a concurrent claim wait for the commit, and a claim that came first stops us here.
    const kept = await this.db.transaction(async (tx) => {
      const renewed = await tx.execute(sql`
        UPDATE embedding_job
        SET lease_until = now() + make_interval(secs => ${this.leaseMs / 1000}), processed = ${processed},
            total = GREATEST(total, ${processed}),
            message = 'Embedding videos: ' || ${processed}::int || ' of ' || GREATEST(total, ${processed})
        WHERE id = 1 AND holder = ${this.holder} AND state = 'running'
        RETURNING id`);
      if (renewed.rows.length === 0) return false;
      await upsertEmbeddings(
        tx,
        provider.model,
        page.map((video, i) => ({
          id: video.id,
          sourceHash: video.sourceHash,
          vector: vectors[i] as Float32Array,
        })),
      );
      return true;
    });
    if (!kept) return 'lost';
    advance({ lastId: page[page.length - 1]?.id ?? afterId, count: page.length });
    return 'page';
  }

  /** What the run knows without the database, for when it cannot be read. */
  private localStatus(processed: number, error: string | null): EmbeddingStatus {
    return {
      isRunning: false,
      progress: 0,
      total: processed,
      processed,
      message: error ? `Failed after ${videosWord(processed)}` : null,
      error,
    };
  }

  private async finish(
    state: 'complete' | 'failed',
    message: string,
    error: string | null,
    processed: number,
  ) {
    await this.db.execute(sql`
      UPDATE embedding_job
      SET state = ${state}, lease_until = NULL, processed = ${processed},
          total = ${state === 'complete' ? sql`${processed}::int` : sql`GREATEST(total, ${processed})`},
          message = ${message}, error = ${error}, finished_at = now()
      WHERE id = 1 AND holder = ${this.holder} AND state = 'running'`);
  }

  private async readRow(): Promise<JobRow | null> {
    const result = await this.db.execute<JobRow>(sql`
      SELECT state, lease_until < now() AS lapsed, total, processed, message, error
      FROM embedding_job WHERE id = 1`);
    return result.rows[0] ?? null;
  }

  private async isLapsed(): Promise<boolean> {
    const row = await this.readRow();
    return row?.state === 'running' && row.lapsed === true;
  }
}

/** The provider's promise, checked: a short or misshapen answer would store vectors under the wrong videos. */
function checkVectors(provider: EmbeddingProvider, expected: number, vectors: Float32Array[]): void {
  if (vectors.length !== expected) {
    throw new Error(`the embedding provider returned ${vectors.length} vectors for ${expected} texts`);
  }
  for (const vector of vectors) {
    if (vector.length !== provider.dimension) {
      throw new Error(
        `the embedding provider returned a ${vector.length}-d vector; ${provider.model} is ${provider.dimension}-d`,
      );
    }
  }
}
