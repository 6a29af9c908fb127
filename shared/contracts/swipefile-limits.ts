// Kept free of zod so the web app's swipefile and saving screens read these without loading the validator
// and every schema with them (swipefiles.ts holds the schemas and re-exports these).

/** docs/decisions/0016-default-swipefile.md: every user's one default swipefile. */
export const DEFAULT_SWIPEFILE_NAME = 'My Saved Videos';

/** Issue 15's limits; each is answered with a 400 `limit_reached` naming it. */
export const SWIPEFILE_LIMITS = {
  nameMax: 100,
  descriptionMax: 500,
  notesMax: 10_000,
  videosPerSwipefile: 5_000,
  swipefilesPerUser: 500,
  collaboratorsPerSwipefile: 50,
  /** Invitations (new addresses) one user may send per hour. */
  invitationsPerHour: 30,
  /** Ids one batch save-status call may ask about. */
  saveStatusBatchMax: 100,
  savedVideosPageSize: 50,
  savedVideosPageSizeMax: 100,
  searchMax: 200,
  /** Thumbnails a swipefile's card shows as its cover (its newest saved videos that have an image). */
  coversMax: 4,
} as const;
