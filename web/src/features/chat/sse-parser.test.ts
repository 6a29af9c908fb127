import { describe, expect, it } from 'vitest';
import { createSseParser, type SseEvent } from './sse-parser';

function parse(chunks: string[]): SseEvent[] {
  const events: SseEvent[] = [];
  const parser = createSseParser((event) => events.push(event));
  for (const chunk of chunks) parser.push(chunk);
  parser.end();
  return events;
}

const STREAM =
  'event: delta\ndata: {"text":"Hook ideas"}\n\n' +
  ': keep-alive\n\n' +
  'event: delta\ndata: {"text":" for you"}\n\n' +
  'event: done\ndata: {"response":"Hook ideas for you",\ndata: "actions":[]}\n\n';

describe('the server-sent events parser (the chat stream)', () => {
  it('reads named events, skipping comments', () => {
    expect(parse([STREAM])).toEqual([
      { event: 'delta', data: '{"text":"Hook ideas"}' },
      { event: 'delta', data: '{"text":" for you"}' },
      { event: 'done', data: '{"response":"Hook ideas for you",\n"actions":[]}' },
    ]);
  });

  it('gives the same events however the stream is cut, one character at a time included', () => {
    const whole = parse([STREAM]);
    expect(parse(STREAM.split(''))).toEqual(whole);
    for (const at of [3, 7, 20, 33, 50, 90])
      expect(parse([STREAM.slice(0, at), STREAM.slice(at)])).toEqual(whole);
  });

  it('joins multi-line data with newlines and keeps a line break inside the text', () => {
    expect(parse(['data: first line\ndata: second line\n\n'])).toEqual([
      { event: 'message', data: 'first line\nsecond line' },
    ]);
  });

  it('treats CRLF and CR as line ends, even a CRLF cut between two chunks', () => {
    const crlf = 'event: delta\r\ndata: a\r\n\r\nevent: done\rdata: b\r\r';
    expect(parse([crlf])).toEqual([
      { event: 'delta', data: 'a' },
      { event: 'done', data: 'b' },
    ]);
    expect(parse(['event: delta\r', '\ndata: a\r', '\n\r', '\n'])).toEqual([{ event: 'delta', data: 'a' }]);
  });

  it('keeps a last event that the stream ended without a blank line', () => {
    expect(parse(['event: error\ndata: {"message":"x"}'])).toEqual([
      { event: 'error', data: '{"message":"x"}' },
    ]);
  });

  it('drops only one space after the colon, and ignores an event without data', () => {
    expect(parse(['event: ping\n\ndata:  two spaces\n\n'])).toEqual([
      { event: 'message', data: ' two spaces' },
    ]);
  });
});
