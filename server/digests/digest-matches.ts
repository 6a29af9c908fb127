import { setImmediate as yieldToRequests } from 'node:timers/promises';
import type { SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { followCondition } from '../feed/follow-conditions';
import type { ReadFollow } from '../follows/follow-service';
import { type WindowVideo, windowMatches, windowOutliers } from './digest-repository';

/** Conditions tested in one pass over a window: enough to save passes, few enough for a modest statement. */
const CONDITIONS_PER_PASS = 100;
const HOUR_MS = 3_600_000;

/**
 * Which of a run's new videos each follow matches, worked out for many users at once (bench/digest-bench.ts:
 * ten thousand users follow a few thousand distinct things). A follow's condition is the Feed's own
 * (feed/follow-conditions.ts), tested in SQL once per run for everyone who follows the same thing, over a
 * window that starts at the hour before the users' own windows; each user's videos are then the matches
 * after their own start, found without another query.
 */
export class DigestMatches {
  private readonly conditions = new Map<string, Promise<SQL>>();
  /** By the hour a window starts at: each condition's matches from that hour to the run's end. */
  private readonly matched = new Map<number, Map<string, WindowVideo[]>>();
  private readonly outliers = new Map<number, Promise<WindowVideo[]>>();

  /** `until`: where every window of this run ends. */
  constructor(
    private readonly app: FastifyInstance,
    private readonly until: Date,
  ) {}

  /** Works out, in a few passes, the matches of every follow these users have that is not known yet. */
  async prepare(readers: { follows: ReadFollow[]; since: Date }[]): Promise<void> {
    const wanted = new Map<number, Map<string, ReadFollow>>();
    for (const { follows, since } of readers) {
      const hour = hourOf(since);
      const known = this.matched.get(hour);
      const list = wanted.get(hour) ?? new Map<string, ReadFollow>();
      for (const read of follows) if (!known?.has(keyOf(read))) list.set(keyOf(read), read);
      wanted.set(hour, list);
    }
    for (const [hour, reads] of wanted) {
      const known = this.matched.get(hour) ?? new Map<string, WindowVideo[]>();
      this.matched.set(hour, known);
      const entries = [...reads.entries()];
      for (let start = 0; start < entries.length; start += CONDITIONS_PER_PASS) {
        const pass = entries.slice(start, start + CONDITIONS_PER_PASS);
        const conditions = await Promise.all(pass.map(([key, read]) => this.conditionOf(key, read)));
        const rows = await windowMatches(this.app.db, conditions, {
          since: new Date(hour),
          until: this.until,
        });
        const lists = pass.map((): WindowVideo[] => []);
        for (const { id, at, meets } of rows) {
          for (const [i, met] of meets.entries()) if (met) lists[i]?.push({ id, at });
        }
        for (const [i, [key]] of pass.entries()) known.set(key, lists[i] as WindowVideo[]);
        await yieldToRequests();
      }
    }
  }

  /** The follow's matches that entered the library after `since` (prepare() first). */
  matchesOf(read: ReadFollow, since: Date): WindowVideo[] {
    const list = this.matched.get(hourOf(since))?.get(keyOf(read));
    if (!list) throw new Error(`digest matches of ${keyOf(read)} were not prepared`);
    const after = since.getTime() * 1000;
    return list.filter((video) => video.at > after);
  }

  /** The window's outliers (the badge's bar and up) that entered the library after `since`, highest first. */
  async outliersAfter(since: Date): Promise<WindowVideo[]> {
    const hour = hourOf(since);
    let list = this.outliers.get(hour);
    if (!list) {
      list = windowOutliers(this.app.db, { since: new Date(hour), until: this.until });
      this.outliers.set(hour, list);
      list.catch(() => this.outliers.delete(hour));
    }
    const after = since.getTime() * 1000;
    return (await list).filter((video) => video.at > after);
  }

  private conditionOf(key: string, read: ReadFollow): Promise<SQL> {
    let condition = this.conditions.get(key);
    if (!condition) {
      condition = followCondition(this.app, read);
      this.conditions.set(key, condition);
      condition.catch(() => this.conditions.delete(key));
    }
    return condition;
  }
}

/** One key per thing followed: a taxonomy follow also matches the name it was stored under (follow-conditions.ts). */
const keyOf = (read: ReadFollow) => `${read.target.key}\u0000${read.row.value}`;

/** The start of the hour `since` falls in (UTC). */
const hourOf = (since: Date) => Math.floor(since.getTime() / HOUR_MS) * HOUR_MS;
