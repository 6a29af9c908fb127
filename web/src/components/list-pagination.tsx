import { ChevronLeft, ChevronRight } from 'lucide-react';
import type { Pagination } from '../../../shared/contracts/api-envelope';
import { formatNumber } from '../../../shared/domain/number-format';

const BUTTON =
  'inline-flex h-9 items-center gap-1 rounded-lg bg-white px-3 text-sm font-medium text-slate-700 shadow-sm ring-1 ring-slate-200 ring-inset hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 disabled:cursor-not-allowed disabled:opacity-50 disabled:shadow-none';

/**
 * The admin lists' pagination (users, taxonomy entries): which rows show, and Previous / Next.
 * `hideWhenOnePage` leaves it out when everything fits on one page.
 */
export function ListPagination({
  pagination,
  shown,
  onPageChange,
  hideWhenOnePage = false,
}: {
  pagination: Pagination;
  shown: number;
  onPageChange: (page: number) => void;
  hideWhenOnePage?: boolean;
}) {
  const { page, limit, total, hasMore } = pagination;
  if (hideWhenOnePage && page === 1 && !hasMore) return null;
  const pages = Math.max(1, Math.ceil(total / limit));
  const first = total === 0 ? 0 : (page - 1) * limit + 1;
  return (
    <nav aria-label="Pagination" className="flex flex-col items-center justify-between gap-3 sm:flex-row">
      <p className="text-sm text-slate-600">
        Showing <span className="font-medium text-slate-900">{formatNumber(first)}</span>–
        <span className="font-medium text-slate-900">{formatNumber(first + shown - 1)}</span> of{' '}
        <span className="font-medium text-slate-900">{formatNumber(total)}</span>
      </p>
      <div className="flex items-center gap-2">
        <button type="button" className={BUTTON} disabled={page <= 1} onClick={() => onPageChange(page - 1)}>
          <ChevronLeft className="size-4" aria-hidden />
          Previous
        </button>
        <span className="px-2 text-sm text-slate-600 tabular-nums">
          Page {page} of {pages}
        </span>
        <button type="button" className={BUTTON} disabled={!hasMore} onClick={() => onPageChange(page + 1)}>
          Next
          <ChevronRight className="size-4" aria-hidden />
        </button>
      </div>
    </nav>
  );
}
