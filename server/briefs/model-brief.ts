import Anthropic from '@anthropic-ai/sdk';
import type { MessageParam, Tool } from '@anthropic-ai/sdk/resources/messages';
import OpenAI from 'openai';
import type { ChatCompletionMessageParam } from 'openai/resources/chat/completions';
import { z } from 'zod';
import { BOT_MODELS, type BotConfig } from '../../shared/contracts/bot';
import { BRIEF_LIMITS, BRIEF_PLATFORM_LABELS, BRIEF_PLATFORMS } from '../../shared/contracts/brief-limits';
import type { FullVideo } from '../../shared/contracts/video';
import { detailVideo } from '../bot/models/video-summary';
import { hookDevice } from '../bot/offline/adapt';
import type { AppConfig } from '../config';
import { type BriefContent, newItemId } from './brief-content';
import { type DraftChoices, draftOffline } from './offline-brief';

/**
 * A brief drafted by the configured model (issue 34; docs/decisions/0065-briefs.md): Claude through tool use
 * forced onto one tool, an OpenAI-compatible endpoint through a strict `json_schema` response format, both
 * answering the zod schema below. The draft is checked here, not trusted: it must parse, cite only the
 * videos given, and quote none of their gated wording (a brief may be made public). A failed draft is asked
 * for once more, saying what was wrong; a second failure, an error or the time-out falls back to the
 * offline draft, with one warning in the log.
 */

/** The bound on both requests together; past it the user gets the offline draft rather than a wait. */
export const BRIEF_MODEL_TIMEOUT_MS = 60_000;
const TOOL_NAME = 'write_brief';
/** A draft of 5 hooks, ~10 beats and their shots is ~2,000 tokens; the rest is headroom. */
const MAX_TOKENS = 4_096;
/** Gated text shorter than this ("Watch this.") is common phrasing, not a quotation. */
const QUOTE_MIN_CHARACTERS = 21;
const ATTEMPTS = 2;

const videoId = z.int().positive().describe('The id of one of the given videos');
const text = (max: number, description: string, min = 1) =>
  z.string().trim().min(min).max(max).describe(description);

/** The draft a model writes: a brief without brand, notes or item ids (the caller's and the server's). */
export const modelBriefSchema = z.object({
  title: text(BRIEF_LIMITS.titleMax, 'The video being planned'),
  goal: text(BRIEF_LIMITS.goalMax, 'What the video should achieve'),
  audience: text(BRIEF_LIMITS.audienceMax, 'Whom the video is for'),
  platform: z.enum(BRIEF_PLATFORMS),
  videos: z
    .array(
      z.object({
        video_id: videoId,
        why: text(BRIEF_LIMITS.whyMax, 'Why the brief borrows from this video'),
      }),
    )
    .min(1)
    .max(BRIEF_LIMITS.videos)
    .describe('The given videos the brief borrows from, each once'),
  hooks: z
    .array(
      z.object({
        text: text(BRIEF_LIMITS.hookTextMax, 'The hook, adapted to the brand, in your own words'),
        video_id: videoId.describe('The cited video whose hook device this hook keeps'),
        device: text(BRIEF_LIMITS.deviceMax, 'The hook device, e.g. "conditional call-out"'),
      }),
    )
    .min(BRIEF_LIMITS.draftHooksMin)
    .max(BRIEF_LIMITS.draftHooksMax),
  beats: z
    .array(
      z.object({
        name: text(BRIEF_LIMITS.beatNameMax, 'The beat, e.g. "Hook", a framework step, "Payoff"'),
        description: text(BRIEF_LIMITS.beatDescriptionMax, 'What happens in the beat'),
        video_id: videoId.nullable().describe('The cited video whose framework the beat follows, or null'),
      }),
    )
    .min(1)
    .max(BRIEF_LIMITS.beats),
  shots: z
    .array(
      z.object({
        description: text(BRIEF_LIMITS.shotDescriptionMax, 'What the camera shows'),
        on_screen_text: text(BRIEF_LIMITS.onScreenTextMax, 'Text on screen, or ""', 0),
        duration_s: z.number().positive().max(BRIEF_LIMITS.shotSecondsMax).nullable(),
      }),
    )
    .min(1)
    .max(BRIEF_LIMITS.shots),
  cta: text(BRIEF_LIMITS.ctaMax, 'The call to action'),
});
export type ModelBrief = z.output<typeof modelBriefSchema>;

const { $schema: _, ...draftJsonSchema } = z.toJSONSchema(modelBriefSchema) as Record<string, unknown>;

/**
 * OpenAI's strict mode refuses some keywords (string lengths among them) rather than ignoring them; the zod
 * check after the answer still holds the lengths.
 */
