import { queryOptions } from '@tanstack/react-query';
import type { TaxonomyItem } from '../../../../../shared/contracts/taxonomy';
import type { View, ViewListResponse } from '../../../../../shared/contracts/views';
import { apiGet } from '../../../lib/api-client';

/** How many topics, and how many views, the Feed's empty state offers to start from. */
const OFFERED = 6;

export interface StartingPoints {
  /** The topics with the most videos: each page has a Follow button. */
  topics: TaxonomyItem[];
  /** The curated views, each with a Follow button on its page. */
  views: View[];
}

/**
 * Where a user who follows nothing can go to follow something (docs/product/feed.md#feed-page): the
 * biggest topics and the curated views, both public lists the server keeps cached.
 */
export const startingPointsQuery = () =>
  queryOptions({
    // Not under FEED_KEY: an unfollow refreshes the Feed's lists, not these.
    queryKey: ['feed-starting-points'],
    queryFn: async ({ signal }): Promise<StartingPoints> => {
      const [topics, views] = await Promise.all([
        apiGet<{ data: TaxonomyItem[] }>('/topics/public', signal),
        apiGet<ViewListResponse>('/views/public', signal),
      ]);
      return {
        topics: topics.data
          .filter((topic) => topic.usage_count > 0)
          .sort((a, b) => b.usage_count - a.usage_count)
          .slice(0, OFFERED),
        views: views.data.filter((view) => view.video_count > 0).slice(0, OFFERED),
      };
    },
    staleTime: 5 * 60_000,
  });
