import { ArrowLeft, Download, Pencil, Share2, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { Swipefile } from '../../../../../shared/contracts/swipefiles';
import { paths } from '../../../../../shared/domain/paths';
import { countOf } from '../../../../../shared/domain/plural';
import { callToActionClass } from '../../../components/call-to-action';
import { swipefileAudience } from '../swipefile-audience';
import { swipefileActions } from '../swipefile-permissions';
import { OwnerBadge, RoleBadge } from './role-badges';

interface DetailHeaderProps {
  swipefile: Swipefile;
  onShare: () => void;
  onEdit: () => void;
  onDelete: () => void;
  /** Actions another feature adds (the briefs' "Draft a brief"), through the app's slot. */
  extraActions?: ReactNode;
}

const ACTION = callToActionClass('small', 'secondary', 'h-10');

/** The export file of a swipefile (owner and editors): `/api/swipefiles/{id}/export?format=csv|json`. */
const exportUrl = (id: string, format: 'csv' | 'json') =>
  `/api/swipefiles/${encodeURIComponent(id)}/export?format=${format}`;

/** docs/product/swipefiles.md#swipefile-detail: back, name, description, count, badges and the caller's actions. */
export function DetailHeader({ swipefile, onShare, onEdit, onDelete, extraActions }: DetailHeaderProps) {
  const actions = swipefileActions(swipefile);
  const count = swipefile.video_count;
  const audience = swipefileAudience(swipefile);
  const AudienceIcon = audience.icon;
  return (
    <header className="flex flex-col gap-4">
      <Link
        to={paths.swipefiles}
        className="inline-flex items-center gap-1.5 self-start rounded-lg text-sm font-semibold text-slate-600 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
      >
        <ArrowLeft className="size-4" aria-hidden />
        Back to Swipefiles
      </Link>
      <div className="flex flex-col gap-4 lg:flex-row lg:items-start lg:justify-between">
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-2">
            <h1 className="text-2xl font-bold tracking-tight break-words text-slate-900 sm:text-3xl">
              {swipefile.name}
            </h1>
            {swipefile.is_default && (
              <span className="rounded-full bg-indigo-50 px-2.5 py-0.5 text-xs font-semibold text-indigo-700 ring-1 ring-indigo-200">
                Default Swipefile
              </span>
            )}
            <RoleBadge role={swipefile.user_role} />
            <OwnerBadge swipefile={swipefile} />
          </div>
          {swipefile.description && (
            <p className="mt-2 max-w-2xl text-base text-slate-600">{swipefile.description}</p>
          )}
          <p className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-600">
            <span className="font-medium">{countOf(count, 'saved video')}</span>
            <span className="inline-flex items-center gap-1.5" data-audience>
              <AudienceIcon className="size-4 text-slate-500" aria-hidden />
              {audience.sentence}
            </span>
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          {extraActions}
          {actions.share && (
            <button type="button" className={ACTION} onClick={onShare}>
              <Share2 className="size-4" aria-hidden />
              Share
            </button>
          )}
          {actions.edit && (
            <button type="button" className={ACTION} onClick={onEdit}>
              <Pencil className="size-4" aria-hidden />
              Edit
            </button>
          )}
          {actions.remove && (
            <button type="button" className={`${ACTION} text-rose-700`} onClick={onDelete}>
              <Trash2 className="size-4" aria-hidden />
              Delete
            </button>
          )}
          {swipefile.can_edit && (
            <>
              <a href={exportUrl(swipefile.id, 'csv')} download className={ACTION}>
                <Download className="size-4" aria-hidden />
                Export CSV
              </a>
              <a href={exportUrl(swipefile.id, 'json')} download className={ACTION}>
                <Download className="size-4" aria-hidden />
                Export JSON
              </a>
            </>
          )}
        </div>
      </div>
    </header>
  );
}
