import { Flame } from 'lucide-react';
import type { PublicVideo } from '../../../shared/contracts/video';
import { formatOutlierScore, outlierBadgeText } from '../../../shared/domain/outlier-score';

const TONES = {
  light: 'bg-amber-50 text-amber-800 ring-amber-200',
  dark: 'bg-amber-400/90 text-amber-950 ring-amber-300/60',
} as const;

interface OutlierBadgeProps {
  video: Pick<PublicVideo, 'outlier_score' | 'outlier_basis'>;
  /** `dark` on a thumbnail's art, `light` on a white card or page. */
  tone?: keyof typeof TONES;
  /** Only the figure ("12×") where a tile has no room; the whole sentence stays its accessible name. */
  compact?: boolean;
  className?: string;
}

/**
 * A video's outlier score as a badge, "12× the author's usual" (docs/product/browsing.md#sorting): only from
 * the score where it means something (shared/domain/outlier-score.ts), nothing below it.
 */
export function OutlierBadge({ video, tone = 'light', compact = false, className = '' }: OutlierBadgeProps) {
  const text = outlierBadgeText(video.outlier_score, video.outlier_basis);
  if (text === null || video.outlier_score === null) return null;
  return (
    <span
      title={text}
      className={`inline-flex max-w-full items-center gap-1 rounded-full px-2 py-0.5 text-xs font-semibold tabular-nums ring-1 ring-inset ${TONES[tone]} ${className}`}
    >
      <Flame className="size-3.5 shrink-0" aria-hidden />
      {compact ? (
        <>
          <span aria-hidden>{formatOutlierScore(video.outlier_score)}</span>
          <span className="sr-only">{text}</span>
        </>
      ) : (
        <span className="truncate">{text}</span>
      )}
    </span>
  );
}
