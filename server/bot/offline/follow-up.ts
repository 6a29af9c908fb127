import { citedIds } from '../../../shared/domain/video-markers';
import type { ChatTurn, LibraryTools } from '../chat-model';
import { extractNiche, readsAsFollowUp } from '../intent';
import { namesSomething, type Subject, subjectReader } from './subject';

/** How many of the user's earlier messages a follow-up reaches back through for its subject and niche. */
const USER_TURNS_BACK = 3;
/** Words of a follow-up that ask for more of the same rather than name a subject ("give me 5 more"). */
const NOT_A_SUBJECT =
  /^(\d+|two|four|five|six|seven|eight|nine|ten|twenty|few|couple|dozen|shorter|longer|punchier|simpler|again|instead|same|similar|else|different|other|others|another)$/;
/** "more", "others", "different ones": the user has seen the last answer's videos and wants new ones. */
const WANTS_OTHERS = /\b(more|another|other|others|different|else|new)\b/;

/** A message read with the conversation before it. */
export interface AskedWithHistory {
  subject: Subject;
  /** The user's niche as they last wrote it (this message's first). */
  niche: string | null;
  /** Videos earlier answers cited, when the message asks for others. */
  seen: Set<number>;
}

/**
 * What a message asks about, given the recent turns (oldest first; issue 18: the model sees them). A
 * message that names a topic of its own stands alone. A follow-up that does not — "give me 5 more", "now
 * for yoga coaches", "what about talking head?" — keeps the subject of the user's latest message that had
 * one (its topic, format, platform, and its search words unless this message brings its own) and the niche
 * the user last named, so the answer stays on what the conversation is about instead of falling back to
 * the library's most viewed videos.
 */
export async function readWithHistory(
  message: string,
  history: ChatTurn[],
  tools: LibraryTools,
): Promise<AskedWithHistory> {
  const read = await subjectReader(tools);
  const own = read(message);
  const niche = extractNiche(message);
  const alone = { subject: own, niche, seen: new Set<number>() };
  const ownWords = own.query.split(' ').filter((word) => word && !NOT_A_SUBJECT.test(word));
  if (own.focus.topic || (ownWords.length > 0 && !readsAsFollowUp(message))) return alone;

  let earlier: Subject | null = null;
  let earlierNiche: string | null = null;
  const userTurns = history.filter((turn) => turn.role === 'user').slice(-USER_TURNS_BACK);
  for (const turn of userTurns.reverse()) {
    if (!earlier) {
      const subject = read(turn.content);
      if (namesSomething(subject)) earlier = subject;
    }
    earlierNiche ??= extractNiche(turn.content);
  }
  if (!earlier) return { ...alone, niche: niche ?? earlierNiche };

  const subject: Subject = {
    query: ownWords.length ? ownWords.join(' ') : earlier.query,
    focus: { ...earlier.focus, ...own.focus },
  };
  const seen = new Set<number>();
  if (WANTS_OTHERS.test(message.toLowerCase())) {
    for (const turn of history)
      if (turn.role === 'assistant') for (const id of citedIds(turn.content)) seen.add(id);
  }
  return { subject, niche: niche ?? earlierNiche, seen };
}
