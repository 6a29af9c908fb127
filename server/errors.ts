import { ERROR_CODES, type ErrorCode } from '../shared/contracts/error-codes';
import { LINK_INACTIVE_TITLE } from '../shared/domain/link-inactive';
import { countOf } from '../shared/domain/plural';

/**
 * An error the API answers with on purpose: a code of the catalogue (shared/contracts/error-codes.ts), the
 * HTTP status the catalogue gives it, and a message for people. Made only by the factories below.
 */
export class AppError extends Error {
  readonly statusCode: number;

  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'AppError';
    this.statusCode = ERROR_CODES[code].status;
  }

  /** The answer's body: `{success:false, error, code}`. */
  toBody() {
    return { success: false as const, error: this.message, code: this.code };
  }
}

type CamelCase<S extends string> = S extends `${infer Head}_${infer Tail}`
  ? `${Head}${Capitalize<CamelCase<Tail>>}`
  : S;

/** One factory per code, named after it (`no_account` → `noAccount`); tsc fails when one is missing. */
type Factories = { [Code in ErrorCode as CamelCase<Code>]: (...args: never[]) => AppError };

const retryAfter = (seconds: number) => ({ 'retry-after': String(seconds) });
/** Issue 8: the app is back within 10 s of the database; clients retry well inside that. */
const DATABASE_RETRY_AFTER_SECONDS = 5;

/** The API's errors. `throw errors.noAccount()`. */
export const errors = {
  invalidInput: (message: string) => new AppError('invalid_input', message),
  badRequest: (message: string) => new AppError('bad_request', message),
  unauthorized: (message = 'Sign in to continue') => new AppError('unauthorized', message),
  forbidden: (message: string) => new AppError('forbidden', message),
  notFound: (message = 'Not found') => new AppError('not_found', message),
  payloadTooLarge: (message: string) => new AppError('payload_too_large', message),
  unsupportedMediaType: (message: string) => new AppError('unsupported_media_type', message),
  rateLimited: (retryAfterSeconds: number, message: string) =>
    new AppError('rate_limited', message, retryAfter(retryAfterSeconds)),
  // 5xx never says more than this; the cause goes to the log.
  internalError: () => new AppError('internal_error', 'Internal server error'),
  /** The database went away (restart, network); the app reconnects by itself, so a retry soon succeeds. */
  databaseUnavailable: () =>
    new AppError(
      'database_unavailable',
      'The database is not available right now. Please try again in a few seconds.',
      retryAfter(DATABASE_RETRY_AFTER_SECONDS),
    ),

  userNotFound: () => new AppError('user_not_found', 'User not found'),
  videoNotFound: (message = 'Video not found') => new AppError('video_not_found', message),
  /** A slug (text) or an id (number). */
  viewNotFound: (key: string | number) =>
    new AppError(
      'view_not_found',
      typeof key === 'number' ? `No view has the id ${key}` : `No view has the slug '${key}'`,
    ),
  /** A slug (text) or an id (number). */
  taxonomyNotFound: (label: string, key: string | number) =>
    new AppError(
      'taxonomy_not_found',
      typeof key === 'number' ? `No ${label} has the id ${key}` : `No ${label} has the slug '${key}'`,
    ),
  taxonomyNameTaken: (label: string, name: string) =>
    new AppError('taxonomy_name_taken', `Another ${label} is already named '${name}' (or has the same slug)`),
  taxonomyInUse: (label: string, videos: number) =>
    new AppError(
      'taxonomy_in_use',
      `This ${label} is used by ${countOf(videos, 'video')}; merge it into another ${label} instead`,
    ),
  taxonomyMergeInvalid: (label: string) =>
    new AppError('taxonomy_merge_invalid', `A ${label} cannot be merged into itself`),
  viewSlugTaken: (slug: string) =>
    new AppError('view_slug_taken', `Another view already has the slug '${slug}'`),
  conversationNotFound: () => new AppError('conversation_not_found', 'Conversation not found.'),
  followNotFound: () => new AppError('follow_not_found', 'Follow not found.'),
  /** `what` names the missing thing, e.g. "No topic is named 'Baking'". */
  followTargetUnknown: (what: string) => new AppError('follow_target_unknown', what),
  embeddingJobRunning: () =>
    new AppError('embedding_job_running', 'Embedding generation is already running; follow its progress'),
  embeddingsOff: () =>
    new AppError('embeddings_off', 'Embeddings are turned off on this server (EMBEDDINGS=off)'),
  swipefileNotFound: () => new AppError('swipefile_not_found', 'Swipefile not found.'),
  savedVideoNotFound: () => new AppError('saved_video_not_found', 'Saved video not found.'),
  collaboratorNotFound: () => new AppError('collaborator_not_found', 'Collaborator not found.'),
  briefNotFound: () => new AppError('brief_not_found', 'Brief not found.'),
  briefConflict: () =>
    new AppError(
      'brief_conflict',
      'Someone else saved this brief after you opened it. Reload it to see their change, then make yours again.',
    ),
  commentNotFound: () => new AppError('comment_not_found', 'Comment not found.'),
  shareLinkInactive: () => new AppError('share_link_inactive', `${LINK_INACTIVE_TITLE}.`),
  defaultSwipefileProtected: () =>
    new AppError('default_swipefile_protected', 'The default swipefile cannot be deleted.'),
  /** `what` names the limit, e.g. "A swipefile holds at most 5,000 videos", "You can follow at most 200 things". */
  limitReached: (what: string) => new AppError('limit_reached', what),
  cannotInviteSelf: (what: 'swipefile' | 'brief' = 'swipefile') =>
    new AppError('cannot_invite_self', `You cannot invite yourself to your own ${what}.`),
  importFileMissing: () =>
    new AppError('import_file_missing', "Attach the file to import in a form field named 'file'"),
  importBodyInvalid: () =>
    new AppError(
      'import_body_invalid',
      'Send a JSON array of records, NDJSON (application/x-ndjson), or a multipart file upload',
    ),

  invalidEmail: () => new AppError('invalid_email', 'Enter a valid e-mail address.'),
  invalidCode: () => new AppError('invalid_code', 'Invalid verification code. Please try again.'),
  codeExpired: () => new AppError('code_expired', 'This code has expired. Request a new one.'),
  /** A killed code: the fifth wrong try already says so, not only the sixth. */
  tooManyAttempts: () => new AppError('too_many_attempts', 'Too many wrong codes. Request a new code.'),
  // docs/decisions/0008-sign-up-mode.md: the words invite-only sign-in answers an unknown address with.
  noAccount: () => new AppError('no_account', 'No account exists for this e-mail address'),
  invalidOrigin: () =>
    new AppError(
      'invalid_origin',
      'This request did not come from the Hookshelf site. Reload the page and try again.',
    ),
  /** docs/product/limits.md#sign-in: the 60-second resend timer, with the seconds still to wait. */
  resendTooSoon: (seconds: number) =>
    new AppError(
      'resend_too_soon',
      `Please wait ${seconds} seconds before requesting a new code.`,
      retryAfter(seconds),
    ),
  authError: (message = 'Sign-in failed. Please try again.') => new AppError('auth_error', message),
  mailFailed: () => new AppError('mail_failed', 'The sign-in code could not be sent. Please try again.'),
} satisfies Factories;
