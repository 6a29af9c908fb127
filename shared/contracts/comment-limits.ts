// Kept free of zod so the web app's comment panel reads these without loading the validator.

/** Issue 34's limits on comments; each is answered with a 400 naming it. */
export const COMMENT_LIMITS = {
  bodyMax: 5_000,
  /** Comments one brief, or one swipefile, holds. */
  perTarget: 2_000,
  /** Collaborators one comment may mention (more are not mailed). */
  mentionsPerComment: 10,
  /** Mention mails one user may cause an hour: a runaway client cannot flood a colleague's inbox. */
  mentionMailsPerHour: 60,
} as const;

export const COMMENT_ANCHOR_KINDS = ['brief', 'hook', 'beat', 'shot', 'video', 'saved_video'] as const;
export type CommentAnchorKind = (typeof COMMENT_ANCHOR_KINDS)[number];
