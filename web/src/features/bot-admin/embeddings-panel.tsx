import { CircleCheck, Sparkles, TriangleAlert } from 'lucide-react';
import { useId } from 'react';
import { formatNumber } from '../../../../shared/domain/number-format';
import { callToActionClass } from '../../components/call-to-action';
import type { EmbeddingStatus } from './api/embeddings-api';
import { EMBEDDINGS_STATUS_FAILED } from './bot-admin-messages';
import { useEmbeddingJob } from './use-embedding-job';

/** Generate Embeddings (docs/product/bot-admin-and-embeddings.md, docs/product/bot-admin-and-embeddings.md#embeddings): start the job and follow it on a progress bar. */
export function EmbeddingsPanel({ pollMs }: { pollMs?: number }) {
  const id = useId();
  const job = useEmbeddingJob(pollMs);
  const { status } = job;
  return (
    <section
      aria-labelledby={`${id}-title`}
      className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200"
    >
      <div className="flex items-start gap-3">
        <span className="grid size-9 shrink-0 place-items-center rounded-lg bg-indigo-50 text-indigo-700">
          <Sparkles className="size-5" aria-hidden />
        </span>
        <div>
          <h2 id={`${id}-title`} className="text-base font-semibold text-slate-900">
            Embeddings
          </h2>
          <p className="mt-0.5 text-sm text-slate-600">
            Semantic search and the bot’s retrieval read them. Only videos whose text changed are embedded
            again.
          </p>
        </div>
      </div>
      {status?.isRunning ? (
        <JobProgress status={status} />
      ) : (
        <p className={`mt-4 text-sm ${status?.error ? 'text-rose-700' : 'text-slate-600'}`}>
          {lastRun(status)}
        </p>
      )}
      {job.statusFailed && (
        <p role="alert" className="mt-3 flex items-center gap-2 text-sm font-medium text-rose-700">
          <TriangleAlert className="size-4 shrink-0" aria-hidden />
          {EMBEDDINGS_STATUS_FAILED}
        </p>
      )}
      {job.outcome && (
        <div
          role={job.outcome.tone === 'error' ? 'alert' : 'status'}
          className={`mt-3 flex items-start gap-2 rounded-lg px-3 py-2 text-sm ${job.outcome.tone === 'error' ? 'bg-rose-50 text-rose-800' : 'bg-emerald-50 text-emerald-800'}`}
        >
          {job.outcome.tone === 'error' ? (
            <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden />
          ) : (
            <CircleCheck className="mt-0.5 size-4 shrink-0" aria-hidden />
          )}
          <span>
            <span className="font-medium">{job.outcome.text}</span>
            {job.outcome.detail && <span className="block">{job.outcome.detail}</span>}
          </span>
        </div>
      )}
      <button
        type="button"
        onClick={job.start}
        disabled={job.running}
        className={callToActionClass(
          'small',
          'secondary',
          'mt-4 h-10 w-full disabled:cursor-not-allowed disabled:opacity-60',
        )}
      >
        <Sparkles className="size-4" aria-hidden />
        {job.running ? 'Generating…' : 'Generate Embeddings'}
      </button>
    </section>
  );
}

function JobProgress({ status }: { status: EmbeddingStatus }) {
  const percent = Math.round(status.progress);
  return (
    <div className="mt-4">
      <div className="flex items-baseline justify-between gap-3 text-sm">
        <p className="font-medium text-slate-900">{status.message ?? 'Embedding…'}</p>
        <p className="font-semibold text-indigo-700 tabular-nums">{percent}%</p>
      </div>
      <div
        role="progressbar"
        aria-label="Embedding progress"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${formatNumber(status.processed)} of ${formatNumber(status.total)} videos`}
        className="mt-2 h-2.5 overflow-hidden rounded-full bg-slate-100"
      >
        <div
          className="h-full rounded-full bg-indigo-600 transition-[width] duration-500"
          style={{ width: `${percent}%` }}
        />
      </div>
      <p className="mt-2 text-sm text-slate-600 tabular-nums" aria-live="polite">
        {formatNumber(status.processed)} / {formatNumber(status.total)} videos
      </p>
    </div>
  );
}

/** The last run's line under the title while nothing runs. */
function lastRun(status: EmbeddingStatus | undefined): string {
  if (!status) return 'Reading the job’s status…';
  if (status.error) return `Last run failed: ${status.error}`;
  return status.message ?? 'No run yet.';
}
