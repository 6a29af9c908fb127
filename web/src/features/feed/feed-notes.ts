import { Rss, Sparkles, TrendingUp } from 'lucide-react';
import type { FeedVideo } from '../../../../shared/contracts/feed';
import { OUTLIER_BADGE_MIN_SCORE, outlierScoreText } from '../../../../shared/domain/outlier-score';
import type { ListVideo } from '../../components/video-list/list-video';
import type { VideoNoteOf } from '../../components/video-list/video-note';
import type { FeedView } from './feed-view';

// docs/product/feed.md#feed-page: every video of the Feed says why it is there. Module-level functions,
// so the list's memoised cards keep their props from one render to the next.

/** The list holds the Feed's videos; `why` may be missing from a server that does not send it yet. */
const feedFields = (video: ListVideo): Partial<Pick<FeedVideo, 'reasons' | 'why'>> =>
  video as Partial<FeedVideo>;

/** Following (and Trending within follows): the follows it matches, "Skincare · @creator". */
const followedNote: VideoNoteOf = (video) => {
  const reasons = feedFields(video).reasons ?? [];
  if (reasons.length === 0) return null;
  // A no-break space before each "·": a note that wraps ends its first line on the dot, never starts a line with it.
  const text = reasons.map((reason) => reason.label).join('\u00a0· ');
  return { icon: Rss, lead: 'From what you follow:', text };
};

/** For you: what it is like, "Like 3 videos you saved". */
const likeNote: VideoNoteOf = (video) => {
  const why = feedFields(video).why?.trim();
  return why ? { icon: Sparkles, text: why } : null;
};

/** Trending: its score, where the outlier badge (from 5×) does not already say it. */
const scoreNote: VideoNoteOf = (video) => {
  if (video.outlier_score === null || video.outlier_score >= OUTLIER_BADGE_MIN_SCORE) return null;
  const text = outlierScoreText(video.outlier_score, video.outlier_basis);
  return text ? { icon: TrendingUp, lead: 'Trending:', text } : null;
};

/** The note each video of a Feed view carries. */
export function feedNoteOf(view: FeedView): VideoNoteOf {
  if (view.tab === 'for-you') return likeNote;
  if (view.tab === 'trending' && view.scope === 'all') return scoreNote;
  return followedNote;
}
