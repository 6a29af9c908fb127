/**
 * The `data` of each server-sent event in a response body, as text, in order (the event stream format of
 * the HTML standard: lines ending in LF, CRLF or CR; an event ends at a blank line; several `data:` lines
 * join with LF; comments and other fields ignored). Reading stops when the body ends or its fetch is aborted.
 */
export async function* serverSentEventData(body: ReadableStream<Uint8Array>): AsyncGenerator<string> {
  let buffer = '';
  let data: string[] = [];
  const lines = function* (final: boolean) {
    for (;;) {
      const end = buffer.search(/\r\n|\r|\n/);
      // A CR at the very end may be the first half of a CRLF still on its way.
      if (end < 0 || (!final && end === buffer.length - 1 && buffer[end] === '\r')) return;
      const line = buffer.slice(0, end);
      buffer = buffer.slice(end + (buffer.startsWith('\r\n', end) ? 2 : 1));
      yield line;
    }
  };
  const decoder = new TextDecoder();
  const reader = body.getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      buffer += done ? decoder.decode() : decoder.decode(value, { stream: true });
      if (done) buffer += '\n\n';
      for (const line of lines(done)) {
        if (line === '') {
          if (data.length > 0) yield data.join('\n');
          data = [];
        } else if (line.startsWith('data:')) {
          data.push(line.slice(line.startsWith('data: ') ? 6 : 5));
        }
      }
      if (done) return;
    }
  } finally {
    // Stopping early (the caller saw [DONE], or threw) must not leave the connection streaming.
    await reader.cancel().catch(() => {});
  }
}
