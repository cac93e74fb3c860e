import type { DictData } from '@gs/shared/dictionaries';
import type {
  Game,
  GameAttribute,
  GameAttributeBrief,
  GameDictionary,
  GameListQuery,
  GameRegion,
  GameTemplate,
  GameTemplateBrief,
  HeroSkins,
  RegionKeyListQuery,
  RegionNode,
} from '@gs/shared/games';
import type { LabelType } from '@gs/shared/listings';
import type { RequestContext } from '../../lib/context.ts';
import { notFound } from '../../lib/errors.ts';
import { localName } from '../../lib/local-name.ts';
import {
  type AttributeDef,
  type CatalogueGame,
  type GameCatalogue,
  getGameCatalogue,
  getOnSaleCounts,
  getTenantCatalogue,
  type RegionDef,
  regionPath,
} from './catalogue-cache.ts';
import { listDictData, listGameSkins } from './collections.repository.ts';
import { localDictLabel } from './dict-defaults.ts';
import { findRegionGameId } from './games.repository.ts';

function toGame(row: CatalogueGame, listingCount: number): Game {
  return {
    id: row.id,
    name: row.name,
    keyword: row.keyword,
    icon: row.icon_url,
    type: row.game_type,
    initial: row.initial,
    hot: row.hot,
    listingCount,
  };
}

function toAttributeBrief(attribute: AttributeDef): GameAttributeBrief {
  return {
    id: attribute.id,
    name: attribute.name,
    kind: attribute.kind,
    required: attribute.required,
    searchable: attribute.searchable,
    onRecycleForm: attribute.onRecycleForm,
    sort: attribute.sort,
    unit: attribute.unit,
    min: attribute.min,
    max: attribute.max,
  };
}

function toAttribute(attribute: AttributeDef): GameAttribute {
  return {
    ...toAttributeBrief(attribute),
    choices: attribute.choices.map((choice) => ({ id: choice.id, name: choice.name, sort: choice.sort })),
    levels: attribute.levels,
  };
}

function toRegionNode(region: RegionDef): RegionNode {
  return {
    id: region.id,
    name: region.name,
    kind: region.kind,
    level: region.level,
    parentId: region.parentId,
    key: region.key,
    hasChildren: region.childIds.length > 0,
  };
}

/**
 * The tenant's visible games filtered by type, name (in either language) or alias, and pinyin initial, with their
 * on-sale counts; names in the request's language.
 */
export async function listGames(ctx: RequestContext, query: GameListQuery): Promise<Game[]> {
  const [catalogue, counts] = await Promise.all([getTenantCatalogue(ctx), getOnSaleCounts(ctx)]);
  const keyword = query.keyword?.toLowerCase() ?? '';
  const initial = query.initial?.toUpperCase() ?? '';
  return catalogue.games
    .filter(
      (game) =>
        (!query.type || game.game_type === query.type) &&
        (!initial || game.initial === initial) &&
        (!keyword || game.searchText.includes(keyword)),
    )
    .map((game) => toGame(game, counts.get(game.id) ?? 0));
}

/** The game with its full attribute template (choices and levels); 404 for an unknown game. */
export async function getGameTemplate(ctx: RequestContext, gameId: number): Promise<GameTemplate> {
  const [catalogue, counts] = await Promise.all([getGameCatalogue(ctx, gameId), getOnSaleCounts(ctx)]);
  return {
    game: toGame(catalogue.game, counts.get(gameId) ?? 0),
    attributes: catalogue.attributes.map(toAttribute),
  };
}

/** The game's attributes without their choices. */
export async function getGameTemplateBrief(ctx: RequestContext, gameId: number): Promise<GameTemplateBrief> {
  const catalogue = await getGameCatalogue(ctx, gameId);
  return { gameId, attributes: catalogue.attributes.map(toAttributeBrief) };
}

/** Every attribute and every choice by id, to render a listing's values. */
export async function getGameDictionary(ctx: RequestContext, gameId: number): Promise<GameDictionary> {
  const catalogue = await getGameCatalogue(ctx, gameId);
  const choices: GameDictionary['choices'] = {};
  for (const choice of catalogue.choices.values()) {
    choices[String(choice.id)] = { attributeId: choice.attributeId, name: choice.name };
  }
  return {
    gameId,
    attributes: catalogue.everyAttribute.map((a) => ({
      id: a.id,
      name: a.name,
      kind: a.kind,
      unit: a.unit,
      levels: a.levels,
    })),
    choices,
  };
}

