import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import type { LibraryChanges } from '../db/library-changes';
import type { Viewer } from './access';

/**
 * How long a caller is kept at most (and never past its session's expiry). Every change to the tables
 * behind it drops it at once (below), so this only has better-auth read each session now and then, which
 * is when it slides a session's expiry on (it does so once a day).
 */
const KEPT_MS = 10 * 60_000;
/** Callers kept: ~300 bytes each. */
const KEPT_MAX = 20_000;

/** What reading a credential's session gives: the caller, and when the session ends. */
export interface ReadViewer {
  viewer: Viewer;
  expiresAt: Date;
}

/**
 * The signed-in caller behind each credential (a bearer token, a session cookie), kept between requests:
 * reading the session, checking the token's signature and reading the tier was the whole cost of a cheap
 * signed-in request (~1.7 ms of CPU, three round trips to the database; issue 33's Feed bench).
 *
 * A trigger on the session, user and tier tables announces every change on VIEWERS_CHANNEL (migration
 * 0021), and any change drops every caller kept, in every instance: a sign-out, a revoked session, a new
 * tier or a deleted user applies to the next request. This instance's own changes drop them before the
 * response (`changed`), without waiting for the announcement. A read that overlapped a change is not kept
 * (the generation moved), and nothing is kept or served while the LISTEN connection is down, since changes
 * made elsewhere would go unheard.
 */
export class ViewerCache {
  private readonly kept = new LRUCache<string, { viewer: Viewer; generation: number }>({
    max: KEPT_MAX,
    ttl: KEPT_MS,
  });

  constructor(private readonly changes: LibraryChanges) {
    changes.onChange(() => this.kept.clear());
  }

  /** The caller behind `credential` (every header the session is read from), reading it when not kept. */
  async resolve(credential: string, read: () => Promise<ReadViewer | null>): Promise<Viewer | null> {
    if (!this.changes.listening) return (await read())?.viewer ?? null;
    const key = createHash('sha256').update(credential).digest('base64');
    const generation = this.changes.generation;
    const hit = this.kept.get(key);
    if (hit && hit.generation === generation) return hit.viewer;
    const found = await read();
    if (!found) return null;
    const ttl = Math.min(KEPT_MS, found.expiresAt.getTime() - Date.now());
    if (ttl > 0 && generation === this.changes.generation && this.changes.listening) {
      this.kept.set(key, { viewer: Object.freeze(found.viewer), generation }, { ttl });
    }
    return found.viewer;
  }

  /** This instance changed a session, user or tier: every caller kept is dropped now. */
  changed(): void {
    this.changes.markChanged();
  }

  /** Resolves once every change committed before the call has been heard (a test that writes the tables). */
  caughtUp(): Promise<void> {
    return this.changes.caughtUp();
  }

  close(): Promise<void> {
    return this.changes.close();
  }
}
