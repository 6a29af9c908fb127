import { getTableName, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { TAXONOMIES } from '../taxonomies/taxonomy-tables';

/**
 * How many videos the library holds, and every taxonomy entry whose stored usage_count differs from the
 * number of videos carrying its name (counted here from the videos themselves): empty when counts are true.
 */
export async function libraryState(db: Db) {
  const count = Number(
    (await db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM videos`)).rows[0]?.n,
  );
  const mismatches: string[] = [];
  for (const [kind, { table, videoColumn }] of Object.entries(TAXONOMIES)) {
    const tableName = sql.identifier(getTableName(table));
    const column = sql.identifier(videoColumn);
    // Formats are one name per video; the other taxonomies are arrays of names.
    const names =
      videoColumn === 'video_format'
        ? sql`SELECT ${column} AS name FROM videos WHERE ${column} IS NOT NULL`
        : sql`SELECT unnest(${column}) AS name FROM videos`;
    const { rows } = await db.execute<{ name: string; stored: number | null; real: number }>(sql`
      WITH real AS (SELECT name, count(*)::int AS n FROM (${names}) AS tagged GROUP BY name)
      SELECT coalesce(t.name, r.name) AS name, t.usage_count AS stored, coalesce(r.n, 0) AS real
      FROM ${tableName} AS t FULL JOIN real AS r ON r.name = t.name
      WHERE t.usage_count IS DISTINCT FROM coalesce(r.n, 0)`);
    for (const row of rows) mismatches.push(`${kind} '${row.name}': stored ${row.stored}, real ${row.real}`);
  }
  return { count, mismatches };
}
