import { describe, expect, it } from 'vitest';
import { escapeXml, sitemapIndexXml, urlSetXml } from './sitemap-xml.ts';

describe('sitemap XML', () => {
  it('escapes the five XML special characters', () => {
    expect(escapeXml(`a&b<c>d"e'f`)).toBe('a&amp;b&lt;c&gt;d&quot;e&apos;f');
  });

  it('writes a urlset and an index in the sitemaps.org namespace, lastmod only where known', () => {
    const set = urlSetXml([
      { loc: 'https://shop.example/pages/goodList?gameId=1&x=<2>', lastmod: '2026-12-02T03:04:05Z' },
      { loc: 'https://shop.example/' },
    ]);
    expect(set).toBe(
      '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
        '<url><loc>https://shop.example/pages/goodList?gameId=1&amp;x=&lt;2&gt;</loc><lastmod>2026-12-02T03:04:05Z</lastmod></url>\n' +
        '<url><loc>https://shop.example/</loc></url>\n</urlset>\n',
    );
    expect(sitemapIndexXml([{ loc: 'https://shop.example/sitemap-pages.xml' }])).toContain(
      '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n<sitemap><loc>https://shop.example/sitemap-pages.xml</loc></sitemap>\n</sitemapindex>',
    );
  });
});
