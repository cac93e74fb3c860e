import { dictTypes } from '@gs/shared/dictionaries';
import type { RegionKind } from '@gs/shared/games';
import { defineCache } from '../../lib/caches.ts';
import type { RequestContext } from '../../lib/context.ts';
import { notFound } from '../../lib/errors.ts';
import { listDictData, listLabelTypes } from './collections.repository.ts';
import { type AttributeFields, toAttributeFields } from './game-attributes.ts';
import {
  type ActiveGameRow,
  listGameAttributes,
  listGameChoices,
  listGameRegions,
  listOnSaleCounts,
  listTenantGames,
} from './games.repository.ts';

export interface ChoiceDef {
  id: number;
  attributeId: number;
  name: string;
  sort: number;
  /** False when staff disabled it: kept to render listings that have it, left out of forms and filters. */
  enabled: boolean;
}

export interface AttributeDef extends AttributeFields {
  /** The enabled choices only (what forms, filters and selling validation offer). */
  choices: ChoiceDef[];
}

export interface RegionDef {
  id: number;
  parentId: number | null;
  level: number;
  kind: RegionKind;
  name: string;
  key: string;
  /**
   * False when staff disabled it or a node above it, or when every node under it is unavailable (a region whose
   * servers are all disabled is no leaf to pick): kept for the paths of listings, left out of pickers and filters.
   */
  enabled: boolean;
  /** The available children only (what pickers and filters offer). */
  childIds: number[];
}

/** One game's template and region tree, as read on every search and detail. */
export interface GameCatalogue {
  game: ActiveGameRow;
  /** The enabled attributes, in template order: what forms, filters and selling validation use. */
  attributes: AttributeDef[];
  /** Every attribute, disabled ones included, in template order (listings keep showing their values). */
  everyAttribute: AttributeDef[];
  /** Every attribute and every choice by id, disabled ones included. */
  attributesById: Map<number, AttributeDef>;
  choices: Map<number, ChoiceDef>;
  /** Every node, disabled ones included (listings keep showing their region path). */
  regions: Map<number, RegionDef>;
  /** The enabled roots. */
  roots: RegionDef[];
}

export interface LabelDef {
  id: number;
  name: string;
  color: string;
  description: string;
}

/** The tenant-wide dictionaries: games, label types and the badge text of each listing kind. */
export interface TenantCatalogue {
  games: ActiveGameRow[];
  gamesById: Map<number, ActiveGameRow>;
  /** Visible and hidden games: a hidden game's listings still render. */
  everyGameById: Map<number, ActiveGameRow>;
  /** Every label type, disabled ones included (listings keep their badges). */
  labels: Map<number, LabelDef>;
  /** The enabled label types. */
  labelList: LabelDef[];
  kindLabels: Map<string, string>;
}

// Dictionaries change only when staff edit them (then forgetCatalogue); a minute of staleness is harmless.
const tenantCatalogues = defineCache<TenantCatalogue>('catalogue.tenant', 60_000, 1_000);
const gameCatalogues = defineCache<GameCatalogue | null>('catalogue.game', 60_000, 10_000);
// The game list's counts move with every sale: shorter.
const onSaleCounts = defineCache<Map<number, number>>('catalogue.onSaleCounts', 10_000, 1_000);

async function loadTenantCatalogue(ctx: RequestContext): Promise<TenantCatalogue> {
  const [allGames, labelRows, kinds] = await Promise.all([
    listTenantGames(ctx.db, ctx.tenantId),
    listLabelTypes(ctx.db, ctx.tenantId),
    listDictData(ctx.db, ctx.tenantId, dictTypes.goodsKind),
  ]);
  const games = allGames.filter((game) => game.state === 'active');
  const labels = labelRows.map(({ enabled, ...label }) => ({ label, enabled }));
  return {
    games,
    gamesById: new Map(games.map((game) => [game.id, game])),
    everyGameById: new Map(allGames.map((game) => [game.id, game])),
    labels: new Map(labels.map(({ label }) => [label.id, label])),
    labelList: labels.filter(({ enabled }) => enabled).map(({ label }) => label),
    kindLabels: new Map(kinds.map((row) => [row.value, row.label])),
  };
}

