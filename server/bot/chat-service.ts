import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { BotConfig, BotIntent, BotPrompts } from '../../shared/contracts/bot';
import { promptKeyOf } from '../../shared/contracts/bot';
import {
  CHAT_FAILURE_TEXT,
  CHAT_MODEL_TIMEOUT_MS,
  type ChatResponse,
  type chatRequestSchema,
} from '../../shared/contracts/chat';
import type { Viewer } from '../auth/access';
import type { Db } from '../db/database';
import { errors } from '../errors';
import type { ChatModel, ChatModelOutput, ChatTurn, LibraryTools } from './chat-model';
import { type CheckedOutput, checkModelOutput } from './chat-output-check';
import { existingVideoIds, loadFullVideos } from './chat-videos';
import { findConversation, recentMessages, saveMessages } from './conversation-repository';
import { recordTools } from './recorded-tools';
import { MarkerStreamFilter } from './video-markers';

/** The turns of the conversation a model is shown (issue 18: "the model sees the recent turns"). */
export const CHAT_HISTORY_TURNS = 10;

export interface BotSettings {
  prompts: BotPrompts;
  config: BotConfig;
}

/** What the chat service is built from; server/bot/chat-wiring.ts supplies the real parts. */
export interface ChatServiceParts {
  db: Db;
  log: FastifyBaseLogger;
  /** The admin's prompts and config (server/bot/bot-settings.ts). */
  loadSettings: (db: Db) => Promise<BotSettings>;
  /** The model the config chooses. */
  models: (config: BotConfig) => ChatModel;
  /** The message's intent (docs/product/bot-admin-and-embeddings.md#chat-prompts), from the message and the turns before it. */
  classify: (message: string, history: ChatTurn[]) => BotIntent | Promise<BotIntent>;
  /** The library as this viewer reads it. */
  tools: (viewer: Viewer) => LibraryTools;
  /** How long a model may take (default CHAT_MODEL_TIMEOUT_MS; tests shorten it). */
  timeoutMs?: number;
}

export type ChatRequestInput = z.output<typeof chatRequestSchema>;

/** A request that passed every check that answers with a 4xx: what remains can only end in an answer. */
export interface PreparedChat {
  viewer: Viewer;
  message: string;
  currentVideoId?: number;
  /** null: a new conversation, created when the answer is stored. */
  conversationId: string | null;
  history: ChatTurn[];
  settings: BotSettings;
  /** The debug details were asked for (an admin's "Try it"), whatever the config's debugMode. */
  debug: boolean;
  startedAt: number;
  timings: Record<string, number>;
}

export interface AnswerOptions {
  /** Aborted when the client goes away: the model is stopped and nothing is stored. */
  signal: AbortSignal;
  /** Pieces of the answer as the model writes them, with markers it may not cite removed. */
  onDelta?: (text: string) => void;
}

/** The answer, and whether it is the failure text standing in for a model that failed or timed out. */
export interface ChatAnswer {
  response: ChatResponse;
  failed: boolean;
}

export interface ChatService {
  /** Checks the conversation and current video and reads settings and history; throws 4xx AppErrors. */
  prepare(viewer: Viewer, request: ChatRequestInput): Promise<PreparedChat>;
  /**
   * Runs the model and answers; a failing or slow model answers with the chat failure text. Null when the
   * client went away before the answer was ready.
   */
  answer(chat: PreparedChat, options: AnswerOptions): Promise<ChatAnswer | null>;
}

const elapsed = (since: number) => Math.round((performance.now() - since) * 10) / 10;

/**
 * POST /api/chat's work between the route and the model (issue 18): validate → settings → intent → model
 * (under a time-out, stopped when the client leaves) → checked output → stored in the conversation.
 */
