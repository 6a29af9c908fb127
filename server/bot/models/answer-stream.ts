import { citedIds } from '../../../shared/domain/video-markers';
import type { ChatModelOutput } from '../chat-model';

/** Opens the block of proposed actions a model may end its answer with (model-instructions.ts). */
export const ACTIONS_FENCE = '```actions';
const CLOSING_FENCE = '```';

/**
 * Turns a model's streamed text into the answer the user reads: text pieces go to `onDelta` as they come,
 * except the ```actions block, which is cut out (held back from the moment it could be starting) and
 * parsed into the proposed actions. Whitespace is held back until text follows it, so an answer never
 * ends in the blank lines before a removed block; what `onDelta` received is exactly `text`.
 */
export class AnswerStream {
  private emitted = '';
  /** Text not yet sent: trailing whitespace and whatever could be the start of the fence. */
  private pending = '';
  private inBlock = false;
  private block = '';
  private readonly blocks: string[] = [];
  private separateNext = false;

  constructor(private readonly onDelta: (text: string) => void) {}

  /** The model starts another reply (after tool results): its text begins a new paragraph. */
  startRound(): void {
    this.endRound();
    this.separateNext = this.emitted.length > 0;
  }

  /** A piece of the model's text. */
  push(delta: string): void {
    if (this.inBlock) this.block += delta;
    else this.pending += delta;
    this.advance();
  }

  /** The whole answer: the text sent, the actions proposed (unchecked), the cited videos the model read. */
  finish(seenVideoIds: ReadonlySet<number>): ChatModelOutput {
    this.endRound();
    return {
      text: this.emitted,
      actions: this.blocks.flatMap(parseActions),
      videoIds: citedVideoIds(this.emitted, seenVideoIds),
    };
  }

  private advance(): void {
    for (;;) {
      if (this.inBlock) {
        const end = this.block.indexOf(CLOSING_FENCE);
        if (end < 0) return;
        this.blocks.push(this.block.slice(0, end));
        this.pending = this.block.slice(end + CLOSING_FENCE.length);
        this.block = '';
        this.inBlock = false;
        continue;
      }
      const start = this.pending.indexOf(ACTIONS_FENCE);
      if (start >= 0) {
        // The whitespace before the block is dropped with it.
        this.emit(this.pending.slice(0, start).trimEnd());
        this.block = this.pending.slice(start + ACTIONS_FENCE.length);
        this.pending = '';
        this.inBlock = true;
        continue;
      }
      const held = heldBackLength(this.pending);
      this.emit(this.pending.slice(0, this.pending.length - held));
      this.pending = this.pending.slice(this.pending.length - held);
      return;
    }
  }

  /** A reply ended: an unclosed block still counts; a fence's lone beginning was text after all. */
  private endRound(): void {
    if (this.inBlock) {
      this.blocks.push(this.block);
      this.block = '';
      this.inBlock = false;
    }
    this.emit(this.pending.trimEnd());
    this.pending = '';
  }

  private emit(text: string): void {
    if (text === '') return;
    let piece = text;
    if (this.separateNext) {
      piece = `\n\n${piece.trimStart()}`;
      this.separateNext = false;
    }
    this.emitted += piece;
    this.onDelta(piece);
  }
}

/** How much of the end of `text` must wait: trailing whitespace, or a partial fence and the whitespace before it. */
function heldBackLength(text: string): number {
  for (let length = Math.min(ACTIONS_FENCE.length - 1, text.length); length > 0; length--) {
    if (ACTIONS_FENCE.startsWith(text.slice(text.length - length))) {
      const before = text.slice(0, text.length - length);
      return length + (before.length - before.trimEnd().length);
    }
  }
  return text.length - text.trimEnd().length;
}

/** The actions of one block: a JSON array, `{ actions: [...] }` or one action; anything else gives none. */
function parseActions(block: string): unknown[] {
  try {
    const value: unknown = JSON.parse(block.trim());
    if (Array.isArray(value)) return value;
    if (value && typeof value === 'object') {
      const { actions } = value as { actions?: unknown };
      return Array.isArray(actions) ? actions : [value];
    }
  } catch {
    // A model that writes broken JSON loses its actions, not its answer.
  }
  return [];
}

/** The ids the text cites with [videoID:N], first citation first, that a tool result showed the model. */
export function citedVideoIds(text: string, seenVideoIds: ReadonlySet<number>): number[] {
  return citedIds(text).filter((id) => seenVideoIds.has(id));
}
