import type { Swipefile } from '../../../../shared/contracts/swipefiles';

/**
 * docs/product/calls.md#who-may-call (the web app only chooses what to show; the server decides): the owner shares and deletes
 * (never the default, docs/product/swipefiles.md#default-swipefile); whoever `can_edit` edits the name and description.
 */
export function swipefileActions(swipefile: Swipefile) {
  const owner = swipefile.user_role === 'owner';
  return {
    share: owner,
    edit: swipefile.can_edit,
    remove: owner && !swipefile.is_default,
  };
}
