import { BRIEF_LIMITS, BRIEF_PLATFORM_LABELS, type BriefPlatform } from '../../shared/contracts/brief-limits';
import type { FullVideo } from '../../shared/contracts/video';
import { formatEngagement } from '../../shared/domain/engagement';
import { formatCount } from '../../shared/domain/number-format';
import {
  type Audience,
  adaptHook,
  alternateHook,
  audienceOf,
  hookDevice,
  withArticle,
} from '../bot/offline/adapt';
import { diverse, lowerFirst, tally, topicsOf, topPerformer } from '../bot/offline/video-facts';
import type { BriefContent } from './brief-content';
import { newItemId } from './brief-content';

/** What the caller chose for the draft; the rest is read off the videos. */
export interface DraftChoices {
  title?: string | undefined;
  goal?: string | undefined;
  audience?: string | undefined;
  brand?: { name: string; line: string } | undefined;
  platform?: BriefPlatform | undefined;
  /** What the videos came from, for the title: a swipefile's name, or null for a chat answer's videos. */
  sourceName: string | null;
}

/** Seconds given to the hook, to each middle beat, and to the payoff and CTA in the shot list. */
const SECONDS = { hook: 3, beat: 6, payoff: 5, cta: 3 };

/**
 * The offline strategist's brief (issue 34; docs/decisions/0065-briefs.md): deterministic, grounded in the
 * videos given, and written in its own words. Hooks are adapted on each video's hook device
 * (bot/offline/adapt.ts, the chat's own hook writer); the beat sheet follows the narrative framework most
 * of the videos share, step by step; each hook and beat names the video it comes from. It never copies a
 * video's gated wording (its hook, transcript, hook overview, payoff, beat lines): a brief may be shared
 * publicly, and the analysis stays for signed-in readers.
 */
export function draftOffline(videos: readonly FullVideo[], choices: DraftChoices): BriefContent {
  const pool = videos.slice(0, BRIEF_LIMITS.draftVideosMax);
  const topic = tally([...pool], topicsOf)[0]?.name ?? null;
  const audience = audienceOf(null, topic);
  const platform = choices.platform ?? platformOf(pool);
  const hooks = draftHooks(pool, audience);
  const model = frameworkModel(pool);
  const beats = draftBeats(model, audience);
  const brand = choices.brand ?? { name: '', line: '' };
  return {
    title: choices.title || defaultTitle(choices.sourceName, audience),
    goal: choices.goal || defaultGoal(pool, platform, audience, model?.name ?? null),
    audience: choices.audience || defaultAudience(pool, audience),
    brandName: brand.name,
    brandLine: brand.line,
    platform,
    videos: pool.map((video) => ({ video_id: video.id, why: whyCited(video, model) })),
    hooks,
    beats,
    shots: draftShots(beats, hooks[0]?.text ?? '', brand.name, framingOf(model?.video ?? pool[0])),
    cta: brand.name
      ? `Send viewers to ${brand.name}: link in bio.`
      : 'Ask viewers to save it and follow for the next one.',
    notes: draftNotes(pool, choices.sourceName, model),
  };
}

function platformOf(videos: readonly FullVideo[]): BriefPlatform {
  const platforms = new Set(videos.map((video) => video.platform?.toLowerCase() ?? ''));
  if (platforms.size === 1 && platforms.has('instagram')) return 'instagram';
  if (platforms.size === 1 && platforms.has('tiktok')) return 'tiktok';
  return 'both';
}

const capitalise = (text: string) => (text ? text[0]?.toUpperCase() + text.slice(1) : text);

function defaultTitle(sourceName: string | null, audience: Audience): string {
  return sourceName ? `Next video from ${sourceName}` : `Next ${audience.field} video`;
}

/**
 * 3–5 hooks, one per video first (the videos with one of each idea lead, `diverse`), then a second pass
 * over the same videos when fewer than three gave one, so a swipefile of one or two videos still gets three.
 */
function draftHooks(videos: readonly FullVideo[], audience: Audience) {
  const used = new Set<string>();
  const hooks: BriefContent['hooks'] = [];
  const order = diverse([...videos]);
  for (let pass = 0; pass < 3 && hooks.length < BRIEF_LIMITS.draftHooksMin; pass++) {
    for (const video of order) {
      if (hooks.length >= BRIEF_LIMITS.draftHooksMax) break;
      if (pass > 0 && hooks.length >= BRIEF_LIMITS.draftHooksMin) break;
      const adapted = adaptHook(video, audience, used);
      if (adapted)
        hooks.push({ id: newItemId(), text: adapted.hook, video_id: video.id, device: adapted.device });
    }
  }
  // One or two videos whose device has run out of variants: another opening on the best of them.
  for (
    let i = 0;
    hooks.length < BRIEF_LIMITS.draftHooksMin && i < order.length * BRIEF_LIMITS.draftHooksMin;
    i++
  ) {
    const video = order[i % order.length] as FullVideo;
    const adapted = alternateHook(video, audience, used);
    if (adapted)
      hooks.push({ id: newItemId(), text: adapted.hook, video_id: video.id, device: adapted.device });
  }
  return hooks;
}

interface FrameworkModel {
  name: string;
  video: FullVideo;
  /** How many of the videos use the framework. */
  count: number;
  steps: { name: string; description: string | null }[];
}

