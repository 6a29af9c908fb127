import type { FullVideo } from '../../../shared/contracts/video';
import { engagementPercent, formatEngagement } from '../../../shared/domain/engagement';
import { formatCount } from '../../../shared/domain/number-format';
import { markerFor } from '../../../shared/domain/video-markers';

/**
 * What the offline strategist reads off a set of videos: counts of a field across the set, the median and
 * mean it quotes, and the short phrases it cites a video with. Everything here is computed from the
 * videos' own analysis, so every figure in an answer can be checked against the cards it cites.
 */

export const marker = (video: FullVideo) => markerFor(video.id);

/** "1.2K views, 4.53% engagement" (docs/product/limits.md#display-rules), leaving out what the video lacks. */
export function reach(video: FullVideo): string {
  const parts = [`${formatCount(video.views)} views`];
  const engagement = formatEngagement(video.engagement, 2);
  if (engagement) parts.push(`${engagement} engagement`);
  return parts.join(', ');
}

export function median(values: number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

/** Mean engagement as a percentage (docs/product/limits.md#display-rules: a value below 1 is a fraction), or null without any. */
export function meanEngagement(videos: FullVideo[]): number | null {
  const values = videos.flatMap((v) =>
    v.engagement === null || !Number.isFinite(v.engagement) ? [] : [engagementPercent(v.engagement)],
  );
  return values.length ? values.reduce((a, b) => a + b, 0) / values.length : null;
}

export const percent = (value: number | null) => (value === null ? 'n/a' : `${value.toFixed(2)}%`);
export const medianViews = (videos: FullVideo[]) =>
  median(videos.flatMap((v) => (v.views === null ? [] : [v.views])));
export const views = (value: number | null) => formatCount(value);

export interface Tally {
  name: string;
  videos: FullVideo[];
}

/** The values of one field across the videos, most common first (ties: first seen first). */
export function tally(
  videos: FullVideo[],
  valuesOf: (video: FullVideo) => (string | null | undefined)[],
): Tally[] {
  const byName = new Map<string, FullVideo[]>();
  for (const video of videos) {
    for (const value of new Set(valuesOf(video))) {
      if (!value) continue;
      const list = byName.get(value) ?? [];
      list.push(video);
      byName.set(value, list);
    }
  }
  return [...byName.entries()]
    .map(([name, list]) => ({ name, videos: list }))
    .sort(
      (a, b) =>
        b.videos.length - a.videos.length || (medianViews(b.videos) ?? 0) - (medianViews(a.videos) ?? 0),
    );
}

/**
 * The videos with one of each idea first: a library often holds one idea in several formats (same hook,
 * same payoff), and a list of five should show five ideas. Otherwise the order is kept.
 */
export function diverse(videos: FullVideo[]): FullVideo[] {
  const seen = new Set<string>();
  const first: FullVideo[] = [];
  const repeats: FullVideo[] = [];
  for (const video of videos) {
    const key = (spokenHook(video) ?? video.payoff ?? title(video)).toLowerCase();
    (seen.has(key) ? repeats : first).push(video);
    seen.add(key);
  }
  return [...first, ...repeats];
}

export const formatOf = (v: FullVideo) => [v.video_format];
export const frameworkOf = (v: FullVideo) => [v.narrative_framework_name];
export const conceptsOf = (v: FullVideo) => v.concepts;
export const elementsOf = (v: FullVideo) => v.elements;
export const emotionsOf = (v: FullVideo) => v.emotions ?? [];
export const topicsOf = (v: FullVideo) => (v.topics.length ? v.topics : [v.primary_topic]);

/** The best-performing video of a set: most views, then engagement. */
export function topPerformer(videos: FullVideo[]): FullVideo | undefined {
  return [...videos].sort(
    (a, b) => (b.views ?? 0) - (a.views ?? 0) || (b.engagement ?? 0) - (a.engagement ?? 0),
  )[0];
}

/** The words that open the video, as said or shown; null when it has neither. */
export function spokenHook(video: FullVideo): string | null {
  const text = (video.hook_verbal_content || video.hook_title_content || '').trim();
  return text || null;
}

/** A one-line name for the video: its description, else the start of its overview, else its id. */
export function title(video: FullVideo): string {
  const text = (video.simple_description || video.overview || video.caption || `Video ${video.id}`).trim();
  const line = text.split('\n')[0] ?? text;
  return line.length > 90 ? `${line.slice(0, 89).trimEnd()}…` : line;
}

/**
 * Why the video's opening works, in the analyst's words: the "It works by …" clause of the hook overview,
 * else its last sentence, else the payoff.
 */
export function whyItWorks(video: FullVideo): string | null {
  const overview = video.hook_overview ?? '';
  const clause = /\bIt works by ([^,.]+)/.exec(overview);
  if (clause?.[1]) return `it works by ${clause[1].trim()}`;
  const sentences = overview.split(/(?<=[.!?])\s+/).filter(Boolean);
  const last = sentences[sentences.length - 1];
  if (last && sentences.length > 1) return lowerFirst(last.replace(/[.!?]+$/, ''));
  return video.payoff ? `it pays off: ${lowerFirst(video.payoff.replace(/[.!?]+$/, ''))}` : null;
}

/** The sentence with its full stop, unless it already ends on one ("… hiding you." takes none). */
export const endSentence = (text: string) => (/[.!?]["”]?$/.test(text) ? text : `${text}.`);

export const lowerFirst = (text: string) => (text ? text[0]?.toLowerCase() + text.slice(1) : text);
export const share = (part: number, whole: number) => `${part} of ${whole}`;
export const author = (video: FullVideo) => (video.author_username ? ` by @${video.author_username}` : '');
