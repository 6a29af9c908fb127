import type { FastifyInstance } from 'fastify';
import type { Viewer } from '../../server/auth/access';
import { DEFAULT_PROMPTS } from '../../server/bot/default-prompts';
import { classifyIntent } from '../../server/bot/intent';
import { createLibraryTools } from '../../server/bot/library-tools';
import { OfflineStrategist } from '../../server/bot/offline/offline-strategist';
import { type BotIntent, DEFAULT_BOT_CONFIG, promptKeyOf } from '../../shared/contracts/bot';
import type { FullVideo } from '../../shared/contracts/video';
import { type BrokenFragment, brokenFragmentsOfAnswer } from './broken-fragments';
import type { ChatQuestion } from './questions';

/** What `npm run eval:chat` and the grounding test hold the offline strategist to (issue 18). */
export const TARGETS = { groundedShare: 0.8, minCited: 3 } as const;

export interface QuestionResult {
  question: ChatQuestion;
  /** The intent the classifier chose (the answer is written for it, as in the chat). */
  intent: BotIntent;
  text: string;
  cited: number[];
  grounded: number;
  ms: number;
  /** Each cited video that carries none of the judged topics or formats, to read why. */
  ungrounded: { id: number; topic: string | null; format: string | null }[];
  /** Where the answer's sentences break once its markers are cards (issue 31: the target is none). */
  broken: BrokenFragment[];
}

export interface EvalSummary {
  rows: {
    label: string;
    questions: number;
    cited: number;
    groundedShare: number;
    citingEnough: number;
    broken: number;
  }[];
  distinctAnswers: number;
  intentAccuracy: number;
  p50Ms: number;
  p99Ms: number;
}

const carries = (video: FullVideo, q: ChatQuestion) =>
  q.topics.some((t) => video.topics.includes(t) || video.primary_topic === t) ||
  (video.video_format !== null && q.formats.includes(video.video_format));

/** Asks the offline strategist every question as `viewer` would in the chat, with the default prompts. */
export async function runQuestions(
  app: FastifyInstance,
  viewer: Viewer,
  questions: ChatQuestion[],
): Promise<QuestionResult[]> {
  const tools = createLibraryTools(app, viewer);
  const model = new OfflineStrategist();
  const results: QuestionResult[] = [];
  for (const question of questions) {
    const { intent } = classifyIntent(question.message);
    const started = performance.now();
    const output = await model.answer({
      message: question.message,
      history: [],
      intent,
      prompt: DEFAULT_PROMPTS[promptKeyOf(intent)],
      config: DEFAULT_BOT_CONFIG,
      viewer,
      currentVideoId: question.currentVideo,
      tools,
      signal: new AbortController().signal,
      onDelta: () => {},
    });
    const ms = performance.now() - started;
    const videos = (await Promise.all(output.videoIds.map((id) => tools.getVideo(id)))).filter(
      (v): v is FullVideo => v !== null,
    );
    const ungrounded = videos
      .filter((v) => !carries(v, question))
      .map((v) => ({ id: v.id, topic: v.primary_topic, format: v.video_format }));
    results.push({
      question,
      intent,
      text: output.text,
      cited: output.videoIds,
      grounded: videos.length - ungrounded.length,
      ms,
      ungrounded,
      broken: brokenFragmentsOfAnswer(output.text),
    });
  }
  return results;
}

const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? 0;
};

/**
 * Per judged intent and overall: grounded share of citations, answers citing enough, broken fragments,
 * and timings.
 */
export function summarise(results: QuestionResult[]): EvalSummary {
  const row = (label: string, group: QuestionResult[]) => {
    const cited = group.reduce((n, r) => n + r.cited.length, 0);
    const grounded = group.reduce((n, r) => n + r.grounded, 0);
    return {
      label,
      questions: group.length,
      cited,
      groundedShare: cited ? grounded / cited : 0,
      citingEnough: group.filter((r) => r.cited.length >= TARGETS.minCited).length,
      broken: group.reduce((n, r) => n + r.broken.length, 0),
    };
  };
  const intents = [...new Set(results.map((r) => r.question.intent))];
  const times = results.map((r) => r.ms);
  return {
    rows: [
      ...intents.map((i) =>
        row(
          i,
          results.filter((r) => r.question.intent === i),
        ),
      ),
      row('overall', results),
    ],
    distinctAnswers: new Set(results.map((r) => r.text)).size,
    intentAccuracy: results.filter((r) => r.intent === r.question.intent).length / results.length,
    p50Ms: quantile(times, 0.5),
    p99Ms: quantile(times, 0.99),
  };
}

/** The summary as the table `npm run eval:chat` prints. */
export function formatSummary(summary: EvalSummary, total: number): string {
  const lines = [
    'intent               questions  cited  grounded  citing ≥3  broken',
    ...summary.rows.map(
      (r) =>
        `${r.label.padEnd(20)} ${String(r.questions).padStart(9)}  ${String(r.cited).padStart(5)}  ${`${(r.groundedShare * 100).toFixed(1)}%`.padStart(8)}  ${`${r.citingEnough}/${r.questions}`.padStart(9)}  ${String(r.broken).padStart(6)}`,
    ),
    '',
    `distinct answers: ${summary.distinctAnswers}/${total}   intent classified as judged: ${(summary.intentAccuracy * 100).toFixed(0)}%`,
    `answer time: p50 ${summary.p50Ms.toFixed(1)} ms, p99 ${summary.p99Ms.toFixed(1)} ms`,
  ];
  return lines.join('\n');
}
