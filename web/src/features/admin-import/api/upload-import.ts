import {
  IMPORT_PROGRESS_MEDIA_TYPE,
  type ImportProgress,
  type ImportReport,
  type ImportStreamLine,
} from '../../../../../shared/contracts/import';
import { ApiRequestError } from '../../../lib/api-client';

export type { ImportProgress, ImportReport };

/** How far an upload is: bytes the server has accepted, and its own count once it reports one. */
export interface UploadProgress {
  bytesSent: number;
  total: number;
  server: ImportProgress | null;
}

/**
 * POSTs the file to /api/admin/import as its raw body and reads the progress stream. XMLHttpRequest,
 * not fetch: Chromium reports upload progress only for XHR. The server reads the next chunk only after
 * the previous batch is written, so `upload.onprogress` follows the import itself; the NDJSON progress
 * lines (read as they arrive, readyState 3) cover what is left after the last byte is sent.
 */
export function uploadImport(
  file: File,
  contentType: string,
  onProgress: (progress: UploadProgress) => void,
  signal?: AbortSignal,
): Promise<ImportReport> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    const state: UploadProgress = { bytesSent: 0, total: file.size, server: null };
    let read = 0;
    let outcome: ImportStreamLine | null = null;

    const readLines = () => {
      if (
        xhr.status !== 200 ||
        !xhr.getResponseHeader('content-type')?.startsWith(IMPORT_PROGRESS_MEDIA_TYPE)
      )
        return;
      const text = xhr.responseText;
      const end = text.lastIndexOf('\n') + 1;
      if (end <= read) return;
      for (const line of text.slice(read, end).split('\n')) {
        if (!line.trim()) continue;
        const parsed = JSON.parse(line) as ImportStreamLine;
        if (parsed.type === 'progress') {
          state.server = parsed;
          onProgress({ ...state });
        } else outcome = parsed;
      }
      read = end;
    };

    xhr.open('POST', '/api/admin/import');
    xhr.setRequestHeader('content-type', contentType);
    xhr.setRequestHeader('accept', IMPORT_PROGRESS_MEDIA_TYPE);
    xhr.upload.onprogress = (event) => {
      state.bytesSent = event.loaded;
      onProgress({ ...state });
    };
    xhr.onprogress = readLines;
    xhr.onload = () => {
      if (xhr.status !== 200) {
        const body = parseJson(xhr.responseText) as { code?: string; error?: string } | null;
        reject(
          new ApiRequestError(xhr.status, body?.code ?? 'request_failed', body?.error ?? xhr.statusText),
        );
        return;
      }
      readLines();
      const last = outcome as ImportStreamLine | null;
      if (last?.type === 'report') resolve(last.report);
      else if (last?.type === 'error') reject(new ApiRequestError(xhr.status, last.code, last.error));
      else reject(new ApiRequestError(xhr.status, 'request_failed', 'The import stopped before it reported'));
    };
    xhr.onerror = () =>
      reject(new ApiRequestError(0, 'request_failed', 'The connection to the server was lost'));
    xhr.onabort = () => reject(new DOMException('The import was cancelled', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort());
    xhr.send(file);
  });
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/** A file's progress as a whole percentage: the further of what was sent and what the server has read. */
export function percentDone(progress: UploadProgress): number {
  if (progress.total <= 0) return progress.server ? 100 : 0;
  const bytes = Math.max(progress.bytesSent, progress.server?.bytesRead ?? 0);
  return Math.min(100, Math.floor((bytes / progress.total) * 100));
}

/** NDJSON or a JSON array, told by the first characters as the server does. */
export async function contentTypeOf(file: File): Promise<string> {
  const head = await file.slice(0, 256).text();
  return head
    .replace(/^\uFEFF/, '')
    .trimStart()
    .startsWith('[')
    ? 'application/json'
    : 'application/x-ndjson';
}
