/**
 * The brief PDF worker thread (started by brief-pdf.ts): lays a brief out with pdfmake and answers with the
 * file's bytes, one request at a time, so the layout and compression never hold the request loop.
 */
import { createRequire } from 'node:module';
import { parentPort } from 'node:worker_threads';
import type { Content, Margins, TableCell, TDocumentDefinitions } from 'pdfmake/interfaces';
import { BRIEF_PLATFORM_LABELS } from '../../shared/contracts/brief-limits';
import { utcDate } from '../../shared/domain/dates';
import type { BriefPdfJob, BriefPdfReply, BriefPdfRequest, BriefPdfVideo } from './brief-pdf';

if (!parentPort) throw new Error('brief-pdf-worker.ts runs only as a worker thread');
const port = parentPort;

// pdfmake's Node entry is CommonJS exporting one instance (module.exports = new pdfmake()), which an ESM
// import cannot name exports of; require gives that instance.
const require = createRequire(import.meta.url);
const pdfmake: typeof import('pdfmake') = require('pdfmake');
// Roboto ships with pdfmake (Latin, Greek, Cyrillic, Vietnamese) and is embedded as a subset, so text stays
// selectable and accented letters print right, which the 14 standard fonts (WinAnsi only) cannot promise.
const fonts: { Roboto: Record<'normal' | 'bold' | 'italics' | 'bolditalics', string> } =
  require('pdfmake/fonts/Roboto.js');
const fontFiles = new Set(Object.values(fonts.Roboto));
pdfmake.setFonts(fonts);
// Images come as data in the document; pdfmake must never fetch a URL or read a file a brief names.
pdfmake.setUrlAccessPolicy(() => false);
pdfmake.setLocalAccessPolicy((path) => fontFiles.has(path));

// A4 or Letter with the same margins: 54 pt (19 mm) on the sides clears every office printer's unprintable edge.
const PAGE_SIZES = { a4: 'A4', letter: 'LETTER' } as const;
const PAGE_MARGINS: [number, number, number, number] = [54, 54, 54, 64];
const THUMBNAIL_WIDTH_PT = 60;
const THUMBNAIL_MAX_HEIGHT_PT = 107; // a 9:16 frame
const MUTED = '#555555';
const LINK = '#1a56db';

/**
 * Roboto has no emoji: pdfkit would draw an empty box and a copy would paste a NUL. Emoji are decoration in
 * a brief, so they are left out; other scripts Roboto lacks (CJK, Arabic…) still print as boxes, without
 * failing the export.
 */
const EMOJI = /[\u{1F000}-\u{1FAFF}\u2600-\u27BF\u{E0020}-\u{E007F}]|\u200D|\uFE0F|\u20E3/gu;
const printable = (text: string) => text.replace(EMOJI, '').replace(/ {2,}/g, ' ').trim();

port.on('message', async (request: BriefPdfRequest) => {
  let reply: BriefPdfReply;
  try {
    const pdf = await pdfmake.createPdf(documentOf(request.job)).getBuffer();
    // A fresh copy the size of the file, handed over rather than copied again.
    const bytes = new Uint8Array(pdf);
    reply = { id: request.id, ok: true, pdf: bytes };
    port.postMessage(reply, [bytes.buffer]);
  } catch (error) {
    reply = { id: request.id, ok: false, error: error instanceof Error ? error.message : String(error) };
    port.postMessage(reply);
  }
});

function documentOf(job: BriefPdfJob): TDocumentDefinitions {
  const { brief } = job;
  const videos = new Map(job.videos.map((video) => [video.id, video]));
  const images: Record<string, string> = {};
  for (const video of job.videos) {
    if (video.jpeg)
      images[imageKey(video)] = `data:image/jpeg;base64,${Buffer.from(video.jpeg).toString('base64')}`;
  }
  const title = printable(brief.title);
  const content: Content[] = [
    { text: title, style: 'title' },
    { text: byline(job), style: 'byline' },
    facts(job),
    section('Hooks', hooks(job, videos)),
    section('Beat sheet', beats(job, videos)),
    section('Shot list', shots(job)),
    section('Call to action', brief.cta ? { text: printable(brief.cta) } : null),
    section('Notes', job.notes.trim() ? { text: printable(job.notes) } : null),
    citedVideos(job),
  ];
  return {
    pageSize: PAGE_SIZES[job.paper],
    pageMargins: PAGE_MARGINS,
    info: { title, subject: 'Video brief', creator: 'Hookshelf' },
    defaultStyle: { font: 'Roboto', fontSize: 10, lineHeight: 1.25 },
    styles: {
      title: { fontSize: 20, bold: true, margin: [0, 0, 0, 4] },
      byline: { fontSize: 9, color: MUTED, margin: [0, 0, 0, 14] },
      heading: { fontSize: 13, bold: true, margin: [0, 16, 0, 6] },
      label: { bold: true, color: MUTED },
      meta: { fontSize: 8.5, color: MUTED },
      link: { color: LINK },
      tableHeader: { bold: true, fontSize: 9, color: MUTED },
    },
    images,
    content,
    footer: (page, pages) => ({
      columns: [
        { text: title, style: 'meta' },
        { text: `${page} / ${pages}`, style: 'meta', alignment: 'right', width: 40 },
      ],
      margin: [PAGE_MARGINS[0], 24, PAGE_MARGINS[2], 0],
    }),
  };
}

function byline(job: BriefPdfJob): string {
  const parts = ['Video brief'];
  if (job.brief.owner_name) parts.push(`by ${printable(job.brief.owner_name)}`);
  const updated = utcDate(job.brief.updated_at);
  if (updated) parts.push(`updated ${updated}`);
  return parts.join(' · ');
}

