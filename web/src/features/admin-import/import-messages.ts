import { hasServerMessage } from '../../lib/api-client';

export const ACCEPTED_EXTENSIONS = ['.json', '.ndjson', '.jsonl'];

export function isAcceptedFile(name: string): boolean {
  const lower = name.toLowerCase();
  return ACCEPTED_EXTENSIONS.some((ext) => lower.endsWith(ext));
}

export function wrongTypeMessage(name: string): string {
  return `${name} is not a JSON or NDJSON file. Choose a .json, .ndjson or .jsonl file.`;
}

/** The server's own words where it sent some; otherwise what probably happened. */
export function importFailedMessage(error: unknown): string {
  if (hasServerMessage(error)) return error.message;
  return 'The import could not finish. Batches already imported are kept; check your connection and try again.';
}

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}
