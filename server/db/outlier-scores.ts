import { type SQL, sql } from 'drizzle-orm';
import { OUTLIER_AUTHOR_MIN_OTHERS } from '../../shared/domain/outlier-score';
import type { Db } from './database';
import { isTransactionConflict } from './database-errors';
import { LIBRARY_WRITE_LOCK, NOTIFY_LIBRARY_CHANGED } from './library-changes';
import { videoOutlierScores } from './schema';

/** Held while outlier scores are written, so two writers never work a group out from different snapshots. */
const OUTLIER_SCORES_LOCK = 7_320_103;
/** A concurrent import can hold a video this write locks while it waits for one this write holds. */
const MAX_ATTEMPTS = 5;

/** What a write changed: videos, and their authors and formats as they were and as they are. */
export interface OutlierScope {
  authors: string[];
  formats: string[];
  videoIds: number[];
}

type Executor = Pick<Db, 'execute'>;

/**
 * The videos whose score a change to the scope can move: the changed videos, every video of a changed
 * author, and in a changed format every video not scored against its author (a video whose author is
 * unchanged keeps its author's median, so a score against it stays right whatever the format does).
 */
function candidates(scope: OutlierScope | 'all'): SQL {
  const columns = sql`SELECT v.id, v.author_username, v.video_format, v.views FROM videos v`;
  if (scope === 'all') return columns;
  // Three reads, each by an index, rather than one OR that PostgreSQL answers by reading every video.
  return sql`${columns} WHERE v.id = ANY(${sql.param(scope.videoIds)}::bigint[])
    UNION
    ${columns} WHERE v.author_username = ANY(${sql.param(scope.authors)}::text[])
    UNION
    ${columns} JOIN ${videoOutlierScores} s ON s.video_id = v.id
    WHERE s.basis IS DISTINCT FROM 'author' AND v.video_format = ANY(${sql.param(scope.formats)}::text[])`;
}

/**
 * The k-th smallest (1-based) of the author's other videos' views: the author's sorted views with the
 * video's own (at `rank`) left out. Leaving out any one of equal values leaves the same list.
 */
const other = (k: SQL) =>
  sql`(CASE WHEN ${k} < av.rank THEN a.sorted[${k}] ELSE a.sorted[${k} + 1] END)::float8`;

/** The median of the author's other videos' views, read off the sorted list: no sort per video. */
const othersMedian = sql`CASE WHEN a.others % 2 = 1 THEN ${other(sql`(a.others + 1) / 2`)}
  ELSE (${other(sql`a.others / 2`)} + ${other(sql`a.others / 2 + 1`)}) / 2 END`;

/**
 * Works out the outlier score of every video the scope can move (docs/decisions/0057-outlier-score.md)
 * and writes the ones that changed: views ÷ the median views of the author's other videos when there are
 * at least OUTLIER_AUTHOR_MIN_OTHERS of them, else ÷ the median views of the format's videos
 * (percentile_cont); null without views, or when that usual is unknown or zero. Rows are written in id
 * order. Returns how many videos' scores changed. Run inside a writer's transaction that holds the library
 * lock exclusively (a taxonomy change); otherwise through refreshOutlierScores.
 */
export async function recomputeOutlierScores(db: Executor, scope: OutlierScope | 'all'): Promise<number> {
  if (scope !== 'all' && scope.videoIds.length + scope.authors.length + scope.formats.length === 0) return 0;
  const { rowCount } = await db.execute(scoreStatement(scope));
  return rowCount ?? 0;
}

/**
 * One statement: the candidates, their authors' sorted views and their formats' medians, each score, and
 * the rows that differ from the stored ones, written (unchanged rows are neither written nor locked).
 * At 100,000 bench videos the whole library takes ~0.9 s when nothing changed, ~5.6 s to write every row.
 */
