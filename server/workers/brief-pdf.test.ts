import { monitorEventLoopDelay } from 'node:perf_hooks';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PublicVideo } from '../../shared/contracts/video';
import { type BriefExport, type BriefPdfInput, closeBriefPdfWorker, renderBriefPdf } from './brief-pdf';

const PUBLIC_URL = 'http://localhost:3000';
const VIDEO_COUNT = 20;
const TWO_MB = 2 * 1024 * 1024;

function publicVideo(id: number, fields: Partial<PublicVideo> = {}): PublicVideo {
  return {
    id,
    platform: 'instagram',
    url: `https://www.instagram.com/reel/${id}/`,
    thumbnail: `/images/derived/${id}.webp`,
    thumbnail_srcset: null,
    thumbnail_width: 360,
    thumbnail_height: 640,
    caption: `Caption of video ${id}`,
    author_username: `creator${id}`,
    simple_description: `Kitchen hack number ${id}`,
    overview: null,
    simple_outline: [],
    video_format: null,
    topics: [],
    concepts: [],
    elements: [],
    account_types: [],
    organizational_tags: [],
    primary_topic: null,
    views: 1000,
    likes: 10,
    comments: 1,
    engagement: 0.01,
    outlier_score: null,
    outlier_basis: null,
    post_date: null,
    created_at: '2026-01-01T00:00:00.000Z',
    text_overlays: [],
    keywords: [],
    has_analysis: true,
    ...fields,
  };
}

function briefWith(videoCount: number): BriefExport {
  const ids = Array.from({ length: videoCount }, (_, i) => 101 + i);
  return {
    publicUrl: PUBLIC_URL,
    notes: 'Film on Tuesday.',
    brief: {
      title: 'Crème brûlée in 30 seconds 🍮',
      goal: 'Grow saves among home cooks',
      audience: 'Home cooks, 25–40, who bake on weekends',
      brand: { name: 'Torchy', line: 'The kitchen torch that fits a drawer' },
      platform: 'both',
      videos: ids.map((id, i) => ({
        video_id: id,
        why: `Reason ${i + 1}: the hook lands in the first second`,
        // One video has left the library, one has no picture.
        video: id === 120 ? null : publicVideo(id, id === 119 ? { thumbnail: null } : {}),
      })),
      hooks: [
        { id: 'h1', text: 'You have been torching sugar wrong', video_id: 101, device: 'call-out' },
        {
          id: 'h2',
          text: '3 mistakes every home cook makes — Ñandú ünïcode',
          video_id: 102,
          device: 'number promise',
        },
        { id: 'h3', text: 'Watch this before you buy a torch 🔥', video_id: null, device: '' },
        { id: 'h4', text: 'The 30-second dessert nobody believes', video_id: 110, device: 'disbelief' },
      ],
      beats: [
        { id: 'b1', name: 'Hook', description: 'Torch flare, close-up', video_id: 101 },
        { id: 'b2', name: 'Payoff', description: 'Crack the top with a spoon', video_id: null },
      ],
      shots: [
        { id: 's1', description: 'Close-up of the torch', on_screen_text: 'Stop doing this', duration_s: 2 },
        { id: 's2', description: 'Wide of the kitchen', on_screen_text: '', duration_s: 4.5 },
        { id: 's3', description: 'Spoon cracks the top', on_screen_text: 'Satisfying?', duration_s: null },
      ],
      cta: 'Save this for your next dinner party',
      owner_name: 'Ada',
      created_at: '2026-03-01T10:00:00.000Z',
      updated_at: '2026-03-02T10:00:00.000Z',
    },
  };
}

let webp: Buffer;
const readThumbnail: BriefPdfInput['readThumbnail'] = async (videoId) => (videoId === 118 ? null : webp);

async function readPdf(pdf: Buffer) {
  const document = await getDocument({ data: new Uint8Array(pdf) }).promise;
  const pages = [];
  for (let number = 1; number <= document.numPages; number++) {
    const page = await document.getPage(number);
    const text = (await page.getTextContent()).items.map((item) => ('str' in item ? item.str : '')).join(' ');
    const links = (await page.getAnnotations()).map((annotation) => annotation.url as string | undefined);
    pages.push({ size: page.view.slice(2), text, links });
  }
  await document.destroy();
  return pages;
}

