import { createHash } from 'node:crypto';
import type { EmbeddingProvider } from '../embeddings/embedding-provider';

const DIMENSION = 64;

/**
 * A small deterministic provider for tests of the embedding job, whose logic does not depend on the
 * encoder: each word hashed into one of 64 dimensions, the counts normalised. It records every text it
 * embedded, and can be told to fail at, or hold at, its Nth call of embedDocuments.
 */
export class TestEmbeddingProvider implements EmbeddingProvider {
  readonly dimension = DIMENSION;
  /** Every text embedDocuments was given, in order (a text embedded twice is here twice). */
  readonly embedded: string[] = [];
  calls = 0;
  private failAtCall: number | null = null;
  private holds = new Map<number, { reached: () => void; released: Promise<void> }>();

  constructor(readonly model = 'test-hashed-words-64') {}

  /** Makes the Nth call of embedDocuments (counting from 1, over the provider's life) throw. */
  failAt(call: number): void {
    this.failAtCall = call;
  }

  /**
   * Makes the Nth call of embedDocuments wait until `release()`; `reached` resolves when that call
   * arrives, i.e. once the pages before it are written.
   */
  holdAt(call: number): { reached: Promise<void>; release: () => void } {
    let reached!: () => void;
    let release!: () => void;
    const reachedPromise = new Promise<void>((resolve) => {
      reached = resolve;
    });
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    this.holds.set(call, { reached, released });
    return { reached: reachedPromise, release };
  }

  async embedDocuments(texts: string[]): Promise<Float32Array[]> {
    this.calls += 1;
    const hold = this.holds.get(this.calls);
    if (hold) {
      hold.reached();
      await hold.released;
    }
    if (this.calls === this.failAtCall) throw new Error(`test provider failed at call ${this.calls}`);
    this.embedded.push(...texts);
    return texts.map(hashedWords);
  }

  async embedQuery(text: string): Promise<Float32Array> {
    return hashedWords(text);
  }

  async close(): Promise<void> {}
}

function hashedWords(text: string): Float32Array {
  const vector = new Float32Array(DIMENSION);
  for (const word of text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []) {
    const slot = createHash('md5').update(word).digest().readUInt32LE(0) % DIMENSION;
    vector[slot] = (vector[slot] ?? 0) + 1;
  }
  const norm = Math.hypot(...vector);
  // The interface's rule: an empty text gives a zero vector.
  return norm === 0 ? vector : vector.map((v) => v / norm);
}
