import { z } from 'zod';
import { fullVideoSchema, publicVideoSchema } from '../../shared/contracts/video';
import type { Db } from '../db/database';
import type { LibraryChanges } from '../db/library-changes';
import { presentFullVideo, presentPublicVideo } from './video-presenter';
import { readVideosByIds, type VideoAudience, type VideoRow } from './video-repository';

/**
 * Bytes of JSON kept per audience, as UTF-8 outside the JavaScript heap (as strings, 156 MB of them at
 * 100,000 videos lengthened the collector's pauses: a repeated search's p99 went past 100 ms). Visitors: a
 * whole library of 100,000 videos (~1.5 KB each in the bench library), warmed at start
 * (presented-warming.ts), so a search's page finds its videos presented: reading and presenting the 34 of
 * 50 videos a distinct search's page missed in a 30,000-video cache was over a fifth of its CPU (issue 17
 * bench). Signed-in: the pages being read, full videos with their transcripts.
 */
const MAX_BYTES: Record<VideoAudience, number> = { public: 192_000_000, full: 32_000_000 };
/** A full cache drops its least recently used entries until it holds this share of its budget. */
const EVICT_TO = 0.9;
/** Videos read per warming step: one query like a page's, so requests are served between the steps. */
const WARM_BATCH = 250;

/** Each audience's presenter and the schema its answers are encoded with (what leaves the server). */
const SHAPES = {
  public: (row: VideoRow) => z.encode(publicVideoSchema, presentPublicVideo(row)),
  full: (row: VideoRow) => z.encode(fullVideoSchema, presentFullVideo(row)),
} as const satisfies Record<VideoAudience, (row: VideoRow) => unknown>;

/**
 * The JSON of presented videos, per audience, kept until the library changes (issue 17 bench: reading,
 * presenting and serialising a page of 50 videos was ~3 of the ~5 ms of CPU a list page cost; each list
 * page, search page and similar-videos row now reads only the ids it needs and the videos it has not
 * seen). Each entry is encoded with the audience's schema, as the response serializer would, so a
 * visitor's entry holds only public fields; the audiences never share an entry.
 *
 * Entries are dropped when the library generation moves (library-changes.ts: this instance's writes at
 * once, other instances' through NOTIFY), as the list totals are.
 */
export class PresentedVideos {
  private generation = -1;
  private readonly entries: Record<VideoAudience, Map<number, Buffer>> = {
    public: new Map(),
    full: new Map(),
  };
  private readonly bytes: Record<VideoAudience, number> = { public: 0, full: 0 };
  /** Reads under way, by video: a request that needs a video being read waits for that read. */
  private readonly inFlight: Record<VideoAudience, Map<number, Promise<Map<number, Buffer>>>> = {
    public: new Map(),
    full: new Map(),
  };

  constructor(
    private readonly db: Db,
    private readonly changes: LibraryChanges,
    /** Both audiences' budget, for tests; by default each audience has its own (MAX_BYTES). */
    private readonly maxBytes?: number,
  ) {}

  /** How many videos and bytes of JSON an audience's cache holds. */
  held(audience: VideoAudience): { videos: number; bytes: number } {
    this.syncGeneration();
    return { videos: this.entries[audience].size, bytes: this.bytes[audience] };
  }

  /**
   * Reads `ids` into an audience's cache in steps of WARM_BATCH, skipping what it holds or is reading, until
   * the cache is nearly at its budget (what is kept first would otherwise be evicted first), the library
   * changes (the cache is emptied then) or `stop()` says so. Returns how many videos it read.
   */
  async warm(ids: ArrayLike<number>, audience: VideoAudience, stop: () => boolean): Promise<number> {
    this.syncGeneration();
    const generation = this.generation;
    const entries = this.entries[audience];
    const flights = this.inFlight[audience];
    const fullAt = this.budget(audience) * EVICT_TO * 0.95;
    let read = 0;
    let next = 0;
    while (next < ids.length && !stop() && this.changes.generation === generation) {
      if (this.bytes[audience] >= fullAt) break;
      const batch: number[] = [];
      for (; next < ids.length && batch.length < WARM_BATCH; next++) {
        const id = ids[next] as number;
        if (!entries.has(id) && !flights.has(id)) batch.push(id);
      }
      if (batch.length === 0) continue;
      await this.startRead(batch, audience);
      read += batch.length;
    }
    return read;
  }

