import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { paths } from '../../shared/domain/paths';
import { errors } from '../errors';
import {
  listPublicBriefSitemapEntries,
  listPublicSwipefileSitemapEntries,
  listTaxonomySitemapEntries,
  listVideoSitemapEntries,
  listVideoSitemapPages,
  listViewSitemapEntries,
} from './sitemap-repository';
import { type SitemapEntry, sitemapIndexXml, urlSetXml } from './sitemap-xml';

/** Videos per sitemap: well under the protocol's 50,000, so 100,000 videos make 10 sitemaps. */
export const VIDEOS_PER_SITEMAP = 10_000;

export interface SitemapRoutesOptions {
  /** Tests lower it to see paging without a large library. */
  videosPerSitemap?: number | undefined;
}

// Pages a crawler should leave alone: the API, and screens that need an account (docs/product/taxonomies.md#taxonomy-list-pages). /login stays
// crawlable: it is the public door to the product (people search for "Hookshelf sign in"), while
// /verify-otp only makes sense in the middle of a sign-in.
const DISALLOWED = ['/api/', '/admin', '/analytics', '/videos', '/home', '/feed', '/verify-otp'];

// The public pages that hold no data of their own (docs/product/routes.md#public-pages).
const STATIC_PAGES = ['/', '/public-beta', '/privacy'];

const CACHE_CONTROL = 'public, max-age=3600';
const VIDEO_SITEMAP = /^videos-([1-9]\d{0,14})\.xml$/;

/** GET /robots.txt, GET /sitemap.xml (an index) and the sitemaps it names under /sitemaps/: public URLs only. */
export const sitemapRoutes: FastifyPluginAsyncZod<SitemapRoutesOptions> = async (app, options) => {
  const pageSize = options.videosPerSitemap ?? VIDEOS_PER_SITEMAP;
  const base = app.config.publicUrl;
  const route = { config: { access: 'public' as const }, schema: { hide: true } };

  app.get('/robots.txt', route, async (_request, reply) => {
    const lines = [
      'User-agent: *',
      ...DISALLOWED.map((path) => `Disallow: ${path}`),
      'Allow: /',
      '',
      `Sitemap: ${base}/sitemap.xml`,
      '',
    ];
    return reply
      .header('cache-control', CACHE_CONTROL)
      .type('text/plain; charset=utf-8')
      .send(lines.join('\n'));
  });

  app.get('/sitemap.xml', route, async (_request, reply) => {
    const [videoPages, taxonomyEntries, swipefileEntries, briefEntries, viewEntries] = await Promise.all([
      listVideoSitemapPages(app.db, pageSize),
      listTaxonomySitemapEntries(app.db),
      listPublicSwipefileSitemapEntries(app.db),
      listPublicBriefSitemapEntries(app.db),
      listViewSitemapEntries(app.db),
    ]);
    const pagesChanged = [...taxonomyEntries, ...swipefileEntries, ...briefEntries, ...viewEntries].map(
      (e) => e.updatedAt,
    );
    const entries: SitemapEntry[] = [
      { loc: `${base}/sitemaps/pages.xml`, lastmod: latest(pagesChanged) },
      ...videoPages.map((page) => ({
        loc: `${base}/sitemaps/videos-${page.firstId}.xml`,
        lastmod: page.lastmod,
      })),
    ];
    return sendXml(reply, sitemapIndexXml(entries));
  });

  app.get(
    '/sitemaps/:file',
    { ...route, schema: { hide: true, params: z.object({ file: z.string() }) } },
    async (request, reply) => {
      const { file } = request.params;
      if (file === 'pages.xml') {
        const [taxonomyEntries, swipefileEntries, briefEntries, viewEntries] = await Promise.all([
          listTaxonomySitemapEntries(app.db),
          listPublicSwipefileSitemapEntries(app.db),
          listPublicBriefSitemapEntries(app.db),
          listViewSitemapEntries(app.db),
        ]);
        return sendXml(
          reply,
          urlSetXml([
            ...STATIC_PAGES.map((path) => ({ loc: `${base}${path}` })),
            ...taxonomyEntries.map((e) => ({ loc: `${base}/${e.kind}/${e.slug}`, lastmod: e.updatedAt })),
            // Public swipefiles (docs/decisions/0018-shared-links.md); one turned private or link-only leaves with the next read.
            ...swipefileEntries.map((e) => ({
              loc: `${base}/public/swipefiles/${e.slug}`,
              lastmod: e.updatedAt,
            })),
            // Public briefs (issue 34), likewise.
            ...briefEntries.map((e) => ({
              loc: `${base}${paths.publicBrief(e.slug)}`,
              lastmod: e.updatedAt,
            })),
            // Views (docs/decisions/0006-views.md): public lists; a slug may hold letters beyond ASCII, so it is encoded.
            ...viewEntries.map((e) => ({
              loc: `${base}${paths.view(encodeURIComponent(e.slug))}`,
              lastmod: e.updatedAt,
            })),
          ]),
        );
      }
      // A video sitemap is named by the first video id it lists, so reading it is one keyset range.
      const firstId = VIDEO_SITEMAP.exec(file)?.[1];
      const rows = firstId ? await listVideoSitemapEntries(app.db, Number(firstId), pageSize) : [];
      if (rows.length === 0) throw errors.notFound(`Not found: GET /sitemaps/${file}`);
      return sendXml(
        reply,
        urlSetXml(rows.map((row) => ({ loc: `${base}/v/${row.id}`, lastmod: row.updatedAt }))),
      );
    },
  );
};

function sendXml(reply: FastifyReply, xml: string) {
  return reply.header('cache-control', CACHE_CONTROL).type('application/xml; charset=utf-8').send(xml);
}

function latest(dates: Date[]): Date | null {
  return dates.length === 0 ? null : new Date(Math.max(...dates.map((d) => d.getTime())));
}