function childrenOf(catalogue: GameCatalogue, region: RegionDef): RegionNode[] {
  return region.childIds.flatMap((childId) => {
    const child = catalogue.regions.get(childId);
    return child ? [toRegionNode(child)] : [];
  });
}

/**
 * One level of the game's region tree: the children of `parentId`, else of the root keyed `systemKey`, else the
 * roots. 404 when the parent or the system key is not of this game.
 */
export async function listRegionLevel(ctx: RequestContext, query: RegionKeyListQuery): Promise<RegionNode[]> {
  const catalogue = await getGameCatalogue(ctx, query.gameId);
  if (typeof query.parentId === 'number') {
    const parent = catalogue.regions.get(query.parentId);
    if (!parent) throw notFound('regionNotFound', { id: query.parentId });
    return childrenOf(catalogue, parent);
  }
  if (query.systemKey) {
    const root = catalogue.roots.find((region) => region.key === query.systemKey);
    if (!root) throw notFound('regionNotFound', { id: query.systemKey });
    return childrenOf(catalogue, root);
  }
  return catalogue.roots.map(toRegionNode);
}

/** The servers under a region (any node's server descendants one level down); 404 for a foreign node. */
export async function listDistrictServers(ctx: RequestContext, parentId: number): Promise<RegionNode[]> {
  const gameId = await findRegionGameId(ctx.db, ctx.tenantId, parentId);
  if (gameId === undefined) throw notFound('regionNotFound', { id: parentId });
  const catalogue = await getGameCatalogue(ctx, gameId);
  const parent = catalogue.regions.get(parentId);
  if (!parent) throw notFound('regionNotFound', { id: parentId });
  return childrenOf(catalogue, parent).filter((node) => node.kind === 'server');
}

/** The game's regions (the level above its servers), each with its path, for the mobile layout. */
export async function listGameRegions(ctx: RequestContext, gameId: number): Promise<GameRegion[]> {
  const catalogue = await getGameCatalogue(ctx, gameId);
  return [...catalogue.regions.values()]
    .filter((region) => region.kind === 'region' && region.enabled)
    .map((region) => ({
      id: region.id,
      name: region.name,
      kind: region.kind,
      path: regionPath(catalogue, region.parentId).map((node) => ({ id: node.id, name: node.name, kind: node.kind })),
    }));
}

/** The game's skins grouped by hero (empty for games without a skin collection), names in the request's language. */
export async function listSkinsByHero(ctx: RequestContext, gameId: number): Promise<HeroSkins[]> {
  await getGameCatalogue(ctx, gameId);
  const rows = await listGameSkins(ctx.db, ctx.tenantId, gameId);
  const heroes = new Map<number, HeroSkins>();
  for (const row of rows) {
    let hero = heroes.get(row.hero_id);
    if (!hero) {
      hero = { heroId: row.hero_id, heroName: localName(ctx.locale, row.hero_name, row.hero_name_en), skins: [] };
      heroes.set(row.hero_id, hero);
    }
    if (row.skin_id !== null && row.skin_name !== null) {
      hero.skins.push({
        id: row.skin_id,
        name: localName(ctx.locale, row.skin_name, row.skin_name_en ?? ''),
        quality: row.quality ?? '',
        choiceId: row.choice_id,
      });
    }
  }
  return [...heroes.values()];
}

/** The tenant's label types (badges). */
export async function listLabels(ctx: RequestContext): Promise<LabelType[]> {
  return (await getTenantCatalogue(ctx)).labelList;
}

/**
 * The active rows of one of the tenant's dictionaries (empty for an unknown type); a label left at its key's default
 * text is in the request's language.
 */
export async function listDictionary(ctx: RequestContext, dictType: string): Promise<DictData[]> {
  const rows = await listDictData(ctx.db, ctx.tenantId, dictType);
  return rows.map((row) => ({
    dictType: row.dict_type,
    label: localDictLabel(row.dict_type, row.value, row.label, ctx.locale),
    value: row.value,
    sort: row.sort,
    isDefault: row.is_default,
  }));
}
