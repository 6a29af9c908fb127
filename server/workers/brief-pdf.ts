import type { Worker } from 'node:worker_threads';
import sharp from 'sharp';
import type { SharedBrief } from '../../shared/contracts/briefs';
import { paths } from '../../shared/domain/paths';
import { metaDescription, videoTitle } from '../../shared/domain/video-title';
import { startTypeScriptWorker } from './typescript-worker';

/**
 * A brief as a PDF (issue 34, "Export"): the thumbnails are read and made into small JPEGs here, with sharp
 * (libuv's threads, so the event loop stays free), and the layout and the PDF itself are made by pdfmake in
 * a worker thread of its own (brief-pdf-worker.ts), since laying out and compressing a document of several
 * pages is synchronous work. Measured in brief-pdf.test.ts: 20 cited videos take ~0.2–0.5 s warm, the file
 * is ~0.3 MB, the event loop's delay p99 stays under 50 ms.
 */

/** What an export holds: the brief's content as a reader sees it, its notes, and the app's address. */
export interface BriefExport {
  brief: Omit<SharedBrief, 'access_level'>;
  /** The brief's notes ("" for none; a shared reader never receives them). */
  notes: string;
  /** The app's address (config.publicUrl, no trailing slash): the PDF and Markdown link `${publicUrl}/v/{id}`. */
  publicUrl: string;
}

export const BRIEF_PDF_PAPERS = ['a4', 'letter'] as const;
export type BriefPdfPaper = (typeof BRIEF_PDF_PAPERS)[number];

export interface BriefPdfInput extends BriefExport {
  /** A4 unless told. */
  paper?: BriefPdfPaper;
  /** The bytes of a cited video's thumbnail (`video.thumbnail`, a WebP under /images/derived/), or null. */
  readThumbnail: (videoId: number, thumbnailPath: string) => Promise<Buffer | null>;
}

/** A cited video as the PDF shows it. */
export interface BriefPdfVideo {
  id: number;
  title: string;
  author: string | null;
  why: string;
  url: string;
  /** A JPEG (pdfmake embeds JPEG and PNG, not WebP), or null when the video has no readable thumbnail. */
  jpeg: Uint8Array | null;
}

/** What the worker is sent: plain data only. */
export interface BriefPdfJob {
  brief: Omit<BriefExport['brief'], 'videos'>;
  notes: string;
  paper: BriefPdfPaper;
  videos: BriefPdfVideo[];
  shotTimes: ShotTimes;
}

export type BriefPdfRequest = { id: number; job: BriefPdfJob };
export type BriefPdfReply =
  | { id: number; ok: true; pdf: Uint8Array }
  | { id: number; ok: false; error: string };

/**
 * Thumbnails in the PDF: 240 px wide, drawn ~60 pt wide, so ~290 dpi on paper, at ~10 KB each (20 videos
 * stay far below the 2 MB the issue allows).
 */
const THUMBNAIL_PDF_WIDTH_PX = 240;
const THUMBNAIL_JPEG_QUALITY = 72;
/** The Markdown and PDF title of a video shown by its caption: the title rule's 100 characters. */
const CAPTION_TITLE_MAX = 100;

/** A cited video's title: the title rule without the author (shown beside it), else its caption, else "Video N". */
export function citedVideoTitle(videoId: number, video: SharedBrief['videos'][number]['video']): string {
  if (!video) return `Video ${videoId}`;
  const title = videoTitle({
    id: videoId,
    simple_description: video.simple_description,
    overview: video.overview,
  });
  if (title !== `Video ${videoId}` || !video.caption?.trim()) return title;
  return metaDescription(video.caption, CAPTION_TITLE_MAX);
}

export interface ShotTimes {
  /** Each shot's seconds as written ("2", "4.5"; "" when not set). */
  each: string[];
  /** The shots' seconds added up, or null when no shot has any. */
  total: string | null;
}

/** The shot list's seconds column and its total, as both exports write them. */
export function shotTimes(shots: { duration_s: number | null }[]): ShotTimes {
  const timed = shots.flatMap((shot) => (shot.duration_s === null ? [] : [shot.duration_s]));
  return {
    each: shots.map((shot) => seconds(shot.duration_s)),
    total: timed.length > 0 ? seconds(timed.reduce((sum, value) => sum + value, 0)) : null,
  };
}

