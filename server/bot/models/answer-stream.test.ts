import { describe, expect, it } from 'vitest';
import { AnswerStream } from './answer-stream';

const ANSWER = 'Try **"Stop doing crunches"** [videoID:1003] or the 3-step routine [videoID:1012].';
const BLOCK =
  '```actions\n[{"type":"details","title":"Open it","description":"The routine","data":{"videoId":1012}}]\n```';

/** Feeds `text` in pieces of `size` characters, as a model's stream would. */
function run(text: string, size: number, seen = new Set([1003, 1012])) {
  const deltas: string[] = [];
  const stream = new AnswerStream((delta) => deltas.push(delta));
  for (let i = 0; i < text.length; i += size) stream.push(text.slice(i, i + size));
  return { ...stream.finish(seen), deltas };
}

describe('AnswerStream', () => {
  it('cuts the actions block out of the streamed text however the pieces fall', () => {
    for (const size of [1, 2, 3, 5, 11, 1000]) {
      const output = run(`${ANSWER}\n\n${BLOCK}\n`, size);
      expect(output.text).toBe(ANSWER);
      expect(output.deltas.join('')).toBe(ANSWER);
      expect(output.actions).toEqual([
        { type: 'details', title: 'Open it', description: 'The routine', data: { videoId: 1012 } },
      ]);
    }
  });

  it('keeps text that only looks like the start of a fence, and drops trailing blank lines', () => {
    const output = run('Use `code` and ``` fences ``\n\n', 1);
    expect(output.text).toBe('Use `code` and ``` fences ``');
    expect(output.actions).toEqual([]);
  });

  it('lists only the cited videos a tool result showed, in citation order, once each', () => {
    const output = run('[videoID:1012] then [videoID:424242] and [videoID:1003] again [videoID:1012]', 4);
    expect(output.videoIds).toEqual([1012, 1003]);
  });

  it('loses the actions of a broken block, never the answer', () => {
    const output = run(`${ANSWER}\n${'```actions'}\n[{"type": "highlight",`, 7);
    expect(output.text).toBe(ANSWER);
    expect(output.actions).toEqual([]);
  });

  it('starts a new paragraph for the text of each reply after tool calls', () => {
    const deltas: string[] = [];
    const stream = new AnswerStream((delta) => deltas.push(delta));
    stream.startRound();
    stream.push('Searching the library.  ');
    stream.startRound();
    stream.startRound();
    stream.push('  Here is what works.');
    const output = stream.finish(new Set());
    expect(output.text).toBe('Searching the library.\n\nHere is what works.');
    expect(deltas.join('')).toBe(output.text);
  });
});