/** Goal, audience, brand and platform: a two-column table, empty fields left out. */
function facts(job: BriefPdfJob): Content {
  const { brief } = job;
  const brand = [brief.brand.name, brief.brand.line].map(printable).filter(Boolean).join(' — ');
  const rows: [string, string][] = [
    ['Goal', printable(brief.goal)],
    ['Audience', printable(brief.audience)],
    ['Brand', brand],
    ['Platform', BRIEF_PLATFORM_LABELS[brief.platform]],
  ];
  return {
    table: {
      widths: [70, '*'],
      body: rows
        .filter(([, value]) => value)
        .map(([label, value]) => [{ text: label, style: 'label' }, value]),
    },
    layout: 'noBorders',
  };
}

function hooks(job: BriefPdfJob, videos: Map<number, BriefPdfVideo>): Content | null {
  if (job.brief.hooks.length === 0) return null;
  return {
    ol: job.brief.hooks.map((hook) => ({
      stack: [
        { text: printable(hook.text), bold: true },
        ...line([
          hook.device ? [`Device: ${printable(hook.device)}`] : null,
          citation(hook.video_id, videos),
        ]),
      ],
      margin: [0, 0, 0, 6],
    })),
  };
}

function beats(job: BriefPdfJob, videos: Map<number, BriefPdfVideo>): Content | null {
  if (job.brief.beats.length === 0) return null;
  return {
    ol: job.brief.beats.map((beat) => ({
      stack: [
        { text: printable(beat.name), bold: true },
        ...(beat.description ? [{ text: printable(beat.description) }] : []),
        ...line([citation(beat.video_id, videos)]),
      ],
      margin: [0, 0, 0, 6],
    })),
  };
}

function shots(job: BriefPdfJob): Content | null {
  const list = job.brief.shots;
  if (list.length === 0) return null;
  const header: TableCell[] = ['#', 'Shot', 'On-screen text', 'Seconds'].map((text) => ({
    text,
    style: 'tableHeader',
  }));
  const body: TableCell[][] = [
    header,
    ...list.map((shot, index): TableCell[] => [
      String(index + 1),
      printable(shot.description),
      printable(shot.on_screen_text),
      { text: job.shotTimes.each[index] ?? '', alignment: 'right' },
    ]),
  ];
  const total = job.shotTimes.total;
  if (total !== null) {
    body.push(['', { text: 'Total', bold: true }, '', { text: total, bold: true, alignment: 'right' }]);
  }
  return {
    table: { headerRows: 1, dontBreakRows: true, widths: [16, '*', '*', 44], body },
    layout: 'lightHorizontalLines',
  };
}

/** The cited videos on a page of their own: two a row, each with its thumbnail, linked to /v/{id}. */
function citedVideos(job: BriefPdfJob): Content {
  if (job.videos.length === 0) return [];
  const cards = job.videos.map(videoCard);
  const rows: TableCell[][] = [];
  for (let i = 0; i < cards.length; i += 2) rows.push([cards[i] ?? '', cards[i + 1] ?? '']);
  return [
    { text: 'Cited videos', style: 'heading', pageBreak: 'before', margin: [0, 0, 0, 8] },
    {
      table: { widths: ['*', '*'], dontBreakRows: true, body: rows },
      layout: { defaultBorder: false, paddingLeft: () => 0, paddingRight: () => 12, paddingBottom: () => 12 },
    },
  ];
}

function videoCard(video: BriefPdfVideo): Content {
  const picture: Content = video.jpeg
    ? { image: imageKey(video), fit: [THUMBNAIL_WIDTH_PT, THUMBNAIL_MAX_HEIGHT_PT], link: video.url }
    : { canvas: [{ type: 'rect', x: 0, y: 0, w: THUMBNAIL_WIDTH_PT, h: 80, color: '#eeeeee' }] };
  const words: Content = {
    stack: [
      { text: printable(video.title), bold: true, link: video.url },
      ...(video.author ? [{ text: `@${printable(video.author)}`, style: 'meta' }] : []),
      ...(video.why ? [{ text: printable(video.why), margin: [0, 3, 0, 0] as Margins }] : []),
      { text: video.url, style: ['meta', 'link'], link: video.url, margin: [0, 3, 0, 0] },
    ],
  };
  // A table rather than columns: it gives the picture a fixed width the canvas placeholder cannot carry.
  return {
    table: { widths: [THUMBNAIL_WIDTH_PT, '*'], body: [[picture, words]] },
    layout: { defaultBorder: false, paddingLeft: (column) => (column === 0 ? 0 : 10), paddingRight: () => 0 },
  };
}

function section(heading: string, body: Content | null): Content {
  return body ? [{ text: heading, style: 'heading' }, body] : [];
}

/** A span of a line: plain text, or a linked title. */
type Span = string | { text: string; link: string; style: string };

/** Parts of a muted line under an item, joined with " · "; none, no line. */
function line(parts: (Span[] | null)[]): Content[] {
  const kept = parts.filter((part): part is Span[] => part !== null);
  if (kept.length === 0) return [];
  return [{ text: kept.flatMap((part, index) => (index === 0 ? part : [' · ', ...part])), style: 'meta' }];
}

/** "From: {title}" linked to the cited video, or null. */
function citation(videoId: number | null, videos: Map<number, BriefPdfVideo>): Span[] | null {
  const video = videoId === null ? undefined : videos.get(videoId);
  if (!video) return null;
  return ['From: ', { text: printable(video.title), link: video.url, style: 'link' }];
}

const imageKey = (video: BriefPdfVideo) => `video-${video.id}`;
