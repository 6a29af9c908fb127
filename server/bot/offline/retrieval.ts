import type { FullVideo } from '../../../shared/contracts/video';
import type { LibraryFilters, LibraryTools } from '../chat-model';
import { TOOL_SEARCH_MAX } from '../library-tools';
import type { Focus, Subject } from './subject';

/** Videos an answer reads: enough to count formats across, few enough to stay quick and on topic. */
export const RETRIEVED = 12;
/** Fewer matches than this and the strategist searches again, more broadly. */
const ENOUGH = 4;

export interface Retrieval {
  videos: FullVideo[];
  /** The taxonomy entries the message names (and the search was narrowed to where that found enough). */
  focus: Focus;
  /** The words searched for. */
  query: string;
  current: FullVideo | null;
}

const DEICTIC =
  /\b(this|that|the current|the open) (video|one|clip|reel)\b|\blike this\b|\bthis (hook|format|work)|\b(it|this) work/;

/**
 * The videos an answer draws on: a hybrid search for the subject's words within the taxonomy entries it
 * names (dropping them when that finds too little), then a search on the niche alone, then the current
 * video and its similar videos; the filters' (or library's) most viewed videos only when all of that found
 * nothing, so an answer always has something real to cite. A platform the user named holds throughout:
 * "only TikTok videos" never gets an Instagram one to fill the list.
 */
export async function retrieve(input: {
  message: string;
  subject: Subject;
  niche: string | null;
  currentVideoId?: number | undefined;
  tools: LibraryTools;
  /** Videos earlier answers cited: "give me 5 more" wants others first; these only fill a short list. */
  seen?: ReadonlySet<number>;
}): Promise<Retrieval> {
  const { message, niche, tools } = input;
  const { query, focus } = input.subject;
  const seen = input.seen ?? new Set<number>();
  const found = new Map<number, FullVideo>();
  const held: FullVideo[] = [];
  const add = (videos: FullVideo[], again = false) => {
    for (const video of videos) {
      if (found.size >= RETRIEVED || found.has(video.id)) continue;
      if (focus.platform && video.platform !== focus.platform) continue;
      if (seen.has(video.id) && !again) held.push(video);
      else found.set(video.id, video);
    }
  };
  // Room for the videos already cited, so a "more" still finds a full list of others.
  const limit = Math.min(TOOL_SEARCH_MAX, RETRIEVED + seen.size);

  const current = input.currentVideoId ? await tools.getVideo(input.currentVideoId) : null;
  const similar = current ? await tools.similar(current.id) : [];
  // "Why does this work?" with a video open is about that video first.
  if (current && (DEICTIC.test(message.toLowerCase()) || !query)) add([current, ...similar]);

  const base: LibraryFilters = focus.platform ? { platform: focus.platform } : {};
  const filters: LibraryFilters = { ...base };
  if (focus.topic) filters.topic = [focus.topic];
  if (focus.format) filters.format = focus.format;
  if (focus.concept) filters.concept = focus.concept;
  if (focus.accountType) filters.accountType = focus.accountType;
  const attempts: [string, LibraryFilters][] = [[query, filters]];
  // Too narrow? Keep the topic (the subject), drop the format, concept and account type; then the topic's
  // most viewed videos (its words may be few); only then the words across the whole library.
  const topicOnly: LibraryFilters = focus.topic ? { ...base, topic: [focus.topic] } : base;
  if (filters.format || filters.concept || filters.accountType) attempts.push([query, topicOnly]);
  if (focus.topic) attempts.push(['', topicOnly]);
  if (Object.keys(filters).length > Object.keys(base).length) attempts.push([query, base]);
  if (niche) attempts.push([niche, base]);
  for (const [text, within] of attempts) {
    if (found.size >= ENOUGH && found.size >= RETRIEVED / 2) break;
    if (!text && !Object.keys(within).length) continue;
    add(await tools.search(text, { filters: within, limit }));
  }
  if (current) add([current, ...similar]);
  // Without vectors a video has no similar videos yet: its topic's best stand in.
  if (current && found.size < ENOUGH && current.primary_topic) {
    add(await tools.search('', { filters: { ...base, topic: [current.primary_topic] }, limit }));
  }
  if (found.size < RETRIEVED / 2) add(held, true);
  if (found.size < 3) add(await tools.search('', { filters: base, limit: RETRIEVED }), true);
  return { videos: [...found.values()], focus, query, current };
}
