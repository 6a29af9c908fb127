import { sql } from 'drizzle-orm';
import type { FollowKind, SearchFollowFilters } from '../../shared/contracts/follow-constants';
import type { Db } from '../db/database';
import { SearchTexts } from './search-words';

/** Everyone who follows one thing stored one way: kind, value and filters as the rows hold them. */
export interface StoredGroup {
  kind: FollowKind;
  value: string;
  filters: SearchFollowFilters;
  /** The followers, as numbers (FollowGroups.userId turns one back into the user's id). */
  users: Int32Array;
}

/** "topic\0skincare": how a taxonomy name or a handle is looked up, case ignored as the follows store it. */
const nameKey = (kind: FollowKind, name: string) => `${kind}\u0000${name.toLowerCase()}`;

/**
 * Every follow, grouped by what it stores, held by the instance that fans out (docs/decisions/0059-notifications.md).
 * 10,000 users × 10–30 follows are ~200,000 rows; reading and grouping them for every batch of an import
 * took a second or two of each pass, while they change only when someone follows or unfollows. Each pass
 * asks whether they changed (their count, the newest row and a sum of their ids' hashes, ~50 ms) and reads
 * them again only then.
 */
export class FollowGroups {
  /** How each followed search's text reads, kept with the follows (search-words.ts). */
  readonly searchTexts = new SearchTexts();
  private version: string | null = null;
  private userIds: string[] = [];
  private byName = new Map<string, StoredGroup[]>();
  private viewsAndSearches: StoredGroup[] = [];

  /** Brings the groups up to date with the follows table. */
  async refresh(db: Db): Promise<void> {
    const { rows: seen } = await db.execute<{ version: string }>(sql`
      SELECT count(*) || ':' || coalesce(max(created_at)::text, '') || ':' || coalesce(sum(hashtext(id::text)), 0)
        AS version FROM follows`);
    const version = seen[0]?.version ?? '';
    if (version === this.version) return;
    const { rows } = await db.execute<{
      kind: FollowKind;
      value: string;
      filters: SearchFollowFilters;
      user_ids: string[];
    }>(sql`
      SELECT kind, value, filters, array_agg(user_id::text) AS user_ids FROM follows
      GROUP BY kind, value, filters`);
    this.byName = new Map();
    this.viewsAndSearches = [];
    // Users as numbers: a pass adds up 100,000s of (group, user) pairs, far quicker by index than by id.
    const numbers = new Map<string, number>();
    this.userIds = [];
    const numberOf = (id: string) => {
      let n = numbers.get(id);
      if (n === undefined) {
        n = this.userIds.push(id) - 1;
        numbers.set(id, n);
      }
      return n;
    };
    for (const row of rows) {
      const group: StoredGroup = {
        kind: row.kind,
        value: row.value,
        filters: row.filters,
        users: Int32Array.from(row.user_ids, numberOf),
      };
      if (group.kind === 'view' || group.kind === 'search') this.viewsAndSearches.push(group);
      else {
        const key = nameKey(group.kind, group.value);
        this.byName.set(key, [...(this.byName.get(key) ?? []), group]);
      }
    }
    this.version = version;
  }

  /** The id of the user numbered `n` in the groups. */
  userId(n: number): string {
    return this.userIds[n] as string;
  }

  /** The groups of a taxonomy kind or of creators that store `name` (any case). */
  named(kind: FollowKind, name: string): StoredGroup[] {
    return this.byName.get(nameKey(kind, name)) ?? [];
  }

  /** Every view and saved search followed. */
  everyViewAndSearch(): StoredGroup[] {
    return this.viewsAndSearches;
  }
}
