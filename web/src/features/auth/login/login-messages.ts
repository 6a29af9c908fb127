import {
  SIGN_IN_CODE_LENGTH,
  SIGN_IN_CODE_RESEND_SECONDS,
} from '../../../../../shared/contracts/account-constants';
import { errorMessage } from '../../../lib/error-messages';

// docs/product/sign-in.md#sign-in-in-two-steps: the texts of the sign-in screens, word for word.
export const CODE_SENT = 'Verification code sent! Please check your email.';
export const SEND_FAILED = 'Failed to send verification code. Please try again.';
export const SIGNED_IN = 'Successfully signed in! Redirecting...';
export const VERIFY_FAILED = 'Invalid verification code. Please try again.';
export const CODE_RESENT = 'Verification code resent!';
export const RESEND_FAILED = 'Failed to resend verification code.';
/** Issue 31: Send again within the resend wait returns to the code already sent, with the live timer. */
export const CODE_ALREADY_SENT = 'We already sent a code to this address. Enter it below.';

/** docs/product/sign-in.md#sign-in-in-two-steps: a failed send shows the text for its code or the server's message, else SEND_FAILED. */
export const sendFailedMessage = (error: unknown) => errorMessage(error, SEND_FAILED);
/** docs/product/sign-in.md#sign-in-in-two-steps: a failed verification shows the text for its code or the server's message, else VERIFY_FAILED. */
export const verifyFailedMessage = (error: unknown) => errorMessage(error, VERIFY_FAILED);

/** docs/product/limits.md#sign-in: a verification code has 6 characters (the server's rule, from the shared contract). */
export const CODE_LENGTH = SIGN_IN_CODE_LENGTH;
/** docs/product/limits.md#sign-in: the resend timer runs 60 s after a code is sent (docs/decisions/0011-codes-and-sessions.md, docs/decisions/0012-resend-button.md). */
export const RESEND_COOLDOWN_SECONDS = SIGN_IN_CODE_RESEND_SECONDS;
/** docs/product/limits.md#sign-in: the redirect follows a successful sign-in after 1 s. */
export const REDIRECT_DELAY_MS = 1_000;

export interface LoginMessage {
  kind: 'success' | 'error';
  text: string;
}

/** What a pasted or typed code becomes: digits only, at most the code's length ('123 456' → '123456'). */
export function normaliseCode(value: string): string {
  return value.replace(/\D/g, '').slice(0, CODE_LENGTH);
}
