import { countOf } from '../../../../shared/domain/plural';

// docs/product/errors.md#quiet-failures: the swipefile screens' texts, word for word (toasts, alerts, load errors).
export const MESSAGES = {
  loadListFailed: 'Error loading swipefiles. Please try again.',
  saveFailed: 'Error saving swipefile. Please try again.',
  deleteFailed: 'Error deleting swipefile. Please try again.',
  removeVideoFailed: 'Error removing video. Please try again.',
  saveNotesFailed: 'Error saving notes. Please try again.',
  noAccess: 'You do not have access to this swipefile.',
  notFound: 'Swipefile not found.',
  loadFailed: 'Error loading swipefile. Please try again.',
  inviteFailed: 'Failed to send invitation. Please try again.',
  inviteSent: 'Invitation sent successfully!',
  roleFailed: 'Failed to update role. Please try again.',
  roleUpdated: 'Role updated successfully!',
  removeCollaboratorFailed: 'Failed to remove collaborator. Please try again.',
  collaboratorRemoved: 'Collaborator removed successfully!',
  enableSharingFailed: 'Error enabling sharing. Please try again.',
  disableSharingFailed: 'Error disabling sharing. Please try again.',
  noLink: 'No sharing link available.',
  copyFailed: 'Failed to copy link. Please try again.',
  linkCopied: 'Link copied to clipboard!',
  enableAccessFirst: 'Please enable access before you can copy the link.',
} as const;

/**
 * docs/product/swipefiles.md#saved-videos-and-notes: the delete confirmation (the list's and the detail's) names the swipefile and the videos it
 * takes with it: none is not mentioned, one is "the 1 saved video in it", never "all 1 saved video".
 */
export function deleteConfirmText(name: string, count: number): string {
  const warning = `Are you sure you want to delete "${name}"? This action cannot be undone`;
  if (count === 0) return `${warning}.`;
  if (count === 1) return `${warning} and will remove the ${countOf(1, 'saved video')} in it.`;
  return `${warning} and will remove all ${countOf(count, 'saved video')}.`;
}
