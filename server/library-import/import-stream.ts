import type { ImportProgress, ImportReport } from '../../shared/contracts/import';
import type { Db } from '../db/database';
import { errors } from '../errors';
import {
  emptyImportReport,
  IMPORT_BATCH_SIZE,
  type ImportOptions,
  importWriter,
  prepareRecords,
} from './import-videos';
import type { SourceRecord } from './read-records';
import { RecordSplitter, type SplitOutput } from './record-splitter';

export interface StreamImportOptions extends ImportOptions {
  /** A JSON body must be an array (an NDJSON or empty body is refused with import_body_invalid). */
  requireArray?: boolean;
  /** Larger uploads are refused with payload_too_large (a streamed body escapes Fastify's bodyLimit). */
  maxBytes?: number;
  /** After each committed batch, and once at the end. */
  onBatch?: (progress: ImportProgress) => void;
}

/**
 * Imports an upload as it arrives, batch by batch (each batch its own transaction, as importRecords
 * does). Reading waits while IMPORT_WRITERS batches are being written, so the sender is held back by
 * the import itself and memory holds at most those batches and a chunk, whatever the file's size. If the
 * source fails halfway (a client that disconnects) the batches already committed stay; `progress`
 * (passed to onBatch) says how far it got.
 */
export async function importStream(
  db: Db,
  source: AsyncIterable<Buffer | string>,
  options: StreamImportOptions = {},
): Promise<ImportReport> {
  const { requireArray = false, maxBytes = Number.POSITIVE_INFINITY, onBatch, ...importOptions } = options;
  const batchSize = importOptions.batchSize ?? IMPORT_BATCH_SIZE;
  const splitter = new RecordSplitter();
  const report = emptyImportReport();
  let pending: SourceRecord[] = [];
  let recordsRead = 0;

  const progress = () =>
    onBatch?.({
      type: 'progress',
      bytesRead: splitter.bytes,
      recordsRead,
      inserted: report.inserted,
      updated: report.updated,
      unchanged: report.unchanged,
      rejected: report.rejected.length,
    });
  const writer = importWriter(db, report, importOptions, progress);
  const take = (out: SplitOutput) => {
    report.rejected.push(...out.unreadable);
    pending.push(...out.records);
    recordsRead += out.records.length + out.unreadable.length;
  };
  // Starts the batch's write and returns: the next records are read and prepared while it is written.
  const write = async (batch: SourceRecord[]) => {
    const { videos, rejected } = prepareRecords(batch);
    report.rejected.push(...rejected);
    await writer.add(videos);
  };

  try {
    // Not `for await`: leaving it on an error would destroy the request, and a refused body still
    // deserves its 4xx answer.
    const chunks = source[Symbol.asyncIterator]();
    for (let next = await chunks.next(); !next.done; next = await chunks.next()) {
      const chunk = next.value;
      take(splitter.push(chunk));
      if (splitter.bytes > maxBytes) {
        throw errors.payloadTooLarge(
          `An import file may be at most ${Math.round(maxBytes / 1024 / 1024)} MB`,
        );
      }
      if (requireArray && splitter.kind === 'ndjson') throw errors.importBodyInvalid();
      while (pending.length >= batchSize) {
        const batch = pending.slice(0, batchSize);
        pending = pending.slice(batchSize);
        await write(batch);
      }
    }
    const ending = splitter.end();
    if (requireArray && (splitter.kind !== 'array' || (recordsRead === 0 && ending.unreadable.length > 0))) {
      // An empty JSON body, or one that is not an array from its first character to its end.
      throw errors.importBodyInvalid();
    }
    take(ending);
    await write(pending);
    await writer.finish();
  } finally {
    // A refused or cut-off upload still lets the batches already started commit before the answer.
    await writer.settle();
  }
  progress();
  report.rejected.sort((a, b) => positionOrder(a.position) - positionOrder(b.position));
  return report;
}
/** 'line 12' → 12, 'index 3' → 3; 'file' (about the whole file) last. */
function positionOrder(position: string): number {
  const n = Number(position.split(' ')[1]);
  return Number.isFinite(n) ? n : Number.MAX_SAFE_INTEGER;
}
