import { z } from 'zod';
import { BRIEF_LIMITS, BRIEF_PLATFORMS } from '../../shared/contracts/brief-limits';

/** The draft a model writes for a brief (docs/decisions/0065-briefs.md), and its JSON schema for the providers. */
/** The bound on both requests together; past it the user gets the offline draft rather than a wait. */
export const BRIEF_MODEL_TIMEOUT_MS = 60_000;
export const TOOL_NAME = 'write_brief';
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

export const { $schema: _, ...draftJsonSchema } = z.toJSONSchema(modelBriefSchema) as Record<string, unknown>;

/**
 * OpenAI's strict mode refuses some keywords (string lengths among them) rather than ignoring them; the zod
 * check after the answer still holds the lengths.
 */
export function strictSubset(schema: unknown): unknown {
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
