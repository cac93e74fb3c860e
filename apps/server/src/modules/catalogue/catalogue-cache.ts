import { dictTypes } from '@gs/shared/dictionaries';
import type { RegionKind } from '@gs/shared/games';
import type { Locale } from '@gs/shared/tenant';
import { defineCache } from '../../lib/caches.ts';
import type { RequestContext } from '../../lib/context.ts';
import { notFound } from '../../lib/errors.ts';
import { ByLocale, localName } from '../../lib/local-name.ts';
import { listDictData, listLabelTypes } from './collections.repository.ts';
import { localDictLabel } from './dict-defaults.ts';
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

/** A game of the catalogue, `name` in the request's language. */
export type CatalogueGame = ActiveGameRow & {
  /** Its name in the shop's own language (`name` is the request's). */
  ownName: string;
  /** Its name in both languages and its aliases, lower-case: what a game search matches in either language. */
  searchText: string;
};

/**
 * One game's template and region tree, as read on every search and detail. Every name (game, attributes, choices,
 * regions) is in the request's language: the English one for an English request when staff wrote it, else the
 * shop's own.
 */
export interface GameCatalogue {
  game: CatalogueGame;
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

/** The tenant-wide dictionaries: games, label types and the badge text of each listing kind (names as above). */
export interface TenantCatalogue {
  games: CatalogueGame[];
  gamesById: Map<number, CatalogueGame>;
  /** Visible and hidden games: a hidden game's listings still render. */
  everyGameById: Map<number, CatalogueGame>;
  /** Every label type, disabled ones included (listings keep their badges). */
  labels: Map<number, LabelDef>;
  /** The enabled label types. */
  labelList: LabelDef[];
  kindLabels: Map<string, string>;
}

// Dictionaries change only when staff edit them (then forgetCatalogue); a minute of staleness is harmless. Each entry
// holds both languages' names (one load per shop and game); the request's language is chosen when it is read.
const tenantCatalogues = defineCache<TenantCatalogueEntry>('catalogue.tenant', 60_000, 1_000);
const gameCatalogues = defineCache<ByLocale<GameCatalogue> | null>('catalogue.game', 60_000, 10_000);
// The game list's counts move with every sale: shorter.
const onSaleCounts = defineCache<Map<number, number>>('catalogue.onSaleCounts', 10_000, 1_000);

type TenantGameRow = Awaited<ReturnType<typeof listTenantGames>>[number];

/** What the tenant cache keeps: the games' rows with both names, and the catalogue per language. */
interface TenantCatalogueEntry {
  gameRows: Map<number, TenantGameRow>;
  catalogue: ByLocale<TenantCatalogue>;
}

/**
 * The A–Z picker's letter of a game in a language: the stored (pinyin) initial of the shop's name, or, where the
 * game is shown by its English name, that name's first letter ('#' when it starts with none).
 */
function localInitial(locale: Locale, row: TenantGameRow): string {
  if (localName(locale, row.name, row.name_en) === row.name) return row.initial;
  const first = row.name_en.trim().charAt(0).toUpperCase();
  return /^[A-Z]$/.test(first) ? first : '#';
}

function toCatalogueGame(row: TenantGameRow, locale: Locale): CatalogueGame & { state: TenantGameRow['state'] } {
  return {
    ...row,
    name: localName(locale, row.name, row.name_en),
    initial: localInitial(locale, row),
    ownName: row.name,
    searchText: `${row.name}\n${row.name_en}\n${row.keyword}`.toLowerCase(),
  };
}

async function loadTenantCatalogue(ctx: RequestContext): Promise<TenantCatalogueEntry> {
  const [gameRows, labelRows, kinds] = await Promise.all([
    listTenantGames(ctx.db, ctx.tenantId),
    listLabelTypes(ctx.db, ctx.tenantId),
    listDictData(ctx.db, ctx.tenantId, dictTypes.goodsKind),
  ]);
  return {
    gameRows: new Map(gameRows.map((row) => [row.id, row])),
    catalogue: new ByLocale((locale) => buildTenantCatalogue(locale, gameRows, labelRows, kinds)),
  };
}

/** A kind badge's text: a shop's label left at a default text reads as that default in the request's language. */
function kindLabel(locale: Locale, kind: string, label: string): string {
  return localDictLabel(dictTypes.goodsKind, kind, label, locale);
}

function buildTenantCatalogue(
  locale: Locale,
  gameRows: TenantGameRow[],
  labelRows: Awaited<ReturnType<typeof listLabelTypes>>,
  kinds: Awaited<ReturnType<typeof listDictData>>,
): TenantCatalogue {
  const allGames = gameRows.map((row) => toCatalogueGame(row, locale));
  const games = allGames.filter((game) => game.state === 'active');
  const labels = labelRows.map(({ enabled, name, name_en, ...label }) => ({
    label: { ...label, name: localName(locale, name, name_en) },
    enabled,
  }));
  return {
    games,
    gamesById: new Map(games.map((game) => [game.id, game])),
    everyGameById: new Map(allGames.map((game) => [game.id, game])),
    labels: new Map(labels.map(({ label }) => [label.id, label])),
    labelList: labels.filter(({ enabled }) => enabled).map(({ label }) => label),
    kindLabels: new Map(kinds.map((row) => [row.value, kindLabel(locale, row.value, row.label)])),
  };
}

async function loadGameCatalogue(ctx: RequestContext, gameRow: TenantGameRow): Promise<ByLocale<GameCatalogue>> {
  const [attributeRows, choiceRows, regionRows] = await Promise.all([
    listGameAttributes(ctx.db, ctx.tenantId, gameRow.id),
    listGameChoices(ctx.db, ctx.tenantId, gameRow.id),
    listGameRegions(ctx.db, ctx.tenantId, gameRow.id),
  ]);
  return new ByLocale((locale) => buildGameCatalogue(locale, gameRow, attributeRows, choiceRows, regionRows));
}

function buildGameCatalogue(
  locale: Locale,
  gameRow: TenantGameRow,
  attributeRows: Awaited<ReturnType<typeof listGameAttributes>>,
  choiceRows: Awaited<ReturnType<typeof listGameChoices>>,
  regionRows: Awaited<ReturnType<typeof listGameRegions>>,
): GameCatalogue {
  const game = toCatalogueGame(gameRow, locale);
  const everyAttribute: AttributeDef[] = attributeRows.map((row) => {
    const fields = toAttributeFields(row);
    return {
      ...fields,
      name: localName(locale, fields.name, fields.nameEn),
      unit: localName(locale, fields.unit, fields.unitEn),
      levels: fields.levels.map((level, index) => localName(locale, level, fields.levelsEn[index] ?? '')),
      choices: [],
    };
  });
  const attributes = everyAttribute.filter((attribute) => attribute.enabled);
  const attributesById = new Map(everyAttribute.map((attribute) => [attribute.id, attribute]));
  const choices = new Map<number, ChoiceDef>();
  for (const row of choiceRows) {
    const choice = {
      id: row.id,
      attributeId: row.attribute_id,
      name: localName(locale, row.name, row.name_en),
      sort: row.sort,
      enabled: row.enabled,
    };
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
      name: localName(locale, row.name, row.name_en),
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

function getTenantCatalogueEntry(ctx: RequestContext): Promise<TenantCatalogueEntry> {
  return ctx.caches.of(tenantCatalogues).get(ctx.tenantId, '', () => loadTenantCatalogue(ctx));
}

/** The tenant's games, label types and kind badges in the request's language (cached for a minute). */
export async function getTenantCatalogue(ctx: RequestContext): Promise<TenantCatalogue> {
  return (await getTenantCatalogueEntry(ctx)).catalogue.in(ctx.locale);
}

/**
 * A game's template and regions, hidden games included (cached for a minute): to render listings that exist.
 * Null for an unknown or foreign game.
 */
export async function findAnyGameCatalogue(ctx: RequestContext, gameId: number): Promise<GameCatalogue | null> {
  const entry = await ctx.caches.of(gameCatalogues).get(ctx.tenantId, String(gameId), async () => {
    const game = (await getTenantCatalogueEntry(ctx)).gameRows.get(gameId);
    return game ? loadGameCatalogue(ctx, game) : null;
  });
  return entry ? entry.in(ctx.locale) : null;
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
