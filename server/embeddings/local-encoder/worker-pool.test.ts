import { Worker } from 'node:worker_threads';
import { afterEach, describe, expect, it } from 'vitest';
import { WorkerPool } from './worker-pool';

// A stand-in worker speaking the pool's protocol: upper-cases its input, or misbehaves on request.
const FAKE_WORKER = `
const { parentPort } = require('node:worker_threads');
parentPort.postMessage({ type: 'loaded', ms: 1 });
parentPort.on('message', ({ id, input }) => {
  if (input === 'exit') process.exit(3);
  if (input === 'throw') throw new Error('boom');
  if (input === 'fail') return parentPort.postMessage({ id, ok: false, error: 'bad input' });
  const delay = input.startsWith('slow') ? 150 : 1;
  setTimeout(() => parentPort.postMessage({ id, ok: true, output: input.toUpperCase() }), delay);
});
`;

let pool: WorkerPool<string, string>;
let started = 0;
function createPool(size: number) {
  started = 0;
  pool = new WorkerPool<string, string>({
    name: 'test',
    size,
    startWorker: () => {
      started += 1;
      return new Worker(FAKE_WORKER, { eval: true });
    },
  });
  return pool;
}
afterEach(() => pool.close());

describe('WorkerPool', () => {
  it('starts workers only when work arrives, never more than its size', async () => {
    createPool(2);
    expect(pool.workerCount).toBe(0);
    const outputs = await Promise.all(['a', 'b', 'c', 'd', 'e'].map((input) => pool.run(input)));
    expect(outputs).toEqual(['A', 'B', 'C', 'D', 'E']);
    expect(started).toBe(2);
  });

  it('rejects the task of a worker that dies, replaces the worker, and finishes the queue', async () => {
    createPool(1);
    const results = await Promise.allSettled([
      pool.run('exit'),
      pool.run('after'),
      pool.run('throw'),
      pool.run('x'),
    ]);
    expect(results[0]).toMatchObject({
      status: 'rejected',
      reason: { message: expect.stringMatching(/exit code 3/) },
    });
    expect(results[1]).toEqual({ status: 'fulfilled', value: 'AFTER' });
    expect(results[2]).toMatchObject({
      status: 'rejected',
      reason: { message: expect.stringMatching(/boom/) },
    });
    expect(results[3]).toEqual({ status: 'fulfilled', value: 'X' });
    expect(started).toBe(3);
  });

  it("passes on a worker's own error without losing the worker", async () => {
    createPool(1);
    await expect(pool.run('fail')).rejects.toThrow('The test worker failed: bad input');
    await expect(pool.run('ok')).resolves.toBe('OK');
    expect(started).toBe(1);
  });

  it('runs an urgent task before queued background work', async () => {
    createPool(1);
    const finished: string[] = [];
    const track = (promise: Promise<string>) => promise.then((output) => finished.push(output));
    await Promise.all([
      track(pool.run('slow')),
      track(pool.run('background 1')),
      track(pool.run('background 2')),
      track(pool.run('query', { urgent: true })),
    ]);
    expect(finished).toEqual(['SLOW', 'QUERY', 'BACKGROUND 1', 'BACKGROUND 2']);
  });

  it('rejects running and queued tasks on close, and any later task', async () => {
    createPool(1);
    const rejections = Promise.all([
      expect(pool.run('slow')).rejects.toThrow('The test pool was closed'),
      expect(pool.run('queued')).rejects.toThrow('The test pool was closed'),
    ]);
    await pool.close();
    await rejections;
    await expect(pool.run('later')).rejects.toThrow('The test pool is closed');
  });
});