function scoreStatement(scope: OutlierScope | 'all'): SQL {
  // The videos with views of the candidates' authors or formats, read in order from their index alone.
  const groupsOf = (column: string) =>
    scope === 'all'
      ? sql`videos WHERE views IS NOT NULL`
      : sql`videos WHERE views IS NOT NULL
          AND ${sql.identifier(column)} IN (SELECT ${sql.identifier(column)} FROM candidates WHERE views IS NOT NULL)`;
  return sql`
    WITH candidates AS MATERIALIZED (${candidates(scope)}),
    author_views AS (
      SELECT id, author_username, views,
        row_number() OVER (PARTITION BY author_username ORDER BY views, id)::int AS rank
      FROM ${groupsOf('author_username')} AND author_username IS NOT NULL
    ),
    authors AS (
      SELECT author_username, array_agg(views ORDER BY views, id) AS sorted, count(*)::int - 1 AS others
      FROM author_views GROUP BY author_username
    ),
    formats AS (
      SELECT video_format, percentile_cont(0.5) WITHIN GROUP (ORDER BY views) AS usual
      FROM ${groupsOf('video_format')} AND video_format IS NOT NULL
      GROUP BY video_format
    ),
    -- Materialized: the medians below are read four times a row, and worked out once.
    usual AS MATERIALIZED (
      SELECT c.id, c.views,
        CASE WHEN a.others >= ${OUTLIER_AUTHOR_MIN_OTHERS} THEN ${othersMedian} END AS author_usual,
        f.usual AS format_usual
      FROM candidates c
      LEFT JOIN author_views av ON av.id = c.id
      LEFT JOIN authors a ON a.author_username = c.author_username
      LEFT JOIN formats f ON f.video_format = c.video_format
    ),
    scored AS (
      SELECT id,
        CASE WHEN views IS NULL THEN NULL
             WHEN author_usual > 0 THEN views / author_usual
             WHEN format_usual > 0 THEN views / format_usual END AS score,
        CASE WHEN views IS NULL THEN NULL
             WHEN author_usual > 0 THEN 'author'
             WHEN format_usual > 0 THEN 'format' END AS basis
      FROM usual
    ),
    changed AS (
      SELECT scored.* FROM scored LEFT JOIN ${videoOutlierScores} s ON s.video_id = scored.id
      WHERE s.video_id IS NULL OR s.score IS DISTINCT FROM scored.score OR s.basis IS DISTINCT FROM scored.basis
    )
    INSERT INTO ${videoOutlierScores} (video_id, score, basis)
    SELECT id, score, basis FROM changed ORDER BY id
    ON CONFLICT (video_id) DO UPDATE SET score = excluded.score, basis = excluded.basis`;
}

/**
 * Recomputes the scope's scores in a transaction of its own, as a library writer (the shared library
 * lock, as import batches take it): after an import, or for the whole library. Other instances hear of a
 * change through the library's NOTIFY. Returns how many videos' scores changed.
 */
export async function refreshOutlierScores(db: Db, scope: OutlierScope | 'all'): Promise<number> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction(async (tx) => {
        await tx.execute(sql`SELECT pg_advisory_xact_lock_shared(${LIBRARY_WRITE_LOCK})`);
        await tx.execute(sql`SELECT pg_advisory_xact_lock(${OUTLIER_SCORES_LOCK})`);
        const changed = await recomputeOutlierScores(tx, scope);
        if (changed > 0) await tx.execute(sql.raw(NOTIFY_LIBRARY_CHANGED));
        return changed;
      });
    } catch (error) {
      if (!isTransactionConflict(error) || attempt >= MAX_ATTEMPTS) throw error;
    }
  }
}

/**
 * Marks the videos' scores as waiting (their rows go) inside the write that changes them, so a score is
 * never shown for views it was not worked out from, and a write cut off before its scores is found later.
 */
export async function markOutlierScoresPending(db: Executor, videoIds: number[]): Promise<void> {
  if (videoIds.length === 0) return;
  await db.execute(
    sql`DELETE FROM ${videoOutlierScores} WHERE video_id = ANY(${sql.param(videoIds)}::bigint[])`,
  );
}

/**
 * Works out every score when a video is waiting for one: after the migration that added them, or an
 * import stopped between its videos and their scores. Run at start; cheap when nothing waits (one
 * anti-join). Returns how many videos' scores changed.
 */
export async function completeOutlierScores(db: Db): Promise<number> {
  const { rows } = await db.execute<{ waiting: boolean }>(sql`SELECT EXISTS (
    SELECT 1 FROM videos v WHERE NOT EXISTS (SELECT 1 FROM ${videoOutlierScores} s WHERE s.video_id = v.id)
  ) AS waiting`);
  return rows[0]?.waiting ? refreshOutlierScores(db, 'all') : 0;
}
