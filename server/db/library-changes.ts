import pg from 'pg';
import { APPLICATION_NAME } from './database';

/**
 * Library writes take this transaction-level lock: import batches shared (they touch different videos and
 * add to the usage counts under USAGE_COUNTS_LOCK in library-import/import-videos.ts), taxonomy changes exclusive (a merge or rename rewrites
 * tags across the library and must not interleave with an import).
 */
export const LIBRARY_WRITE_LOCK = 7_320_101;

const CHANNEL = 'hookshelf_library_changed';
/** Stored vectors changed (the embedding job's pages): the search index re-reads them. */
export const EMBEDDINGS_CHANNEL = 'hookshelf_embeddings_changed';
/** How often a lost LISTEN connection tries again: issue 8 wants recovery within 10 s of the database. */
const RECONNECT_DELAY_MS = 1000;
/** caughtUp()'s markers start so; one of another instance (or process) is not a change either. */
const MARKER_PREFIX = 'caught-up-';
/** Tells apart the markers of two instances in one process (a test's two apps). */
let instances = 0;

/**
 * Tells every app instance that the library changed, so caches of derived figures (list totals) are
 * dropped. Writers run NOTIFY_LIBRARY_CHANGED in their transaction (delivered by PostgreSQL on commit, to
 * all instances) and call `markChanged` (this instance, at once). Readers key their caches by `generation`.
 *
 * The LISTEN connection outlives a database restart: when it is lost it tries again every second until
 * the server is back, and since notifications sent while it was away are gone for good, it treats the
 * library as changed both when the connection drops and when it is made again.
 */
export class LibraryChanges {
  generation = 0;
  private client: pg.Client | null = null;
  private closed = false;
  private retry: NodeJS.Timeout | null = null;
  private readonly listeners = new Set<() => void>();
  private readonly markers = new Map<string, () => void>();
  private markerCount = 0;
  private readonly instance = ++instances;

  constructor(
    private readonly url: string,
    private readonly channel = CHANNEL,
  ) {}

  /** Whether the LISTEN connection is up: while it is not, changes made elsewhere go unheard. */
  get listening(): boolean {
    return this.client !== null;
  }

  /** Calls `listener` after every change (here or announced); returns the call that stops it. */
  onChange(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Starts listening for changes made by other processes (a command-line import, another instance). */
  async listen(): Promise<void> {
    if (this.closed) return;
    const client = new pg.Client({
      connectionString: this.url,
      application_name: `${APPLICATION_NAME}-listen`,
      keepAlive: true,
    });
    client.on('notification', (message) => {
      const payload = message.payload ?? '';
      // Another instance's marker changes nothing here either.
      if (!payload.startsWith(MARKER_PREFIX)) return this.markChanged();
      this.markers.get(payload)?.();
      this.markers.delete(payload);
    });
    // Both may come, in either order; only the first for the current client counts.
    client.on('error', () => this.lost(client));
    client.on('end', () => this.lost(client));
    try {
      await client.connect();
      await client.query(`LISTEN ${this.channel}`);
    } catch (error) {
      await client.end().catch(() => {});
      throw error;
    }
    if (this.closed) {
      await client.end().catch(() => {});
      return;
    }
    this.client = client;
  }

  /** Bumps the generation: every cached derived figure is stale from now on. */
  markChanged(): void {
    this.generation += 1;
    for (const listener of this.listeners) listener();
  }

  /**
   * Resolves once this instance has heard every change committed before the call. PostgreSQL delivers a
   * channel's notifications in commit order, so a marker sent now arrives after all of them; the marker
   * itself changes nothing. A writer that reads its own write through a generation-keyed cache (tests
   * above all) waits on this, or the late echo of its own NOTIFY bumps the generation mid-read.
   */
  async caughtUp(): Promise<void> {
    const client = this.client;
    if (!client) return;
    this.markerCount += 1;
    const marker = `${MARKER_PREFIX}${process.pid}-${this.instance}-${this.markerCount}`;
    const heard = new Promise<void>((resolve) => this.markers.set(marker, resolve));
    await client.query(`SELECT pg_notify($1, $2)`, [this.channel, marker]);
    await heard;
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.retry) clearTimeout(this.retry);
    const client = this.client;
    this.client = null;
    await client?.end().catch(() => {});
  }

  private lost(client: pg.Client): void {
    // A failed attempt's client, or one already replaced: the retry loop has it in hand.
    if (this.client !== client) return;
    this.client = null;
    this.markChanged();
    this.reconnectSoon();
  }

  private reconnectSoon(): void {
    if (this.closed || this.retry) return;
    this.retry = setTimeout(() => {
      this.retry = null;
      this.listen().then(
        // Changes announced between the drop and now reached no one here.
        () => this.markChanged(),
        () => this.reconnectSoon(),
      );
    }, RECONNECT_DELAY_MS);
    this.retry.unref();
  }
}

/** A session, user or tier changed (a trigger on their tables announces it: migration 0021). */
export const VIEWERS_CHANNEL = 'hookshelf_viewers_changed';

/** The statement a write transaction runs so that, on commit, every listening instance hears of it. */
export const NOTIFY_LIBRARY_CHANGED = `NOTIFY ${CHANNEL}`;
/** The same for stored vectors. */
export const NOTIFY_EMBEDDINGS_CHANGED = `NOTIFY ${EMBEDDINGS_CHANNEL}`;
