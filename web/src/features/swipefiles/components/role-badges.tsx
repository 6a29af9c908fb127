import type { Swipefile } from '../../../../../shared/contracts/swipefiles';
import { ownerInitials } from '../../../lib/initials';

const ROLE_LABELS = { editor: 'Editor', viewer: 'Viewer' } as const;

/** docs/product/routes.md: editors and viewers see their role. */
export function RoleBadge({ role }: { role: Swipefile['user_role'] }) {
  if (role === 'owner') return null;
  return (
    <span className="inline-flex items-center rounded-full bg-sky-50 px-2.5 py-0.5 text-xs font-semibold text-sky-800 ring-1 ring-sky-200">
      {ROLE_LABELS[role]}
    </span>
  );
}

/**
 * docs/product/routes.md, docs/product/limits.md#display-rules: who owns the swipefile. The owner themself reads 'You'; a collaborator sees the owner's
 * initials (first letters of the name's words, at most 2) with the name as the title. The spec's 'You' for
 * an owner without a name would name the wrong person to a collaborator, who reads 'Owner' instead.
 */
export function OwnerBadge({ swipefile }: { swipefile: Swipefile }) {
  const mine = swipefile.user_role === 'owner';
  const initials = ownerInitials(swipefile.owner_name);
  const label = mine ? 'You' : (initials ?? 'Owner');
  const title = mine ? 'You own this swipefile' : `Owned by ${swipefile.owner_name ?? 'another user'}`;
  return (
    <span
      title={title}
      className="inline-flex h-7 min-w-7 items-center justify-center rounded-full bg-indigo-600 px-2 text-xs font-semibold text-white"
    >
      <span aria-hidden>{label}</span>
      <span className="sr-only">{title}</span>
    </span>
  );
}
