import { describe, expect, it } from 'vitest';
import { createWriteMix, WRITE_KINDS } from './write-mix';

const writers = [
  { token: 'a', swipefileId: 'sf-a', shareIds: ['share-1'] },
  { token: 'b', swipefileId: 'sf-b', shareIds: [] },
];

/** Plays the app: answers every write with success and a fresh id, as the routes do. */
function play(requests: number) {
  const mix = createWriteMix({ writers, videos: 50, seed: 7 });
  const sent = [];
  let id = 0;
  for (let i = 0; i < requests; i += 1) {
    const planned = mix.next();
    if (!planned) throw new Error('no writer free');
    sent.push(planned.request);
    id += 1;
    planned.answered(201, JSON.stringify({ success: true, data: { id: `row-${id}` } }));
  }
  return sent;
}

describe('the memory bench write mix', () => {
  it('sends every kind, signed in, and touches only rows its answers named', () => {
    const sent = play(2000);
    expect(new Set(sent.map((r) => r.kind))).toEqual(new Set(WRITE_KINDS));
    expect(sent.every((r) => r.headers.authorization?.startsWith('Bearer '))).toBe(true);
    const named = new Set<string>(['sf-a', 'sf-b']);
    for (let i = 0; i < sent.length; i += 1) named.add(`row-${i + 1}`);
    for (const r of sent) {
      const id = /saved-videos\/([^/]+)\/notes|[?&]id=([^&]+)/.exec(r.path);
      if (id) expect(named.has((id[1] ?? id[2]) as string)).toBe(true);
    }
  });

  it('never removes a row twice', () => {
    const removed = play(2000)
      .filter((r) => r.method === 'DELETE')
      .map((r) => r.path);
    expect(new Set(removed).size).toBe(removed.length);
  });

  it('keeps a writer busy until its answer comes', () => {
    const mix = createWriteMix({ writers, videos: 50 });
    const first = mix.next();
    const second = mix.next();
    expect(first?.request.headers.authorization).not.toBe(second?.request.headers.authorization);
    expect(mix.next()).toBeUndefined();
    first?.answered(500, 'oops');
    expect(mix.next()).toBeDefined();
  });
});
