import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/database';
import type { LibraryChanges } from '../db/library-changes';
import { type LexicalAudience, LexicalIndex } from './lexical-index';
import { readDocuments, type SearchDocument } from './search-documents';
import { SpellingIndex } from './spelling';
import { VectorIndex } from './vector-index';

/** How stale the spelling vocabulary may get while the library changes. */
const SPELLING_REBUILD_MS = 5000;

export interface SearchIndexStats {
  ready: boolean;
  videos: number;
  vectors: number;
  /** How long the load from PostgreSQL took. */
  buildMs: number;
  /** The index's own typed arrays and maps, estimated. */
  bytes: number;
}

/**
 * Everything search reads, held in the process and derived from PostgreSQL (issue 17): the words (BM25),
 * the vectors, and the exact handle and hashtag keys. Loaded at start; kept current by re-reading what
 * changed whenever a library or embeddings notification arrives (every instance hears them), so each
 * instance's index follows a write within a second. Rebuildable at any time; never the source of truth.
 */
export class SearchIndex {
  readonly lexical = new LexicalIndex();
  vectors: VectorIndex | null = null;
  /** Bumped by every applied change: derived caches (spelling, answers) key on it. */
  version = 0;
  private readonly handles = new Map<string, Set<number>>();
  private readonly hashtags = new Map<string, Set<number>>();
  private readonly tagKeys = new Map<string, Set<number>>();
  private readonly keysOf = new Map<
    number,
    { handle: string | null; hashtags: string[]; tagKeys: string[] }
  >();
  private readonly surfaces = new Map<string, string>();
  private spelling: { version: number; builtAt: number; public: SpellingIndex; full: SpellingIndex } | null =
    null;
  private mark: Date | null = null;
  private loaded = false;
  private buildMs = 0;
  private refreshing: Promise<void> | null = null;
  private requested = 0;
  private completed = 0;
  private waiters: { target: number; resolve: () => void }[] = [];
  private closed = false;
  private readonly listeners: (() => void)[] = [];

  constructor(
    private readonly db: Db,
    /** The model whose stored vectors are read; null: no vectors (embeddings off). */
    private readonly model: string | null,
    private readonly log?: FastifyBaseLogger,
  ) {}

  get ready(): boolean {
    return this.loaded;
  }

  /** Reads the whole library. Search falls back to PostgreSQL full-text until this has finished. */
  async load(): Promise<void> {
    const started = performance.now();
    this.mark = await readDocuments(this.db, this.model, null, (batch) => this.apply(batch));
    this.lexical.trim();
    this.loaded = true;
    this.version += 1;
    this.buildMs = performance.now() - started;
    // Commits after the load's snapshot whose notification came while it ran: read them now.
    void this.refresh();
    this.clusterInBackground();
    this.log?.info(
      { videos: this.lexical.size, vectors: this.vectors?.size ?? 0, ms: Math.round(this.buildMs) },
      'search index loaded',
    );
  }

  /** Re-reads on every change notification, one refresh at a time (a change during one runs another). */
  follow(...changes: LibraryChanges[]): void {
    for (const change of changes) this.listeners.push(change.onChange(() => void this.refresh()));
  }

  /**
   * Applies what changed since the last read. Resolves once the index reflects every commit made before
   * the call (a write here calls it right after its commit: read-your-writes on this instance).
   */
  refresh(): Promise<void> {
    if (!this.loaded || this.closed) return Promise.resolve();
    this.requested += 1;
    if (!this.refreshing) this.refreshing = this.refreshLoop().finally(() => (this.refreshing = null));
    return this.settled();
  }

  /** Resolves once every refresh asked for before this call has been applied (at once when none is due). */
  settled(): Promise<void> {
    if (this.completed >= this.requested) return Promise.resolve();
    const target = this.requested;
    return new Promise((resolve) => this.waiters.push({ target, resolve }));
  }

  private async refreshLoop(): Promise<void> {
    while (this.completed < this.requested && !this.closed) {
      const upTo = this.requested;
      try {
        this.mark = await readDocuments(this.db, this.model, this.mark, (batch) => this.apply(batch));
        this.version += 1;
        this.clusterInBackground();
      } catch (error) {
        // A lost database: the next notification (LibraryChanges reconnects) reads again from the same mark.
        this.log?.warn({ err: error }, 'search index refresh failed');
      }
      this.completed = upTo;
      for (const waiter of this.waiters.filter((w) => w.target <= upTo)) waiter.resolve();
      this.waiters = this.waiters.filter((w) => w.target > upTo);
    }
  }

