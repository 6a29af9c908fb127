import type { FullVideo } from '../../../shared/contracts/video';
import { adaptHook, hookDevice, ideaFrom, withArticle } from './adapt';
import type { AnswerContext } from './answer-context';
import {
  author,
  conceptsOf,
  elementsOf,
  emotionsOf,
  endSentence,
  formatOf,
  frameworkOf,
  marker,
  meanEngagement,
  medianViews,
  percent,
  reach,
  share,
  spokenHook,
  type Tally,
  tally,
  title,
  topicsOf,
  topPerformer,
  views,
  whyItWorks,
} from './video-facts';

/**
 * The section writers of the offline strategist: each turns the retrieved videos into the lines of one
 * kind of section (numbered or bulleted markdown, one item a line, each citing the videos it rests on).
 * Which writers an answer uses, and in what order, comes from the intent's prompt (section-plan.ts).
 */
export type SectionWriter = (ctx: AnswerContext) => string[];

const ITEMS = 5;
const quote = (text: string) => `"${text.replace(/\s+/g, ' ').trim()}"`;
const withHooks = (videos: FullVideo[]) => videos.filter((v) => spokenHook(v));

/**
 * A tally's line: "**Listicle**: 4 of 12 videos, median 21.5K views, 5.10% mean engagement [videoID:…]",
 * citing its best video. A marker becomes a card and leaves the text (issue 31), so it always follows a
 * whole phrase, never stands for a word of the sentence ("e.g. [videoID:…]" would read "e.g.").
 */
function tallyLine(entry: Tally, whole: number, extra = ''): string {
  const best = topPerformer(entry.videos);
  return `- **${entry.name}**: ${share(entry.videos.length, whole)} videos, median ${views(medianViews(entry.videos))} views, ${percent(meanEngagement(entry.videos))} mean engagement${extra}${best ? ` ${marker(best)}` : ''}`;
}

const ideas: SectionWriter = (ctx) => {
  const seen = new Set<string>();
  const lines: string[] = [];
  for (const video of ctx.videos) {
    if (lines.length === ITEMS) break;
    const { idea, concept } = ideaFrom(video, ctx.audience);
    if (seen.has(idea)) continue;
    seen.add(idea);
    const why = whyItWorks(video);
    lines.push(
      `${lines.length + 1}. **${idea}** (${concept ?? 'proven angle'}, as ${withArticle(video.video_format ?? 'short video')}): modelled on ${marker(video)} "${title(video)}" (${reach(video)})${why ? `; ${why}` : ''}.`,
    );
  }
  return lines;
};

const examples: SectionWriter = (ctx) =>
  ctx.videos.slice(0, ITEMS).map((video) => {
    const why = whyItWorks(video);
    return `- ${marker(video)} **${title(video)}**${author(video)}: ${video.video_format ?? 'video'}, ${reach(video)}${why ? `. Why: ${why}` : ''}.`;
  });

const hooksQuoted: SectionWriter = (ctx) =>
  withHooks(ctx.videos)
    .filter((video, i, all) => all.findIndex((other) => spokenHook(other) === spokenHook(video)) === i)
    .slice(0, ITEMS)
    .map(
      (video) =>
        `- ${quote(spokenHook(video) ?? '')} ${marker(video)}${author(video)}, ${reach(video)}: a ${hookDevice(video).name}.`,
    );

const hooksAdapted: SectionWriter = (ctx) => {
  const sources = withHooks(ctx.videos);
  const lines: string[] = [];
  for (const video of sources.length ? sources : ctx.videos) {
    if (lines.length === ITEMS) break;
    const adapted = adaptHook(video, ctx.audience, ctx.usedHooks);
    if (adapted)
      lines.push(
        `${lines.length + 1}. ${quote(adapted.hook)} (adapted from ${withArticle(adapted.device)} ${marker(video)})`,
      );
  }
  return lines;
};

const concepts: SectionWriter = (ctx) =>
  tally(ctx.videos, conceptsOf)
    .slice(0, 4)
    .map((entry) => {
      const lead = entry.videos[0];
      const why = lead ? whyItWorks(lead) : null;
      return `${tallyLine(entry, ctx.videos.length)}${why ? `; ${why}` : ''}.`;
    });

