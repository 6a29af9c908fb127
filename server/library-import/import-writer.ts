import type { ImportReport } from '../../shared/contracts/import';
import type { ThumbnailResolver } from './convert-thumbnails';
import type { NormalizedVideo } from './normalize-record';

/**
 * Batches written at once. Most of a batch's time is PostgreSQL's (the search vectors, the GIN indexes,
 * TOAST): two transactions keep both cores busy while Node prepares the next batch. Measured on 2 cores:
 * one writer ~1,540 records/s (10,000 records), two 2,125 on the 100,000-record import bench, three no more.
 */
export const IMPORT_WRITERS = 2;

type WriteBatch = (batch: NormalizedVideo[], thumbnailSources: (string | null)[]) => Promise<ImportReport>;

interface InFlight {
  ids: Set<number>;
  done: Promise<void>;
}

/**
 * Writes prepared batches, up to IMPORT_WRITERS at a time, each in a transaction of its own (writeBatch).
 * A batch holding a video that a batch still in flight holds waits for that one to commit, so a record
 * later in the file still wins. Thumbnails are resolved one batch after another, before the batch's
 * transaction, so one image is never converted twice at once. The first failure stops the import:
 * `add` and `finish` throw it once the batches in flight have ended, and no new batch starts. Once the
 * batches have ended, however the import ends, `afterBatches` runs (the outlier scores of what they wrote).
 */
export class ImportWriter {
  private readonly inFlight = new Set<InFlight>();
  private failure: { error: unknown } | null = null;

  constructor(
    private readonly writeBatch: WriteBatch,
    private readonly thumbnails: ThumbnailResolver | null,
    private readonly committed: (report: ImportReport) => void,
    private readonly afterBatches: () => Promise<void> = async () => {},
    private readonly writers = IMPORT_WRITERS,
  ) {}

  /** Resolves once the batch has started (not committed): the caller reads on while it is written. */
  async add(batch: NormalizedVideo[]): Promise<void> {
    if (batch.length === 0) return;
    const ids = new Set(batch.map((v) => v.row.id));
    for (;;) {
      await this.stopIfFailed();
      const overlapping = [...this.inFlight].find((f) => batch.some((v) => f.ids.has(v.row.id)));
      if (overlapping) await overlapping.done;
      else if (this.inFlight.size >= this.writers) await Promise.race([...this.inFlight].map((f) => f.done));
      else break;
    }
    const images = this.thumbnails
      ? await this.thumbnails.resolve(batch.map((v) => v.row.thumbnail ?? null))
      : { sources: batch.map(() => null), converted: 0, missing: 0 };
    await this.stopIfFailed();
    const entry: InFlight = {
      ids,
      done: this.writeBatch(batch, images.sources)
        .then((written) =>
          this.committed({
            ...written,
            thumbnailsConverted: images.converted,
            thumbnailsMissing: images.missing,
          }),
        )
        .catch((error: unknown) => {
          this.failure ??= { error };
        }),
    };
    this.inFlight.add(entry);
    void entry.done.finally(() => this.inFlight.delete(entry));
  }

  /** Waits for every batch in flight; throws the first failure. */
  async finish(): Promise<void> {
    await this.settle();
    await this.stopIfFailed();
  }

  /**
   * Waits for the batches in flight, then runs `afterBatches`, without throwing (an import that stops for
   * another reason); a failure of `afterBatches` is kept for `finish` to throw.
   */
  async settle(): Promise<void> {
    while (this.inFlight.size > 0) await Promise.all([...this.inFlight].map((f) => f.done));
    await this.afterBatches().catch((error: unknown) => {
      this.failure ??= { error };
    });
  }

  private async stopIfFailed() {
    if (!this.failure) return;
    await this.settle();
    throw this.failure.error;
  }
}