/** The framework most videos share, modelled on its best-performing video with usable steps. */
function frameworkModel(videos: readonly FullVideo[]): FrameworkModel | null {
  for (const { name, videos: using } of tally([...videos], (video) => [video.narrative_framework_name])) {
    const ranked = [...using].sort((a, b) => (b.views ?? 0) - (a.views ?? 0));
    for (const video of ranked) {
      const steps = (video.narrative_framework?.microPatternSteps ?? [])
        .filter((step) => step.name)
        .map((step) => ({ name: step.name as string, description: step.description }));
      if (steps.length > 0) return { name, video, count: using.length, steps };
    }
  }
  return null;
}

/** The beat sheet: the hook, the framework's steps, the payoff. Each beat names the video it follows. */
function draftBeats(model: FrameworkModel | null, audience: Audience): BriefContent['beats'] {
  if (!model) return [];
  const id = model.video.id;
  const beat = (name: string, description: string) => ({ id: newItemId(), name, description, video_id: id });
  return [
    beat('Hook', 'Open on one of the hooks above in the first two seconds, before any introduction.'),
    ...model.steps.map((step) =>
      beat(
        step.name,
        step.description
          ? `${capitalise(step.description.replace(/[.!?]+$/, ''))}.`
          : `The ${step.name.toLowerCase()} step of ${model.name}, told for ${audience.field}.`,
      ),
    ),
    beat('Payoff', `Close the loop the hook opened: the result the viewer came for, shown rather than told.`),
  ];
}

/** One shot per beat, timed for a short video, with the first hook on screen over the opening. */
function draftShots(
  beats: BriefContent['beats'],
  hook: string,
  brand: string,
  framing: string,
): BriefContent['shots'] {
  if (beats.length === 0) return [];
  const shots: BriefContent['shots'] = beats.map((beat, index) => {
    const first = index === 0;
    const last = index === beats.length - 1;
    return {
      id: newItemId(),
      description: first
        ? 'Close-up, straight to camera: say the hook.'
        : last
          ? 'Show the result on screen, then a beat of silence.'
          : `${framing}: ${lowerFirst(beat.description)}`,
      on_screen_text: first ? hook : '',
      duration_s: first ? SECONDS.hook : last ? SECONDS.payoff : SECONDS.beat,
    };
  });
  shots.push({
    id: newItemId(),
    description: brand
      ? `End card with ${brand} and the call to action.`
      : 'End card with the call to action.',
    on_screen_text: '',
    duration_s: SECONDS.cta,
  });
  return shots;
}

/** How the model video films its middle beats, by its elements and format (public fields). */
function framingOf(video: FullVideo | undefined): string {
  const elements = (video?.elements ?? []).map((element) => element.toLowerCase());
  const format = video?.video_format?.toLowerCase() ?? '';
  if (elements.some((e) => e.includes('face to camera')) || format.includes('talking head'))
    return 'To camera';
  if (elements.some((e) => e.includes('voiceover')) || format.includes('voiceover'))
    return 'B-roll under voiceover';
  if (format.includes('tutorial') || format.includes('demo')) return 'Hands in frame';
  return 'On screen';
}

/** Why a video is cited, from its public figures and its structure: never its own words. */
function whyCited(video: FullVideo, model: FrameworkModel | null): string {
  const parts: string[] = [];
  const reach = [`${formatCount(video.views)} views`];
  const engagement = formatEngagement(video.engagement, 2);
  if (engagement) reach.push(`${engagement} engagement`);
  const format = video.video_format ? `${video.video_format} video` : 'video';
  parts.push(`${capitalise(withArticle(format))} with ${reach.join(' and ')}.`);
  parts.push(`Its hook is a ${hookDevice(video).name}.`);
  if (model && video.id === model.video.id) parts.push(`The beat sheet follows its ${model.name} structure.`);
  else if (video.narrative_framework_name) parts.push(`It runs on ${video.narrative_framework_name}.`);
  return parts.join(' ');
}

function defaultGoal(
  videos: readonly FullVideo[],
  platform: BriefPlatform,
  audience: Audience,
  framework: string | null,
): string {
  const best = topPerformer([...videos]);
  const lead = `${capitalise(withArticle(`${BRIEF_PLATFORM_LABELS[platform]} video`))} on ${audience.field} that earns the first two seconds`;
  const how = framework ? `, built on ${framework} like the cited videos` : '';
  const target = best?.views ? ` The best of them reached ${formatCount(best.views)} views.` : '';
  return `${lead}${how}.${target}`;
}

function defaultAudience(videos: readonly FullVideo[], audience: Audience): string {
  const accounts = tally([...videos], (video) => video.account_types)[0]?.name;
  return accounts
    ? `People who follow ${accounts.toLowerCase()} accounts for ${audience.field}.`
    : `People who watch ${audience.field} videos.`;
}

function draftNotes(
  videos: readonly FullVideo[],
  sourceName: string | null,
  model: FrameworkModel | null,
): string {
  const from = sourceName ? `the swipefile ${sourceName}` : 'a chat answer';
  const count = videos.length === 1 ? 'one video' : `${videos.length} videos`;
  const share = model
    ? ` ${model.count === videos.length ? 'All' : model.count} of them use ${model.name}.`
    : '';
  if (videos.length === 1)
    return `Drafted from one video of ${from}.${model ? ` It uses ${model.name}.` : ''}`;
  return `Drafted from ${count} of ${from}.${share}`;
}
