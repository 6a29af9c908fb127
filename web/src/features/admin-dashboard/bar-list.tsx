import { formatNumber } from '../../../../shared/domain/number-format';

export interface BarItem {
  name: string;
  count: number;
}

interface BarListProps {
  items: BarItem[];
  /** The count a full bar stands for: the total (platform shares) or the largest item (top lists). */
  scale: number;
  /** Shows each item's share of `scale` beside its count. */
  showShare?: boolean;
  empty: string;
  label: string;
}

/**
 * Horizontal bars as a list: the names and counts are text, so the list reads the same to a screen reader
 * as it looks (docs/product/analytics.md#analytics-dashboard: top lists relative to the maximum, platforms relative to the total).
 */
export function BarList({ items, scale, showShare = false, empty, label }: BarListProps) {
  if (items.length === 0) return <p className="py-6 text-center text-sm text-slate-500">{empty}</p>;
  return (
    <ul aria-label={label} className="space-y-3">
      {items.map((item) => {
        const width = scale > 0 ? Math.max(2, (item.count / scale) * 100) : 0;
        const share = scale > 0 ? Math.round((item.count / scale) * 100) : 0;
        return (
          <li key={item.name}>
            <div className="flex items-baseline justify-between gap-3 text-sm">
              <span className="min-w-0 truncate font-medium text-slate-800" title={item.name}>
                {item.name}
              </span>
              <span className="shrink-0 text-slate-600 tabular-nums">
                {formatNumber(item.count)}
                {showShare && <span className="ml-1.5 text-slate-500">{share}%</span>}
              </span>
            </div>
            <div className="mt-1.5 h-2 overflow-hidden rounded-full bg-slate-100" aria-hidden>
              <div className="h-full rounded-full bg-indigo-500" style={{ width: `${width}%` }} />
            </div>
          </li>
        );
      })}
    </ul>
  );
}

/** The top `n` entries of a name → count map, largest first. */
export function topEntries(counts: Record<string, number>, n: number): BarItem[] {
  return Object.entries(counts)
    .map(([name, count]) => ({ name, count }))
    .sort((a, b) => b.count - a.count || a.name.localeCompare(b.name))
    .slice(0, n);
}
