// spec 001 §8: the swipefile screens' texts, word for word (toasts, alerts, load errors).
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

/** spec 001 §2: the list's delete confirmation. */
export const deleteConfirmText = (name: string) =>
  `Are you sure you want to delete "${name}"? This action cannot be undone and will remove all saved videos from this swipefile.`;

/** spec 001 §2: the detail's delete confirmation names the swipefile and the number of videos it removes. */
export const detailDeleteConfirmText = (name: string, count: number) =>
  `Are you sure you want to delete "${name}"? This action cannot be undone and will remove all ${count.toLocaleString('en-US')} saved ${count === 1 ? 'video' : 'videos'}.`;
