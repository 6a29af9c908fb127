import type { ImportReport } from './api/upload-import';

/** 'videos.ndjson' → 'videos-import-report'. */
export function reportBaseName(fileName: string): string {
  return `${fileName.replace(/\.[^.]+$/, '') || 'import'}-import-report`;
}

export function reportJson(report: ImportReport): string {
  return `${JSON.stringify(report, null, 2)}\n`;
}

/** The rejections as CSV (position, reason), quoted where a field needs it. */
export function rejectionsCsv(report: ImportReport): string {
  const quote = (value: string) => (/[",\n\r]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value);
  const rows = report.rejected.map((r) => `${quote(r.position)},${quote(r.reason)}`);
  return `${['position,reason', ...rows].join('\n')}\n`;
}

export function downloadText(text: string, fileName: string, type: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
}
