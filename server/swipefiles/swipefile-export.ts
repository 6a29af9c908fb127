import { stringify } from 'csv-stringify/sync';
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

const orNull = (text: string | null) => (text?.trim() ? text : null);

/** The export's view of a saved video (docs/product/video-detail.md#page-title-rule). */
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

/**
 * The CSV file: a UTF-8 BOM (so spreadsheets read accents right), a header row, CRLF line ends, RFC 4180
 * quoting, and a cell a spreadsheet would run as a formula (=, +, -, @, tab, CR first) led by a ' (CSV injection).
 */
export function toCsv(videos: ExportedVideo[]): string {
  return stringify(
    videos.map((video) => ({ ...video, topics: video.topics.join('; ') })),
    { header: true, columns: CSV_COLUMNS, bom: true, record_delimiter: 'windows', escape_formulas: true },
  );
}

/** The download's file name: the swipefile's name as a slug. */
export function exportFileName(name: string, format: 'csv' | 'json'): string {
  return `${slugify(name) || 'swipefile'}.${format}`;
}
