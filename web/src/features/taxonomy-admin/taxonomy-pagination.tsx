import { ChevronLeft, ChevronRight } from 'lucide-react';
import type { Pagination } from '../../../../shared/contracts/api-envelope';

const BUTTON =
  'inline-flex h-9 items-center gap-1 rounded-lg bg-white px-3 text-sm font-medium text-slate-700 shadow-sm ring-1 ring-slate-200 ring-inset hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 disabled:cursor-not-allowed disabled:opacity-50 disabled:shadow-none';

/** Pages of 50: which entries show, and Previous / Next (hidden when everything fits on one page). */
export function TaxonomyPagination({
  pagination: { page, limit, total, hasMore },
  shown,
  onPageChange,
}: {
  pagination: Pagination;
  shown: number;
  onPageChange: (page: number) => void;
}) {
  if (page === 1 && !hasMore) return null;
  const first = (page - 1) * limit + 1;
  return (
    <nav aria-label="Pagination" className="flex flex-col items-center justify-between gap-3 sm:flex-row">
      <p className="text-sm text-slate-600 tabular-nums">
        {first.toLocaleString('en-US')}–{(first + shown - 1).toLocaleString('en-US')} of{' '}
        {total.toLocaleString('en-US')}
      </p>
      <div className="flex items-center gap-2">
        <button type="button" className={BUTTON} disabled={page <= 1} onClick={() => onPageChange(page - 1)}>
          <ChevronLeft className="size-4" aria-hidden />
          Previous
        </button>
        <span className="px-2 text-sm text-slate-600 tabular-nums">
          Page {page} of {Math.max(1, Math.ceil(total / limit))}
        </span>
        <button type="button" className={BUTTON} disabled={!hasMore} onClick={() => onPageChange(page + 1)}>
          Next
          <ChevronRight className="size-4" aria-hidden />
        </button>
      </div>
    </nav>
  );
}
