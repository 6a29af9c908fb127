import type { EmbeddingsModel } from '@energetic-ai/embeddings';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { dot } from '../vector-math';
import { chunkText, MAX_CHUNK_TOKENS } from './chunk-text';
import { encodeTexts, LOCAL_DIMENSION, loadSentenceEncoder } from './sentence-encoder';

// The model runs in this process here (the worker only wraps these functions), so the network can be cut
// for the whole file: any fetch — the model hub included — fails the test.
const fetchSpy = vi.fn(() => Promise.reject(new Error('network is unavailable in this test')));
let model: EmbeddingsModel;

beforeAll(async () => {
  vi.stubGlobal('fetch', fetchSpy);
  model = await loadSentenceEncoder();
});
afterAll(() => {
  vi.unstubAllGlobals();
});

const embedOne = async (text: string) => (await encodeTexts(model, [text]))[0] as Float32Array;
const countTokens = (word: string) => model.tokenizer.encode(word).length;

describe('the sentence encoder', () => {
  it('loads from node_modules and embeds without touching the network', async () => {
    const vector = await embedOne('hooks for a fitness coach');
    expect(vector).toHaveLength(LOCAL_DIMENSION);
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('puts texts about the same idea in different words closer than unrelated ones', async () => {
    const [grocery, food, dog] = await encodeTexts(model, [
      'cutting grocery spending',
      'saving money on food',
      'a golden retriever learns to skateboard',
    ]);
    const same = dot(grocery as Float32Array, food as Float32Array);
    expect(same).toBeGreaterThan(dot(grocery as Float32Array, dog as Float32Array) + 0.1);
    expect(same).toBeGreaterThan(dot(food as Float32Array, dog as Float32Array) + 0.1);
  });

  it('gives the same vector for the same text, alone or in a batch', async () => {
    const text = 'Three pantry swaps that halve your weekly food bill';
    const alone = await embedOne(text);
    const [, inBatch] = await encodeTexts(model, ['an unrelated first text', text]);
    expect([...(await embedOne(text))]).toEqual([...alone]);
    for (let i = 0; i < LOCAL_DIMENSION; i += 1) expect(inBatch?.[i]).toBeCloseTo(alone[i] as number, 5);
  });

  it('returns unit-length vectors', async () => {
    const vectors = await encodeTexts(model, ['short', 'a somewhat longer sentence about skincare routines']);
    for (const vector of vectors) expect(dot(vector, vector)).toBeCloseTo(1, 5);
  });

  it('gives a zero vector for an empty text without shortening or breaking the batch', async () => {
    const batch = ['', 'saving money on food', '   \n ', 'a golden retriever learns to skateboard', ''];
    const vectors = await encodeTexts(model, batch);
    expect(vectors).toHaveLength(5);
    expect(vectors[0]?.every((value) => value === 0)).toBe(true);
    expect(vectors[2]?.every((value) => value === 0)).toBe(true);
    expect(vectors[4]?.every((value) => value === 0)).toBe(true);
    expect(dot(vectors[1] as Float32Array, await embedOne('saving money on food'))).toBeCloseTo(1, 5);
    expect(await encodeTexts(model, ['', ''])).toHaveLength(2);
  });

  it('weighs a text’s opening chunk (a video’s description) above the chunks after it', async () => {
    const bread =
      'Knead the dough until smooth, let the bread rise overnight and bake it in a hot oven. '.repeat(2);
    const sailing =
      'The sailors trimmed the sails, read the wind over the open ocean and steered the boat into the harbour. '.repeat(
        2,
      );
    expect(chunkText(bread + sailing, countTokens)).toHaveLength(2);
    const [breadFirst, sailingFirst] = await encodeTexts(model, [bread + sailing, sailing + bread]);
    const [aboutBread, aboutSailing] = await encodeTexts(model, ['baking bread at home', 'sailing a boat']);
    const closer = (vector: Float32Array | undefined) =>
      dot(vector as Float32Array, aboutBread as Float32Array) -
      dot(vector as Float32Array, aboutSailing as Float32Array);
    // The same two halves in either order: whichever comes first pulls the vector its way.
    expect(closer(breadFirst)).toBeGreaterThan(0.1);
    expect(closer(sailingFirst)).toBeLessThan(-0.1);
  });

  it('reads a long text whole, in chunks, instead of cutting it at 128 tokens', async () => {
    // ~3,000 words: a short opening about bread, then a long stretch about sailing.
    const bread = 'Knead the dough until smooth, let the bread rise overnight and bake it in a hot oven. ';
    const sailing =
      'The sailors trimmed the sails, read the wind over the open ocean and steered the boat into the harbour. ';
    const text = bread.repeat(12) + sailing.repeat(160);
    expect(text.split(/\s+/).length).toBeGreaterThan(3_000);

    const chunks = chunkText(text, countTokens);
    expect(chunks.length).toBeGreaterThan(20);
    for (const chunk of chunks)
      expect(model.tokenizer.encode(chunk).length).toBeLessThanOrEqual(MAX_CHUNK_TOKENS);

    // Roughly what the model reads of the text when given it whole: its first chunk's worth of tokens.
    const firstWords: string[] = [];
    let firstTokens = 0;
    for (const word of text.split(' ')) {
      firstTokens += countTokens(word);
      if (firstTokens > MAX_CHUNK_TOKENS) break;
      firstWords.push(word);
    }
    const whole = await embedOne(text);
    const firstChunkOnly = await embedOne(firstWords.join(' '));
    expect(dot(whole, firstChunkOnly)).toBeLessThan(0.95);
    const aboutTheLaterPart = await embedOne('sailing a boat across the sea');
    expect(dot(whole, aboutTheLaterPart)).toBeGreaterThan(dot(firstChunkOnly, aboutTheLaterPart) + 0.1);
  });
});
