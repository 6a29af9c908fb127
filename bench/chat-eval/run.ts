import { buildApp } from '../../server/app';
import type { Viewer } from '../../server/auth/access';
import { loadConfig } from '../../server/config';
import { openEvalLibrary } from '../search-eval/eval-library';
import { formatSummary, runQuestions, summarise, TARGETS } from './evaluate';
import { loadQuestions } from './questions';

// `npm run eval:chat`: the grounding set (questions.json) through the offline strategist over the demo
// library, searching by words alone (EMBEDDINGS off: what an install answers before its embeddings have
// run, and what the grounding test measures). Prints per-intent figures; `--answers` prints each answer.

const log = (message: string) => console.log(`[eval] ${message}`);
const PREMIUM: Viewer = {
  id: 'eval',
  email: 'premium@hookshelf.local',
  name: 'Eval',
  tier: 'premium',
  isAdmin: false,
};

async function main(): Promise<void> {
  const questions = loadQuestions();
  const library = await openEvalLibrary(log);
  const config = loadConfig({ DATA_DIR: library.bench.dataDir, EMBEDDINGS: 'off', LOG_LEVEL: 'silent' });
  const app = await buildApp({
    config,
    database: library.database,
    logger: false,
    searchIndexLoad: 'before-ready',
  });
  try {
    // One warm-up pass, so the timings are of answering, not of the first query plans.
    await runQuestions(app, PREMIUM, questions.slice(0, 3));
    const results = await runQuestions(app, PREMIUM, questions);
    if (process.argv.includes('--answers')) {
      for (const r of results) {
        console.log(`\n=== ${r.question.id} [${r.intent}] ${r.question.message}`);
        console.log(r.text);
        if (r.ungrounded.length) console.log(`ungrounded: ${JSON.stringify(r.ungrounded)}`);
      }
    }
    const summary = summarise(results);
    for (const r of results)
      for (const fragment of r.broken)
        log(`broken in ${r.question.id}: ${fragment.kind}: "${fragment.excerpt}"`);
    console.log(`\n${formatSummary(summary, results.length)}`);
    const overall = summary.rows.at(-1);
    const met =
      overall !== undefined &&
      overall.groundedShare >= TARGETS.groundedShare &&
      overall.citingEnough === overall.questions &&
      overall.broken === 0 &&
      summary.distinctAnswers === results.length;
    log(met ? 'targets met' : 'targets NOT met');
    if (!met) process.exitCode = 1;
  } finally {
    await app.close();
    await library.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
