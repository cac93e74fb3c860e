import type { TenantInfo } from '@gs/shared/tenant';
import type { RequestContext } from '../../lib/context.ts';
import { getTenantCatalogue } from '../catalogue/index.ts';

/**
 * The shop's hot searches in the request's language: for an English request the English ones staff wrote, if any.
 * Else those written in the shop's language, where one that names a game of the shop (by either of its names) reads
 * as that game's name in the request's language and any other is answered as written.
 */
export async function hotSearchesInLocale(ctx: RequestContext): Promise<string[]> {
  if (ctx.locale === 'en-US' && ctx.tenant.hot_searches_en.length > 0) return ctx.tenant.hot_searches_en;
  const written = ctx.tenant.hot_searches;
  if (written.length === 0) return written;
  const games = [...(await getTenantCatalogue(ctx)).everyGameById.values()];
  return written.map((text) => {
    const wanted = text.trim().toLowerCase();
    const game = games.find(
      (candidate) => candidate.ownName.toLowerCase() === wanted || candidate.name_en.toLowerCase() === wanted,
    );
    return game?.name ?? text;
  });
}

/** The public tenant info with its hot searches in the request's language. */
export async function withLocalHotSearches(ctx: RequestContext, info: TenantInfo): Promise<TenantInfo> {
  return { ...info, hotSearches: await hotSearchesInLocale(ctx) };
}
