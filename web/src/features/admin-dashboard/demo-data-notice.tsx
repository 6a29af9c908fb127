import { Info } from 'lucide-react';
import { utcLongDay } from '../../../../shared/domain/dates';

/**
 * Says which of the shown figures are the demo's invented usage (written when the install first started),
 * so nobody reads them as real traffic. Shown only when the range reaches back into that time.
 */
export function DemoDataNotice({ through, rangeFrom }: { through: string | null; rangeFrom: string }) {
  if (!through) return null;
  const lastDemoDay = through.slice(0, 10);
  if (rangeFrom > lastDemoDay) return null;
  return (
    <p
      role="note"
      className="flex items-start gap-2 rounded-lg bg-amber-50 px-4 py-3 text-sm text-amber-900 ring-1 ring-amber-200"
    >
      <Info className="mt-0.5 size-4 shrink-0" aria-hidden />
      <span>
        <strong className="font-semibold">Demo data.</strong> Usage up to {utcLongDay(lastDemoDay)} was
        generated with the demo library when this install first started; it is not real traffic. Later days
        count real visits.
      </span>
    </p>
  );
}
