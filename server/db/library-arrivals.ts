import type { TaxonomyKind } from '../../shared/contracts/taxonomy-kinds';
import type { Db } from './database';
import { type ArrivalSource, libraryArrivals } from './schema';

/**
 * What a taxonomy merge records of its arrival: the entry that gained the videos, and the names they were
 * filed under before (the merged entry's name and its own old names), whose followers had them already.
 */
/** A connection or a transaction on it. */
type DbOrTx = Db | Parameters<Parameters<Db['transaction']>[0]>[0];

export interface MergeArrival {
  kind: TaxonomyKind;
  into: string;
  from: string[];
}

export interface Arrival {
  /** The import (shared by all its batches) or the merge. */
  changeId: string;
  source: ArrivalSource;
  videoIds: number[];
  merge?: MergeArrival;
}

/**
 * Records videos that arrived in the library (docs/decisions/0059-notifications.md), in the caller's
 * transaction: the videos and their arrival commit together or not at all. The notifications' fan-out
 * reads it from there, in whichever instance holds it; the writer needs to know nothing of notifications.
 */
export async function recordArrival(tx: DbOrTx, arrival: Arrival): Promise<void> {
  if (arrival.videoIds.length === 0) return;
  await tx.insert(libraryArrivals).values({
    changeId: arrival.changeId,
    source: arrival.source,
    videoIds: arrival.videoIds,
    merge: arrival.merge ?? null,
  });
}
