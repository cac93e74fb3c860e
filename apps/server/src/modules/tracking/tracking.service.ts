import type { GoodsBrowseInput, TenantBrowseInput } from '@gs/shared/tenant';
import type { RequestContext } from '../../lib/context.ts';
import { notFound } from '../../lib/errors.ts';
import { recordListingView } from '../listings/index.ts';
import type { BrowseEventQueue } from './browse-event-queue.ts';

/** Strips the query string and fragment: a visit is counted per path, and queries may carry personal data. */
function pathOnly(path: string): string {
  return path.split(/[?#]/)[0] || '/';
}

/**
 * Records a page visit on the storefront for the back office's statistics: queued, and written with the next batch
 * (the visitor is answered before the row exists).
 */
export function recordTenantBrowse(
  ctx: RequestContext,
  queue: BrowseEventQueue,
  input: TenantBrowseInput,
  userId: number | null,
): void {
  queue.add({
    tenantId: ctx.tenantId,
    kind: 'tenant',
    path: pathOnly(input.path),
    goodsId: null,
    userId,
    visitorId: input.visitorId,
    at: ctx.clock.now(),
  });
}

/**
 * Records a view of a listing: stores the browse event and, for the viewer's first view of the listing that day
 * (the signed-in user, else the visitor id), adds one to its `views`, together. 404 when the id is not a public
 * listing of the tenant.
 */
export async function recordGoodsBrowse(ctx: RequestContext, input: GoodsBrowseInput, userId: number | null) {
  const recorded = await recordListingView(ctx.db, ctx.tenantId, {
    listingId: input.goodsId,
    userId,
    visitorId: input.visitorId,
    at: ctx.clock.now(),
  });
  if (!recorded) throw notFound('listingNotFound');
}
