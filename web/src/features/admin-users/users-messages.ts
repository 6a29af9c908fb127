import { ADMIN_REQUIRED_MESSAGE } from '../../../../shared/contracts/error-codes';
import { errorCode, errorMessage } from '../../lib/error-messages';

// docs/product/admin-users.md#messages: the texts of the user management screen, word for word.
export const USERS_LOAD_FAILED = 'Failed to load users. Please try again.';

/** 'User tier updated to {tier}'. */
export const tierUpdatedMessage = (tier: string) => `User tier updated to ${tier}`;

/** 'Failed to update tier: {server error or message}'. */
export function tierUpdateFailedMessage(error: unknown): string {
  const reason = errorMessage(error, error instanceof Error ? error.message : String(error));
  return `Failed to update tier: ${reason}`;
}

/** The message of a failed list load: `forbidden` names the missing privilege, anything else asks to try again. */
export function usersLoadErrorMessage(error: unknown): string {
  return errorCode(error) === 'forbidden' ? ADMIN_REQUIRED_MESSAGE : USERS_LOAD_FAILED;
}
