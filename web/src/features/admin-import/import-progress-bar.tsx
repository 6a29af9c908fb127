import { formatNumber } from '../../../../shared/domain/number-format';
import type { UploadProgress } from './api/upload-import';
import { percentDone } from './api/upload-import';

/** The import's progress: a real bar (role progressbar) with percentage and the records so far. */
export function ImportProgressBar({ progress }: { progress: UploadProgress }) {
  const percent = percentDone(progress);
  const server = progress.server;
  return (
    <section aria-label="Import progress" className="rounded-2xl bg-white p-6 ring-1 ring-slate-200">
      <div className="flex items-baseline justify-between gap-4">
        <p className="text-sm font-semibold text-slate-900">Importing…</p>
        <p className="text-sm font-semibold text-indigo-700 tabular-nums">{percent}%</p>
      </div>
      <div
        role="progressbar"
        aria-label="Import progress"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${percent}%${server ? `, ${formatNumber(server.recordsRead)} records read` : ''}`}
        className="mt-3 h-3 overflow-hidden rounded-full bg-slate-100"
      >
        <div
          className="h-full rounded-full bg-indigo-600 transition-[width] duration-200"
          style={{ width: `${percent}%` }}
        />
      </div>
      <p className="mt-3 text-sm text-slate-600 tabular-nums" aria-live="polite">
        {server
          ? `${formatNumber(server.recordsRead)} records read · ${formatNumber(server.inserted)} new · ${formatNumber(server.updated)} updated · ${formatNumber(server.unchanged)} unchanged · ${formatNumber(server.rejected)} rejected`
          : 'Sending the file…'}
      </p>
    </section>
  );
}
