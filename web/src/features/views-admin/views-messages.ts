import { errorCode, errorMessage } from '../../lib/error-messages';

// docs/product/views.md#messages: the texts of the Views screen, word for word.
export const VIEWS_LOAD_FAILED = 'Failed to load views. Please try again.';
export const VIEW_SAVE_FAILED = 'Failed to save view. Please try again.';
export const VIEW_DELETE_FAILED = 'Failed to delete view. Please try again.';

/**
 * What the form says under its fields when a save is refused: the server's words for a refusal the admin
 * can fix (a taken slug, a field that breaks a rule, with the field named), else the spec's text.
 */
export function viewSaveErrorMessage(error: unknown): string {
  const code = errorCode(error);
  if (code === 'view_slug_taken' || code === 'invalid_input') return errorMessage(error, VIEW_SAVE_FAILED);
  return VIEW_SAVE_FAILED;
}
