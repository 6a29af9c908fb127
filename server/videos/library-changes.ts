import pg from 'pg';

const CHANNEL = 'hookshelf_library_changed';

/**
 * Tells every app instance that the library changed, so caches of derived figures (list totals) are
 * dropped. Writers call `notifyInTransaction` (delivered by PostgreSQL on commit, to all instances) and
 * `markChanged` (this instance, at once). Readers key their caches by `generation`.
 */
export class LibraryChanges {
  generation = 0;
  private client: pg.Client | null = null;
  private closed = false;

  constructor(private readonly url: string) {}

  /** Starts listening for changes made by other processes (a command-line import, another instance). */
  async listen(): Promise<void> {
    if (this.closed) return;
    const client = new pg.Client({ connectionString: this.url });
    client.on('notification', () => this.markChanged());
    client.on('error', () => this.reconnectSoon());
    client.on('end', () => this.reconnectSoon());
    await client.connect();
    await client.query(`LISTEN ${CHANNEL}`);
    this.client = client;
  }

  /** Bumps the generation: every cached derived figure is stale from now on. */
  markChanged(): void {
    this.generation += 1;
  }

  async close(): Promise<void> {
    this.closed = true;
    const client = this.client;
    this.client = null;
    await client?.end().catch(() => {});
  }

  private reconnectSoon(): void {
    if (this.closed || !this.client) return;
    this.client = null;
    // While disconnected we may miss notifications, so treat the library as changed.
    this.markChanged();
    setTimeout(() => void this.listen().catch(() => this.reconnectSoon()), 1000).unref();
  }
}

/** The statement a write transaction runs so that, on commit, every listening instance hears of it. */
export const NOTIFY_LIBRARY_CHANGED = `NOTIFY ${CHANNEL}`;
