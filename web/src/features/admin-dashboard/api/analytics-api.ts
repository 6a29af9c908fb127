import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type {
  Analytics,
  AnalyticsDailyPoint,
  AnalyticsResponse,
  AnalyticsTopVideo,
} from '../../../../../shared/contracts/analytics';
import { apiGet } from '../../../lib/api-client';

export type { Analytics, AnalyticsDailyPoint, AnalyticsTopVideo };

/** The dashboard's range: the last N days, or two UTC dates (inclusive). */
export type AnalyticsRange = { days: number } | { from: string; to: string };

export const rangeParams = (range: AnalyticsRange) =>
  'days' in range ? new URLSearchParams({ days: String(range.days) }) : new URLSearchParams(range);

/** GET /api/analytics (docs/product/calls.md#analytics-and-admin: the figures are the body's data). */
export const analyticsQuery = (range: AnalyticsRange) =>
  queryOptions({
    queryKey: ['admin', 'analytics', range],
    queryFn: ({ signal }): Promise<Analytics> =>
      apiGet<AnalyticsResponse>(`/analytics?${rangeParams(range)}`, signal).then((b) => b.data),
    // Changing the range keeps the figures on screen (dimmed) until the new ones arrive.
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
