import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ChatAction, ChatMessage, ChatResponse } from '../../../../shared/contracts/chat';
import { CHAT_FAILURE_TEXT } from '../../../../shared/contracts/chat-constants';
import type { FullVideo } from '../../../../shared/contracts/video';
import { ApiRequestError } from '../../lib/api-client';
import { CONVERSATIONS_KEY, conversationQuery } from './api/conversations';
import { ChatFailure, sendChat } from './api/send-chat';
import { readOpenConversation, writeOpenConversation } from './conversation-storage';

/** docs/product/chat.md#answers: role, content, loading, actions — plus what the panel needs to draw it. */
export interface UiMessage {
  key: string;
  role: 'user' | 'assistant';
  content: string;
  /** The placeholder of an answer on its way (docs/product/chat.md#answers). */
  loading: boolean;
  actions: ChatAction[];
  relevantVideos: FullVideo[];
  /** The answer failed: its content is the failure text. */
  failed?: boolean;
  /** The user stopped the answer: its content is what had arrived. */
  stopped?: boolean;
  /** The user message this answer replies to (the swipe-file offer names the swipefile after it). */
  question?: string;
  /** What the bot read the question as ('SWIPE_FILE_BUILDER' gets the swipe-file offer); new answers only. */
  intent?: ChatResponse['intent'];
  /** The debug details (admins with the config's debugMode on); new answers only. */
  debug?: ChatResponse['debug'];
}

let nextKey = 0;
const newKey = () => `m${++nextKey}`;

function fromServer(message: ChatMessage, question: string | undefined): UiMessage {
  return {
    key: `s${message.id}`,
    role: message.role,
    content: message.content,
    loading: false,
    actions: message.actions,
    relevantVideos: message.relevantVideos,
    question,
  };
}

export interface UseChatOptions {
  userId: string;
  /** The video open on the page, sent as `currentVideo`. */
  currentVideo: () => number | undefined;
  /** A new answer arrived (not one read back from a stored conversation): its actions are applied. */
  onAnswer: (answer: ChatResponse) => void;
}

/**
 * The chat's state (docs/product/chat.md#sending-a-message): the user message and a loading placeholder are added, the
 * placeholder fills as the answer streams and is replaced by the final answer, or becomes the failure
 * text. The open conversation is kept on the server and its id in local storage, so a reload reopens it.
 */
export function useChat({ userId, currentVideo, onAnswer }: UseChatOptions) {
  const client = useQueryClient();
  // Read while rendering, which the app otherwise leaves to effects (hydration): the chat is never drawn
  // by the server (visitors do not get it), and reading it at once spares a flash of the empty chat.
  const [conversationId, setConversationIdState] = useState<string | null>(() =>
    readOpenConversation(userId),
  );
  const [messages, setMessages] = useState<UiMessage[]>([]);
  const [sending, setSending] = useState(false);
  const [history, setHistory] = useState<'idle' | 'loading' | 'failed'>('idle');
  const controller = useRef<AbortController | null>(null);
  // The conversation whose messages are on screen; a conversation begun here needs no reading back.
  const shown = useRef<string | null>(null);
  const answered = useRef(onAnswer);
  answered.current = onAnswer;

  const setConversationId = useCallback(
    (id: string | null) => {
      setConversationIdState(id);
      writeOpenConversation(userId, id);
    },
    [userId],
  );

  const loadConversation = useCallback(
    (id: string) => {
      shown.current = id;
      setHistory('loading');
      client
        .fetchQuery(conversationQuery(id))
        .then((conversation) => {
          if (shown.current !== id) return;
          let question: string | undefined;
          setMessages(
            conversation.messages.map((message) => {
              const ui = fromServer(message, question);
              if (message.role === 'user') question = message.content;
              return ui;
            }),
          );
          setHistory('idle');
        })
        .catch((error: unknown) => {
          if (shown.current !== id) return;
          // Gone (deleted, or another user's): start afresh rather than show an error.
          if (error instanceof ApiRequestError && error.status === 404) {
            setConversationId(null);
            shown.current = null;
            setMessages([]);
            setHistory('idle');
          } else setHistory('failed');
        });
    },
    [client, setConversationId],
  );

  // The conversation that was open before a reload comes back.
  useEffect(() => {
    if (conversationId !== null && shown.current !== conversationId) loadConversation(conversationId);
  }, [conversationId, loadConversation]);

  useEffect(() => () => controller.current?.abort(), []);

  const send = useCallback(
    async (text: string) => {
      const message = text.trim();
      // docs/product/chat.md#sending-a-message: a blank message is not sent, nor one while an answer is on its way.
      if (message === '' || controller.current !== null) return;
      const placeholder = newKey();
      setMessages((current) => [
        ...current,
        { key: newKey(), role: 'user', content: message, loading: false, actions: [], relevantVideos: [] },
        {
          key: placeholder,
          role: 'assistant',
          content: '',
          loading: true,
          actions: [],
          relevantVideos: [],
          question: message,
        },
      ]);
      const update = (change: (m: UiMessage) => UiMessage) =>
        setMessages((current) => current.map((m) => (m.key === placeholder ? change(m) : m)));
      const abort = new AbortController();
      controller.current = abort;
      setSending(true);
      try {
        const answer = await sendChat(
          { message, currentVideo: currentVideo(), conversationId: conversationId ?? undefined },
          { signal: abort.signal, onDelta: (delta) => update((m) => ({ ...m, content: m.content + delta })) },
        );
        update((m) => ({
          ...m,
          content: answer.response,
          loading: false,
          actions: answer.actions,
          relevantVideos: answer.relevantVideos,
          intent: answer.intent,
          debug: answer.debug,
        }));
        shown.current = answer.conversationId;
        if (answer.conversationId !== conversationId) setConversationId(answer.conversationId);
        // The stored copy of this conversation lacks the new turn: read it afresh when it is next opened.
        client.removeQueries({ queryKey: conversationQuery(answer.conversationId).queryKey, exact: true });
        void client.invalidateQueries({ queryKey: CONVERSATIONS_KEY });
        answered.current(answer);
      } catch (error) {
        if (abort.signal.aborted) update((m) => ({ ...m, loading: false, stopped: true }));
        else
          update((m) => ({
            ...m,
            loading: false,
            failed: true,
            content: error instanceof ChatFailure ? error.message : CHAT_FAILURE_TEXT,
          }));
      } finally {
        controller.current = null;
        setSending(false);
      }
    },
    [client, conversationId, currentVideo, setConversationId],
  );

  /** The Stop button: the answer so far stays, marked as stopped. */
  const stop = useCallback(() => controller.current?.abort(), []);

  const newChat = useCallback(() => {
    controller.current?.abort();
    shown.current = null;
    setConversationId(null);
    setMessages([]);
    setHistory('idle');
  }, [setConversationId]);

  const openConversation = useCallback(
    (id: string) => {
      controller.current?.abort();
      setMessages([]);
      setConversationId(id);
      loadConversation(id);
    },
    [loadConversation, setConversationId],
  );

  const retryHistory = useCallback(() => {
    if (conversationId) loadConversation(conversationId);
  }, [conversationId, loadConversation]);

  return {
    conversationId,
    messages,
    sending,
    history,
    send,
    stop,
    newChat,
    openConversation,
    retryHistory,
  };
}
