import type { FastifyInstance } from 'fastify';
import type { TaxonomyKind as TaxonomyPath } from '../../shared/contracts/taxonomy-kinds';
import type { FullVideo } from '../../shared/contracts/video';
import type { Viewer } from '../auth/access';
import { listMostUsed } from '../taxonomies/taxonomy-repository';
import { listVideoIds, type VideoAudience, type VideoFilters } from '../videos/video-repository';
import type { LibraryFilters, LibraryTools, TaxonomyKind } from './chat-model';

/** A tool answers at most this many videos: a model reads them all, and the answer cites a handful. */
export const TOOL_SEARCH_MAX = 20;
const TOOL_SEARCH_DEFAULT = 10;
const TAXONOMY_DEFAULT = 20;
const TAXONOMY_MAX = 100;

const TAXONOMY_TABLE: Record<TaxonomyKind, TaxonomyPath> = {
  format: 'formats',
  concept: 'concepts',
  element: 'elements',
  topic: 'topics',
  accountType: 'account-types',
};

const clamp = (value: number | undefined, fallback: number, max: number) =>
  Math.max(1, Math.min(max, Math.floor(value ?? fallback)));

function videoFilters(filters: LibraryFilters = {}): VideoFilters {
  return {
    format: filters.format,
    concept: filters.concept,
    element: filters.element,
    accountType: filters.accountType,
    topics: filters.topic,
    platform: filters.platform,
  };
}

/**
 * The library as a model may read it for one signed-in viewer (issue 18): the same hybrid search, filters
 * and presenter as the signed-in browse list, so the bot reads exactly what the viewer could open. Every
 * signed-in reader gets full videos there (signed-in-video-routes.ts), and the chat admits premium users
 * and admins only; the viewer is taken so that rule has one place to change.
 */
export function createLibraryTools(app: FastifyInstance, _viewer: Viewer): LibraryTools {
  const audience: VideoAudience = 'full';
  // Full videos from the presented-video cache: what the signed-in list sends, read once per library change.
  const videosOf = (ids: number[]) => app.presentedVideos.objects<FullVideo>(ids, audience);

  return {
    async search(query, options = {}) {
      const limit = clamp(options.limit, TOOL_SEARCH_DEFAULT, TOOL_SEARCH_MAX);
      const filters = videoFilters(options.filters);
      const text = query.trim();
      // No words: the filters' videos, most viewed first — "what works in Fitness" still has an answer.
      // Before the index has loaded, PostgreSQL full-text answers, as the list routes do meanwhile.
      if (!text || !app.videoSearch.ready) {
        const { ids } = await listVideoIds(
          app.db,
          app.counts,
          text ? { ...filters, search: text } : filters,
          { page: 1, limit, sort: text ? 'relevance' : 'views' },
          audience,
        );
        return videosOf(ids);
      }
      const matches = await app.videoSearch.find(text, filters, audience);
      return videosOf(matches.ids.slice(0, limit));
    },

    async getVideo(id) {
      if (!Number.isSafeInteger(id) || id <= 0) return null;
      const [video] = await videosOf([id]);
      return video ?? null;
    },

    async similar(id) {
      if (!Number.isSafeInteger(id) || id <= 0) return [];
      return videosOf(await app.videoSearch.similar(id));
    },

    async taxonomyCounts(kind, limit) {
      const table = TAXONOMY_TABLE[kind];
      if (!table) return [];
      return listMostUsed(app.db, table, clamp(limit, TAXONOMY_DEFAULT, TAXONOMY_MAX));
    },
  };
}