function seconds(value: number | null): string {
  if (value === null) return '';
  // One decimal at most: a shot is planned to the half second, and a float sum must not print 6.499999.
  return String(Math.round(value * 10) / 10);
}

/** A video's address in the app, as an export links it. */
export const citedVideoUrl = (publicUrl: string, videoId: number) =>
  `${publicUrl.replace(/\/+$/, '')}${paths.video(videoId)}`;

/** The brief as a PDF (A4 or Letter), rendered off the event loop; a thumbnail that cannot be read is left out. */
export async function renderBriefPdf(input: BriefPdfInput): Promise<Buffer> {
  const { videos, ...brief } = input.brief;
  const cited = await Promise.all(
    videos.map(
      async (item): Promise<BriefPdfVideo> => ({
        id: item.video_id,
        title: citedVideoTitle(item.video_id, item.video),
        author: item.video?.author_username ?? null,
        why: item.why,
        url: citedVideoUrl(input.publicUrl, item.video_id),
        jpeg: item.video?.thumbnail ? await thumbnailJpeg(input, item.video_id, item.video.thumbnail) : null,
      }),
    ),
  );
  return renderer.run({
    brief,
    notes: input.notes,
    paper: input.paper ?? 'a4',
    videos: cited,
    shotTimes: shotTimes(brief.shots),
  });
}

/** Stops the PDF worker (the app is closing); a later render starts a new one. */
export function closeBriefPdfWorker(): Promise<void> {
  return renderer.close();
}

async function thumbnailJpeg(
  input: BriefPdfInput,
  videoId: number,
  thumbnail: string,
): Promise<Uint8Array | null> {
  try {
    const source = await input.readThumbnail(videoId, thumbnail);
    if (!source) return null;
    return await sharp(source)
      .resize({ width: THUMBNAIL_PDF_WIDTH_PX, withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: THUMBNAIL_JPEG_QUALITY, mozjpeg: true })
      .toBuffer();
  } catch {
    // A missing or broken image costs the export its picture, not the whole file.
    return null;
  }
}

/**
 * One worker thread, started on the first render and kept (pdfmake and its fonts load once, ~0.3 s);
 * renders queue in it one after another. A worker that dies rejects what it held and is replaced on the next
 * render. The embedding pool (embeddings/local-encoder/worker-pool.ts) does this for many workers, but this
 * floor may not import it.
 */
class BriefPdfRenderer {
  private worker: Worker | null = null;
  private nextId = 1;
  private readonly pending = new Map<
    number,
    { resolve: (pdf: Buffer) => void; reject: (error: Error) => void }
  >();

  run(job: BriefPdfJob): Promise<Buffer> {
    const worker = this.worker ?? this.start();
    const id = this.nextId++;
    return new Promise<Buffer>((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      // A busy worker keeps the process alive until it answers; an idle one does not hold it open.
      worker.ref();
      const request: BriefPdfRequest = { id, job };
      worker.postMessage(request);
    });
  }

  async close(): Promise<void> {
    const worker = this.worker;
    this.worker = null;
    this.failAll(new Error('The brief PDF worker was closed'));
    await worker?.terminate();
  }

  private start(): Worker {
    const worker = startTypeScriptWorker(new URL('./brief-pdf-worker.ts', import.meta.url));
    this.worker = worker;
    worker.unref();
    let lastError: Error | null = null;
    worker.on('message', (reply: BriefPdfReply) => {
      const task = this.pending.get(reply.id);
      if (!task) return;
      this.pending.delete(reply.id);
      if (this.pending.size === 0) worker.unref();
      if (reply.ok) task.resolve(Buffer.from(reply.pdf.buffer, reply.pdf.byteOffset, reply.pdf.byteLength));
      else task.reject(new Error(`The brief PDF worker failed: ${reply.error}`));
    });
    worker.on('error', (error) => {
      lastError = error;
    });
    worker.on('exit', (code) => {
      if (this.worker !== worker) return; // closed on purpose
      this.worker = null;
      this.failAll(
        new Error(
          `The brief PDF worker stopped (exit code ${code})${lastError ? `: ${lastError.message}` : ''}`,
        ),
      );
    });
    return worker;
  }

  private failAll(error: Error): void {
    for (const task of this.pending.values()) task.reject(error);
    this.pending.clear();
  }
}

const renderer = new BriefPdfRenderer();
