import type { ListingSuggestQuery, ListingSummary } from '@gs/shared/listings';
import type { RequestContext } from '../../lib/context.ts';
import { findSuggestedListings } from './listing-suggestions.repository.ts';
import { toListingSummaries } from './listings.service.ts';

/**
 * The header search's listings for typed text: on sale, any shown game, title containing it or number equal to it
 * (that one first). Nothing can fail beyond validation: no match is an empty list.
 */
export async function suggestListings(ctx: RequestContext, query: ListingSuggestQuery): Promise<ListingSummary[]> {
  const rows = await findSuggestedListings(ctx.db, ctx.tenantId, query.keyword, query.limit);
  return toListingSummaries(ctx, rows);
}
