/**
 * Every error code the API answers with, its HTTP status and what it means. The server can only throw a
 * code listed here (server/errors.ts), the OpenAPI document lists them, and the web app turns them into
 * the spec's texts (web/src/lib/error-messages.ts).
 *
 * A plain object, not zod: the web app imports it, and the first bundle carries no zod.
 */
/**
 * What a non-admin is told when an admin-only call refuses them (403 `forbidden`), and what the admin screens
 * show in that case: the same words from the server and the web app (docs/product/errors.md, docs/product/calls.md).
 */
export const ADMIN_REQUIRED_MESSAGE = 'Access denied: Admin privileges required';

export const ERROR_CODES = {
  // Any route
  invalid_input: { status: 400, meaning: 'A parameter or body field is invalid; the message names it' },
  bad_request: { status: 400, meaning: 'The request could not be read (malformed JSON, an empty body, …)' },
  unauthorized: { status: 401, meaning: 'Sign in first: no session, or it has ended' },
  forbidden: { status: 403, meaning: "The caller's tier or role does not allow this" },
  not_found: { status: 404, meaning: 'No such path' },
  payload_too_large: { status: 413, meaning: 'The body is larger than this route accepts' },
  unsupported_media_type: {
    status: 415,
    meaning: 'The body is in a content type this route does not accept',
  },
  rate_limited: { status: 429, meaning: 'Too many requests; the Retry-After header says when to try again' },
  internal_error: {
    status: 500,
    meaning: 'The server failed; the details are in its log, never in the answer',
  },
  database_unavailable: {
    status: 503,
    meaning: 'The database is not answering (restarting, unreachable); Retry-After says when to try again',
  },

  // Resources
  user_not_found: { status: 404, meaning: 'No user has this id' },
  video_not_found: { status: 404, meaning: 'No video has this id (or it is not public)' },
  view_not_found: { status: 404, meaning: 'No view has this slug' },
  taxonomy_not_found: { status: 404, meaning: 'No taxonomy entry has this slug' },
  swipefile_not_found: {
    status: 404,
    meaning: 'No swipefile has this id, or the caller may not see it (private things are not confirmed)',
  },
  saved_video_not_found: {
    status: 404,
    meaning: 'No saved video has this id in a swipefile the caller may edit',
  },
  collaborator_not_found: { status: 404, meaning: 'No collaborator has this id on this swipefile or brief' },
  brief_not_found: {
    status: 404,
    meaning: 'No brief has this id, or the caller may not see it (private things are not confirmed)',
  },
  brief_conflict: {
    status: 409,
    meaning: 'Someone saved the brief after the revision this change started from; nothing was written',
  },
  comment_not_found: { status: 404, meaning: 'No comment has this id on this brief or swipefile' },
  share_link_inactive: {
    status: 404,
    meaning: 'The shared link or public address is no longer active (or never was)',
  },
  default_swipefile_protected: { status: 400, meaning: 'The default swipefile cannot be deleted' },
  limit_reached: {
    status: 400,
    meaning:
      'A limit was reached (swipefiles, their videos and collaborators, follows); the message names it',
  },
  cannot_invite_self: { status: 400, meaning: 'The owner cannot invite their own address' },
  taxonomy_name_taken: {
    status: 409,
    meaning: 'Another entry of this taxonomy already has this name, or a name with the same slug',
  },
  taxonomy_in_use: {
    status: 409,
    meaning: 'The entry is still used by videos; merge it into another entry instead of deleting it',
  },
  taxonomy_merge_invalid: { status: 400, meaning: 'An entry cannot be merged into itself' },
  view_slug_taken: { status: 409, meaning: 'Another view already has this slug' },
  conversation_not_found: {
    status: 404,
    meaning: "No chat conversation has this id among the caller's own (another user's is not confirmed)",
  },
  follow_not_found: {
    status: 404,
    meaning: "No follow has this id among the caller's own (another user's is not confirmed)",
  },
  follow_target_unknown: {
    status: 400,
    meaning:
      'The thing to follow is not in the library (no entry of that name, no view with that slug, no video by that creator); the message names it',
  },
  embedding_job_running: {
    status: 409,
    meaning: 'The embedding job is already running (on this or another instance); follow its status',
  },
  embeddings_off: { status: 409, meaning: 'Embeddings are turned off on this server (EMBEDDINGS=off)' },
  import_file_missing: { status: 400, meaning: "A multipart import without a form field named 'file'" },
  import_body_invalid: {
    status: 400,
    meaning: 'An import body that is neither a JSON array, NDJSON nor a file',
  },

  // Sign-in (docs/product/sign-in.md#sign-in-in-two-steps, docs/decisions/0008-sign-up-mode.md and docs/decisions/0011-codes-and-sessions.md)
  invalid_email: { status: 400, meaning: 'The address is not a valid e-mail address' },
  invalid_code: { status: 400, meaning: 'The sign-in code is wrong' },
  code_expired: { status: 400, meaning: 'The sign-in code is older than 10 minutes' },
  too_many_attempts: { status: 403, meaning: 'Five wrong tries ended the code; request a new one' },
  no_account: { status: 403, meaning: 'SIGNUP_MODE=invite-only and the address has no account' },
  invalid_origin: { status: 403, meaning: 'The call did not come from the Hookshelf site (Origin check)' },
  resend_too_soon: {
    status: 429,
    meaning: 'A code went to this address less than 60 s ago; Retry-After says when',
  },
  auth_error: { status: 400, meaning: 'Sign-in failed for another reason; the message says why' },
  mail_failed: { status: 503, meaning: 'The sign-in code could not be mailed' },
} as const satisfies Record<string, { status: number; meaning: string }>;

/** A code the API may answer with. */
export type ErrorCode = keyof typeof ERROR_CODES;

/** Every code, in catalogue order. */
export const ERROR_CODE_LIST = Object.keys(ERROR_CODES) as [ErrorCode, ...ErrorCode[]];

/** The HTTP status that goes with a code. */
export const errorStatus = (code: ErrorCode): number => ERROR_CODES[code].status;

/** True when `value` is a code of the catalogue. */
export const isErrorCode = (value: unknown): value is ErrorCode =>
  typeof value === 'string' && Object.hasOwn(ERROR_CODES, value);
