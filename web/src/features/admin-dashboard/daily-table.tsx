import { utcLongDay } from '../../../../shared/domain/dates';
import { formatNumber } from '../../../../shared/domain/number-format';
import type { AnalyticsDailyPoint } from './api/analytics-api';
import type { SeriesList } from './chart-series';

/** The figures behind a chart, one row per day: what a keyboard or screen-reader user reads instead. */
export function DailyTable({
  caption,
  daily,
  series,
}: {
  caption: string;
  daily: AnalyticsDailyPoint[];
  series: SeriesList;
}) {
  return (
    <div className="max-h-80 overflow-auto rounded-xl ring-1 ring-slate-200">
      <table className="min-w-full text-left text-sm tabular-nums">
        <caption className="sr-only">{caption}</caption>
        <thead className="sticky top-0 bg-slate-50 text-xs font-semibold tracking-wide text-slate-500 uppercase">
          <tr>
            <th scope="col" className="px-3 py-2">
              Day (UTC)
            </th>
            {series.map((s) => (
              <th key={s.key} scope="col" className="px-3 py-2 text-right">
                {s.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {[...daily].reverse().map((point) => (
            <tr key={point.date}>
              <th scope="row" className="px-3 py-1.5 font-medium whitespace-nowrap text-slate-700">
                {utcLongDay(point.date)}
              </th>
              {series.map((s) => (
                <td key={s.key} className="px-3 py-1.5 text-right text-slate-600">
                  {formatNumber(point[s.key as keyof AnalyticsDailyPoint] as number)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
