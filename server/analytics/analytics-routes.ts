import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ANALYTICS_DEFAULT_DAYS,
  type AnalyticsQuery,
  analyticsQuerySchema,
  analyticsResponseSchema,
} from '../../shared/contracts/analytics';
import { errorResponses } from '../../shared/contracts/api-envelope';
import { errors } from '../errors';
import {
  type DayRange,
  everyDay,
  readDemoEventsThrough,
  readEventFigures,
  readLibraryFigures,
} from './analytics-repository';

const DAY_MS = 86_400_000;
const utcDay = (time: number) => new Date(time).toISOString().slice(0, 10);

/**
 * The asked range as UTC days. It may not end after today nor span more days than events are kept
 * (EVENT_RETENTION_DAYS): older events are deleted, so such a range would show made-up zeros.
 */
export function resolveRange(query: AnalyticsQuery, retentionDays: number, now = Date.now()): DayRange {
  const today = utcDay(now);
  if (query.from && query.to) {
    if (query.to > today) throw errors.invalidInput("'to' must not be after today (UTC)");
    const days = everyDay({ from: query.from, to: query.to }).length;
    if (days > retentionDays) {
      throw errors.invalidInput(
        `'from' must be at most ${retentionDays} days before 'to' (the retention period)`,
      );
    }
    return { from: query.from, to: query.to };
  }
  const days = query.days ?? ANALYTICS_DEFAULT_DAYS;
  if (days > retentionDays) {
    throw errors.invalidInput(`'days' must be at most ${retentionDays} (the retention period)`);
  }
  return { from: utcDay(now - (days - 1) * DAY_MS), to: today };
}

/** GET /api/analytics (docs/product/calls.md#analytics-and-admin; issue 16): the admin dashboard's figures. */
export const analyticsRoutes: FastifyPluginAsyncZod = async (app) => {
  // The library's distributions change only with a library write, which bumps the generation on every
  // instance (db/library-changes.ts): one read per generation instead of one per request.
  let library: { generation: number; figures: ReturnType<typeof readLibraryFigures> } | null = null;
  const libraryFigures = () => {
    const { generation } = app.libraryChanges;
    if (library?.generation !== generation) {
      const figures = readLibraryFigures(app.db);
      figures.catch(() => {
        if (library?.figures === figures) library = null;
      });
      library = { generation, figures };
    }
    return library.figures;
  };

  app.get(
    '/analytics',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['Admin'],
        summary: 'Library distributions and usage figures over a range of UTC days (admin)',
        description:
          '`days` (default 30) or `from` and `to` (YYYY-MM-DD, inclusive), at most EVENT_RETENTION_DAYS days. Taxonomies: the top 50 of each by usage. Events: per day and type (every day of the range, zeros included), the top 10 searches (trimmed, lower-cased), searches that found nothing, the most viewed and saved videos, and daily distinct visitors (signed out) and users.',
        querystring: analyticsQuerySchema,
        response: {
          200: analyticsResponseSchema,
          ...errorResponses(400, 401, 403),
        },
      },
    },
    async (request) => {
      const range = resolveRange(request.query, app.config.eventRetentionDays);
      const [library, usage, demoThrough] = await Promise.all([
        libraryFigures(),
        readEventFigures(app.db, range),
        readDemoEventsThrough(app.db),
      ]);
      return {
        success: true as const,
        data: {
          ...library,
          range: { ...range, days: usage.daily.length },
          ...usage,
          demoDataThrough: demoThrough?.toISOString() ?? null,
        },
      };
    },
  );
};
