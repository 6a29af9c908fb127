import { describe, expect, it } from 'vitest';
import { QueryBatcher } from './query-batcher';

/** A stand-in model: each call is recorded, and answers once `release` is called. */
function slowModel() {
  const calls: { texts: string[]; release: () => void }[] = [];
  const embed = (texts: string[]) =>
    new Promise<Float32Array[]>((resolve) => {
      calls.push({ texts, release: () => resolve(texts.map((text) => new Float32Array([text.length]))) });
    });
  return { calls, embed };
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('QueryBatcher', () => {
  it('sends a query at once while a lane is free, and gathers the ones that would wait', async () => {
    const model = slowModel();
    const batcher = new QueryBatcher(model.embed, 1, 3);
    const first = batcher.vectorOf('a');
    await tick();
    expect(model.calls.map((call) => call.texts)).toEqual([['a']]);

    const waiting = ['bb', 'ccc', 'dddd', 'eeeee'].map((text) => batcher.vectorOf(text));
    await tick();
    expect(model.calls).toHaveLength(1); // the one lane is busy: nothing else is sent yet

    model.calls[0]?.release();
    expect([...(await first)]).toEqual([1]);
    await tick();
    // Three of the four waiting queries go as one call, the fourth after it.
    expect(model.calls.map((call) => call.texts)).toEqual([['a'], ['bb', 'ccc', 'dddd']]);
    model.calls[1]?.release();
    await tick();
    expect(model.calls[2]?.texts).toEqual(['eeeee']);
    model.calls[2]?.release();
    expect((await Promise.all(waiting)).map((vector) => vector[0])).toEqual([2, 3, 4, 5]);
  });

  it('uses every lane before it gathers', async () => {
    const model = slowModel();
    const batcher = new QueryBatcher(model.embed, 2, 8);
    const answers = ['a', 'b', 'c'].map((text) => batcher.vectorOf(text));
    await tick();
    expect(model.calls.map((call) => call.texts)).toEqual([['a'], ['b']]);
    for (const call of model.calls) call.release();
    await tick();
    model.calls[2]?.release();
    expect((await Promise.all(answers)).map((vector) => vector[0])).toEqual([1, 1, 1]);
  });

  it('rejects every query of a failed call, and goes on with the next', async () => {
    let calls = 0;
    const batcher = new QueryBatcher(async (texts) => {
      calls += 1;
      if (calls === 2) throw new Error('the worker stopped');
      return texts.map(() => new Float32Array([7]));
    }, 1);
    const first = batcher.vectorOf('a');
    const failed = [batcher.vectorOf('b'), batcher.vectorOf('c')];
    await first;
    for (const result of await Promise.allSettled(failed)) {
      expect(result).toMatchObject({ status: 'rejected', reason: { message: 'the worker stopped' } });
    }
    expect([...(await batcher.vectorOf('d'))]).toEqual([7]);
  });
});
