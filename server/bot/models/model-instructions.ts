import type { ChatModelInput, ChatTurn } from '../chat-model';
import { ACTIONS_FENCE } from './answer-stream';
import { summarizeVideo } from './video-summary';

/**
 * What every language model is told besides the admin's prompt: the marker rule, the tools, the actions
 * block and the length — the same for Claude and OpenAI-compatible models, so they answer alike.
 */

/** At most this many rounds of tool calls; the round after must answer (docs/product/limits.md: 30 s in all). */
export const MAX_TOOL_ROUNDS = 4;

/**
 * The token budget for an answer of `maxResponseLength` characters: English runs about four characters a
 * token, markers and numbers fewer, so a third of the characters, plus room for the actions block and the
 * tool calls that share the budget in each round.
 */
export function tokenBudget(maxResponseLength: number): number {
  return Math.ceil(maxResponseLength / 3) + 400;
}

const ANSWER_RULES = (maxResponseLength: number) => `---
How to answer (fixed rules):
- Use the tools before you answer: search_library for videos, get_video and similar_videos for one video, taxonomy_counts for what the library holds. Write the answer only once you have what you need; do not narrate your searches.
- Cite every library video you draw on with the marker [videoID:N], N being its id exactly as a tool result gave it. Never cite an id no tool result showed you, and never invent videos, accounts or numbers.
- The reader never sees a marker: each becomes a video card under the answer and leaves the text, with the space before it. So a marker is a footnote, never a word of the sentence: write the sentence whole without it (name the video by its title or creator if the sentence needs it), then put the marker at the end of the phrase it supports, before the full stop. Write "Lead with the mistake, as @coach.mara does [videoID:12]." — never "as [videoID:12] does", "e.g. [videoID:12]", "(see [videoID:12])" or brackets holding only markers.
- Keep the answer under ${maxResponseLength} characters, in Markdown (bold, italic, lists).
- You may offer actions on the user's screen: after the answer, add at most one fenced block opened by ${ACTIONS_FENCE} holding a JSON array of actions. Each shows as a button under the answer and runs only when the user clicks it (highlights aside), so its title says exactly what the click does; a filter replaces the filters on screen with exactly the ones it names, so name them all in its title ("Browse Listicle in Skincare"). Each action is {"type", "title", "description", "data"} with one of these types and data:
  highlight {"videoIds": [ids]} · compare {"videoIds": [ids]} · scroll {"videoId": id} · details {"videoId": id} · search {"query": "text"} · filter {"filters": {"format"?, "concept"?, "element"?, "accountType"?, "topic"?: [names], "platform"?, "search"?}} · taxonomy {"kind": "format"|"concept"|"element"|"topic"|"accountType", "name": "entry name"}.
  Example:
${ACTIONS_FENCE}
[{"type": "highlight", "title": "Highlight the examples", "description": "The videos this answer cites", "data": {"videoIds": [1234, 1250]}}]
\`\`\`
  Leave the block out when no action helps. Nothing may follow it.`;

/** The system prompt: the intent's prompt as the admin saved it, the fixed rules, and the open video. */
export async function systemPrompt(input: ChatModelInput, seenVideoIds: Set<number>): Promise<string> {
  const parts = [input.prompt.trim(), ANSWER_RULES(input.config.maxResponseLength)];
  if (input.currentVideoId !== undefined) {
    const video = await input.tools.getVideo(input.currentVideoId);
    if (video) {
      // The model reads the open video here rather than spending a tool round on it; so it may cite it.
      seenVideoIds.add(video.id);
      parts.push(`The user has this video open: ${JSON.stringify(summarizeVideo(video))}`);
    }
  }
  return parts.join('\n\n');
}

/**
 * The conversation as the Messages API accepts it: starting with the user, roles alternating (turns of
 * one role in a row are joined), blank turns dropped, then this message.
 */
export function conversationTurns(history: ChatTurn[], message: string): ChatTurn[] {
  const turns: ChatTurn[] = [];
  for (const turn of [...history, { role: 'user' as const, content: message }]) {
    if (turn.content.trim() === '') continue;
    const last = turns.at(-1);
    if (last?.role === turn.role) last.content = `${last.content}\n\n${turn.content}`;
    else if (turns.length > 0 || turn.role === 'user') turns.push({ ...turn });
  }
  return turns;
}
