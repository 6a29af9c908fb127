import { CalendarDays, Eye, Heart, type LucideIcon, MessageCircle, TrendingUp } from 'lucide-react';
import type { PublicVideo } from '../../../../shared/contracts/video';
import { utcDate } from '../../../../shared/domain/dates';
import { ENGAGEMENT_DECIMALS_DETAIL, formatEngagement } from '../../../../shared/domain/engagement';
import { formatCount } from '../../../../shared/domain/number-format';

type MetricsSource = Pick<PublicVideo, 'views' | 'likes' | 'comments' | 'engagement' | 'post_date'>;

export interface Metric {
  label: 'Views' | 'Likes' | 'Comments' | 'Engagement' | 'Posted';
  value: string;
  icon: LucideIcon;
  /** Machine-readable date for Posted. */
  dateTime?: string;
}

const positive = (n: number | null): n is number => n !== null && Number.isFinite(n) && n > 0;

/**
 * The metrics a video shows (docs/product/video-detail.md#metrics): Views, Likes, Comments and Engagement each only when present
 * and above zero, Posted whenever a date exists. Counts in K/M; engagement as a percent with two decimals.
 */
export function videoMetrics(video: MetricsSource): Metric[] {
  const metrics: Metric[] = [];
  if (positive(video.views)) metrics.push({ label: 'Views', value: formatCount(video.views), icon: Eye });
  if (positive(video.likes)) metrics.push({ label: 'Likes', value: formatCount(video.likes), icon: Heart });
  if (positive(video.comments))
    metrics.push({ label: 'Comments', value: formatCount(video.comments), icon: MessageCircle });
  if (positive(video.engagement)) {
    // docs/product/video-detail.md#page-title-rule: two decimals in the modal and on the detail page.
    const value = formatEngagement(video.engagement, ENGAGEMENT_DECIMALS_DETAIL);
    metrics.push({ label: 'Engagement', value, icon: TrendingUp });
  }
  // A stored instant: its UTC day, as in the list, so a post stays on the same day for every reader.
  const posted = utcDate(video.post_date);
  if (posted) {
    metrics.push({
      label: 'Posted',
      value: posted,
      icon: CalendarDays,
      dateTime: video.post_date ?? undefined,
    });
  }
  return metrics;
}

/** The metrics as a compact strip (modal) or as tiles (detail page); nothing when there are none. */
export function VideoMetrics({ video, variant }: { video: MetricsSource; variant: 'strip' | 'tiles' }) {
  const metrics = videoMetrics(video);
  if (metrics.length === 0) return null;
  if (variant === 'strip') {
    return (
      <ul className="flex flex-wrap gap-2" aria-label="Video metrics">
        {metrics.map(({ label, value, icon: Icon, dateTime }) => (
          <li
            key={label}
            className="inline-flex items-center gap-1.5 rounded-full bg-slate-100 px-2.5 py-1 text-[13px] ring-1 ring-slate-200/70 ring-inset sm:px-3 sm:py-1.5 sm:text-sm"
          >
            <Icon className="size-4 text-slate-600" aria-hidden />
            {/* Counts read '21.5K Views'; the date reads 'Posted Jul 16, 2025'. */}
            <span className={`text-slate-600 ${dateTime ? '' : 'order-last'}`}>{label}</span>
            <span className="font-semibold text-slate-900 tabular-nums">
              {dateTime ? <time dateTime={dateTime}>{value}</time> : value}
            </span>
          </li>
        ))}
      </ul>
    );
  }
  return (
    <dl className="grid grid-cols-[repeat(auto-fill,minmax(9.5rem,1fr))] gap-3" aria-label="Video metrics">
      {metrics.map(({ label, value, icon: Icon, dateTime }) => (
        <div key={label} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
          <dt className="flex items-center gap-1.5 text-xs font-medium tracking-wide text-slate-500 uppercase">
            <Icon className="size-3.5" aria-hidden />
            {label}
          </dt>
          <dd className="mt-1 text-lg font-semibold tracking-tight whitespace-nowrap text-slate-900 tabular-nums">
            {dateTime ? <time dateTime={dateTime}>{value}</time> : value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
