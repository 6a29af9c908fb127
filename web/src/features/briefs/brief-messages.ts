// The brief screens' texts (toasts, alerts, load errors), in the words of the swipefile screens.
export const MESSAGES = {
  loadListFailed: 'Error loading briefs. Please try again.',
  createFailed: 'Error creating brief. Please try again.',
  saveFailed: 'Error saving brief. Please try again.',
  deleteFailed: 'Error deleting brief. Please try again.',
  deleted: 'Brief deleted.',
  noAccess: 'You do not have access to this brief.',
  notFound: 'Brief not found.',
  loadFailed: 'Error loading brief. Please try again.',
  reloadFailed: 'Could not reload the brief. Please try again.',
  conflict:
    'Someone else saved this brief after you opened it, so your latest change was not saved. Reload to see their version, then make your change again.',
  draftFailed: 'Could not draft a brief from this swipefile. Please try again.',
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

/** The delete confirmation: names the brief; the videos it cites stay in the library. */
export function deleteConfirmText(title: string): string {
  return `Are you sure you want to delete "${title}"? This action cannot be undone. The videos it cites stay in the library.`;
}
