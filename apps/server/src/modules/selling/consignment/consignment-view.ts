import type { ConsignmentDetail, ConsignmentResult, ConsignmentStatus, MyConsignment } from '@gs/shared/consignment';
import type { ListingStatus } from '@gs/shared/listings';
import type { ListingRow } from '../../../db/tables/listings.table.ts';
import { type GameCatalogue, regionPath } from '../../catalogue/index.ts';
import { commissionFor, type TradeFees } from '../../trade/index.ts';
import type { SellerListingRow } from './consignment.repository.ts';
import { actionsIn } from './consignment-rules.ts';

/** A submitted listing's state as the seller sees it (a draft is never shown: it is not theirs to see yet). */
const asConsignmentStatus = (status: ListingStatus): ConsignmentStatus =>
  status === 'draft' ? 'pending_review' : status;

export function toConsignmentResult(row: { id: number; number: string; status: ListingStatus }): ConsignmentResult {
  return { id: row.id, number: row.number, status: asConsignmentStatus(row.status) };
}

const iso = (date: Date | null) => (date === null ? null : date.toISOString());

function regionSteps(catalogue: GameCatalogue | null, nodeId: number | null) {
  return catalogue ? regionPath(catalogue, nodeId).map((step) => ({ id: step.id, name: step.name })) : [];
}

/** A row of "my products": the buying order, and the proceeds while locked or sold (price less commission). */
export function toMyConsignment(row: SellerListingRow, fees: TradeFees): MyConsignment {
  const inTrade = row.status === 'locked' || row.status === 'sold' || row.status === 'retrieved';
  const order =
    inTrade && row.order_id !== null && row.order_no !== null && row.order_status !== null
      ? { id: row.order_id, number: row.order_no, status: row.order_status }
      : null;
  // The order fixed the commission when it was placed; without one, the tenant's fees say what it would be.
  const proceedsFen = !inTrade
    ? null
    : row.order_listing_price_fen !== null && row.order_commission_fen !== null
      ? row.order_listing_price_fen - row.order_commission_fen
      : row.price_fen - commissionFor(row.price_fen, true, fees);
  return {
    id: row.id,
    number: row.number,
    gameId: row.game_id,
    gameName: row.game_name,
    title: row.title,
    coverUrl: row.cover_url,
    priceFen: row.price_fen,
    status: asConsignmentStatus(row.status),
    rejectReason: row.reject_reason,
    views: row.views,
    favourites: Number(row.favourites ?? 0),
    createdAt: row.created_at.toISOString(),
    listedAt: iso(row.listed_at),
    soldAt: iso(row.sold_at),
    order,
    proceedsFen,
    actions: actionsIn(row.status),
  };
}

/** The seller's own listing to edit: everything they submitted, the credentials only masked. */
export function toConsignmentDetail(row: ListingRow, catalogue: GameCatalogue | null): ConsignmentDetail {
  return {
    id: row.id,
    number: row.number,
    status: asConsignmentStatus(row.status),
    rejectReason: row.reject_reason,
    gameId: row.game_id,
    regionNodeId: row.region_node_id,
    regionPath: regionSteps(catalogue, row.region_node_id),
    attrs: row.attrs,
    title: row.title,
    description: row.description,
    priceFen: row.price_fen,
    coverUrl: row.cover_url,
    // The gallery stores the cover first (as the market shows it); the form asks for the others.
    screenshots: row.gallery.slice(1),
    realNameShotUrl: row.realname_shot_url,
    guaranteeDocs: row.guarantee_docs,
    contact: row.contact,
    credentials: { login: row.login_masked, hasPassword: row.login_masked !== '', hasNotes: row.credential_notes },
    actions: actionsIn(row.status),
  };
}

export { regionSteps };
