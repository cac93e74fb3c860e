/** The sitemaps.org 0.9 documents, as text (https://www.sitemaps.org/protocol.html). */

const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';

/** One `<url>` of a urlset, or one `<sitemap>` of an index: an absolute URL and, when known, its last change. */
export interface SitemapEntry {
  loc: string;
  /** W3C datetime (`2026-12-02T03:04:05Z`). */
  lastmod?: string | null;
}

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

/** Text for XML character data and attribute values (sitemaps.org requires entity-escaped URLs). */
const XML_SPECIAL = /[&<>"']/;

export function escapeXml(text: string): string {
  // Most URLs have nothing to escape: a test is cheaper than a replace over 50,000 of them.
  return XML_SPECIAL.test(text) ? text.replace(/[&<>"']/g, (char) => XML_ESCAPES[char] as string) : text;
}

function entries(tag: 'url' | 'sitemap', items: readonly SitemapEntry[]): string {
  // Appended in one string (V8 keeps it as a rope until it is sent): a page of 50,000 URLs is a few MB of text.
  let text = '';
  for (const item of items) {
    const lastmod = item.lastmod ? `<lastmod>${escapeXml(item.lastmod)}</lastmod>` : '';
    text += `<${tag}><loc>${escapeXml(item.loc)}</loc>${lastmod}</${tag}>\n`;
  }
  return text;
}

/** A `<urlset>`: the pages of one sitemap file. */
export function urlSetXml(items: readonly SitemapEntry[]): string {
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="${SITEMAP_NS}">\n${entries('url', items)}</urlset>\n`;
}

/** A `<sitemapindex>`: the sitemap files of a site. */
export function sitemapIndexXml(items: readonly SitemapEntry[]): string {
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="${SITEMAP_NS}">\n${entries('sitemap', items)}</sitemapindex>\n`;
}