const formats: SectionWriter = (ctx) =>
  tally(ctx.videos, formatOf)
    .slice(0, 4)
    .map((entry) => `${tallyLine(entry, ctx.videos.length)}.`);

const frameworks: SectionWriter = (ctx) =>
  tally(ctx.videos, frameworkOf)
    .slice(0, 3)
    .map((entry) => {
      const logic = entry.videos.find(
        (v) => v.narrative_framework_core_logic,
      )?.narrative_framework_core_logic;
      return `${tallyLine(entry, ctx.videos.length)}${logic ? `. ${logic.trim().replace(/\.?$/, '.')}` : '.'}`;
    });

/** The leading framework laid out beat by beat, from the best video that uses it. */
const steps: SectionWriter = (ctx) => {
  const lead = tally(ctx.videos, frameworkOf)[0];
  const model = lead && topPerformer(lead.videos.filter((v) => v.narrative_framework));
  if (!lead || !model?.narrative_framework) return [];
  const { structuralBreakdown, microPatternSteps } = model.narrative_framework;
  const lines = [
    `The **${lead.name}** structure, as its best-performing video runs it (${reach(model)}) ${marker(model)}:`,
  ];
  const hook = spokenHook(model);
  lines.push(
    hook
      ? `1. **Hook**: one line that lands at once, as ${quote(hook)} does; yours about ${ctx.audience.field}.`
      : `1. **Hook**: ${structuralBreakdown.hook ?? 'open on the strongest image'}.`,
  );
  const count = Math.max(microPatternSteps.length, structuralBreakdown.beats.length);
  for (let i = 0; i < Math.min(count, 4); i++) {
    const step = microPatternSteps[i];
    const beat = structuralBreakdown.beats[i];
    const name = beat?.name ?? step?.name ?? 'Beat';
    const how = step?.description ?? beat?.function ?? '';
    const there = beat?.function && step?.description ? ` (there: ${quote(beat.function)})` : '';
    lines.push(`${lines.length}. **${name}**: ${how}${there}`);
  }
  const payoff = structuralBreakdown.payoff ?? model.payoff;
  if (payoff) lines.push(`${lines.length}. **Payoff**: ${payoff}`);
  return lines;
};

const numbers: SectionWriter = (ctx) => {
  const all = ctx.videos;
  const best = topPerformer(all);
  const spoken = all.filter((v) => v.hook_verbal_content).length;
  const titled = all.filter((v) => v.hook_title_content).length;
  const lines = [
    `- **${all.length} matching videos**: median ${views(medianViews(all))} views, ${percent(meanEngagement(all))} mean engagement.`,
  ];
  if (best) lines.push(`- Top performer: ${marker(best)} "${title(best)}" with ${reach(best)}.`);
  const topFormat = tally(all, formatOf)[0];
  if (topFormat) lines.push(tallyLine(topFormat, all.length, ' (the most used format)').concat('.'));
  lines.push(
    `- ${share(spoken, all.length)} open with a spoken hook, ${share(titled, all.length)} with on-screen title text.`,
  );
  const topTopic = tally(all, topicsOf)[0];
  if (topTopic) lines.push(tallyLine(topTopic, all.length, ' (the leading topic)').concat('.'));
  return lines;
};

const patterns: SectionWriter = (ctx) => {
  const all = ctx.videos;
  const lines: string[] = [];
  const kinds: [string, (v: FullVideo) => (string | null | undefined)[]][] = [
    ['concept', conceptsOf],
    ['framework', frameworkOf],
    ['element', elementsOf],
    ['emotion', emotionsOf],
    ['format', formatOf],
  ];
  for (const [kind, of] of kinds) {
    const top = tally(all, of)[0];
    if (!top || top.videos.length < 2) continue;
    const best = topPerformer(top.videos);
    lines.push(
      `- The most common ${kind} is **${top.name}** (${share(top.videos.length, all.length)}; ${percent(meanEngagement(top.videos))} mean engagement against ${percent(meanEngagement(all))} overall)${best ? ` ${marker(best)}` : ''}.`,
    );
  }
  return lines;
};

