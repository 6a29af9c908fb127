import { CircleCheck, Download } from 'lucide-react';
import { formatNumber } from '../../../../shared/domain/number-format';
import { SECONDARY_BUTTON } from '../../components/modal-frame';
import type { ImportReport } from './api/upload-import';
import { downloadText, rejectionsCsv, reportBaseName, reportJson } from './report-files';

/** Rejections listed on screen; the rest are in the downloads. */
export const REJECTIONS_SHOWN = 50;

export function ImportReportView({ report, fileName }: { report: ImportReport; fileName: string }) {
  const base = reportBaseName(fileName);
  const figures: [string, number][] = [
    ['New', report.inserted],
    ['Updated', report.updated],
    ['Unchanged', report.unchanged],
    ['Rejected', report.rejected.length],
  ];
  const hidden = report.rejected.length - REJECTIONS_SHOWN;
  return (
    <section aria-labelledby="import-report-title" className="flex flex-col gap-6">
      <div className="flex items-start gap-3">
        <CircleCheck className="mt-0.5 size-6 shrink-0 text-emerald-600" aria-hidden />
        <div>
          <h2 id="import-report-title" className="text-lg font-semibold text-slate-900">
            Import finished
          </h2>
          <p className="text-sm text-slate-600 break-all">{fileName}</p>
        </div>
      </div>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {figures.map(([label, value]) => (
          <div key={label} className="rounded-xl bg-white p-4 ring-1 ring-slate-200">
            <dt className="text-sm text-slate-600">{label}</dt>
            <dd
              className={`mt-1 text-2xl font-bold tabular-nums ${label === 'Rejected' && value > 0 ? 'text-rose-700' : 'text-slate-900'}`}
            >
              {formatNumber(value)}
            </dd>
          </div>
        ))}
      </dl>
      <ul className="flex flex-col gap-1 text-sm text-slate-700">
        <li>Taxonomy entries created: {formatNumber(report.taxonomyEntriesCreated)}</li>
        <li>
          Thumbnails converted: {formatNumber(report.thumbnailsConverted)}
          {report.thumbnailsMissing > 0 && ` · ${formatNumber(report.thumbnailsMissing)} missing`}
        </li>
        {report.collisions.length > 0 && (
          <li>
            Names merged into an existing entry:{' '}
            {report.collisions.map((c) => `${c.name} → ${c.resolvedTo}`).join(', ')}
          </li>
        )}
      </ul>
      {report.rejected.length > 0 && (
        <div className="overflow-hidden rounded-xl bg-white ring-1 ring-slate-200">
          <table className="w-full text-left text-sm">
            <caption className="px-4 pt-4 text-left text-sm font-semibold text-slate-900">
              Rejected records
            </caption>
            <thead className="text-slate-600">
              <tr>
                <th scope="col" className="w-28 px-4 py-2 font-medium">
                  Where
                </th>
                <th scope="col" className="px-4 py-2 font-medium">
                  Reason
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {report.rejected.slice(0, REJECTIONS_SHOWN).map((r) => (
                <tr key={`${r.position}-${r.reason}`}>
                  <td className="px-4 py-2 align-top font-medium whitespace-nowrap text-slate-900">
                    {r.position}
                  </td>
                  <td className="px-4 py-2 break-words text-slate-700">{r.reason}</td>
                </tr>
              ))}
            </tbody>
          </table>
          {hidden > 0 && (
            <p className="border-t border-slate-100 px-4 py-3 text-sm text-slate-600">
              and {formatNumber(hidden)} more (in the downloads)
            </p>
          )}
        </div>
      )}
      <div className="flex flex-col gap-2 sm:flex-row">
        <button
          type="button"
          className={`${SECONDARY_BUTTON} gap-2`}
          onClick={() => downloadText(reportJson(report), `${base}.json`, 'application/json')}
        >
          <Download className="size-4" aria-hidden /> Download report (JSON)
        </button>
        {report.rejected.length > 0 && (
          <button
            type="button"
            className={`${SECONDARY_BUTTON} gap-2`}
            onClick={() => downloadText(rejectionsCsv(report), `${base}-rejections.csv`, 'text/csv')}
          >
            <Download className="size-4" aria-hidden /> Rejections (CSV)
          </button>
        )}
      </div>
    </section>
  );
}
