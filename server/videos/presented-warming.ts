import type { FastifyBaseLogger } from 'fastify';
import type { LibraryChanges } from '../db/library-changes';
import type { BrowseOrders } from './browse-orders';
import type { PresentedVideos } from './presented-videos';

/** How long the library must stay unchanged before the emptied cache is filled again (an import changes it every batch). */
const QUIET_MS = 5_000;

/**
 * Keeps the visitors' presented-video cache filled with the library (presented-videos.ts `warm`): once the
 * app listens, and again after a change has emptied it and the library has been quiet for QUIET_MS. The
 * library is read newest first, so if it outgrows the budget the newest videos are the ones kept.
 */
export class PresentedWarming {
  private running: Promise<void> = Promise.resolve();
  private timer: NodeJS.Timeout | null = null;
  private stopped = false;
  private readonly stopListening: () => void;

  constructor(
    private readonly videos: PresentedVideos,
    private readonly orders: BrowseOrders,
    changes: LibraryChanges,
    private readonly log: FastifyBaseLogger,
    quietMs = QUIET_MS,
  ) {
    this.stopListening = changes.onChange(() => this.schedule(quietMs));
  }

  /** Warms now (the app has started listening). */
  start(): void {
    this.schedule(0);
  }

  /** Resolves once no warming is under way or due. */
  async settled(): Promise<void> {
    while (this.timer) await new Promise((resolve) => setTimeout(resolve, 50));
    await this.running;
  }

  async stop(): Promise<void> {
    this.stopped = true;
    this.stopListening();
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.running;
  }

  private schedule(delayMs: number): void {
    if (this.stopped) return;
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.timer = null;
      // A run in progress stops by itself at the change (its generation moved); this one starts after it.
      this.running = this.running.then(() => this.run());
    }, delayMs);
    this.timer.unref();
  }

  private async run(): Promise<void> {
    if (this.stopped) return;
    const started = performance.now();
    try {
      const ids = await this.orders.all('newest');
      const read = await this.videos.warm(ids, 'public', () => this.stopped);
      if (read > 0) {
        const { videos, bytes } = this.videos.held('public');
        this.log.info(
          { read, videos, bytes, ms: Math.round(performance.now() - started) },
          'presented-video cache warmed',
        );
      }
    } catch (error) {
      // The cache fills from requests instead; the next change tries again.
      if (!this.stopped) this.log.warn({ err: error }, 'presented-video cache warming failed');
    }
  }
}
