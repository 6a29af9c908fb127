import { ArrowLeft, Download, Globe, Link2, Lock, Share2, Trash2, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { Brief } from '../../../../../shared/contracts/briefs';
import { paths } from '../../../../../shared/domain/paths';
import { countOf } from '../../../../../shared/domain/plural';
import { callToActionClass } from '../../../components/call-to-action';
import { BriefRoleBadge } from './role-badge';

const ACTION = callToActionClass('small', 'secondary', 'h-10');

/** The export file of a brief: `/api/briefs/{id}/export?format=pdf|md`. */
export const briefExportUrl = (id: string, format: 'pdf' | 'md') =>
  `/api/briefs/${encodeURIComponent(id)}/export?format=${format}`;

/** Who may read the brief, widest first (as a swipefile's line). */
function audienceOf(brief: Brief) {
  const people = brief.collaborator_count > 0 ? countOf(brief.collaborator_count, 'person', 'people') : null;
  const withPeople = people ? ` · Shared with ${people}` : '';
  if (brief.access_level === 'public')
    return { icon: Globe, text: `Public: anyone can view it${withPeople}` };
  if (brief.access_level === 'link_only')
    return { icon: Link2, text: `Anyone with the link can view${withPeople}` };
  if (people) return { icon: Users, text: `Shared with ${people}` };
  return { icon: Lock, text: 'Private: only you can see it' };
}

interface BriefHeaderProps {
  brief: Brief;
  /** The title: the editor's field, or the heading of a read-only brief. */
  title: ReactNode;
  /** The autosave's line (editors). */
  status?: ReactNode;
  onShare: () => void;
  onDelete: () => void;
}

/** Back, the title, who may read it, and the caller's actions (Share and Delete for the owner; exports for all). */
export function BriefHeader({ brief, title, status, onShare, onDelete }: BriefHeaderProps) {
  const owner = brief.user_role === 'owner';
  const audience = audienceOf(brief);
  const AudienceIcon = audience.icon;
  return (
    <header className="flex flex-col gap-4">
      <Link
        to={paths.briefs}
        data-print-hide
        className="inline-flex items-center gap-1.5 self-start rounded-lg text-sm font-semibold text-slate-600 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
      >
        <ArrowLeft className="size-4" aria-hidden />
        Back to Briefs
      </Link>
      {title}
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-600">
        <BriefRoleBadge role={brief.user_role} />
        {!owner && brief.owner_name && <span>By {brief.owner_name}</span>}
        {owner && (
          <span className="inline-flex items-center gap-1.5" data-print-hide>
            <AudienceIcon className="size-4 text-slate-500" aria-hidden />
            {audience.text}
          </span>
        )}
        {brief.drafted_from && (
          <>
            <span aria-hidden className="text-slate-300">
              ·
            </span>
            <span>Drafted from {brief.drafted_from}</span>
          </>
        )}
      </div>
      <div className="flex flex-wrap items-center gap-2" data-print-hide>
        {owner && (
          <button type="button" className={ACTION} onClick={onShare}>
            <Share2 className="size-4" aria-hidden />
            Share
          </button>
        )}
        <a href={briefExportUrl(brief.id, 'pdf')} download className={ACTION}>
          <Download className="size-4" aria-hidden />
          Export PDF
        </a>
        <a href={briefExportUrl(brief.id, 'md')} download className={ACTION}>
          <Download className="size-4" aria-hidden />
          Export Markdown
        </a>
        {owner && (
          <button type="button" className={`${ACTION} text-rose-700`} onClick={onDelete}>
            <Trash2 className="size-4" aria-hidden />
            Delete
          </button>
        )}
        {status && <div className="ml-auto">{status}</div>}
      </div>
    </header>
  );
}
