/**
 * A Content-Disposition that downloads under `fileName`: an ASCII fallback name for old clients, the exact
 * one (RFC 6266 `filename*`) for the rest.
 */
export function attachmentDisposition(fileName: string, fallback: string): string {
  const asciiName = fileName.replace(/[^\x20-\x7e]/g, '').replaceAll('"', '') || fallback;
  return `attachment; filename="${asciiName}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}
