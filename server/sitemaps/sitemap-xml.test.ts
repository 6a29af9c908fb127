import { describe, expect, it } from 'vitest';
import { sitemapIndexXml, urlSetXml } from './sitemap-xml';

describe('sitemap XML', () => {
  it('escapes every URL and writes lastmod as an ISO time', () => {
    const xml = urlSetXml([
      { loc: `https://a.example/x?a=1&b=<2>"'`, lastmod: new Date('2025-03-01T12:00:00Z') },
    ]);
    expect(xml).toContain(
      '<url><loc>https://a.example/x?a=1&amp;b=&lt;2&gt;&quot;&apos;</loc><lastmod>2025-03-01T12:00:00.000Z</lastmod></url>',
    );
  });

  it('leaves lastmod out when there is none, in an index too', () => {
    const xml = sitemapIndexXml([{ loc: 'https://a.example/sitemaps/pages.xml', lastmod: null }]);
    expect(xml).toContain('<sitemap><loc>https://a.example/sitemaps/pages.xml</loc></sitemap>');
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex ')).toBe(true);
  });
});
