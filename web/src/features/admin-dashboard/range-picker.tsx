import { useEffect, useId, useState } from 'react';
import { PRIMARY_BUTTON } from '../../components/modal-frame';
import type { AnalyticsRange } from './api/analytics-api';

export const PRESET_DAYS = [7, 30, 90] as const;

const utcToday = () => new Date().toISOString().slice(0, 10);

interface RangePickerProps {
  range: AnalyticsRange;
  /** The longest range the server keeps events for (EVENT_RETENTION_DAYS); custom dates stay within it. */
  onChange: (range: AnalyticsRange) => void;
}

/** 7 / 30 / 90 days or two dates: a radio group of buttons, then a small form for the custom range. */
export function RangePicker({ range, onChange }: RangePickerProps) {
  const custom = !('days' in range) || !PRESET_DAYS.includes(range.days as (typeof PRESET_DAYS)[number]);
  const [editing, setEditing] = useState(custom);
  useEffect(() => setEditing(custom), [custom]);
  const chip = (active: boolean) =>
    `h-9 rounded-md px-3 text-sm font-semibold transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 ${
      active
        ? 'bg-white text-slate-900 shadow-sm ring-1 ring-slate-200'
        : 'text-slate-600 hover:text-slate-900'
    }`;
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-center">
      <fieldset className="inline-flex w-fit rounded-lg bg-slate-100 p-1">
        <legend className="sr-only">Range</legend>
        {PRESET_DAYS.map((days) => (
          <button
            key={days}
            type="button"
            aria-pressed={!editing && 'days' in range && range.days === days}
            className={chip(!editing && 'days' in range && range.days === days)}
            onClick={() => {
              setEditing(false);
              onChange({ days });
            }}
          >
            {days} days
          </button>
        ))}
        <button
          type="button"
          aria-pressed={editing}
          className={chip(editing)}
          onClick={() => setEditing(true)}
        >
          Custom
        </button>
      </fieldset>
      {editing && <CustomRange range={range} onApply={onChange} />}
    </div>
  );
}

function CustomRange({
  range,
  onApply,
}: {
  range: AnalyticsRange;
  onApply: (range: AnalyticsRange) => void;
}) {
  const id = useId();
  const today = utcToday();
  const initial =
    'from' in range
      ? range
      : { from: new Date(Date.now() - (range.days - 1) * 86_400_000).toISOString().slice(0, 10), to: today };
  const [from, setFrom] = useState(initial.from);
  const [to, setTo] = useState(initial.to);
  const invalid = !from || !to || from > to || to > today;
  const input =
    'h-9 rounded-lg border-0 bg-white px-2.5 text-sm text-slate-900 shadow-sm ring-1 ring-slate-300 ring-inset focus:ring-2 focus:ring-indigo-600';
  return (
    <form
      className="flex flex-wrap items-end gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        if (!invalid) onApply({ from, to });
      }}
    >
      <label className="flex flex-col gap-1 text-xs font-medium text-slate-600" htmlFor={`${id}-from`}>
        From
        <input
          id={`${id}-from`}
          type="date"
          className={input}
          value={from}
          max={to || today}
          onChange={(e) => setFrom(e.target.value)}
        />
      </label>
      <label className="flex flex-col gap-1 text-xs font-medium text-slate-600" htmlFor={`${id}-to`}>
        To
        <input
          id={`${id}-to`}
          type="date"
          className={input}
          value={to}
          min={from}
          max={today}
          onChange={(e) => setTo(e.target.value)}
        />
      </label>
      <button type="submit" className={`${PRIMARY_BUTTON} h-9`} disabled={invalid}>
        Apply
      </button>
    </form>
  );
}
