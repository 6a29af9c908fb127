import type { Swipefile } from '../../../../shared/contracts/swipefiles';

/**
 * spec 001 §6 (the web app only chooses what to show; the server decides): the owner shares and deletes
 * (never the default, §5); whoever `can_edit` edits the name and description.
 */
export function swipefileActions(swipefile: Swipefile) {
  const owner = swipefile.user_role === 'owner';
  return {
    share: owner,
    edit: swipefile.can_edit,
    remove: owner && !swipefile.is_default,
  };
}
