import { LRUCache } from 'lru-cache';
import { type FollowTarget, followTargetKey } from '../../shared/domain/follow-targets';
import type { Db } from '../db/database';
import type { LibraryChanges } from '../db/library-changes';
import { type ResolvedTarget, resolveTargets, type UnknownTarget } from './follow-targets';

/** Distinct stored targets kept per library generation; 10,000 users' follows share far fewer. */
const TARGETS_KEPT = 100_000;

/**
 * What stored follows stand for now, kept per library generation. Resolving reads the taxonomies, their
 * aliases and the views (a query per kind): ~20 ms a Feed page at the bench's 10–30 follows, for an answer
 * that only a library change (a merge, a rename, a view edit — each moves the generation) can alter. Reads
 * outside a transaction go through here; a follow being written resolves afresh, in its transaction.
 */
export class ResolvedTargets {
  private generation = -1;
  private known = new LRUCache<string, ResolvedTarget | UnknownTarget>({ max: TARGETS_KEPT });

  constructor(
    private readonly db: Db,
    private readonly changes: LibraryChanges,
  ) {}

  async resolve(targets: FollowTarget[]): Promise<(ResolvedTarget | UnknownTarget | undefined)[]> {
    const generation = this.changes.generation;
    if (generation !== this.generation) {
      this.generation = generation;
      this.known.clear();
    }
    const keys = targets.map(followTargetKey);
    const missing = targets.filter((_, i) => !this.known.has(keys[i] as string));
    if (missing.length > 0) {
      const found = await resolveTargets(this.db, missing);
      // Read under a generation that has since moved: used for this answer, not kept.
      if (this.generation === generation && this.changes.generation === generation) {
        missing.forEach((target, i) => {
          const resolved = found[i];
          if (resolved) this.known.set(followTargetKey(target), resolved);
        });
      }
      const fresh = new Map(missing.map((target, i) => [followTargetKey(target), found[i]]));
      return keys.map((key) => this.known.get(key) ?? fresh.get(key));
    }
    return keys.map((key) => this.known.get(key));
  }
}
