import { CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { utcShortDay } from '../../../../shared/domain/dates';
import { formatNumber } from '../../../../shared/domain/number-format';
import type { AnalyticsDailyPoint } from './api/analytics-api';
import type { SeriesList } from './chart-series';

interface DailyChartProps {
  daily: AnalyticsDailyPoint[];
  series: SeriesList;
}

/**
 * A line per series over the days of the range. Loaded lazily (recharts is large) inside the admin chunk;
 * hidden from screen readers, which get the same figures as a table beside it (daily-table.tsx).
 */
export default function DailyChart({ daily, series }: DailyChartProps) {
  return (
    <div aria-hidden className="h-64 w-full sm:h-72" data-chart="">
      <ResponsiveContainer width="100%" height="100%">
        <LineChart
          accessibilityLayer={false}
          data={daily}
          margin={{ top: 8, right: 12, bottom: 0, left: -12 }}
        >
          <CartesianGrid stroke="#e2e8f0" strokeDasharray="3 3" vertical={false} />
          <XAxis
            dataKey="date"
            tickFormatter={utcShortDay}
            tick={{ fontSize: 12, fill: '#64748b' }}
            tickLine={false}
            axisLine={{ stroke: '#cbd5e1' }}
            minTickGap={24}
          />
          <YAxis
            allowDecimals={false}
            tick={{ fontSize: 12, fill: '#64748b' }}
            tickLine={false}
            axisLine={false}
            tickFormatter={formatNumber}
            width={48}
          />
          <Tooltip
            labelFormatter={(label) => utcShortDay(String(label))}
            formatter={(value, name) => [formatNumber(Number(value)), name]}
            contentStyle={{ borderRadius: 12, borderColor: '#e2e8f0', fontSize: 13 }}
          />
          <Legend iconType="circle" iconSize={8} wrapperStyle={{ fontSize: 12, paddingTop: 8 }} />
          {series.map((s) => (
            <Line
              key={s.key}
              type="monotone"
              dataKey={s.key}
              name={s.label}
              stroke={s.color}
              strokeWidth={2}
              dot={false}
              activeDot={{ r: 4 }}
              isAnimationActive={false}
            />
          ))}
        </LineChart>
      </ResponsiveContainer>
    </div>
  );
}
