import { countOf } from '../../shared/domain/plural';
import { buildApp } from '../app';
import type { AppConfig } from '../config';
import type { Database } from '../db/database';

/**
 * `npm run cli -- digests --now` (docs/product/feed.md#digests): the app's own digest run, once, from the
 * command line, with the app's mailer and secret (so its unsubscribe links work on the site). Each mail's
 * line goes to stdout, `digest for <email>: N videos <unsubscribe-url>`, with or without SMTP. The app is
 * built but never listens: no scheduled runs, no search index (saved searches are found by PostgreSQL's
 * full-text search, as the app finds them while its index loads).
 */
export async function sendDueDigests(
  config: AppConfig,
  database: Database,
  say: (message: string) => void,
): Promise<number> {
  // Warnings only: without SMTP the run logs each line at info, and the line is printed below instead.
  const app = await buildApp({
    config,
    database,
    logger: { level: 'warn' },
    digestJob: { automatic: false },
  });
  try {
    await app.ready();
    const report = await app.digests.runDue((line) => console.log(line));
    if (!report.ran) {
      say('digests are being sent by another instance right now; they go out there');
      return 1;
    }
    const notes = [
      report.empty > 0 ? `${report.empty} with nothing new (no mail)` : null,
      report.failed > 0 ? `${report.failed} failed (tried again at the next run)` : null,
    ].filter(Boolean);
    say(`${countOf(report.sent, 'digest')} sent${notes.length > 0 ? `; ${notes.join(', ')}` : ''}`);
    return report.failed > 0 ? 1 : 0;
  } finally {
    await app.close();
  }
}
