import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

/**
 * The judged search set over the demo library (issue 17). Judgments were written by reading the videos'
 * public fields (description, overview, outline, caption, author, tags), never by running a search:
 * grade 2 = exactly what the query asks for, 1 = relevant. Unlisted videos count as 0.
 */
export const QUERY_KINDS = ['lexical', 'meaning-only', 'mixed'] as const;
export type QueryKind = (typeof QUERY_KINDS)[number];
/** The judged kinds and the probes' two, as the eval reports them. */
export const EVAL_KINDS = [...QUERY_KINDS, '@', '#'] as const;
export type EvalKind = (typeof EVAL_KINDS)[number];

const judgedQuery = z.object({
  id: z.string().regex(/^[a-z]+-\d{2}$/),
  kind: z.enum(QUERY_KINDS),
  query: z.string().min(1),
  relevant: z
    .array(z.object({ video: z.number().int().positive(), grade: z.union([z.literal(1), z.literal(2)]) }))
    .min(1)
    .refine((list) => list.some((r) => r.grade === 2), 'needs at least one grade-2 video')
    .refine((list) => new Set(list.map((r) => r.video)).size === list.length, 'lists a video twice'),
});

/** `@handle` → that author's videos; `#hashtag` → the videos whose caption carries it. Any listed id is a hit. */
const probe = z.object({
  kind: z.enum(['handle', 'hashtag']),
  query: z.string().regex(/^[@#][\w.]+$/),
  expectedTop1: z.array(z.number().int().positive()).min(1),
});

export const judgmentsSchema = z
  .object({ queries: z.array(judgedQuery).min(42), probes: z.array(probe) })
  .refine((j) => new Set(j.queries.map((q) => q.id)).size === j.queries.length, 'query ids must be unique');

export type Judgments = z.infer<typeof judgmentsSchema>;
export type JudgedQuery = Judgments['queries'][number];
export type Probe = Judgments['probes'][number];

export const JUDGMENTS_FILE = path.join(import.meta.dirname, 'judgments.json');

/** The committed judgments, checked against the schema (a malformed file stops the eval with the zod message). */
export function loadJudgments(file = JUDGMENTS_FILE): Judgments {
  return judgmentsSchema.parse(JSON.parse(fs.readFileSync(file, 'utf8')));
}
