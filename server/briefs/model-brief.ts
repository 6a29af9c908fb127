import { BRIEF_LIMITS } from '../../shared/contracts/brief-limits';
import type { FullVideo } from '../../shared/contracts/video';
import { type BriefContent, newItemId } from './brief-content';
import { type BriefModel, briefPrompt } from './brief-models';
import { checkModelDraft } from './model-brief-check';
import { BRIEF_MODEL_TIMEOUT_MS, type ModelBrief } from './model-brief-schema';
import { type DraftChoices, draftOffline } from './offline-brief';

/**
 * A brief drafted by the configured model (issue 34; docs/decisions/0065-briefs.md): Claude through tool use
 * forced onto one tool, an OpenAI-compatible endpoint through a strict `json_schema` response format
 * (brief-models.ts), both answering model-brief-schema.ts. The draft is checked here, not trusted: it must parse, cite only the
 * videos given, and quote none of their gated wording (model-brief-check.ts: a brief may be made public). A failed draft is asked
 * for once more, saying what was wrong; a second failure, an error or the time-out falls back to the
 * offline draft, with one warning in the log.
 */

const ATTEMPTS = 2;

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

export { briefModelFor } from './brief-models';
export { BRIEF_MODEL_TIMEOUT_MS } from './model-brief-schema';