  /** Groups the vectors once there are enough of them (vector-index.ts); searches are exact meanwhile. */
  private clusterInBackground(): void {
    this.vectors
      ?.cluster()
      .catch((error: unknown) => this.log?.error({ err: error }, 'vector clustering failed'));
  }

  close(): void {
    this.closed = true;
    this.vectors?.close();
    for (const stop of this.listeners.splice(0)) stop();
    for (const waiter of this.waiters.splice(0)) waiter.resolve();
  }

  stats(): SearchIndexStats {
    return {
      ready: this.loaded,
      videos: this.lexical.size,
      vectors: this.vectors?.size ?? 0,
      buildMs: Math.round(this.buildMs),
      bytes:
        this.lexical.bytes + (this.vectors?.bytes ?? 0) + this.keysOf.size * 120 + this.surfaces.size * 60,
    };
  }

  /** Videos by an author's handle (lower-cased, no "@"). */
  byHandle(handle: string): ReadonlySet<number> {
    return this.handles.get(handle) ?? new Set();
  }

  /** A video's author handle (lower-cased, no "@"); null when it has none or is not in the index yet. */
  handleOf(id: number): string | null {
    return this.keysOf.get(id)?.handle ?? null;
  }

  /** Videos carrying a hashtag in their caption, and those with a tag spelled as it (not already in the first). */
  byHashtag(tag: string): { inCaption: ReadonlySet<number>; asTag: ReadonlySet<number> } {
    return { inCaption: this.hashtags.get(tag) ?? new Set(), asTag: this.tagKeys.get(tag) ?? new Set() };
  }

  /** The word a term was read from (for showing and embedding a corrected search). */
  surfaceOf(term: string): string {
    return this.surfaces.get(term) ?? term;
  }

  /**
   * The term itself when the audience's fields hold it, else the library's closest (a typo), else null.
   * Only the audience's own fields are consulted: a visitor's search is never corrected to a word that
   * appears only in gated text.
   */
  resolve(term: string, audience: LexicalAudience): string | null {
    if (this.lexical.contains(term, audience)) return term;
    return this.correct(term, audience);
  }

  private correct(term: string, audience: LexicalAudience): string | null {
    // Rebuilt when the library changed, at most every few seconds: an import changes it every batch.
    const stale = this.spelling && this.spelling.version !== this.version;
    if (!this.spelling || (stale && performance.now() - this.spelling.builtAt > SPELLING_REBUILD_MS)) {
      this.spelling = {
        version: this.version,
        builtAt: performance.now(),
        public: new SpellingIndex(this.lexical.vocabulary('public')),
        full: new SpellingIndex(this.lexical.vocabulary('full')),
      };
    }
    return this.spelling[audience].correct(term);
  }

  private apply(batch: { documents: SearchDocument[]; vectors: { id: number; vector: Float32Array }[] }) {
    for (const doc of batch.documents) {
      this.lexical.upsert(doc.lexical);
      this.setKeys(doc.lexical.id, doc);
      for (const [term, surface] of doc.surfaces)
        if (!this.surfaces.has(term)) this.surfaces.set(term, surface);
    }
    for (const { id, vector } of batch.vectors) {
      if (!this.vectors) this.vectors = new VectorIndex(vector.length);
      if (vector.length === this.vectors.dimension) this.vectors.upsert(id, vector);
    }
  }

  private setKeys(id: number, doc: SearchDocument): void {
    const previous = this.keysOf.get(id);
    if (previous?.handle) this.handles.get(previous.handle)?.delete(id);
    for (const tag of previous?.hashtags ?? []) this.hashtags.get(tag)?.delete(id);
    for (const key of previous?.tagKeys ?? []) this.tagKeys.get(key)?.delete(id);
    const add = (map: Map<string, Set<number>>, key: string) => {
      const set = map.get(key) ?? new Set<number>();
      map.set(key, set);
      set.add(id);
    };
    if (doc.handle) add(this.handles, doc.handle);
    for (const tag of doc.hashtags) add(this.hashtags, tag);
    for (const key of doc.tagKeys) add(this.tagKeys, key);
    this.keysOf.set(id, { handle: doc.handle, hashtags: doc.hashtags, tagKeys: doc.tagKeys });
  }
}
