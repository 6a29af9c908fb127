import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { CONVERSATION_MESSAGES_KEPT } from '../../shared/contracts/chat';
import type { Db } from '../db/database';
import { chatConversations, chatMessages } from '../db/schema';

/**
 * The chat conversations kept per user (issue 18): every read and write takes the owner's id, so a
 * conversation is found only by the user it belongs to (another user's id reads as "not there").
 */

export type ConversationRow = typeof chatConversations.$inferSelect;
export type ChatMessageRow = typeof chatMessages.$inferSelect;

/** A message to store: what the user wrote, or the checked answer with its actions and cited videos. */
export interface NewChatMessage {
  role: 'user' | 'assistant';
  content: string;
  actions?: unknown[];
  videoIds?: number[];
}

/** A conversation's title is its first message cut to about this many characters. */
export const CONVERSATION_TITLE_LENGTH = 60;
/** The conversation list shows this many, most recently used first. */
export const CONVERSATIONS_LISTED = 100;

/** The first user message as a title: whitespace folded, cut at a word boundary near 60 characters. */
export function conversationTitle(message: string): string {
  const text = message.replace(/\s+/g, ' ').trim();
  if (text.length <= CONVERSATION_TITLE_LENGTH) return text;
  const cut = text.slice(0, CONVERSATION_TITLE_LENGTH + 1);
  const lastSpace = cut.lastIndexOf(' ');
  // One long word (a URL, a hashtag run): cut it rather than leave a title of a few letters.
  const end = lastSpace >= CONVERSATION_TITLE_LENGTH / 2 ? lastSpace : CONVERSATION_TITLE_LENGTH;
  return `${text.slice(0, end).replace(/[\s,.;:!?-]+$/, '')}…`;
}

/** The user's conversation with this id, or null when there is none or it is another user's. */
export async function findConversation(db: Db, userId: string, id: string): Promise<ConversationRow | null> {
  const [row] = await db
    .select()
    .from(chatConversations)
    .where(and(eq(chatConversations.id, id), eq(chatConversations.userId, userId)))
    .limit(1);
  return row ?? null;
}

/**
 * Adds messages (a question and its answer together) to the user's conversation — or, with no
 * conversation id, to a new one titled after the first message — and drops all but the last
 * CONVERSATION_MESSAGES_KEPT, in one transaction. An existing conversation's row is locked first (the
 * UPDATE), so two answers landing at once keep their order and neither trims the other's half-way.
 * Returns the conversation's id, or null when it is gone (deleted meanwhile) or is not the user's.
 */
export async function saveMessages(
  db: Db,
  userId: string,
  conversationId: string | null,
  messages: NewChatMessage[],
): Promise<string | null> {
  return db.transaction(async (tx) => {
    const [conversation] = conversationId
      ? await tx
          .update(chatConversations)
          .set({ updatedAt: sql`now()` })
          .where(and(eq(chatConversations.id, conversationId), eq(chatConversations.userId, userId)))
          .returning({ id: chatConversations.id })
      : await tx
          .insert(chatConversations)
          .values({ userId, title: conversationTitle(messages[0]?.content ?? '') })
          .returning({ id: chatConversations.id });
    if (!conversation) return null;
    const id = conversation.id;
    if (messages.length > 0) {
      await tx.insert(chatMessages).values(
        messages.map((message) => ({
          conversationId: id,
          role: message.role,
          content: message.content,
          actions: message.actions ?? [],
          videoIds: message.videoIds ?? [],
        })),
      );
    }
    await tx.execute(sql`
      DELETE FROM chat_messages
      WHERE conversation_id = ${id}
        AND id < (
          SELECT id FROM chat_messages WHERE conversation_id = ${id}
          ORDER BY id DESC OFFSET ${CONVERSATION_MESSAGES_KEPT - 1} LIMIT 1
        )`);
    return id;
  });
}

/** The user's conversations, most recently used first (at most CONVERSATIONS_LISTED). */
export async function listConversations(db: Db, userId: string): Promise<ConversationRow[]> {
  return db
    .select()
    .from(chatConversations)
    .where(eq(chatConversations.userId, userId))
    .orderBy(desc(chatConversations.updatedAt), desc(chatConversations.id))
    .limit(CONVERSATIONS_LISTED);
}

/** Every kept message of a conversation, oldest first (the caller has found it as the user's own). */
export async function listMessages(db: Db, conversationId: string): Promise<ChatMessageRow[]> {
  return db
    .select()
    .from(chatMessages)
    .where(eq(chatMessages.conversationId, conversationId))
    .orderBy(asc(chatMessages.id));
}

/** The last `count` messages of a conversation, oldest first: the turns a model is shown. */
export async function recentMessages(
  db: Db,
  conversationId: string,
  count: number,
): Promise<ChatMessageRow[]> {
  const rows = await db
    .select()
    .from(chatMessages)
    .where(eq(chatMessages.conversationId, conversationId))
    .orderBy(desc(chatMessages.id))
    .limit(count);
  return rows.reverse();
}

/** Deletes the user's conversation and its messages; false when there is none of theirs with this id. */
export async function deleteConversation(db: Db, userId: string, id: string): Promise<boolean> {
  const deleted = await db
    .delete(chatConversations)
    .where(and(eq(chatConversations.id, id), eq(chatConversations.userId, userId)))
    .returning({ id: chatConversations.id });
  return deleted.length > 0;
}
