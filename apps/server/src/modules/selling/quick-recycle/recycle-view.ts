import { maskPhone } from '@gs/shared/identity';
import type { MyRecycle, RecycleStatus, StaffRecycle, StaffRecycleDetail } from '@gs/shared/recycle';
import type { ListingAttrValue } from '../../../db/tables/listings.table.ts';
import { AppError, notFound } from '../../../lib/errors.ts';
import { recycleStatusNames } from '../../../lib/messages/recycle.ts';
import { type AttributeDef, type GameCatalogue, regionPath } from '../../catalogue/index.ts';
import type { RequestView } from './recycle-requests.repository.ts';
import { canMove } from './recycle-transitions.ts';

/** ¥ with two decimals from integer fen, for messages (no floating point). */
export function yuan(fen: number): string {
  const sign = fen < 0 ? '-' : '';
  const abs = Math.abs(fen);
  return `${sign}${Math.trunc(abs / 100).toLocaleString('en-US')}.${String(abs % 100).padStart(2, '0')}`;
}

export function toMyRecycle(row: RequestView): MyRecycle {
  return {
    id: row.id,
    number: row.number,
    gameId: row.game_id,
    gameName: row.game_name,
    quoteFen: row.quote_fen,
    status: row.status,
    rejectReason: row.reject_reason,
    canCancel: canMove(row.status, 'cancelled'),
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
    paidAt: row.paid_at?.toISOString() ?? null,
  };
}

export function toStaffRecycle(row: RequestView): StaffRecycle {
  return {
    id: row.id,
    number: row.number,
    gameId: row.game_id,
    gameName: row.game_name,
    quoteFen: row.quote_fen,
    status: row.status,
    seller: maskPhone(row.seller_phone),
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}

function valueText(catalogue: GameCatalogue, attribute: AttributeDef, value: ListingAttrValue): string {
  const choice = (id: number) => catalogue.choices.get(id)?.name ?? String(id);
  if (typeof value === 'string') return value;
  if (typeof value === 'number') {
    if (attribute.kind === 'single') return choice(value);
    return attribute.unit ? `${value} ${attribute.unit}` : String(value);
  }
  return value
    .map((item) =>
      Array.isArray(item) ? `${choice(item[0])} (${attribute.levels[item[1]] ?? item[1]})` : choice(item),
    )
    .join(', ');
}

/** The staff view; `catalogue` is null when the game is hidden now (then ids stand for names). */
export function toStaffRecycleDetail(row: RequestView, catalogue: GameCatalogue | null): StaffRecycleDetail {
  const attributes = Object.entries(row.attrs).map(([key, value]) => {
    const attribute = catalogue?.attributesById.get(Number(key));
    if (!catalogue || !attribute) return { name: key, value: JSON.stringify(value) };
    return { name: attribute.name, value: valueText(catalogue, attribute, value) };
  });
  return {
    ...toStaffRecycle(row),
    listingId: row.listing_id,
    regionPath: catalogue ? regionPath(catalogue, row.region_node_id).map(({ id, name }) => ({ id, name })) : [],
    attributes,
    basis: row.quote_basis,
    contact: row.contact,
    rejectReason: row.reject_reason,
    checklist: row.checklist,
    verifiedBy: row.verified_by,
    paidAt: row.paid_at?.toISOString() ?? null,
  };
}

/** 404 for a request that is not there; 409 naming its status when it is there but could not move. */
export function refusal(
  row: { status: RecycleStatus } | undefined,
  id: number,
  key: 'recycleStatusConflict' | 'recycleCancelTooLate' = 'recycleStatusConflict',
) {
  if (!row) return notFound('recycleNotFound', { id });
  return new AppError(409, 'CONFLICT', key, { params: { status: recycleStatusNames[row.status] } });
}
