const XML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

/** Escapes text for an XML element body or attribute. */
export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => XML_ESCAPES[c] ?? c);
}

export interface SitemapEntry {
  loc: string;
  lastmod?: Date | null;
}

const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>';
const NAMESPACE = 'http://www.sitemaps.org/schemas/sitemap/0.9';

function entryXml(tag: 'url' | 'sitemap', { loc, lastmod }: SitemapEntry): string {
  const modified = lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : '';
  return `  <${tag}><loc>${escapeXml(loc)}</loc>${modified}</${tag}>`;
}

/** A sitemap (sitemaps.org 0.9) of page URLs. */
export function urlSetXml(entries: SitemapEntry[]): string {
  const body = entries.map((entry) => entryXml('url', entry));
  return [XML_DECLARATION, `<urlset xmlns="${NAMESPACE}">`, ...body, '</urlset>', ''].join('\n');
}

/** A sitemap index (sitemaps.org 0.9) of sitemap URLs. */
export function sitemapIndexXml(entries: SitemapEntry[]): string {
  const body = entries.map((entry) => entryXml('sitemap', entry));
  return [XML_DECLARATION, `<sitemapindex xmlns="${NAMESPACE}">`, ...body, '</sitemapindex>', ''].join('\n');
}
