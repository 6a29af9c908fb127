import { FileText, MessageSquare } from 'lucide-react';
import { Link } from 'react-router';
import { BRIEF_PLATFORM_LABELS } from '../../../../../shared/contracts/brief-limits';
import type { BriefSummary } from '../../../../../shared/contracts/briefs';
import { paths } from '../../../../../shared/domain/paths';
import { countOf } from '../../../../../shared/domain/plural';
import { ThumbnailImage } from '../../../components/thumbnail-image';
import { LocalDate } from '../../../lib/local-date';
import { BriefRoleBadge } from './role-badge';

interface BriefCardProps {
  brief: BriefSummary;
  /** The first card with a cover: its image loads first. */
  priority?: boolean;
}

/**
 * Issue 34: one brief in the list — the first cited video's thumbnail, title, goal, platform, what it holds,
 * the caller's role and the comments they have not read. The whole card opens the brief.
 */
export function BriefCard({ brief, priority = false }: BriefCardProps) {
  const counts = [
    countOf(brief.video_count, 'video'),
    countOf(brief.hook_count, 'hook'),
    countOf(brief.beat_count, 'beat'),
    countOf(brief.shot_count, 'shot'),
  ];
  return (
    <article className="relative flex h-full gap-4 overflow-hidden rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 transition-shadow focus-within:ring-2 focus-within:ring-indigo-600 hover:shadow-md">
      <div className="relative aspect-[3/4] w-20 shrink-0 self-start overflow-hidden rounded-xl bg-slate-100 sm:w-24">
        {brief.cover ? (
          <ThumbnailImage
            video={{
              ...brief.cover,
              platform: brief.platform,
              simple_description: brief.title,
              simple_outline: [],
            }}
            sizes="96px"
            alt=""
            priority={priority}
            placeholder="compact"
            className="size-full"
          />
        ) : (
          <span className="grid size-full place-items-center text-slate-400" aria-hidden>
            <FileText className="size-7" />
          </span>
        )}
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-1.5">
        <div className="flex flex-wrap items-center gap-2">
          <h3 className="min-w-0 text-base font-semibold break-words text-slate-900">
            <Link
              to={paths.brief(brief.id)}
              className="after:absolute after:inset-0 after:rounded-2xl focus:outline-none"
            >
              {brief.title}
            </Link>
          </h3>
          <BriefRoleBadge role={brief.user_role} />
          {brief.unread_comment_count > 0 && (
            <span className="inline-flex items-center gap-1 rounded-full bg-amber-50 px-2 py-0.5 text-xs font-semibold text-amber-800 ring-1 ring-amber-200">
              <MessageSquare className="size-3.5" aria-hidden />
              {countOf(brief.unread_comment_count, 'new comment')}
            </span>
          )}
        </div>
        {brief.goal && <p className="line-clamp-2 text-sm leading-6 text-slate-600">{brief.goal}</p>}
        <p className="text-xs font-medium text-indigo-700">{BRIEF_PLATFORM_LABELS[brief.platform]}</p>
        <p className="text-xs text-slate-600" data-brief-counts>
          {counts.join(' · ')}
        </p>
        <p className="mt-auto pt-1 text-xs text-slate-500">
          {brief.user_role !== 'owner' && brief.owner_name && <>By {brief.owner_name} · </>}
          Updated <LocalDate value={brief.updated_at} />
        </p>
      </div>
    </article>
  );
}
