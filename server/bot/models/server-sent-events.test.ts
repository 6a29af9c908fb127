import { describe, expect, it } from 'vitest';
import { serverSentEventData } from './server-sent-events';

/** A response body that delivers `text` in the given pieces. */
function body(pieces: string[]): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream({
    start(controller) {
      for (const piece of pieces) controller.enqueue(encoder.encode(piece));
      controller.close();
    },
  });
}

async function collect(pieces: string[]): Promise<string[]> {
  const events: string[] = [];
  for await (const data of serverSentEventData(body(pieces))) events.push(data);
  return events;
}

describe('serverSentEventData', () => {
  it('reads events split anywhere, with LF, CRLF or CR line ends, comments and other fields', async () => {
    const stream =
      ': keep-alive\r\nevent: x\r\ndata: {"a":1}\r\n\r\ndata:{"b":2}\n\ndata: one\rdata: two\r\r';
    for (const size of [1, 2, 3, 7, 1000]) {
      const pieces: string[] = [];
      for (let i = 0; i < stream.length; i += size) pieces.push(stream.slice(i, i + size));
      expect(await collect(pieces)).toEqual(['{"a":1}', '{"b":2}', 'one\ntwo']);
    }
  });

  it('keeps a multi-byte character split across pieces, and a last event without its blank line', async () => {
    const bytes = new TextEncoder().encode('data: café 💪\n\ndata: [DONE]');
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (const byte of bytes) controller.enqueue(new Uint8Array([byte]));
        controller.close();
      },
    });
    const events: string[] = [];
    for await (const data of serverSentEventData(stream)) events.push(data);
    expect(events).toEqual(['café 💪', '[DONE]']);
  });
});
