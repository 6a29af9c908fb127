import { Link } from 'react-router';
import { formatNumber } from '../../../../shared/domain/number-format';
import { paths } from '../../../../shared/domain/paths';
import { platformName } from '../../components/platform';
import { PlatformMark } from '../../components/platform-mark';
import type { Analytics, AnalyticsTopVideo } from './api/analytics-api';

/** Ranked searches: the query, how often, and how many of those found nothing. */
export function SearchList({
  searches,
  empty,
}: {
  searches: Analytics['topSearches'] | Analytics['zeroResultSearches'];
  empty: string;
}) {
  if (searches.length === 0) return <p className="py-6 text-center text-sm text-slate-500">{empty}</p>;
  return (
    <ol className="divide-y divide-slate-100">
      {searches.map((search, i) => (
        <li key={search.query} className="flex items-center gap-3 py-2.5 text-sm">
          <span className="w-5 shrink-0 text-right text-xs font-semibold text-slate-500 tabular-nums">
            {i + 1}
          </span>
          <span className="min-w-0 flex-1 truncate font-medium text-slate-800" title={search.query}>
            {search.query}
          </span>
          {'zeroResults' in search && search.zeroResults > 0 && (
            <span className="shrink-0 rounded-full bg-amber-50 px-2 py-0.5 text-xs font-medium text-amber-700 ring-1 ring-amber-200">
              {formatNumber(search.zeroResults)} found nothing
            </span>
          )}
          <span className="shrink-0 font-semibold text-slate-700 tabular-nums">
            {formatNumber(search.count)}
          </span>
        </li>
      ))}
    </ol>
  );
}

/** The most viewed or saved videos, each linking to its page. */
export function VideoList({
  videos,
  unit,
  empty,
}: {
  videos: AnalyticsTopVideo[];
  unit: string;
  empty: string;
}) {
  if (videos.length === 0) return <p className="py-6 text-center text-sm text-slate-500">{empty}</p>;
  return (
    <ol className="divide-y divide-slate-100">
      {videos.map((video, i) => (
        <li key={video.id}>
          <Link
            to={paths.video(video.id)}
            className="group flex items-center gap-3 rounded-lg py-2 focus-visible:outline-2 focus-visible:outline-indigo-600"
          >
            <span className="w-5 shrink-0 text-right text-xs font-semibold text-slate-500 tabular-nums">
              {i + 1}
            </span>
            <span className="relative grid size-11 shrink-0 place-items-center overflow-hidden rounded-lg bg-slate-100 ring-1 ring-slate-200">
              {video.thumbnail ? (
                <img src={video.thumbnail} alt="" loading="lazy" className="size-full object-cover" />
              ) : (
                <PlatformMark platform={video.platform ?? ''} className="size-5 text-slate-400" />
              )}
            </span>
            <span className="min-w-0 flex-1">
              <span className="line-clamp-2 text-sm font-medium text-slate-800 group-hover:text-indigo-700">
                {video.title}
              </span>
              <span className="text-xs text-slate-500">{platformName(video.platform)}</span>
            </span>
            <span className="shrink-0 text-right text-sm font-semibold text-slate-700 tabular-nums">
              {formatNumber(video.count)}
              <span className="sr-only"> {unit}</span>
            </span>
          </Link>
        </li>
      ))}
    </ol>
  );
}
