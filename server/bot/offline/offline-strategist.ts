import { setImmediate as nextTurn } from 'node:timers/promises';
import type { FullVideo } from '../../../shared/contracts/video';
import { wordFor } from '../../../shared/domain/plural';
import { citedIds } from '../../../shared/domain/video-markers';
import type { ChatModel, ChatModelInput, ChatModelOutput } from '../chat-model';
import { proposeActions } from './actions';
import { audienceOf } from './adapt';
import type { AnswerContext, Section } from './answer-context';
import { fitLines } from './compose';
import { readWithHistory } from './follow-up';
import { retrieve } from './retrieval';
import { planSections } from './section-plan';
import { SECTION_WRITERS } from './section-writers';
import { type Focus, mentions, PLATFORM_LABELS } from './subject';
import { toneOf } from './tone';
import { diverse, endSentence, marker, reach, spokenHook, tally, topicsOf, whyItWorks } from './video-facts';

/**
 * The built-in offline strategist (issue 18, docs/decisions/0023-bot-models.md): no key, no network. It reads what the
 * message asks with the conversation before it (follow-up.ts), retrieves those videos with the library
 * tools, then writes each section the intent's prompt names from their analysis (section-writers.ts) —
 * quoted and adapted hooks, counted formats and frameworks, computed engagement — in the prompt's tone
 * (tone.ts), within the configured length. The intro line goes out as soon as the videos are known and
 * the sections follow one event-loop turn apart, so the first words reach the user before the rest is
 * written.
 */
export class OfflineStrategist implements ChatModel {
  async answer(input: ChatModelInput): Promise<ChatModelOutput> {
    const { signal } = input;
    signal.throwIfAborted();
    const asked = await readWithHistory(input.message, input.history, input.tools);
    const found = await retrieve({
      message: input.message,
      subject: asked.subject,
      niche: asked.niche,
      currentVideoId: input.currentVideoId,
      tools: input.tools,
      seen: asked.seen,
    });
    signal.throwIfAborted();
    const said = asked.niche;
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
    const tone = toneOf(input.prompt);
    const budget = input.config.maxResponseLength;
    const intro = `${tone.opener}${introOf(ctx)}`;
    const pieces: string[] = [];
    const write = (line: string) => {
      signal.throwIfAborted();
      const piece = pieces.length === 0 ? line : `\n${line}`;
      pieces.push(piece);
      input.onDelta(piece);
    };
    // The first line of any fitting is the intro (or the intro cut to the budget): it goes out now.
    write(fitLines(intro, [], budget)[0] ?? '');

    const sections: Section[] = [];
    for (const { title, kind } of planSections(input.prompt)) {
      await nextTurn();
      signal.throwIfAborted();
      const written = SECTION_WRITERS[kind](ctx);
      // A writer with nothing to say here (no framework data, say) still answers with real videos.
      const lines = written.length ? written : SECTION_WRITERS.examples(ctx);
      sections.push({ title, lines: tone.linesPerSection ? lines.slice(0, tone.linesPerSection) : lines });
    }
    const lines = fitLines(intro, sections, budget, tone.closing);
    for (const line of lines.slice(1)) {
      // A blank line opens the next section: let the lines so far reach the client first.
      if (line === '') await nextTurn();
      write(line);
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

/** Whether every word of the niche is a taxonomy entry the message named ("skincare", "agency"). */
function namesOnlyFocus(niche: string, focus: Focus): boolean {
  const named = [focus.topic, focus.format, focus.concept, focus.accountType].filter((n): n is string =>
    Boolean(n),
  );
  return niche.split(' ').every((word) => named.some((name) => mentions(word, name) || mentions(name, word)));
}

/** One line saying what the answer rests on; with a video open, what that video does, first. */
function introOf(ctx: AnswerContext): string {
  const about = [
    ctx.focus.accountType ? `from ${ctx.focus.accountType} accounts` : null,
    ctx.niche ? `for ${ctx.audience.forWhom}` : null,
    ctx.focus.format ? `in the ${ctx.focus.format} format` : null,
    ctx.focus.topic ? `on ${ctx.focus.topic}` : ctx.query ? `matching "${ctx.query}"` : null,
  ].filter(Boolean);
  const count = countOf(ctx.videos, ctx.focus.platform ? PLATFORM_LABELS[ctx.focus.platform] : null);
  if (ctx.current) {
    const v = ctx.current;
    const hook = spokenHook(v);
    const why = whyItWorks(v);
    const sentences = [
      `${endSentence(`This video (${reach(v)}) ${hook ? `opens on "${hook}"` : 'opens on a visual'}`)} ${marker(v)}`,
      why ? `Why it lands: ${why}.` : null,
      v.narrative_framework_name ? `It follows the ${v.narrative_framework_name} structure.` : null,
      `Below, ${count} around it${about.length ? ` ${about.join(', ')}` : ''}:`,
    ];
    return sentences.filter(Boolean).join(' ');
  }
  return `Drawn from ${count} in the library${about.length ? ` ${about.join(', ')}` : ' (the most viewed, as the question names no subject)'}:`;
}

/** "8 videos", or "8 TikTok videos" when the user asked for one platform's. */
const countOf = (videos: FullVideo[], platform: string | null) =>
  `${videos.length} ${platform ? `${platform} ` : ''}${wordFor(videos.length, 'video')}`;
