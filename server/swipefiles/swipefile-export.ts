import { slugify } from '../../shared/domain/slug';
import { videoTitle } from '../../shared/domain/video-title';
import type { listExportRows } from './saved-video-repository';

type ExportRow = Awaited<ReturnType<typeof listExportRows>>[number];

/** One exported video: the fields issue 15 names. */
export interface ExportedVideo {
  title: string;
  platform: string;
  url: string;
  format: string | null;
  topics: string[];
  hook_title: string | null;
  hook_verbal: string | null;
  hook_visual: string | null;
  notes: string;
  saved_at: string;
}

const CSV_COLUMNS: (keyof ExportedVideo)[] = [
  'title',
  'platform',
  'url',
  'format',
  'topics',
  'hook_title',
  'hook_verbal',
  'hook_visual',
  'notes',
  'saved_at',
];

/** Spreadsheets run a cell that starts with one of these as a formula (CSV injection). */
const FORMULA_START = /^[=+\-@\t\r]/;

const orNull = (text: string | null) => (text?.trim() ? text : null);

/** The export's view of a saved video (spec 000 §9 title rule for the title). */
export function toExportedVideo(row: ExportRow): ExportedVideo {
  return {
    title: videoTitle({
      id: Number(row.videoId),
      simple_description: row.simpleDescription,
      author_username: row.authorUsername,
      overview: row.overview,
    }),
    platform: row.platform,
    url: row.url,
    format: row.videoFormat,
    topics: row.topics ?? [],
    hook_title: orNull(row.hookTitleContent),
    hook_verbal: orNull(row.hookVerbalContent),
    hook_visual: orNull(row.hookVisualContent),
    notes: row.notes,
    saved_at: row.savedAt.toISOString(),
  };
}

/** One CSV cell: formulas neutralised with a leading ', then RFC 4180 quoting. */
export function csvCell(value: string): string {
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** The CSV file: a UTF-8 BOM (so spreadsheets read accents right), a header row, CRLF line ends. */
export function toCsv(videos: ExportedVideo[]): string {
  const lines = [CSV_COLUMNS.join(',')];
  for (const video of videos) {
    lines.push(
      CSV_COLUMNS.map((column) => {
        const value = video[column];
        return csvCell(Array.isArray(value) ? value.join('; ') : (value ?? ''));
      }).join(','),
    );
  }
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

/** The download's file name: the swipefile's name as a slug. */
export function exportFileName(name: string, format: 'csv' | 'json'): string {
  return `${slugify(name) || 'swipefile'}.${format}`;
}