const picks: SectionWriter = (ctx) =>
  ctx.videos.slice(0, 6).map((video, i) => {
    const lesson = video.narrative_framework_name
      ? `the ${video.narrative_framework_name} structure`
      : (video.video_format ?? 'its format');
    const hook = spokenHook(video);
    return endSentence(
      `${i + 1}. ${marker(video)} **${title(video)}**: teaches ${lesson}${hook ? `, opening on ${quote(hook)}` : ''}`,
    );
  });

const commonGround: SectionWriter = (ctx) => {
  const set = ctx.videos.slice(0, 6);
  const lines: string[] = [];
  for (const [label, of] of [
    ['format', formatOf],
    ['concept', conceptsOf],
    ['framework', frameworkOf],
    ['element', elementsOf],
  ] as const) {
    for (const entry of tally(set, of).slice(0, label === 'element' ? 2 : 1)) {
      if (entry.videos.length < 2) continue;
      lines.push(
        `- ${share(entry.videos.length, set.length)} share the ${label} **${entry.name}** ${entry.videos.map(marker).join(' ')}.`,
      );
    }
  }
  if (lines.length === 0)
    lines.push(
      `- Each takes a different route: ${set.map((v) => `${v.video_format ?? 'video'} ${marker(v)}`).join(', ')}.`,
    );
  return lines;
};

const bestMatches: SectionWriter = (ctx) =>
  ctx.videos.slice(0, 6).map((video, i) => {
    const matched = [video.primary_topic, video.video_format].filter(Boolean).join(', ');
    return `${i + 1}. ${marker(video)} **${title(video)}**${author(video)} (${matched}; ${reach(video)}).`;
  });

const refine: SectionWriter = (ctx) => {
  const lines: string[] = [];
  const topic = tally(ctx.videos, topicsOf)[0];
  if (topic && !ctx.focus.topic)
    lines.push(
      `- Narrow to the topic **${topic.name}** (${topic.videos.length} of these ${ctx.videos.length} matches).`,
    );
  for (const format of tally(ctx.videos, formatOf).slice(0, 2)) {
    if (format.name !== ctx.focus.format)
      lines.push(`- Filter by the format **${format.name}** (${format.videos.length} here).`);
  }
  const creator = topPerformer(ctx.videos)?.author_username;
  if (creator) lines.push(`- Search \`@${creator}\` for more from the creator of the most viewed match.`);
  const concept = tally(ctx.videos, conceptsOf)[0];
  if (concept && ctx.query)
    lines.push(
      `- Try a related search: \`${ctx.query} ${concept.name.toLowerCase()}\` (the most common concept here).`,
    );
  return lines;
};

const nextSteps: SectionWriter = (ctx) => {
  const format = tally(ctx.videos, formatOf)[0];
  const framework = tally(ctx.videos, frameworkOf)[0];
  const benchmark = medianViews(ctx.videos);
  const lead = withHooks(ctx.videos)[0];
  const lines: string[] = [];
  if (format && framework) {
    lines.push(
      `1. Script one ${format.name} video on ${ctx.audience.field} with the ${framework.name} structure ${framework.videos.map(marker).slice(0, 2).join(' ')}.`,
    );
  }
  if (lead) {
    const adapted = adaptHook(lead, ctx.audience, ctx.usedHooks);
    lines.push(
      adapted
        ? `${lines.length + 1}. Open on a line like ${quote(adapted.hook)}, and test a second hook against it.`
        : `${lines.length + 1}. Film the two strongest hooks above as separate openings and keep the one that holds viewers longer.`,
    );
  }
  if (benchmark !== null) {
    lines.push(
      `${lines.length + 1}. Measure it against these videos: median ${views(benchmark)} views, ${percent(meanEngagement(ctx.videos))} engagement.`,
    );
  }
  lines.push(
    `${lines.length + 1}. Save the cited videos to a swipefile and rewatch their first three seconds before you film.`,
  );
  return lines;
};

export const SECTION_WRITERS = {
  ideas,
  examples,
  hooksQuoted,
  hooksAdapted,
  concepts,
  formats,
  frameworks,
  steps,
  numbers,
  patterns,
  picks,
  commonGround,
  bestMatches,
  refine,
  nextSteps,
} satisfies Record<string, SectionWriter>;
export type SectionKind = keyof typeof SECTION_WRITERS;
