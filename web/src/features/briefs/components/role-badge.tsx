import type { BriefRole } from '../../../../../shared/contracts/brief-limits';

const ROLE_LABELS = { editor: 'Editor', viewer: 'Viewer' } as const;

/** A collaborator's role on a brief; the owner's own briefs carry none. */
export function BriefRoleBadge({ role }: { role: BriefRole }) {
  if (role === 'owner') return null;
  return (
    <span className="inline-flex items-center rounded-full bg-sky-50 px-2.5 py-0.5 text-xs font-semibold text-sky-800 ring-1 ring-sky-200">
      {ROLE_LABELS[role]}
    </span>
  );
}
