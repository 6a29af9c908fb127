import { CalendarDays, Pencil, Share2, Trash2 } from 'lucide-react';
import { Link } from 'react-router';
import type { Swipefile } from '../../../../../shared/contracts/swipefiles';
import { paths } from '../../../../../shared/domain/paths';
import { countOf } from '../../../../../shared/domain/plural';
import { LocalDate } from '../../../lib/local-date';
import { swipefileAudience } from '../swipefile-audience';
import { swipefileActions } from '../swipefile-permissions';
import { CoverMosaic } from './cover-mosaic';
import { RoleBadge } from './role-badges';

interface SwipefileCardProps {
  swipefile: Swipefile;
  onShare: (swipefile: Swipefile) => void;
  onEdit: (swipefile: Swipefile) => void;
  onDelete: (swipefile: Swipefile) => void;
  /** The first card on the screen: its cover's first image is the one to load first. */
  priority?: boolean;
}

const ICON_BUTTON =
  'relative z-10 grid size-9 place-items-center rounded-lg text-slate-500 hover:bg-slate-100 hover:text-slate-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600';

/**
 * docs/product/swipefiles.md#cards: a swipefile's card — name, 'Default' badge, description, created date, and the actions the
 * caller may take; issue 31 adds the cover of its newest videos, the video count and who may read it. The
 * whole card opens /swipefiles/{id} (the name's link stretches over it).
 */
export function SwipefileCard({ swipefile, onShare, onEdit, onDelete, priority }: SwipefileCardProps) {
  const actions = swipefileActions(swipefile);
  const audience = swipefileAudience(swipefile);
  const AudienceIcon = audience.icon;
  return (
    <article className="group relative flex flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200 transition-shadow focus-within:ring-2 focus-within:ring-indigo-600 hover:shadow-md">
      <CoverMosaic covers={swipefile.covers} priority={priority} />
      <div className="flex flex-1 flex-col p-5">
        <div className="flex flex-wrap items-center gap-2">
          <h2 className="min-w-0 text-base font-semibold text-slate-900">
            <Link
              to={paths.swipefile(swipefile.id)}
              className="break-words after:absolute after:inset-0 after:rounded-2xl focus:outline-none"
            >
              {swipefile.name}
            </Link>
          </h2>
          {swipefile.is_default && (
            <span className="rounded-full bg-indigo-50 px-2 py-0.5 text-xs font-semibold text-indigo-700 ring-1 ring-indigo-200">
              Default
            </span>
          )}
          <RoleBadge role={swipefile.user_role} />
        </div>
        <p className="mt-1.5 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-600">
          <span className="font-medium text-slate-700">{countOf(swipefile.video_count, 'video')}</span>
          <span
            className="inline-flex items-center gap-1 rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-700"
            title={audience.sentence}
          >
            <AudienceIcon className="size-3.5" aria-hidden />
            {audience.badge}
          </span>
        </p>
        {swipefile.description && (
          <p className="mt-2 line-clamp-3 text-sm leading-6 text-slate-600">{swipefile.description}</p>
        )}
        <div className="mt-auto flex items-center justify-between gap-3 pt-4">
          <p className="flex items-center gap-1.5 text-xs text-slate-500">
            <CalendarDays className="size-3.5" aria-hidden />
            Created <LocalDate value={swipefile.created_at} />
          </p>
          <div className="flex items-center gap-1">
            {actions.share && (
              <button
                type="button"
                className={ICON_BUTTON}
                aria-label={`Share ${swipefile.name}`}
                onClick={() => onShare(swipefile)}
              >
                <Share2 className="size-4" aria-hidden />
              </button>
            )}
            {actions.edit && (
              <button
                type="button"
                className={ICON_BUTTON}
                aria-label={`Edit ${swipefile.name}`}
                onClick={() => onEdit(swipefile)}
              >
                <Pencil className="size-4" aria-hidden />
              </button>
            )}
            {actions.remove && (
              <button
                type="button"
                className={`${ICON_BUTTON} hover:bg-rose-50 hover:text-rose-600`}
                aria-label={`Delete ${swipefile.name}`}
                onClick={() => onDelete(swipefile)}
              >
                <Trash2 className="size-4" aria-hidden />
              </button>
            )}
          </div>
        </div>
      </div>
    </article>
  );
}