export function createChatService(parts: ChatServiceParts): ChatService {
  const { db, log } = parts;
  const timeoutMs = parts.timeoutMs ?? CHAT_MODEL_TIMEOUT_MS;

  async function prepare(viewer: Viewer, request: ChatRequestInput): Promise<PreparedChat> {
    const startedAt = performance.now();
    const conversationId = request.conversationId ?? null;
    const [conversation, currentVideo] = await Promise.all([
      conversationId ? findConversation(db, viewer.id, conversationId) : null,
      request.currentVideo === undefined ? null : existingVideoIds(db, [request.currentVideo]),
    ]);
    // Another user's conversation reads as missing: its existence is not confirmed.
    if (conversationId && !conversation) throw errors.conversationNotFound();
    if (request.debug && !viewer.isAdmin)
      throw errors.forbidden('Access denied: debug details are for admins');
    if (request.currentVideo !== undefined && !currentVideo?.has(request.currentVideo)) {
      throw errors.invalidInput(`currentVideo: no video has the id ${request.currentVideo}`);
    }
    const [history, settings] = await Promise.all([
      conversationId ? readHistory(conversationId) : [],
      parts.loadSettings(db),
    ]);
    return {
      viewer,
      message: request.message,
      currentVideoId: request.currentVideo,
      conversationId,
      history,
      settings,
      debug: request.debug === true,
      startedAt,
      timings: { prepare: elapsed(startedAt) },
    };
  }

  async function readHistory(conversationId: string): Promise<ChatTurn[]> {
    const rows = await recentMessages(db, conversationId, CHAT_HISTORY_TURNS);
    return (
      rows
        // A failed answer says nothing about the library; the model is better off without it.
        .filter((row) => !(row.role === 'assistant' && row.content === CHAT_FAILURE_TEXT))
        .map((row) => ({ role: row.role as ChatTurn['role'], content: row.content }))
    );
  }

  async function answer(chat: PreparedChat, options: AnswerOptions): Promise<ChatAnswer | null> {
    const { settings, timings } = chat;
    const model = settings.config.defaultModel;
    const recorded = recordTools(parts.tools(chat.viewer));
    let intent: BotIntent | undefined;
    let checked: CheckedOutput | null = null;

    const timeout = AbortSignal.timeout(timeoutMs);
    const signal = AbortSignal.any([options.signal, timeout]);
    try {
      let since = performance.now();
      intent = await parts.classify(chat.message, chat.history);
      timings.classify = elapsed(since);

      since = performance.now();
      const output = await runModel(parts.models(settings.config), chat, intent, recorded.tools, {
        signal,
        onDelta: options.onDelta,
        drawnOn: recorded.has,
      });
      timings.model = elapsed(since);

      since = performance.now();
      const reported = new Set(Array.isArray(output.videoIds) ? output.videoIds : []);
      checked = await checkModelOutput(db, log, output, (id) => recorded.has(id) || reported.has(id));
      timings.check = elapsed(since);
    } catch (error) {
      if (options.signal.aborted) {
        log.info({ model, intent }, 'chat answer stopped: the client went away');
        return null;
      }
      // The cause goes to the log; the user reads the spec's failure text (docs/product/errors.md#quiet-failures), never a stack.
      log.error({ err: error, model, intent, timedOut: timeout.aborted }, 'chat model failed');
    }
    if (options.signal.aborted) return null;

    const since = performance.now();
    const text = checked?.text ?? CHAT_FAILURE_TEXT;
    const actions = checked?.actions ?? [];
    const cited = checked?.citedIds ?? [];
    const exchange = [
      { role: 'user' as const, content: chat.message },
      { role: 'assistant' as const, content: text, actions, videoIds: cited },
    ];
    // A conversation deleted while its answer was written: the exchange starts a new one.
    const conversationId =
      (await saveMessages(db, chat.viewer.id, chat.conversationId, exchange)) ??
      (await saveMessages(db, chat.viewer.id, null, exchange));
    if (!conversationId) throw new Error('chat exchange was not stored');
    const relevantVideos = await loadFullVideos(db, cited);
    timings.store = elapsed(since);
    timings.total = elapsed(chat.startedAt);

    const response: ChatResponse = { response: text, actions, relevantVideos, conversationId };
    // The web app offers what fits the intent (a swipe-file answer: "Save these videos to a new swipefile").
    if (intent) response.intent = intent;
    // Debug details are for admins who turned debugMode on; a premium user never sees them.
    if ((settings.config.debugMode || chat.debug) && chat.viewer.isAdmin) {
      const retrievedIds = [...recorded.retrievedIds];
      response.debug = { model, intent: intent ?? 'unknown', retrievedIds, timings: { ...timings } };
    }
    return { response, failed: checked === null };
  }

  return { prepare, answer };
}

/**
 * One model call under the signal: a model that ignores the signal is still cut off when it fires. Deltas
 * after that are dropped, and markers the model may not cite yet never reach the stream.
 */
async function runModel(
  model: ChatModel,
  chat: PreparedChat,
  intent: BotIntent,
  tools: LibraryTools,
  run: { signal: AbortSignal; onDelta?: (text: string) => void; drawnOn: (id: number) => boolean },
): Promise<ChatModelOutput> {
  const { signal, onDelta } = run;
  signal.throwIfAborted();
  const stream = new MarkerStreamFilter(run.drawnOn);
  const send = (text: string) => {
    if (text && onDelta && !signal.aborted) onDelta(text);
  };
  let stop: (() => void) | undefined;
  const aborted = new Promise<never>((_, reject) => {
    stop = () => reject(signal.reason);
    signal.addEventListener('abort', stop, { once: true });
  });
  try {
    const output = await Promise.race([
      model.answer({
        message: chat.message,
        history: chat.history,
        intent,
        prompt: chat.settings.prompts[promptKeyOf(intent)],
        config: chat.settings.config,
        viewer: chat.viewer,
        currentVideoId: chat.currentVideoId,
        tools,
        signal,
        onDelta: (piece) => send(stream.push(piece)),
      }),
      aborted,
    ]);
    send(stream.flush());
    return output;
  } finally {
    if (stop) signal.removeEventListener('abort', stop);
  }
}
