import { VIDEO_MARKER_PATTERN } from '../../../shared/contracts/chat';
import type { FullVideo } from '../../../shared/contracts/video';
import type { ChatModel, ChatModelInput, ChatModelOutput } from '../chat-model';
import { extractNiche } from '../intent';
import { proposeActions } from './actions';
import { audienceOf } from './adapt';
import type { AnswerContext, Section } from './answer-context';
import { fitLines } from './compose';
import { type Focus, mentions, retrieve } from './retrieval';
import { planSections } from './section-plan';
import { SECTION_WRITERS } from './section-writers';
import { diverse, marker, reach, spokenHook, tally, topicsOf, whyItWorks } from './video-facts';

/**
 * The built-in offline strategist (issue 18, DECISIONS.md 23): no key, no network. It retrieves the videos
 * the message is about with the library tools, then writes each section the intent's prompt names from
 * those videos' analysis (section-writers.ts) — quoted and adapted hooks, counted formats and frameworks,
 * computed engagement — within the configured length, streaming it line by line.
 */
export class OfflineStrategist implements ChatModel {
  async answer(input: ChatModelInput): Promise<ChatModelOutput> {
    const { signal } = input;
    signal.throwIfAborted();
    const said = extractNiche(input.message);
    const found = await retrieve({
      message: input.message,
      intent: input.intent,
      niche: said,
      currentVideoId: input.currentVideoId,
      tools: input.tools,
    });
    signal.throwIfAborted();
    // "for skincare videos" names the topic, not who the user is.
    const niche = said && !namesOnlyFocus(said, found.focus) ? said : null;
    const topic = found.focus.topic ?? tally(found.videos.slice(0, 6), topicsOf)[0]?.name ?? null;
    const ctx: AnswerContext = {
      message: input.message,
      intent: input.intent,
      niche,
      audience: audienceOf(niche, niche && !found.focus.topic ? null : topic),
      videos: diverse(found.videos),
      focus: found.focus,
      query: found.query,
      current: found.current,
      usedHooks: new Set(),
    };
    const sections: Section[] = planSections(input.prompt).map(({ title, kind }) => {
      const lines = SECTION_WRITERS[kind](ctx);
      // A writer with nothing to say here (no framework data, say) still answers with real videos.
      return { title, lines: lines.length ? lines : SECTION_WRITERS.examples(ctx) };
    });
    const lines = fitLines(introOf(ctx), sections, input.config.maxResponseLength);

    const pieces: string[] = [];
    for (const [i, line] of lines.entries()) {
      signal.throwIfAborted();
      const piece = i === 0 ? line : `\n${line}`;
      pieces.push(piece);
      input.onDelta(piece);
    }
    const text = pieces.join('');
    const byId = new Map(found.videos.map((v) => [v.id, v]));
    const cited = citedIds(text).flatMap((id) => byId.get(id) ?? []);
    return {
      text,
      actions: proposeActions({ intent: input.intent, cited, focus: found.focus, query: found.query }),
      videoIds: cited.map((v) => v.id),
    };
  }
}

/** The ids the text cites, in order of first citation. */
export function citedIds(text: string): number[] {
  return [...new Set([...text.matchAll(VIDEO_MARKER_PATTERN)].map((m) => Number(m[1])))];
}

/** Whether every word of the niche is a taxonomy entry the message named ("skincare", "storytime"). */
function namesOnlyFocus(niche: string, focus: Focus): boolean {
  const named = [focus.topic, focus.format, focus.concept].filter((n): n is string => Boolean(n));
  return niche.split(' ').every((word) => named.some((name) => mentions(word, name) || mentions(name, word)));
}

/** One line saying what the answer rests on; with a video open, what that video does, first. */
function introOf(ctx: AnswerContext): string {
  const about = [
    ctx.niche ? `for ${ctx.audience.who}` : null,
    ctx.focus.format ? `in the ${ctx.focus.format} format` : null,
    ctx.focus.topic ? `on ${ctx.focus.topic}` : ctx.query ? `matching "${ctx.query}"` : null,
  ].filter(Boolean);
  const count = countOf(ctx.videos);
  if (ctx.current) {
    const v = ctx.current;
    const hook = spokenHook(v);
    const why = whyItWorks(v);
    const sentences = [
      `${marker(v)} (${reach(v)}) ${hook ? `opens on "${hook}"` : 'opens on a visual'}.`,
      why ? `Why it lands: ${why}.` : null,
      v.narrative_framework_name ? `It follows the ${v.narrative_framework_name} structure.` : null,
      `Below, ${count} around it${about.length ? ` ${about.join(', ')}` : ''}:`,
    ];
    return sentences.filter(Boolean).join(' ');
  }
  return `Drawn from ${count} in the library${about.length ? ` ${about.join(', ')}` : ' (the most viewed, as the question names no subject)'}:`;
}

const countOf = (videos: FullVideo[]) => `${videos.length} video${videos.length === 1 ? '' : 's'}`;
