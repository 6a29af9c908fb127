import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { TAXONOMY_KINDS, type TaxonomyKind } from '../../shared/contracts/taxonomy-kinds';
import { findAliasTarget } from '../taxonomies/taxonomy-aliases';

type PageHandler = (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;

const KIND_OF_PATTERN = new Map<string, TaxonomyKind>(TAXONOMY_KINDS.map((kind) => [`/${kind}/:slug`, kind]));

/**
 * The page handler of a public taxonomy page pattern: an old slug (its entry merged or renamed, docs/decisions/0020-taxonomy-editing.md) answers 301 to the entry's page, so bookmarks, links and search engines move along; any other slug
 * gets the page. Null for a pattern that is no taxonomy page.
 */
export function taxonomyPageHandler(
  app: FastifyInstance,
  pattern: string,
  sendPage: PageHandler,
): PageHandler | null {
  const kind = KIND_OF_PATTERN.get(pattern);
  if (!kind) return null;
  return async (request, reply) => {
    const { slug } = request.params as { slug: string };
    // One primary-key lookup; an alias never shares its slug with a live entry (taxonomy-changes.ts).
    const target = await findAliasTarget(app.db, kind, slug);
    if (!target) return sendPage(request, reply);
    const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
    return reply
      .header('cache-control', 'no-cache')
      .redirect(`/${kind}/${encodeURIComponent(target.slug)}${query}`, 301);
  };
}