function strictSubset(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(strictSubset);
  if (!schema || typeof schema !== 'object') return schema;
  return Object.fromEntries(
    Object.entries(schema)
      .filter(([key]) => key !== 'minLength' && key !== 'maxLength')
      .map(([key, value]) => [
        key,
        key === 'properties' ? mapValues(value, strictSubset) : strictSubset(value),
      ]),
  );
}
const mapValues = (object: object, map: (value: unknown) => unknown) =>
  Object.fromEntries(Object.entries(object).map(([key, value]) => [key, map(value)]));

type Answer = { draft: unknown } | { problem: string };
/** One draft's conversation: each call is one request; after the first, `problems` says what was wrong. */
type Ask = (problems: string[] | null) => Promise<Answer>;

/** A model that drafts briefs: Claude or an OpenAI-compatible endpoint. */
export interface BriefModel {
  readonly by: 'claude' | 'openai';
  conversation(prompt: { system: string; user: string }, signal: AbortSignal): Ask;
}

const correction = (problems: string[]) =>
  `The draft was rejected:\n- ${problems.join('\n- ')}\nWrite the whole draft again with these fixed.`;

class ClaudeBriefModel implements BriefModel {
  readonly by = 'claude';
  private readonly client: Anthropic;

  constructor(
    options: { apiKey: string; baseURL: string | null },
    private readonly botConfig: BotConfig,
  ) {
    this.client = new Anthropic({
      apiKey: options.apiKey,
      ...(options.baseURL ? { baseURL: options.baseURL } : {}),
      maxRetries: 1,
      timeout: BRIEF_MODEL_TIMEOUT_MS,
    });
  }

  conversation(prompt: { system: string; user: string }, signal: AbortSignal): Ask {
    const messages: MessageParam[] = [{ role: 'user', content: prompt.user }];
    const tool: Tool = {
      name: TOOL_NAME,
      description: 'Save the drafted brief.',
      input_schema: draftJsonSchema as Tool.InputSchema,
    };
    let lastCall: string | null = null;
    return async (problems) => {
      if (problems)
        messages.push({
          role: 'user',
          content: lastCall
            ? [{ type: 'tool_result', tool_use_id: lastCall, is_error: true, content: correction(problems) }]
            : correction(problems),
        });
      const message = await this.client.messages.create(
        {
          model: this.botConfig.defaultModel,
          max_tokens: MAX_TOKENS,
          system: prompt.system,
          messages,
          tools: [tool],
          tool_choice: { type: 'tool', name: TOOL_NAME },
        },
        { signal },
      );
      messages.push({ role: 'assistant', content: message.content });
      const call = message.content.find((block) => block.type === 'tool_use' && block.name === TOOL_NAME);
      lastCall = call?.type === 'tool_use' ? call.id : null;
      return call?.type === 'tool_use'
        ? { draft: call.input }
        : { problem: `the answer did not call the ${TOOL_NAME} tool` };
    };
  }
}

class OpenAIBriefModel implements BriefModel {
  readonly by = 'openai';
  private readonly client: OpenAI;

  constructor(
    private readonly options: { baseURL: string; apiKey: string | null; model: string },
    private readonly botConfig: BotConfig,
  ) {
    this.client = new OpenAI({
      baseURL: options.baseURL,
      // As in bot/models/openai-model.ts: a local server may need no key, and then sends no Authorization.
      apiKey: options.apiKey || 'no-key',
      ...(options.apiKey ? {} : { defaultHeaders: { Authorization: null } }),
      maxRetries: 0,
      timeout: BRIEF_MODEL_TIMEOUT_MS,
    });
  }

  conversation(prompt: { system: string; user: string }, signal: AbortSignal): Ask {
    const messages: ChatCompletionMessageParam[] = [
      { role: 'system', content: prompt.system },
      { role: 'user', content: prompt.user },
    ];
    return async (problems) => {
      if (problems) messages.push({ role: 'user', content: correction(problems) });
      const completion = await this.client.chat.completions.create(
        {
          model: this.options.model,
          messages,
          temperature: this.botConfig.temperature,
          max_tokens: MAX_TOKENS,
          response_format: {
            type: 'json_schema',
            json_schema: {
              name: TOOL_NAME,
              schema: strictSubset(draftJsonSchema) as Record<string, unknown>,
              strict: true,
            },
          },
        },
        { signal },
      );
      const message = completion.choices[0]?.message;
      messages.push({ role: 'assistant', content: message?.content ?? '' });
      if (message?.refusal) return { problem: `the model refused: ${message.refusal}` };
      try {
        return { draft: JSON.parse(message?.content ?? '') };
      } catch {
        return { problem: 'the answer was not one JSON object' };
      }
    };
  }
}

/**
 * The model the bot settings' defaultModel names, as the chat chooses it (bot/chat-wiring.ts), or null
 * for the offline draft: the offline strategist is chosen, or the chosen model has no key on this server.
 */
