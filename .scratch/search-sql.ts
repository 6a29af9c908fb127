import { connectDatabase } from '../server/db/database';
import { openBenchDatabase } from '../bench/bench-database';
import { prepareLibrary } from '../bench/prepare-library';

const log = (m: string) => console.error(m);
const bench = await openBenchDatabase(undefined, log);
const database = connectDatabase(bench.url, { max: 4 });
try {
  await prepareLibrary(database, bench.adminUrl, 20000, log);
  const { pool } = database;
  const { rows: u } = await pool.query(`insert into "user"(name,email) values ('b','b@x') returning id`);
  const userId = u[0].id;
  const { rows: s } = await pool.query(`insert into swipefiles(user_id,name) values ($1,'s') returning id`, [userId]);
  const sf = s[0].id;
  await pool.query(`insert into saved_videos (swipefile_id, video_id, user_id, notes, saved_at)
     select $1, v.id, $2, case when v.id % 3 = 0 then 'Note on video ' || v.id || ': try this hook' else '' end, now() - (v.id || ' seconds')::interval
     from (select id from videos order by id limit 5000) v`, [sf, userId]);
  await pool.query('VACUUM ANALYZE saved_videos');
  const time = async (label: string, q: string, params: unknown[]) => {
    for (let i = 0; i < 3; i++) await pool.query(q, params);
    const t = performance.now();
    for (let i = 0; i < 20; i++) await pool.query(q, params);
    console.log(label, ((performance.now() - t) / 20).toFixed(2), 'ms');
  };
  const like = `select s.id from saved_videos s join videos v on v.id = s.video_id where s.swipefile_id = $1 and lower(concat_ws(' ', v.simple_description, v.author_username, v.overview, v.caption, s.notes, v.hook_title_content, v.hook_verbal_content, v.hook_visual_content, array_to_string(v.tag_keys, ' '))) LIKE ALL ($2::text[]) order by s.saved_at desc, s.id desc limit 50`;
  const likeCount = like.replace('select s.id', 'select count(*)').replace(/ order by.*$/, '');
  const likeWin = like.replace('select s.id', 'select s.id, count(*) over() as total');
  const fts = `select s.id from saved_videos s join videos v on v.id = s.video_id where s.swipefile_id = $1 and (v.search_vector @@ plainto_tsquery('english', $2) or v.public_search_vector @@ plainto_tsquery('english', $2) or to_tsvector('english', s.notes) @@ plainto_tsquery('english', $2)) order by s.saved_at desc, s.id desc limit 50`;
  const page = `select s.id from saved_videos s where s.swipefile_id = $1 order by s.saved_at desc, s.id desc limit 50`;
  const count = `select count(*) from saved_videos s where s.swipefile_id = $1`;
  for (const word of ['workout', 'budget', 'hook']) {
    await time(`like ${word}`, like, [sf, [`%${word}%`]]);
    await time(`like count ${word}`, likeCount, [sf, [`%${word}%`]]);
    await time(`like window ${word}`, likeWin, [sf, [`%${word}%`]]);
    await time(`fts ${word}`, fts, [sf, word]);
  }
  await time('page', page, [sf]);
  await time('count', count, [sf]);
  const r = await pool.query(`explain (analyze, buffers) ${likeWin}`, [sf, ['%workout%']]);
  console.log(r.rows.map((x) => x['QUERY PLAN']).join('\n'));
} finally {
  await database.close();
  await bench.close();
}
