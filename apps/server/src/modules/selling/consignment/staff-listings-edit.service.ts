import type { ConsignmentResult } from '@gs/shared/consignment';
import type { StaffListingEditInput } from '@gs/shared/staff-listings';
import type { ListingRow } from '../../../db/tables/listings.table.ts';
import type { UserContext } from '../../../lib/context.ts';
import { notFound } from '../../../lib/errors.ts';
import { getGameCatalogue } from '../../catalogue/index.ts';
import { listingSearchColumns } from '../../listings/index.ts';
import { validateListingAttributes } from '../listing-attributes.ts';
import { findListing } from './consignment.repository.ts';
import { refuseInCurrentState } from './consignment.service.ts';
import { assertActionAllowed } from './consignment-rules.ts';
import { allowedFrom } from './consignment-transitions.ts';
import { toConsignmentResult } from './consignment-view.ts';
import { updateListingByStaff } from './staff-listings-search.repository.ts';

/** What a staff edit changes, as the audit log keeps it before and after. */
export type StaffEditSnapshot = Pick<StaffListingEditInput, 'title' | 'description' | 'priceFen' | 'attrs'>;

export interface StaffEditOutcome {
  result: ConsignmentResult;
  before: StaffEditSnapshot;
  after: StaffEditSnapshot;
}

const snapshotOf = (row: ListingRow): StaffEditSnapshot => ({
  title: row.title,
  description: row.description,
  priceFen: row.price_fen,
  attrs: row.attrs,
});

/**
 * Staff correct a listing's title, description, price and attributes (checked against the game's template as the
 * selling form is); its state is kept, so an on-sale listing stays on sale with its search columns recomputed.
 * 404 unknown (or a draft); 409 when locked, sold or retrieved; 400 naming each attribute that does not fit.
 */
export async function editListingByStaff(
  ctx: UserContext,
  id: number,
  input: StaffListingEditInput,
): Promise<StaffEditOutcome> {
  const listing = await findListing(ctx.db, ctx.tenantId, id);
  if (!listing) throw notFound('consignmentNotFound', { id });
  assertActionAllowed('edit', listing.status, id);
  const catalogue = await getGameCatalogue(ctx, listing.game_id);
  const attrs = validateListingAttributes(catalogue, input.attrs, 'sell');
  const region = {
    systemId: listing.system_id,
    operatorId: listing.operator_id,
    regionId: listing.region_id,
    serverId: listing.server_id,
  };
  const { searchIds, numbers } = listingSearchColumns(catalogue.attributes, attrs, region);
  const after: StaffEditSnapshot = {
    title: input.title,
    description: input.description,
    priceFen: input.priceFen,
    attrs,
  };
  const row = await updateListingByStaff(ctx.db, ctx.tenantId, id, allowedFrom('edit'), {
    ...after,
    attrs,
    searchIds,
    numbers,
    at: ctx.clock.now(),
  });
  if (!row) return refuseInCurrentState(ctx.db, ctx.tenantId, id, 'edit');
  return { result: toConsignmentResult(row), before: snapshotOf(listing), after };
}
