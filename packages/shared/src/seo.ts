import { z } from 'zod';

/**
 * `GET /sitemap-listings.xml?from&to`: one page of a shop's sitemap, the listings on sale with ids in [from, to)
 * (`to` left out on the last page). The sitemap index writes these; crawlers send them back.
 */
export const sitemapListingsQuerySchema = z
  .object({
    from: z.coerce.number().int().min(0).max(Number.MAX_SAFE_INTEGER),
    to: z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER).optional(),
  })
  .refine((query) => query.to === undefined || query.to > query.from, { message: 'to must be above from' });
export type SitemapListingsQuery = z.infer<typeof sitemapListingsQuerySchema>;