async function loadGameCatalogue(ctx: RequestContext, game: ActiveGameRow): Promise<GameCatalogue> {
  const [attributeRows, choiceRows, regionRows] = await Promise.all([
    listGameAttributes(ctx.db, ctx.tenantId, game.id),
    listGameChoices(ctx.db, ctx.tenantId, game.id),
    listGameRegions(ctx.db, ctx.tenantId, game.id),
  ]);
  const everyAttribute: AttributeDef[] = attributeRows.map((row) => ({ ...toAttributeFields(row), choices: [] }));
  const attributes = everyAttribute.filter((attribute) => attribute.enabled);
  const attributesById = new Map(everyAttribute.map((attribute) => [attribute.id, attribute]));
  const choices = new Map<number, ChoiceDef>();
  for (const row of choiceRows) {
    const choice = { id: row.id, attributeId: row.attribute_id, name: row.name, sort: row.sort, enabled: row.enabled };
    choices.set(choice.id, choice);
    if (choice.enabled) attributesById.get(row.attribute_id)?.choices.push(choice);
  }
  const regions = new Map<number, RegionDef>();
  const roots: RegionDef[] = [];
  const withChildren = new Set<number>();
  for (const row of regionRows) {
    if (row.parent_id !== null) withChildren.add(row.parent_id);
    // Rows come level by level, so a parent is always known before its children.
    const parent = row.parent_id === null ? undefined : regions.get(row.parent_id);
    const region = {
      id: row.id,
      parentId: row.parent_id,
      level: row.level,
      kind: row.kind,
      name: row.name,
      key: row.key,
      enabled: row.enabled && (parent?.enabled ?? true),
      childIds: [],
    };
    regions.set(region.id, region);
    if (!region.enabled) continue;
    if (row.parent_id === null) roots.push(region);
    else parent?.childIds.push(region.id);
  }
  // Deepest first, so a node's children are settled before it: a node that has children but none available is
  // unavailable too (else a region with every server disabled would be offered, and accepted, as a final node).
  for (const region of [...regions.values()].reverse()) {
    if (!region.enabled || region.childIds.length > 0 || !withChildren.has(region.id)) continue;
    region.enabled = false;
    if (region.parentId === null) roots.splice(roots.indexOf(region), 1);
    else {
      const siblings = regions.get(region.parentId)?.childIds;
      siblings?.splice(siblings.indexOf(region.id), 1);
    }
  }
  return { game, attributes, everyAttribute, attributesById, choices, regions, roots };
}

/** The tenant's games, label types and kind badges (cached for a minute). */
export function getTenantCatalogue(ctx: RequestContext): Promise<TenantCatalogue> {
  return ctx.caches.of(tenantCatalogues).get(ctx.tenantId, '', () => loadTenantCatalogue(ctx));
}

/**
 * A game's template and regions, hidden games included (cached for a minute): to render listings that exist.
 * Null for an unknown or foreign game.
 */
export function findAnyGameCatalogue(ctx: RequestContext, gameId: number): Promise<GameCatalogue | null> {
  return ctx.caches.of(gameCatalogues).get(ctx.tenantId, String(gameId), async () => {
    const game = (await getTenantCatalogue(ctx)).everyGameById.get(gameId);
    return game ? loadGameCatalogue(ctx, game) : null;
  });
}

/** A visible game's template and regions (cached for a minute); null for an unknown, hidden or foreign game. */
export async function findGameCatalogue(ctx: RequestContext, gameId: number): Promise<GameCatalogue | null> {
  if (!(await getTenantCatalogue(ctx)).gamesById.has(gameId)) return null;
  return findAnyGameCatalogue(ctx, gameId);
}

/** As findGameCatalogue, but 404 for an unknown, hidden or foreign game. */
export async function getGameCatalogue(ctx: RequestContext, gameId: number): Promise<GameCatalogue> {
  const catalogue = await findGameCatalogue(ctx, gameId);
  if (!catalogue) throw notFound('gameNotFound', { id: gameId });
  return catalogue;
}

/** Listings on sale per game id (cached for ten seconds). */
export function getOnSaleCounts(ctx: RequestContext): Promise<Map<number, number>> {
  return ctx.caches.of(onSaleCounts).get(ctx.tenantId, '', async () => {
    const rows = await listOnSaleCounts(ctx.db, ctx.tenantId);
    return new Map(rows.map((row) => [row.game_id, Number(row.count)]));
  });
}

/** The region path from the root down to a node of the game (empty for an unknown node). */
export function regionPath(catalogue: GameCatalogue, regionId: number | null): RegionDef[] {
  const path: RegionDef[] = [];
  let node = regionId === null ? undefined : catalogue.regions.get(regionId);
  while (node) {
    path.unshift(node);
    node = node.parentId === null ? undefined : catalogue.regions.get(node.parentId);
  }
  return path;
}

/** Forgets the tenant's cached dictionaries and counts (after a staff edit of its catalogue). */
export function forgetCatalogue(ctx: Pick<RequestContext, 'caches' | 'tenantId'>): void {
  ctx.caches.of(tenantCatalogues).forgetTenant(ctx.tenantId);
  ctx.caches.of(gameCatalogues).forgetTenant(ctx.tenantId);
  ctx.caches.of(onSaleCounts).forgetTenant(ctx.tenantId);
}
