import { z } from 'zod';
import { fullVideoSchema, publicVideoSchema } from '../../shared/contracts/video';
import type { Db } from '../db/database';
import type { LibraryChanges } from './library-changes';
import { presentFullVideo, presentPublicVideo } from './video-presenter';
import { readVideosByIds, type VideoAudience, type VideoRow } from './video-repository';

/**
 * Characters of JSON kept per audience (~2 bytes each at worst): about 30,000 public videos or a few
 * thousand full ones with long transcripts — the pages people are reading, not the whole library.
 */
const MAX_CHARS_PER_AUDIENCE = 32_000_000;
/** A full cache drops its least recently used entries until it holds this share of its budget. */
const EVICT_TO = 0.9;

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
  private readonly entries: Record<VideoAudience, Map<number, string>> = {
    public: new Map(),
    full: new Map(),
  };
  private readonly chars: Record<VideoAudience, number> = { public: 0, full: 0 };
  /** Reads under way, by video: a request that needs a video being read waits for that read. */
  private readonly inFlight: Record<VideoAudience, Map<number, Promise<Map<number, string>>>> = {
    public: new Map(),
    full: new Map(),
  };

  constructor(
    private readonly db: Db,
    private readonly changes: LibraryChanges,
    private readonly maxChars = MAX_CHARS_PER_AUDIENCE,
  ) {}

  /** The JSON of each video in `ids`, in that order; an id that is no video is left out. */
  async json(ids: number[], audience: VideoAudience): Promise<string[]> {
    this.syncGeneration();
    const entries = this.entries[audience];
    const flights = this.inFlight[audience];
    // What the cache holds is taken now: another request's read may evict it while this one waits.
    const held = new Map<number, string>();
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
    const waits = new Set<Promise<Map<number, string>>>();
    for (const id of ids) {
      const flight = held.has(id) ? undefined : flights.get(id);
      if (flight) waits.add(flight);
    }
    const read = new Map<number, string>();
    for (const rows of await Promise.all(waits)) for (const [id, json] of rows) read.set(id, json);
    return ids.flatMap((id) => held.get(id) ?? read.get(id) ?? []);
  }

  /** Reads, presents and keeps `ids`, each marked as in flight until the read ends. */
  private startRead(ids: number[], audience: VideoAudience): void {
    const generationAtRead = this.generation;
    const flights = this.inFlight[audience];
    const read = readVideosByIds(this.db, ids, audience).then((rows) => {
      const presented = new Map<number, string>();
      for (const row of rows) presented.set(row.id, JSON.stringify(SHAPES[audience](row)));
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
  }

  /** The presented videos themselves (for a caller that renders them, not one that sends them). */
  async objects<T>(ids: number[], audience: VideoAudience): Promise<T[]> {
    return (await this.json(ids, audience)).map((json) => JSON.parse(json) as T);
  }

  private keep(audience: VideoAudience, id: number, json: string): void {
    const entries = this.entries[audience];
    entries.set(id, json);
    this.chars[audience] += json.length;
    if (this.chars[audience] <= this.maxChars) return;
    // Down to EVICT_TO of the budget in one walk: a Map keeps deleted entries' places until it rehashes,
    // so asking for the oldest afresh after each delete walked past every earlier one again (7 % of a
    // search's CPU once the cache was full, bench profile at 100,000 videos).
    const target = this.maxChars * EVICT_TO;
    for (const [oldestId, oldest] of entries) {
      if (this.chars[audience] <= target) break;
      entries.delete(oldestId);
      this.chars[audience] -= oldest.length;
    }
  }

  private syncGeneration(): void {
    if (this.generation === this.changes.generation) return;
    this.generation = this.changes.generation;
    for (const audience of ['public', 'full'] as const) {
      this.entries[audience].clear();
      this.chars[audience] = 0;
      // A read begun before the change may hold what the change replaced: later requests read afresh.
      this.inFlight[audience].clear();
    }
  }
}
