import { ANALYTICS_EVENT_TYPES } from '../../../../shared/contracts/analytics-event-types';
import type { Analytics } from './api/analytics-api';

/** docs/product/analytics.md#analytics-dashboard: the download is named with the date, e.g. analytics-2026-11-22.json (the admin's local day). */
export function analyticsFileName(extension: 'json' | 'csv', now: Date = new Date()): string {
  const day = `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
  return extension === 'json' ? `analytics-${day}.json` : `analytics-daily-${day}.csv`;
}

/** The daily series as CSV: one row per day, a column per event type, then visitors and users. */
export function dailyCsv(analytics: Analytics): string {
  const columns = ['date', ...ANALYTICS_EVENT_TYPES, 'visitors', 'users'] as const;
  const lines = analytics.daily.map((point) => columns.map((column) => String(point[column])).join(','));
  return `${[columns.join(','), ...lines].join('\r\n')}\r\n`;
}

/** Hands the text to the browser as a file download. */
export function downloadFile(name: string, text: string, type: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked on the next tick: some browsers read the URL after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
