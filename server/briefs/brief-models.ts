import Anthropic from '@anthropic-ai/sdk';
import type { MessageParam, Tool } from '@anthropic-ai/sdk/resources/messages';
import OpenAI from 'openai';
import type { ChatCompletionMessageParam } from 'openai/resources/chat/completions';
import { BOT_MODELS, type BotConfig } from '../../shared/contracts/bot';
import { BRIEF_LIMITS, BRIEF_PLATFORM_LABELS } from '../../shared/contracts/brief-limits';
import type { FullVideo } from '../../shared/contracts/video';
import { detailVideo } from '../bot/models/video-summary';
import { hookDevice } from '../bot/offline/adapt';
import type { AppConfig } from '../config';
import { BRIEF_MODEL_TIMEOUT_MS, draftJsonSchema, strictSubset, TOOL_NAME } from './model-brief-schema';
import type { DraftChoices } from './offline-brief';

/**
 * The providers a brief can be drafted by (docs/decisions/0065-briefs.md): Claude through tool use forced onto
 * one tool, an OpenAI-compatible endpoint through a strict `json_schema` response format, both answering
 * model-brief-schema.ts; and the prompt they get.
 */

/** A draft of 5 hooks, ~10 beats and their shots is ~2,000 tokens; the rest is headroom. */
const MAX_TOKENS = 4_096;

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
