import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { BOT_INTENTS } from '../../shared/contracts/bot';

/**
 * The chat grounding set (issue 18): questions over the demo library, three or more per intent, each with
 * the topics and formats (names in the demo library's taxonomies) a good answer should draw on, judged by
 * reading the demo videos, not by running the strategist. A cited video is grounded when it carries one
 * of its question's topics (or primary topic) or formats.
 */
const question = z.object({
  id: z.string().regex(/^[a-z]+-\d{2}$/),
  intent: z.enum(BOT_INTENTS),
  message: z.string().min(1),
  currentVideo: z.number().int().positive().optional(),
  topics: z.array(z.string()),
  formats: z.array(z.string()),
});

export const questionsSchema = z
  .object({ questions: z.array(question).min(24) })
  .refine(
    (set) => new Set(set.questions.map((q) => q.id)).size === set.questions.length,
    'ids must be unique',
  )
  .refine(
    (set) => set.questions.every((q) => q.topics.length + q.formats.length > 0),
    'each needs a judgment',
  );

export type ChatQuestion = z.infer<typeof question>;

export const QUESTIONS_FILE = path.join(import.meta.dirname, 'questions.json');

export function loadQuestions(): ChatQuestion[] {
  return questionsSchema.parse(JSON.parse(fs.readFileSync(QUESTIONS_FILE, 'utf8'))).questions;
}
