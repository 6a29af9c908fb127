import type { FastifyInstance } from 'fastify';
import { BRIEF_LIMITS } from '../../shared/contracts/brief-limits';
import type { Brief } from '../../shared/contracts/briefs';
import { type BrokenFragment, brokenFragments } from '../chat-eval/broken-fragments';
import type { EvalSwipefile, EvalUser } from './eval-swipefiles';

/** What `npm run eval:briefs` holds the offline drafts to (issue 34). */
export const TARGETS = {
  citedInSet: 1,
  hooksMin: BRIEF_LIMITS.draftHooksMin,
  hooksMax: BRIEF_LIMITS.draftHooksMax,
  broken: 0,
  draftP99Ms: 300,
  swipefilesMin: 15,
} as const;

/** A brief text a reader reads, named as the API names it, with the breaks found in it. */
export interface BrokenField {
  field: string;
  fragment: BrokenFragment;
}

export interface DraftResult {
  swipefile: EvalSwipefile;
  brief: Brief;
  /** Every time this swipefile was drafted (each round), in ms, the request through the app's routes. */
  ms: number[];
  /** Ids the brief names (cited videos, hooks' and beats' videos), each once. */
  cited: number[];
  /** Of those, the ones that are real videos and in the swipefile. */
  citedInSet: number;
  /** Swipefile videos the brief cites (a draft cites every video it reads). */
  setCited: number;
  hooks: number;
  distinctHooks: number;
  beats: number;
  shots: number;
  broken: BrokenField[];
}

/**
 * Drafts every swipefile `rounds` times through `POST /api/briefs/draft` (app.inject: the real routes,
 * access hook and validation, without a socket), timing each request; the first round's brief is judged
 * (the draft is deterministic, so later rounds only add timings).
 */
export async function draftAll(
  app: FastifyInstance,
  user: EvalUser,
  swipefiles: EvalSwipefile[],
  rounds: number,
  realIds: ReadonlySet<number>,
): Promise<DraftResult[]> {
  const results: DraftResult[] = [];
  for (const swipefile of swipefiles) {
    const ms: number[] = [];
    let first: Brief | null = null;
    for (let round = 0; round < rounds; round++) {
      const { brief, took } = await draft(app, user, swipefile.id);
      ms.push(took);
      first ??= brief;
    }
    results.push(judgeBrief(first as Brief, swipefile, ms, realIds));
  }
  return results;
}

/** One timed draft; anything but 201 stops the eval. */
export async function draft(app: FastifyInstance, user: EvalUser, swipefileId: string) {
  const started = performance.now();
  const answer = await app.inject({
    method: 'POST',
    url: '/api/briefs/draft',
    headers: { authorization: `Bearer ${user.token}` },
    payload: { swipefile_id: swipefileId },
  });
  const took = performance.now() - started;
  if (answer.statusCode !== 201)
    throw new Error(`POST /api/briefs/draft (${swipefileId}): ${answer.statusCode} ${answer.body}`);
  return { brief: (answer.json() as { data: Brief }).data, took };
}

function judgeBrief(
  brief: Brief,
  swipefile: EvalSwipefile,
  ms: number[],
  realIds: ReadonlySet<number>,
): DraftResult {
  const inSet = new Set(swipefile.videoIds);
  const named = [
    ...brief.videos.map((video) => video.video_id),
    ...brief.hooks.flatMap((hook) => (hook.video_id === null ? [] : [hook.video_id])),
    ...brief.beats.flatMap((beat) => (beat.video_id === null ? [] : [beat.video_id])),
  ];
  const cited = [...new Set(named)];
  return {
    swipefile,
    brief,
    ms,
    cited,
    citedInSet: cited.filter((id) => realIds.has(id) && inSet.has(id)).length,
    setCited: brief.videos.filter((video) => inSet.has(video.video_id)).length,
    hooks: brief.hooks.length,
    distinctHooks: new Set(brief.hooks.map((hook) => normalised(hook.text))).size,
    beats: brief.beats.length,
    shots: brief.shots.length,
    broken: textFields(brief).flatMap(([field, text]) =>
      brokenFragments(text).map((fragment) => ({ field, fragment })),
    ),
  };
}

/** Every text of the brief a reader reads (the draft leaves the brand empty), by its field's path. */
export function textFields(brief: Brief): [string, string][] {
  return [
    ['title', brief.title],
    ['goal', brief.goal],
    ['audience', brief.audience],
    ['cta', brief.cta],
    ['notes', brief.notes],
    ...brief.videos.map((video, i): [string, string] => [`videos.${i}.why`, video.why]),
    ...brief.hooks.map((hook, i): [string, string] => [`hooks.${i}.text`, hook.text]),
    ...brief.beats.flatMap((beat, i): [string, string][] => [
      [`beats.${i}.name`, beat.name],
      [`beats.${i}.description`, beat.description],
    ]),
    ...brief.shots.flatMap((shot, i): [string, string][] => [
      [`shots.${i}.description`, shot.description],
      [`shots.${i}.on_screen_text`, shot.on_screen_text],
    ]),
  ];
}

