import type { ReadFollow } from '../follows/follow-service';
import type { DigestMatches } from './digest-matches';

/** How many of each section a digest shows. The rest of what is new waits in the Feed. */
export const DIGEST_NEW_SHOWN = 10;
export const DIGEST_OUTLIERS_SHOWN = 5;
export const DIGEST_PICKS_SHOWN = 5;

/** What one digest holds (docs/product/feed.md#digests): video ids, section by section, in the mail's order. */
export interface DigestContent {
  /** Videos that entered the library in the window and match a follow, newest first, with how many did. */
  newFromFollows: { total: number; videos: { id: number; reasons: string[] }[] };
  /** The window's videos that broke out most (the outlier badge's bar and up), from the whole library. */
  topOutliers: number[];
  /** A few of the For you tab's picks not already shown above (app.ts hands them in). */
  forYouPicks: { id: number; why: string }[];
}

/**
 * The For you tab's best picks for a user, leaving out videos the digest already shows. The digest
 * stands a floor above the Feed and is handed this by app.ts; without it the mail has no picks section.
 */
export type ForYouPicks = (request: {
  userId: string;
  limit: number;
  exclude: readonly number[];
}) => Promise<{ id: number; why: string }[]>;

/**
 * True when a digest has no news: nothing new from the follows and no outliers. No mail goes out, and the
 * window moves on all the same; For you picks alone are not news (they are there every day).
 */
export const isEmptyDigest = (content: DigestContent) =>
  content.newFromFollows.total === 0 && content.topOutliers.length === 0;

/**
 * Works out the digests of one run, section by section, from the run's matches (digest-matches.ts): what
 * is new from the user's follows after their window's start, the window's top outliers not already in
 * it, and the For you picks, if wired in.
 */
export class DigestContents {
  constructor(
    private readonly matches: DigestMatches,
    private readonly forYouPicks: ForYouPicks | null,
  ) {}

  /** The digest of one user whose follows the run's matches were prepared for. */
  async forUser(userId: string, follows: ReadFollow[], since: Date): Promise<DigestContent> {
    // The Feed's order (newest in the library first, then the higher id), each video with every follow it
    // matches, in the order the follows list shows them.
    const found = new Map<number, { at: number; reasons: string[] }>();
    for (const read of follows) {
      for (const { id, at } of this.matches.matchesOf(read, since)) {
        const entry = found.get(id) ?? { at, reasons: [] };
        entry.reasons.push(read.target.label);
        found.set(id, entry);
      }
    }
    const newest = [...found].sort(([idA, a], [idB, b]) => b.at - a.at || idB - idA);
    const videos = newest.slice(0, DIGEST_NEW_SHOWN).map(([id, { reasons }]) => ({ id, reasons }));
    const shown = new Set(videos.map((video) => video.id));
    const topOutliers = (await this.matches.outliersAfter(since))
      .map((video) => video.id)
      .filter((id) => !shown.has(id))
      .slice(0, DIGEST_OUTLIERS_SHOWN);
    for (const id of topOutliers) shown.add(id);
    const news = found.size > 0 || topOutliers.length > 0;
    const forYouPicks =
      this.forYouPicks && news
        ? (await this.forYouPicks({ userId, limit: DIGEST_PICKS_SHOWN, exclude: [...shown] }))
            .filter(({ id }) => !shown.has(id))
            .slice(0, DIGEST_PICKS_SHOWN)
        : [];
    return { newFromFollows: { total: found.size, videos }, topOutliers, forYouPicks };
  }
}
