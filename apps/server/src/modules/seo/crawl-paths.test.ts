import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { otherCrawlablePaths, privatePaths, publicPaths } from './crawl-paths.ts';

// The server cannot import the storefront; it reads its route paths instead, so that a page added or renamed there
// is classified here (listed in the sitemap, allowed, or kept out by robots.txt).
const storefrontPaths = readFileSync(
  path.resolve(import.meta.dirname, '../../../../storefront/src/lib/paths.ts'),
  'utf8',
);
const crawlable: string[] = [...Object.values(publicPaths), ...otherCrawlablePaths];
const declared = [...storefrontPaths.matchAll(/^\s+\w+: '(\/[^']*)',$/gm)].map((match) => match[1] as string);

describe('crawl paths', () => {
  it('classify every page of the storefront’s route paths', () => {
    expect(declared.length).toBeGreaterThan(30);
    // A private prefix covers the pages under it (`/pages/other/shouhou` covers `shouhouDetail`).
    const unclassified = declared.filter(
      (page) => !crawlable.includes(page) && !privatePaths.some((prefix) => page.startsWith(prefix)),
    );
    expect(unclassified).toEqual([]);
  });

  it('name only pages the storefront has, and no public page is kept out by a private prefix', () => {
    for (const page of [...crawlable, ...privatePaths]) expect(declared, page).toContain(page);
    for (const page of crawlable)
      expect(
        privatePaths.filter((prefix) => page.startsWith(prefix)),
        page,
      ).toEqual([]);
  });
});
