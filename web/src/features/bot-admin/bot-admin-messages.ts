import { formatNumber } from '../../../../shared/domain/number-format';
import { countOf } from '../../../../shared/domain/plural';
import { errorMessage } from '../../lib/error-messages';

// docs/product/bot-admin-and-embeddings.md#messages: the screen's texts, word for word.
export const PROMPTS_LOAD_FAILED = 'Failed to load chat prompts';
export const PROMPTS_SAVED = 'All prompts saved successfully!';
export const PROMPTS_RESET = 'All prompts reset to defaults successfully!';
export const PROMPTS_RESET_FAILED = 'Failed to reset prompts';
export const EMBEDDINGS_START_FAILED = 'Failed to start embedding generation';
export const EMBEDDINGS_STATUS_FAILED = 'Failed to get embedding status';
// docs/product/views.md#views-admin-screen: the two confirmations.
export const RESET_ALL_QUESTION =
  'Are you sure you want to reset all prompts to their default values? This cannot be undone.';
export const RESET_ONE_QUESTION = 'Reset this prompt to its default value?';
// Not in the spec, which loads the config silently and saves it blindly (docs/decisions/0022-bot-config-saves-honestly.md fixes the save).
export const CONFIG_LOAD_FAILED = 'Failed to load bot config';

/** Why a call failed, in the server's words (a field it names) or ours for a failure without them. */
export const failureReason = (error: unknown) =>
  errorMessage(error, 'the server did not answer. Please try again.');

/** docs/product/bot-admin-and-embeddings.md#messages: 'Failed to save prompts: …' with the reason. */
export const promptsSaveFailed = (reason: string) => `Failed to save prompts: ${reason}`;

/** docs/decisions/0022-bot-config-saves-honestly.md: a failed config save says so (the old screen showed success whatever happened). */
export const configSaveFailed = (reason: string) => `Failed to save bot config: ${reason}`;

/** docs/product/bot-admin-and-embeddings.md#messages: 'Embedding generation failed: …' with the job's error. */
export const embeddingsFailed = (error: string | null) =>
  `Embedding generation failed: ${error ?? 'unknown error'}`;

/** docs/product/bot-admin-and-embeddings.md#chat-prompts: the completion message lists the videos processed. */
export function embeddingsDone(processed: number, total: number): string {
  const videos = countOf(processed, 'video');
  if (total === 0) return 'Embeddings are up to date: no video needed embedding.';
  return `Embeddings generated: ${videos} processed${processed === total ? '' : ` of ${formatNumber(total)}`}.`;
}
