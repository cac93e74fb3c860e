import type {
  ListingAttributeValue,
  ListingBadge,
  ListingKind,
  ListingState,
  ListingStatus,
  ListingSummary,
} from '@gs/shared/listings';
import type { ListingAttrs, ListingAttrValue } from '../../db/tables/listings.table.ts';
import type { GameCatalogue, TenantCatalogue } from '../catalogue/index.ts';
import { shownPriceFen } from './listing-price.ts';
import type { ListingSummaryRow } from './listings.repository.ts';

const KIND_COLORS: Record<ListingKind, string> = {
  self_operated: '#1677ff',
  consignment: '#52c41a',
  special_offer: '#f5222d',
};

/** What a buyer sees of a status: anything not on sale is sold (sold, retrieved) or unavailable. */
export function listingState(status: ListingStatus): ListingState {
  if (status === 'on_sale') return 'on_sale';
  return status === 'sold' || status === 'retrieved' ? 'sold' : 'unavailable';
}

/** Everything a listing row needs besides the row: the dictionaries and the tenant's markup. */
export interface ListingViewContext {
  tenant: TenantCatalogue;
  games: Map<number, GameCatalogue>;
  markupBp: number;
}

function badgesOf(row: ListingSummaryRow, tenant: TenantCatalogue): ListingBadge[] {
  const badges: ListingBadge[] = [
    { type: 'kind', value: row.kind, label: tenant.kindLabels.get(row.kind) ?? row.kind, color: KIND_COLORS[row.kind] },
  ];
  for (const id of row.label_ids) {
    const label = tenant.labels.get(id);
    if (label) badges.push({ type: 'label', value: String(id), label: label.name, color: label.color });
  }
  return badges;
}

/** The region path of a listing, root first, as the game names it. */
export function regionNodesOf(row: ListingSummaryRow, game: GameCatalogue | undefined) {
  if (!game) return [];
  return [row.system_id, row.operator_id, row.region_id, row.server_id].flatMap((id) => {
    const region = id === null ? undefined : game.regions.get(id);
    return region ? [{ id: region.id, name: region.name, kind: region.kind }] : [];
  });
}

/** Maps a listing row to its list entry: shown price, names from the dictionaries, no hidden field. */
export function toListingSummary(row: ListingSummaryRow, view: ListingViewContext): ListingSummary {
  const game = view.games.get(row.game_id);
  return {
    id: row.id,
    number: row.number,
    title: row.title,
    cover: row.cover_url,
    gameId: row.game_id,
    gameName: game?.game.name ?? view.tenant.gamesById.get(row.game_id)?.name ?? '',
    regionNames: regionNodesOf(row, game).map((node) => node.name),
    price: shownPriceFen(row.price_fen, view.markupBp),
    kind: row.kind,
    badges: badgesOf(row, view.tenant),
    views: row.views,
    listedAt: (row.listed_at ?? new Date(0)).toISOString(),
  };
}

const CJK = /[\u3400-\u9fff]/;

function joinNames(names: string[]): string {
  return names.join(names.some((name) => CJK.test(name)) ? '、' : ', ');
}

function withUnit(value: number, unit: string): string {
  if (!unit) return String(value);
  return CJK.test(unit) ? `${value}${unit}` : `${value} ${unit}`;
}

function choiceItems(game: GameCatalogue, value: ListingAttrValue) {
  const ids = typeof value === 'number' ? [value] : Array.isArray(value) ? value : [];
  return ids.flatMap((id) => {
    const choice = typeof id === 'number' ? game.choices.get(id) : undefined;
    return choice ? [{ id: choice.id, name: choice.name, level: null }] : [];
  });
}

/**
 * Renders a listing's stored attribute values with the game's dictionary, in template order. Attributes and choices
 * staff disabled since still render: the listing was made with them.
 */
export function renderAttributes(game: GameCatalogue, attrs: ListingAttrs): ListingAttributeValue[] {
  const rendered: ListingAttributeValue[] = [];
  for (const attribute of game.everyAttribute) {
    const value = attrs[String(attribute.id)];
    if (value === undefined || value === null) continue;
    const base = { id: attribute.id, name: attribute.name, kind: attribute.kind };
    switch (attribute.kind) {
      case 'text':
      case 'date':
        rendered.push({ ...base, text: String(value), items: [] });
        break;
      case 'number':
        if (typeof value === 'number') rendered.push({ ...base, text: withUnit(value, attribute.unit), items: [] });
        break;
      case 'single':
      case 'multiple': {
        const items = choiceItems(game, value);
        if (items.length > 0) rendered.push({ ...base, text: joinNames(items.map((item) => item.name)), items });
        break;
      }
      case 'level': {
        const pairs = (Array.isArray(value) ? value : []).filter((pair): pair is [number, number] =>
          Array.isArray(pair),
        );
        const items = pairs.flatMap(([choiceId, level]) => {
          const choice = game.choices.get(choiceId);
          return choice ? [{ id: choice.id, name: choice.name, level: attribute.levels[level] ?? null }] : [];
        });
        if (items.length === 0) break;
        const text = joinNames(
          items.map((item) => {
            if (!item.level) return item.name;
            return CJK.test(item.name) ? `${item.name}（${item.level}）` : `${item.name} (${item.level})`;
          }),
        );
        rendered.push({ ...base, text, items });
        break;
      }
    }
  }
  return rendered;
}