beforeAll(async () => {
  // A real 360x640 WebP with detail, like an imported variant (photographs compress less than a flat colour).
  const noise = Buffer.alloc(360 * 640 * 3);
  for (let i = 0; i < noise.length; i++) noise[i] = (i * 7919) % 251;
  webp = await sharp(noise, { raw: { width: 360, height: 640, channels: 3 } })
    .webp({ quality: 80 })
    .toBuffer();
});
afterAll(() => closeBriefPdfWorker());

describe('renderBriefPdf', () => {
  it('holds the title, every hook, the shot list and a linked page of the cited videos, under 2 MB', async () => {
    const input = briefWith(VIDEO_COUNT);
    const pdf = await renderBriefPdf({ ...input, readThumbnail });

    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.length).toBeLessThan(TWO_MB);
    const pages = await readPdf(pdf);
    const text = pages.map((page) => page.text).join('\n');
    // The extracted text breaks lines where the layout does; compare word by word.
    const words = text.replace(/\s+/g, ' ');
    expect(words).toContain('Crème brûlée in 30 seconds');
    expect(words).not.toContain('\u0000');
    for (const hook of input.brief.hooks) expect(words).toContain(hook.text.replace(' 🔥', ''));
    for (const heading of [
      'Hooks',
      'Beat sheet',
      'Shot list',
      'On-screen text',
      'Call to action',
      'Cited videos',
    ]) {
      expect(words).toContain(heading);
    }
    expect(words).toContain('Instagram Reels and TikTok');
    expect(words).toContain('Total');
    expect(words).toContain('Video 120');

    const links = new Set(pages.flatMap((page) => page.links));
    for (let id = 101; id < 101 + VIDEO_COUNT; id++) {
      expect(links.has(`${PUBLIC_URL}/v/${id}`), `link to video ${id}`).toBe(true);
      expect(words).toContain(`${PUBLIC_URL}/v/${id}`);
    }
    // A4 by default.
    for (const page of pages) expect(page.size.map(Math.round)).toEqual([595, 842]);
  });

  it('gives Letter pages of 612x792 points', async () => {
    const pdf = await renderBriefPdf({ ...briefWith(2), paper: 'letter', readThumbnail });
    const pages = await readPdf(pdf);
    for (const page of pages) expect(page.size).toEqual([612, 792]);
  });

  it('renders a brief with nothing but a title, and a thumbnail that is not an image', async () => {
    const { brief, ...rest } = briefWith(1);
    const pdf = await renderBriefPdf({
      ...rest,
      notes: '',
      brief: {
        ...brief,
        goal: '',
        audience: '',
        brand: { name: '', line: '' },
        hooks: [],
        beats: [],
        shots: [],
        cta: '',
      },
      readThumbnail: async () => Buffer.from('not a webp'),
    });
    const words = (await readPdf(pdf)).map((page) => page.text).join(' ');
    expect(words).toContain('Crème brûlée');
    expect(words).not.toContain('Hooks');
  });

  it('keeps the event loop free while it renders 20 cited videos', async () => {
    const input = { ...briefWith(VIDEO_COUNT), readThumbnail };
    await renderBriefPdf(input); // the worker is warm, as in a running app
    const delay = monitorEventLoopDelay({ resolution: 5 });
    delay.enable();
    const started = performance.now();
    const pdf = await renderBriefPdf(input);
    const ms = performance.now() - started;
    delay.disable();
    const p99 = delay.percentile(99) / 1e6;
    console.info(
      `brief PDF, ${VIDEO_COUNT} cited videos: ${ms.toFixed(0)} ms, ${(pdf.length / 1024).toFixed(0)} KB, ` +
        `event-loop delay p99 ${p99.toFixed(1)} ms, max ${(delay.max / 1e6).toFixed(1)} ms`,
    );
    expect(p99).toBeLessThan(50);
  });
});