  /** The JSON of each video in `ids`, in that order; an id that is no video is left out. */
  async json(ids: number[], audience: VideoAudience): Promise<Buffer[]> {
    this.syncGeneration();
    const entries = this.entries[audience];
    const flights = this.inFlight[audience];
    // What the cache holds is taken now: another request's read may evict it while this one waits.
    const held = new Map<number, Buffer>();
    for (const id of ids) {
      const cached = entries.get(id);
      if (cached === undefined) continue;
      // Map keeps insertion order: moving a read entry to the end makes the first one the least recent.
      entries.delete(id);
      entries.set(id, cached);
      held.set(id, cached);
    }
    // A video another request is reading already is waited for, not read again: 32 clients opening the
    // same page at once read its videos once (bench, browse at 100,000 videos: 61 % of the videos asked
    // for were read from PostgreSQL, each page by every client that arrived before the first read ended).
    const missing = ids.filter((id) => !held.has(id) && !flights.has(id));
    if (missing.length > 0) this.startRead(missing, audience);
    const waits = new Set<Promise<Map<number, Buffer>>>();
    for (const id of ids) {
      const flight = held.has(id) ? undefined : flights.get(id);
      if (flight) waits.add(flight);
    }
    const read = new Map<number, Buffer>();
    for (const rows of await Promise.all(waits)) for (const [id, json] of rows) read.set(id, json);
    return ids.flatMap((id) => held.get(id) ?? read.get(id) ?? []);
  }

  /** Reads, presents and keeps `ids`, each marked as in flight until the read ends. */
  private startRead(ids: number[], audience: VideoAudience): Promise<Map<number, Buffer>> {
    const generationAtRead = this.generation;
    const flights = this.inFlight[audience];
    const read = readVideosByIds(this.db, ids, audience).then((rows) => {
      const presented = new Map<number, Buffer>();
      for (const row of rows) presented.set(row.id, Buffer.from(JSON.stringify(SHAPES[audience](row))));
      // A row read before a change landed answers the requests that waited for it but is not kept.
      if (generationAtRead === this.changes.generation) {
        for (const [id, json] of presented) this.keep(audience, id, json);
      }
      return presented;
    });
    for (const id of ids) flights.set(id, read);
    const land = () => {
      for (const id of ids) if (flights.get(id) === read) flights.delete(id);
    };
    // A failed read fails the requests that waited for it; the next request reads again.
    read.then(land, land);
    return read;
  }

  /** The presented videos themselves (for a caller that renders them, not one that sends them). */
  async objects<T>(ids: number[], audience: VideoAudience): Promise<T[]> {
    return (await this.json(ids, audience)).map((json) => JSON.parse(json.toString()) as T);
  }

  private keep(audience: VideoAudience, id: number, json: Buffer): void {
    const entries = this.entries[audience];
    entries.set(id, json);
    this.bytes[audience] += json.length;
    const budget = this.budget(audience);
    if (this.bytes[audience] <= budget) return;
    // Down to EVICT_TO of the budget in one walk: a Map keeps deleted entries' places until it rehashes,
    // so asking for the oldest afresh after each delete walked past every earlier one again (7 % of a
    // search's CPU once the cache was full, bench profile at 100,000 videos).
    const target = budget * EVICT_TO;
    for (const [oldestId, oldest] of entries) {
      if (this.bytes[audience] <= target) break;
      entries.delete(oldestId);
      this.bytes[audience] -= oldest.length;
    }
  }

  private budget(audience: VideoAudience): number {
    return this.maxBytes ?? MAX_BYTES[audience];
  }

  private syncGeneration(): void {
    if (this.generation === this.changes.generation) return;
    this.generation = this.changes.generation;
    for (const audience of ['public', 'full'] as const) {
      this.entries[audience].clear();
      this.bytes[audience] = 0;
      // A read begun before the change may hold what the change replaced: later requests read afresh.
      this.inFlight[audience].clear();
    }
  }
}