export function briefModelFor(
  config: Pick<AppConfig, 'bot'>,
  botConfig: BotConfig,
  log: { warn: (details: object, message: string) => void },
): BriefModel | null {
  const provider = BOT_MODELS.find((model) => model.id === botConfig.defaultModel)?.provider ?? 'offline';
  const { anthropic, openai } = config.bot;
  if (provider === 'offline') return null;
  if (provider === 'anthropic' && anthropic)
    return new ClaudeBriefModel({ apiKey: anthropic.apiKey, baseURL: anthropic.baseUrl }, botConfig);
  if (provider === 'openai' && openai)
    return new OpenAIBriefModel(
      { baseURL: openai.baseUrl, apiKey: openai.apiKey, model: openai.model },
      botConfig,
    );
  log.warn(
    { model: botConfig.defaultModel },
    'the chosen bot model has no key on this server; the brief is drafted offline',
  );
  return null;
}

/** The system prompt and the videos; the transcript stays out (it is long, and never to be quoted). */
export function briefPrompt(
  videos: readonly FullVideo[],
  choices: DraftChoices,
): { system: string; user: string } {
  const ids = videos.map((video) => video.id).join(', ');
  const system = [
    "You are Hookshelf's brief writer. You plan a team's next short-form video, grounded in the analysed",
    `videos you are given, and answer with the ${TOOL_NAME} draft only.`,
    `- Cite only the given videos, by id (${ids}), each at most once, saying why the brief borrows from it.`,
    `- Write ${BRIEF_LIMITS.draftHooksMin}–${BRIEF_LIMITS.draftHooksMax} hooks adapted to the brand and audience. Each keeps the device of`,
    "  one cited video's hook (its `hookDevice`), names that device, and gives that video's id.",
    '- Build the beat sheet from the narrative framework most of the videos share: the hook, its steps',
    '  (`frameworkSteps`), the payoff; each beat gives the id of the video whose framework it follows.',
    "- A shot per beat (on-screen text and seconds), then an end card; a call to action, the brand's if given.",
    "- Write in your own words. Never copy a video's hook, transcript, hook overview, payoff or beat lines",
    '  word for word: the brief may be made public, and the analysis is for signed-in readers only.',
  ].join('\n');
  const brand = choices.brand?.name ? choices.brand : null;
  const user = JSON.stringify({
    choices: {
      title: choices.title || null,
      goal: choices.goal || null,
      audience: choices.audience || null,
      brand,
      platform: choices.platform ? BRIEF_PLATFORM_LABELS[choices.platform] : null,
      source: choices.sourceName ? `the swipefile ${choices.sourceName}` : 'a chat answer',
    },
    videos: videos.map((video) => ({
      ...detailVideo(video),
      hookDevice: hookDevice(video).name,
      frameworkSteps: (video.narrative_framework?.microPatternSteps ?? [])
        .filter((step) => step.name)
        .map((step) => ({ name: step.name, description: step.description })),
    })),
  });
  return { system, user };
}

/** The draft when it may be used, else what is wrong with it (one line each, naming the field). */
export function checkModelDraft(
  answer: unknown,
  videos: readonly FullVideo[],
): { draft: ModelBrief; problems: [] } | { draft: null; problems: string[] } {
  const parsed = modelBriefSchema.safeParse(answer);
  if (!parsed.success)
    return {
      draft: null,
      problems: parsed.error.issues
        .slice(0, 10)
        .map((issue) => `${issue.path.join('.') || 'draft'}: ${issue.message}`),
    };
  const draft = parsed.data;
  const given = new Set(videos.map((video) => video.id));
  const cited = new Set<number>();
  const problems: string[] = [];
  draft.videos.forEach(({ video_id: id }, index) => {
    if (!given.has(id)) problems.push(`videos.${index}.video_id: video ${id} is not one of the given videos`);
    else if (cited.has(id)) problems.push(`videos.${index}.video_id: video ${id} is cited twice`);
    cited.add(id);
  });
  for (const list of ['hooks', 'beats'] as const)
    draft[list].forEach(({ video_id: id }, index) => {
      if (id === null || cited.has(id)) return;
      problems.push(
        given.has(id)
          ? `${list}.${index}.video_id: video ${id} is not among the draft's cited videos`
          : `${list}.${index}.video_id: video ${id} is not one of the given videos`,
      );
    });
  problems.push(...quotations(draft, videos));
  return problems.length === 0 ? { draft, problems: [] } : { draft: null, problems };
}

const normalise = (value: string) =>
  value.toLowerCase().replace(/[‘’]/g, "'").replace(/[“”]/g, '"').replace(/\s+/g, ' ').trim();

