/** One server-sent event: its `event:` name ('message' when it has none) and its `data:` lines joined. */
export interface SseEvent {
  event: string;
  data: string;
}

/**
 * A parser of the text/event-stream format (the WHATWG rules this chat needs): events end at a blank line;
 * `data:` lines of one event are joined with newlines; one space after the colon is dropped; lines
 * starting with ':' are comments (keep-alives); CRLF, CR and LF all end a line. Text arrives in chunks that
 * may cut a line, even a CRLF, anywhere, so the unfinished tail waits for the next chunk.
 */
export function createSseParser(onEvent: (event: SseEvent) => void) {
  let buffer = '';
  let eventName = '';
  let data: string[] = [];

  const dispatch = () => {
    if (data.length > 0) onEvent({ event: eventName || 'message', data: data.join('\n') });
    eventName = '';
    data = [];
  };

  const line = (text: string) => {
    if (text === '') return dispatch();
    if (text.startsWith(':')) return;
    const colon = text.indexOf(':');
    const field = colon === -1 ? text : text.slice(0, colon);
    let value = colon === -1 ? '' : text.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'event') eventName = value;
    else if (field === 'data') data.push(value);
    // id and retry are of no use to a single POST's answer.
  };

  return {
    /** Feeds the next piece of decoded text. */
    push(chunk: string): void {
      buffer += chunk;
      let start = 0;
      for (let i = 0; i < buffer.length; i++) {
        const char = buffer[i];
        if (char !== '\n' && char !== '\r') continue;
        // A CR at the very end may be the first half of a CRLF: wait for the next chunk to know.
        if (char === '\r' && i === buffer.length - 1) break;
        line(buffer.slice(start, i));
        if (char === '\r' && buffer[i + 1] === '\n') i++;
        start = i + 1;
      }
      buffer = buffer.slice(start);
    },
    /** The stream ended: a last event without its blank line still counts. */
    end(): void {
      if (buffer !== '') line(buffer.replace(/\r$/, ''));
      buffer = '';
      dispatch();
    },
  };
}