/** Two hooks are the same hook when they differ only in case, spacing or the closing stop. */
const normalised = (text: string) =>
  text
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .replace(/[.!?…]+$/, '')
    .trim();

export interface NicheHooks {
  niche: string;
  briefs: number;
  hooks: number;
  distinct: number;
  /** Hooks written in more than one brief of the niche, with how many briefs. */
  repeated: { text: string; briefs: number }[];
}

/** Hooks across the briefs of each niche with two or more: how many are distinct, and which repeat. */
export function hooksByNiche(results: DraftResult[]): NicheHooks[] {
  const byNiche = new Map<string, DraftResult[]>();
  for (const result of results)
    byNiche.set(result.swipefile.niche, [...(byNiche.get(result.swipefile.niche) ?? []), result]);
  return [...byNiche]
    .filter(([, briefs]) => briefs.length > 1)
    .map(([niche, briefs]) => {
      const counts = new Map<string, { text: string; briefs: number }>();
      let hooks = 0;
      for (const { brief } of briefs) {
        hooks += brief.hooks.length;
        for (const text of new Set(brief.hooks.map((hook) => hook.text))) {
          const key = normalised(text);
          const entry = counts.get(key) ?? { text, briefs: 0 };
          entry.briefs += 1;
          counts.set(key, entry);
        }
      }
      const repeated = [...counts.values()].filter((entry) => entry.briefs > 1);
      return { niche, briefs: briefs.length, hooks, distinct: counts.size, repeated };
    })
    .sort((a, b) => a.niche.localeCompare(b.niche));
}

export interface EvalSummary {
  swipefiles: number;
  sizes: { min: number; max: number };
  niches: number;
  cited: number;
  citedInSet: number;
  citedShare: number;
  briefsHooksInRange: number;
  briefsHooksDistinct: number;
  hooksRange: { min: number; max: number };
  broken: number;
  drafts: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
}

export function summarise(results: DraftResult[]): EvalSummary {
  const cited = sum(results.map((r) => r.cited.length));
  const citedInSet = sum(results.map((r) => r.citedInSet));
  const timings = results.flatMap((r) => r.ms).sort((a, b) => a - b);
  const sizes = results.map((r) => r.swipefile.videoIds.length);
  const hooks = results.map((r) => r.hooks);
  return {
    swipefiles: results.length,
    sizes: { min: Math.min(...sizes), max: Math.max(...sizes) },
    niches: new Set(results.map((r) => r.swipefile.niche)).size,
    cited,
    citedInSet,
    citedShare: cited === 0 ? 0 : citedInSet / cited,
    briefsHooksInRange: results.filter((r) => r.hooks >= TARGETS.hooksMin && r.hooks <= TARGETS.hooksMax)
      .length,
    briefsHooksDistinct: results.filter((r) => r.distinctHooks === r.hooks).length,
    hooksRange: { min: Math.min(...hooks), max: Math.max(...hooks) },
    broken: sum(results.map((r) => r.broken.length)),
    drafts: timings.length,
    p50Ms: percentile(timings, 0.5),
    p99Ms: percentile(timings, 0.99),
    maxMs: timings.at(-1) ?? 0,
  };
}

/** The targets, each with whether it was met. */
export function verdicts(summary: EvalSummary): { check: string; met: boolean }[] {
  const s = summary;
  return [
    {
      check: `swipefiles drafted: ${s.swipefiles} (≥ ${TARGETS.swipefilesMin}), sizes ${s.sizes.min}–${s.sizes.max}, ${s.niches} niches`,
      met: s.swipefiles >= TARGETS.swipefilesMin,
    },
    {
      check: `cited ids real and in the set: ${s.citedInSet}/${s.cited} = ${(s.citedShare * 100).toFixed(1)}% (target 100%)`,
      met: s.citedShare >= TARGETS.citedInSet && s.cited > 0,
    },
    {
      check: `briefs with ${TARGETS.hooksMin}–${TARGETS.hooksMax} hooks: ${s.briefsHooksInRange}/${s.swipefiles} (hooks per brief ${s.hooksRange.min}–${s.hooksRange.max})`,
      met: s.briefsHooksInRange === s.swipefiles,
    },
    {
      check: `briefs whose hooks are all distinct: ${s.briefsHooksDistinct}/${s.swipefiles}`,
      met: s.briefsHooksDistinct === s.swipefiles,
    },
    {
      check: `broken-text findings: ${s.broken} (target ${TARGETS.broken})`,
      met: s.broken === TARGETS.broken,
    },
    {
      check: `time per draft over ${s.drafts} drafts: p50 ${s.p50Ms.toFixed(1)} ms, p99 ${s.p99Ms.toFixed(1)} ms, max ${s.maxMs.toFixed(1)} ms (p99 target ≤ ${TARGETS.draftP99Ms} ms)`,
      met: s.p99Ms <= TARGETS.draftP99Ms,
    },
  ];
}

/** Nearest rank: the smallest value at least `q` of the values are at or below. */
export function percentile(sorted: readonly number[], q: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))] ?? 0;
}

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
