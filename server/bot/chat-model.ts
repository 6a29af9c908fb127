import type { BotConfig, BotIntent } from '../../shared/contracts/bot';
import type { FullVideo } from '../../shared/contracts/video';
import type { Viewer } from '../auth/access';

/**
 * The seam between POST /api/chat and whatever writes the answer (issue 18, docs/decisions/0023-bot-models.md): the offline
 * strategist (server/bot/offline/), Claude (@anthropic-ai/sdk) or an OpenAI-compatible model. Each gets the
 * same input and the same library tools; the chat service checks what comes back (markers naming unknown
 * videos dropped, actions validated against shared/contracts/chat.ts) before the user sees it.
 */

/** A filter the tools accept: the browse list's names (docs/product/calls.md#taxonomies-and-filters). */
export interface LibraryFilters {
  format?: string;
  concept?: string;
  element?: string;
  accountType?: string;
  topic?: string[];
  platform?: string;
}

export type TaxonomyKind = 'format' | 'concept' | 'element' | 'topic' | 'accountType';

/**
 * What a model may read of the library, always as the signed-in viewer sees it (premium and admin: full
 * videos). Implemented over the hybrid search (app.videoSearch) and the video repository.
 */
export interface LibraryTools {
  /** Hybrid search within the filters, best first, at most `limit` (≤ 20) videos. */
  search(query: string, options?: { filters?: LibraryFilters; limit?: number }): Promise<FullVideo[]>;
  /** One video by id, or null when there is none. */
  getVideo(id: number): Promise<FullVideo | null>;
  /** Up to 6 videos like this one (the similar-videos row's list). */
  similar(id: number): Promise<FullVideo[]>;
  /** A taxonomy's entries with their video counts, most used first, at most `limit`. */
  taxonomyCounts(kind: TaxonomyKind, limit?: number): Promise<{ name: string; count: number }[]>;
}

export interface ChatTurn {
  role: 'user' | 'assistant';
  content: string;
}

export interface ChatModelInput {
  message: string;
  /** The conversation's recent turns, oldest first, without this message. */
  history: ChatTurn[];
  intent: BotIntent;
  /** The intent's prompt as the admin saved it (server/bot/default-prompts.ts until then). */
  prompt: string;
  config: BotConfig;
  viewer: Viewer;
  currentVideoId?: number;
  tools: LibraryTools;
  /** Aborted when the client goes away or the time-out (CHAT_MODEL_TIMEOUT_MS) passes. */
  signal: AbortSignal;
  /** Called with each piece of the answer's text as it is written (markers included). */
  onDelta: (text: string) => void;
}

export interface ChatModelOutput {
  /** The whole answer text, with [videoID:N] markers; the pieces sent to onDelta join to this. */
  text: string;
  /** Proposed actions, unchecked: the chat service validates them against chatActionSchema. */
  actions: unknown[];
  /** Videos the answer drew on, in order (the service keeps those that exist and the text cites). */
  videoIds: number[];
}

export interface ChatModel {
  answer(input: ChatModelInput): Promise<ChatModelOutput>;
}
