import { errorCode, errorMessage } from '../../lib/error-messages';

// Refusals whose server message tells the user what to change (a limit, inviting oneself, the default
// swipefile); every other failure reads the spec's fixed text for the action.
const NAMED_REFUSALS = new Set(['limit_reached', 'cannot_invite_self', 'default_swipefile_protected']);

/** The toast text of a failed action: the spec's text, or the server's words for a refusal it names. */
export function failureText(error: unknown, specText: string): string {
  const code = errorCode(error);
  return code && NAMED_REFUSALS.has(code) ? errorMessage(error, specText) : specText;
}