/** Every sentence of a video's gated wording long enough to be a quotation, without its end stop. */
function gatedPhrases(video: FullVideo): string[] {
  const breakdown = video.narrative_framework?.structuralBreakdown;
  const texts = [
    video.hook_verbal_content,
    video.hook_title_content,
    video.hook_overview,
    video.payoff,
    video.transcript,
    breakdown?.hook,
    breakdown?.payoff,
    ...(breakdown?.beats ?? []).map((beat) => beat.function),
  ];
  const phrases = texts
    .filter((value): value is string => Boolean(value))
    .flatMap((value) => [value, ...value.split(/(?<=[.!?…])\s+|\n+/)])
    .map((value) => normalise(value).replace(/[.!?…]+$/, ''));
  return [...new Set(phrases.filter((phrase) => phrase.length >= QUOTE_MIN_CHARACTERS))];
}

/** The fields of the draft that copy a given video's gated wording word for word. */
function quotations(draft: ModelBrief, videos: readonly FullVideo[]): string[] {
  const fields: [string, string][] = [
    ['title', draft.title],
    ['goal', draft.goal],
    ['audience', draft.audience],
    ['cta', draft.cta],
    ...draft.videos.map((v, i): [string, string] => [`videos.${i}.why`, v.why]),
    ...draft.hooks.map((h, i): [string, string] => [`hooks.${i}.text`, h.text]),
    ...draft.beats.flatMap((b, i): [string, string][] => [
      [`beats.${i}.name`, b.name],
      [`beats.${i}.description`, b.description],
    ]),
    ...draft.shots.flatMap((s, i): [string, string][] => [
      [`shots.${i}.description`, s.description],
      [`shots.${i}.on_screen_text`, s.on_screen_text],
    ]),
  ];
  const found: string[] = [];
  for (const video of videos) {
    const phrases = gatedPhrases(video);
    for (const [path, value] of fields) {
      const written = normalise(value);
      if (phrases.some((phrase) => written.includes(phrase)))
        found.push(`${path}: copies words of video ${video.id}'s analysis; write it in your own words`);
    }
  }
  return found;
}

function contentOf(draft: ModelBrief, choices: DraftChoices, by: string, count: number): BriefContent {
  const brand = choices.brand ?? { name: '', line: '' };
  const from = choices.sourceName ? `the swipefile ${choices.sourceName}` : 'a chat answer';
  return {
    title: choices.title || draft.title,
    goal: choices.goal || draft.goal,
    audience: choices.audience || draft.audience,
    brandName: brand.name,
    brandLine: brand.line,
    platform: choices.platform ?? draft.platform,
    videos: draft.videos.map(({ video_id, why }) => ({ video_id, why })),
    hooks: draft.hooks.map(({ text, video_id, device }) => ({ id: newItemId(), text, video_id, device })),
    beats: draft.beats.map(({ name, description, video_id }) => ({
      id: newItemId(),
      name,
      description,
      video_id,
    })),
    shots: draft.shots.map(({ description, on_screen_text, duration_s }) => ({
      id: newItemId(),
      description,
      on_screen_text,
      duration_s,
    })),
    cta: draft.cta,
    notes: `Drafted by ${by} from ${count === 1 ? 'one video' : `${count} videos`} of ${from}.`,
  };
}

export interface ModelDraftInput {
  videos: readonly FullVideo[];
  choices: DraftChoices;
  /** null: the offline draft (briefModelFor). */
  model: BriefModel | null;
  log: { warn: (details: object, message: string) => void };
  timeoutMs?: number;
}

/** The brief's content, drafted by the model when one is configured and its draft holds, else offline. */
export async function draftContent(
  input: ModelDraftInput,
): Promise<{ content: BriefContent; by: 'offline' | 'claude' | 'openai' }> {
  const { videos, choices, model, log } = input;
  const offline = () => ({ content: draftOffline(videos, choices), by: 'offline' as const });
  if (!model) return offline();
  const pool = videos.slice(0, BRIEF_LIMITS.draftVideosMax);
  const signal = AbortSignal.timeout(input.timeoutMs ?? BRIEF_MODEL_TIMEOUT_MS);
  const ask = model.conversation(briefPrompt(pool, choices), signal);
  const issues: string[][] = [];
  try {
    for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
      const answer = await ask(issues.at(-1) ?? null);
      const checked =
        'problem' in answer
          ? { draft: null, problems: [answer.problem] }
          : checkModelDraft(answer.draft, pool);
      if (checked.draft) {
        const by = model.by === 'claude' ? 'Claude' : 'the OpenAI-compatible model';
        return { content: contentOf(checked.draft, choices, by, pool.length), by: model.by };
      }
      issues.push(checked.problems);
    }
  } catch (error) {
    log.warn(
      { err: error, model: model.by, timedOut: signal.aborted, issues },
      'brief draft by model failed; the offline draft is used',
    );
    return offline();
  }
  log.warn(
    { model: model.by, issues },
    'brief draft by model failed validation twice; the offline draft is used',
  );
  return offline();
}
