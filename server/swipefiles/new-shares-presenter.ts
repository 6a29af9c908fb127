import type { NewShare } from '../../shared/contracts/new-shares';
import type { CollaboratorRole } from '../../shared/contracts/swipefiles';
import type { NewShareRow } from './new-shares-repository';

/**
 * A new share for its invitee: the swipefile's name and who invited, never the inviter's address when
 * they set a name (the invitation mail names them the same way).
 */
export function presentNewShare(row: NewShareRow): NewShare {
  return {
    id: row.id,
    swipefile_id: row.swipefileId,
    swipefile_name: row.swipefileName,
    role: row.role as CollaboratorRole,
    // better-auth stores '' for a user who set no name.
    invited_by: row.inviterName || row.inviterEmail || null,
    invited_at: row.invitedAt.toISOString(),
  };
}
