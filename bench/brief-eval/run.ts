import { parseArgs } from 'node:util';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { BRIEF_LIMITS } from '../../shared/contracts/brief-limits';
import { printTable } from '../report';
import { openEvalLibrary } from '../search-eval/eval-library';
import { createSwipefiles, makePremiumUser, planSwipefiles, videosByNiche } from './eval-swipefiles';
import { type DraftResult, draft, draftAll, hooksByNiche, summarise, verdicts } from './evaluate';

// `npm run eval:briefs` (issue 34; bench/brief-eval/README.md): the offline strategist's brief drafted
// from seeded swipefiles of the demo library through `POST /api/briefs/draft`, judged for its citations,
// hooks and text, and timed.

const USAGE = 'Usage: npm run eval:briefs [-- --swipefiles N] [--seed S] [--rounds R] [--briefs]';
const log = (message: string) => console.log(`[eval:briefs] ${message}`);

async function main(): Promise<boolean> {
  const { values } = parseArgs({
    options: {
      swipefiles: { type: 'string', default: '30' },
      seed: { type: 'string', default: '34' },
      rounds: { type: 'string', default: '3' },
      briefs: { type: 'boolean', default: false },
    },
  });
  const count = Number(values.swipefiles);
  const seed = Number(values.seed);
  const rounds = Number(values.rounds);
  if (![count, seed, rounds].every(Number.isInteger) || count < 1 || rounds < 1) throw new Error(USAGE);
  // Every draft is a brief of the one eval user, who may have 200 (one more for the warm-up).
  if (count * rounds + 1 > BRIEF_LIMITS.briefsPerUser)
    throw new Error(`swipefiles × rounds must stay under ${BRIEF_LIMITS.briefsPerUser}\n${USAGE}`);

  const library = await openEvalLibrary(log);
  // No model configured: the draft is the offline strategist's, as issue 34 measures it.
  const config = loadConfig({ DATA_DIR: library.bench.dataDir, EMBEDDINGS: 'off', LOG_LEVEL: 'silent' });
  const app = await buildApp({
    config,
    database: library.database,
    logger: false,
    searchIndexLoad: 'before-ready',
  });
  try {
    const byNiche = await videosByNiche(library.database);
    // Read straight from the database, not through the API under test.
    const { rows } = await library.database.pool.query<{ id: number }>('select id from videos');
    const realIds = new Set(rows.map((row) => Number(row.id)));
    const user = await makePremiumUser(library.database, seed);
    const swipefiles = await createSwipefiles(app, user, planSwipefiles(byNiche, count, seed));
    log(
      `${swipefiles.length} swipefiles over ${new Set(swipefiles.map((s) => s.niche)).size} niches (seed ${seed}), ${rounds} drafts each`,
    );

    // One warm-up draft, so the timings are of drafting, not of the first query plans.
    await draft(app, user, (swipefiles[0] as (typeof swipefiles)[0]).id);
    const results = await draftAll(app, user, swipefiles, rounds, realIds);

    printResults(results, values.briefs);
    const summary = summarise(results);
    console.log('');
    console.log('Hooks across the briefs of one niche (niches with two or more briefs)');
    const niches = hooksByNiche(results);
    printTable([
      ['niche', 'briefs', 'hooks', 'distinct', 'repeated'],
      ...niches.map((n) => [
        n.niche,
        String(n.briefs),
        String(n.hooks),
        String(n.distinct),
        String(n.repeated.length),
      ]),
    ]);
    for (const n of niches)
      for (const r of n.repeated) console.log(`  ${n.niche}: "${r.text}" in ${r.briefs} briefs`);
    const allHooks = niches.reduce((total, n) => total + n.hooks, 0);
    const allDistinct = niches.reduce((total, n) => total + n.distinct, 0);
    console.log(
      `  ${allDistinct} distinct of ${allHooks} hooks (${allHooks ? ((allDistinct / allHooks) * 100).toFixed(1) : '0'}%) across ${niches.length} niches`,
    );
    console.log('');
    const checks = verdicts(summary);
    for (const { check, met } of checks) console.log(`${met ? 'PASS' : 'FAIL'}  ${check}`);
    return checks.every((c) => c.met);
  } finally {
    await app.close();
    await library.close();
  }
}

function printResults(results: DraftResult[], showBriefs: boolean): void {
  console.log('');
  printTable([
    [
      '#',
      'niche',
      'size',
      'cited in set',
      'cited set',
      'hooks',
      'distinct',
      'beats',
      'shots',
      'broken',
      'ms (each round)',
    ],
    ...results.map((r, i) => [
      String(i + 1),
      r.swipefile.niche,
      String(r.swipefile.videoIds.length),
      `${r.citedInSet}/${r.cited.length}`,
      `${r.setCited}/${r.swipefile.videoIds.length}`,
      String(r.hooks),
      String(r.distinctHooks),
      String(r.beats),
      String(r.shots),
      String(r.broken.length),
      r.ms.map((ms) => ms.toFixed(0)).join(' '),
    ]),
  ]);
  for (const [i, r] of results.entries())
    for (const { field, fragment } of r.broken)
      log(`broken in #${i + 1} ${field}: ${fragment.kind}: "${fragment.excerpt}"`);
  if (!showBriefs) return;
  for (const [i, r] of results.entries()) {
    console.log(
      `\n=== #${i + 1} ${r.brief.title} (${r.swipefile.niche}, ${r.swipefile.videoIds.length} videos)`,
    );
    console.log(
      `goal: ${r.brief.goal}\naudience: ${r.brief.audience}\ncta: ${r.brief.cta}\nnotes: ${r.brief.notes}`,
    );
    for (const hook of r.brief.hooks) console.log(`  hook [${hook.device}, ${hook.video_id}] ${hook.text}`);
    for (const beat of r.brief.beats) console.log(`  beat ${beat.name}: ${beat.description}`);
  }
}

main().then(
  (met) => process.exit(met ? 0 : 1),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(2);
  },
);
