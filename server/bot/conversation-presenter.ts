import type { ChatAction, Conversation, ConversationSummary } from '../../shared/contracts/chat';
import type { FullVideo } from '../../shared/contracts/video';
import type { Db } from '../db/database';
import { loadFullVideos } from './chat-videos';
import type { ChatMessageRow, ConversationRow } from './conversation-repository';

/** A conversation as the list shows it. */
export function presentConversationSummary(row: ConversationRow): ConversationSummary {
  return { id: row.id, title: row.title, updatedAt: row.updatedAt.toISOString() };
}

/**
 * A reopened conversation: each answer with the actions and video cards it carried. The videos are read
 * now (one query for the whole conversation), so a card shows the video as it is today and a video
 * removed from the library since simply has no card.
 */
export async function presentConversation(
  db: Db,
  row: ConversationRow,
  messages: ChatMessageRow[],
): Promise<Conversation> {
  const videos = await loadFullVideos(
    db,
    messages.flatMap((message) => message.videoIds),
  );
  const byId = new Map<number, FullVideo>(videos.map((video) => [video.id, video]));
  return {
    ...presentConversationSummary(row),
    messages: messages.map((message) => ({
      id: message.id,
      role: message.role as 'user' | 'assistant',
      content: message.content,
      // Validated against chatActionSchema before they were stored (chat-service.ts).
      actions: message.actions as ChatAction[],
      relevantVideos: message.videoIds.flatMap((id) => byId.get(id) ?? []),
      createdAt: message.createdAt.toISOString(),
    })),
  };
}
