import { createRng, type Rng, weightedPicker } from '../../server/demo/prng';

/** The signed-in writes the memory bench sends, each counted on its own. */
export const WRITE_KINDS = [
  'save',
  'unsave',
  'edit-note',
  'create-swipefile',
  'rename-swipefile',
  'delete-swipefile',
  'mark-shares-seen',
] as const;
export type WriteKind = (typeof WRITE_KINDS)[number];

/**
 * What a curator does in a session: mostly saving videos and writing notes on them, now and then
 * removing one, making, renaming or tidying away a swipefile, and the app marking new shares seen when
 * the Shared tab opens.
 */
const KIND_WEIGHTS: Record<WriteKind, number> = {
  save: 35,
  unsave: 12,
  'edit-note': 25,
  'create-swipefile': 5,
  'rename-swipefile': 8,
  'delete-swipefile': 3,
  'mark-shares-seen': 12,
};

/** A writer's saves stay below this, so a swipefile never nears its 5,000-video limit. */
const SAVED_PER_WRITER_MAX = 200;
/** Swipefiles a writer made and keeps at once, far under the 500 a user may have. */
const CREATED_PER_WRITER_MAX = 10;

/** One writer: a signed-in user's session working in a swipefile of its own (prepared by the bench). */
export interface WriterSeed {
  token: string;
  swipefileId: string;
  /** The user's accepted, unseen invitations, for marking shares seen. */
  shareIds: string[];
}

interface Writer extends WriterSeed {
  /** Saved rows this writer made: video id → saved-video id. */
  saved: Map<number, string>;
  created: string[];
}

export interface WriteRequest {
  kind: WriteKind;
  method: 'POST' | 'PUT' | 'DELETE';
  path: string;
  headers: Record<string, string>;
  body?: string;
}

/** A request handed out, and what to do with its answer. */
export interface PlannedWrite {
  request: WriteRequest;
  /** Records the answer in the writer's state and frees the writer for its next request. */
  answered(status: number, body: string): void;
}

export interface WriteMix {
  /** The next write, from a writer with nothing in flight; undefined when every writer is busy. */
  next(): PlannedWrite | undefined;
}

/**
 * Makes the bench's writes. Each writer has at most one request in flight and touches only the rows it
 * made, so concurrent connections never race for a row and every write should answer 2xx. Give more
 * writers than connections: a request that times out keeps its writer busy for good.
 */
export function createWriteMix(input: { writers: WriterSeed[]; videos: number; seed?: number }): WriteMix {
  const rng = createRng(input.seed ?? 31);
  const pickKind = weightedPicker(
    WRITE_KINDS,
    WRITE_KINDS.map((kind) => KIND_WEIGHTS[kind]),
  );
  const free: Writer[] = input.writers.map((seed) => ({ ...seed, saved: new Map(), created: [] }));
  let made = 0;
  // A writer saves at most half the library, so a video it has not saved is always found quickly.
  const savedMax = Math.min(SAVED_PER_WRITER_MAX, Math.floor(input.videos / 2));

  const plan = (writer: Writer): PlannedWrite => {
    const kind = possibleKind(writer, pickKind(rng), savedMax);
    const headers: Record<string, string> = {
      authorization: `Bearer ${writer.token}`,
      'content-type': 'application/json',
      accept: 'application/json',
    };
    // As a browser asks, except where the bench reads the answer's id: autocannon hands the body over
    // undecoded.
    if (kind !== 'save' && kind !== 'create-swipefile') headers['accept-encoding'] = 'gzip, deflate, br';
    const done = (onOk?: (body: string) => void) => (status: number, body: string) => {
      if (status >= 200 && status < 300) onOk?.(body);
      free.push(writer);
    };
    switch (kind) {
      case 'save': {
        const videoId = unsavedVideo(rng, writer, input.videos);
        const body = JSON.stringify({ video_id: videoId, swipefile_id: writer.swipefileId });
        return {
          request: { kind, method: 'POST', path: '/api/saved-videos', headers, body },
          answered: done((text) => writer.saved.set(videoId, dataId(text))),
        };
      }
      case 'unsave': {
        const [videoId, id] = rng.pick([...writer.saved]);
        writer.saved.delete(videoId);
        delete headers['content-type'];
        return {
          request: { kind, method: 'DELETE', path: `/api/saved-videos?id=${id}`, headers },
          answered: done(),
        };
      }
      case 'edit-note': {
        const id = rng.pick([...writer.saved.values()]);
        const notes = `Hook lands in ${rng.int(1, 5)} s; try it with a ${rng.pick(NOTE_WORDS)} opener.`;
        return {
          request: {
            kind,
            method: 'PUT',
            path: `/api/saved-videos/${id}/notes`,
            headers,
            body: JSON.stringify({ notes }),
          },
          answered: done(),
        };
      }
      case 'create-swipefile': {
        made += 1;
        const body = JSON.stringify({ name: `Ideas ${made}`, description: 'Made by the memory bench' });
        return {
          request: { kind, method: 'POST', path: '/api/swipefiles', headers, body },
          answered: done((text) => writer.created.push(dataId(text))),
        };
      }
      case 'rename-swipefile': {
        const id = rng.pick([writer.swipefileId, ...writer.created]);
        const body = JSON.stringify({ name: `Hooks ${rng.int(1, 9999)}`, description: rng.pick(NOTE_WORDS) });
        return {
          request: { kind, method: 'PUT', path: `/api/swipefiles?id=${id}`, headers, body },
          answered: done(),
        };
      }
      case 'delete-swipefile': {
        const id = writer.created.splice(rng.int(0, writer.created.length - 1), 1)[0] as string;
        delete headers['content-type'];
        return {
          request: { kind, method: 'DELETE', path: `/api/swipefiles?id=${id}`, headers },
          answered: done(),
        };
      }
      case 'mark-shares-seen': {
        const body = JSON.stringify({ ids: writer.shareIds });
        return {
          request: { kind, method: 'POST', path: '/api/swipefiles/shared/seen', headers, body },
          answered: done(),
        };
      }
    }
  };

  return {
    next: () => {
      if (free.length === 0) return undefined;
      const writer = free.splice(rng.int(0, free.length - 1), 1)[0] as Writer;
      return plan(writer);
    },
  };
}

/** The kind drawn, or the nearest one the writer's state allows (nothing to remove: save or create). */
function possibleKind(writer: Writer, kind: WriteKind, savedMax: number): WriteKind {
  if (kind === 'save' && writer.saved.size >= savedMax) return 'unsave';
  if ((kind === 'unsave' || kind === 'edit-note') && writer.saved.size === 0) return 'save';
  if (kind === 'create-swipefile' && writer.created.length >= CREATED_PER_WRITER_MAX)
    return 'delete-swipefile';
  if (kind === 'delete-swipefile' && writer.created.length === 0) return 'create-swipefile';
  if (kind === 'mark-shares-seen' && writer.shareIds.length === 0) return 'rename-swipefile';
  return kind;
}

function unsavedVideo(rng: Rng, writer: Writer, videos: number): number {
  for (;;) {
    const id = rng.int(1, videos);
    if (!writer.saved.has(id)) return id;
  }
}

/** The id in a `{ success, data: { id } }` answer. */
function dataId(text: string): string {
  const id = (JSON.parse(text) as { data?: { id?: unknown } }).data?.id;
  if (typeof id !== 'string') throw new Error(`no data.id in ${text.slice(0, 200)}`);
  return id;
}

const NOTE_WORDS = ['question', 'contrarian', 'before/after', 'list', 'story', 'stat', 'demo'];
