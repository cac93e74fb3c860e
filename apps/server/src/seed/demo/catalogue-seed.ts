import { dictTypes } from '@gs/shared/dictionaries';
import type { RegionKind } from '@gs/shared/games';
import type { ListingStatus } from '@gs/shared/listings';
import type { Db } from '../../db/database.ts';
import {
  insertDictData,
  insertHeroes,
  insertLabelTypes,
  insertSkins,
} from '../../modules/catalogue/collections.repository.ts';
import {
  insertGameAttributes,
  insertGameChoices,
  insertGames,
  insertRegions,
} from '../../modules/catalogue/games.repository.ts';
import type { MediaStore } from '../../modules/uploads/media-store.ts';
import { gameCoverSvg, gameIconSvg, gameShotSvg } from './catalogue-art.ts';
import {
  catalogueSpecFor,
  gameMediaKeys,
  kindsForDepth,
  loadGeneratorGames,
  loadGeneratorTenant,
  treeDepth,
} from './catalogue-loader.ts';
import { insertDemoQqGroups } from './catalogue-qq-groups.ts';
import type { CatalogueLocaleSpec, GameSpec, RegionSpec } from './catalogue-spec.ts';
import type { DemoTenant } from './demo-tenants.ts';
import { writeListingArt } from './listing-art-files.ts';
import { createRandom, type GeneratedListing, generateListing } from './listing-generator.ts';
import { putPicture } from './pictures.ts';

/** Each demo game gets these listings: 300+ on sale per tenant, and some in every other public state. */
const STATUS_MIX: [ListingStatus, number][] = [
  ['on_sale', 42],
  ['sold', 3],
  ['off_shelf', 2],
  ['locked', 1],
  ['retrieved', 1],
  ['pending_review', 1],
];

const skinChoiceName = (hero: string, skin: string) => `${hero}·${skin}`;

/** A skin choice's English name: both of its parts' English names, else none. */
function skinChoiceEnglish(spec: CatalogueLocaleSpec, hero: string, skin: string): string {
  const [heroEn, skinEn] = [spec.english(hero), spec.english(skin)];
  return heroEn && skinEn ? skinChoiceName(heroEn, skinEn) : '';
}

/**
 * A Chinese shop's unit of an attribute in English: the English demo's unit of an attribute of that English name, in
 * the game of the same English name if it has one, else in any game (a unit word such as 个 has a different English
 * per attribute: heroes, characters, gun skins); none for an English shop or an attribute the English demo lacks.
 */
function englishUnit(spec: CatalogueLocaleSpec, game: GameSpec, attributeName: string): string {
  const name = spec.english(attributeName);
  if (!name) return '';
  const games = catalogueSpecFor('en-US').games;
  const gameName = spec.english(game.name);
  const twins = [...games.filter((candidate) => candidate.name === gameName), ...games];
  for (const twin of twins) {
    const attribute = twin.attributes.find((candidate) => candidate.name === name);
    if (attribute) return attribute.unit;
  }
  return '';
}

/** The English names of an attribute's levels by position; none when no level has one (the English demo). */
function levelsEnglish(spec: CatalogueLocaleSpec, levels: string[]): string[] {
  const english = levels.map((level) => spec.english(level));
  return english.some(Boolean) ? english : [];
}

/** The game's icon, and the covers and shots it shares out to the bulk seed's listings (seed-bulk.ts). */
async function writeGameArt(media: MediaStore, tenantCode: string, game: GameSpec): Promise<string> {
  const keys = gameMediaKeys(tenantCode, game.slug, game.shots.length);
  const [icon] = await Promise.all([
    putPicture(media, keys.icon, gameIconSvg(game.glyph, game.color)),
    ...keys.covers.map((key, i) =>
      putPicture(
        media,
        key,
        gameCoverSvg(game.name, game.glyph, game.blurbs[i % game.blurbs.length] ?? game.name, game.color, i),
      ),
    ),
    ...keys.shots.map((key, i) =>
      putPicture(media, key, gameShotSvg(game.name, game.shots[i] ?? '', game.color, i + game.slug.length)),
    ),
  ]);
  return icon;
}

async function insertTemplates(db: Db, tenantId: number, spec: CatalogueLocaleSpec, gameIds: Map<string, number>) {
  const games = spec.games;
  const attributeRows = games.flatMap((game) => {
    let slot = 0;
    return game.attributes.map((attribute, sort) => ({
      game_id: gameIds.get(game.name) as number,
      name: attribute.name,
      name_en: spec.english(attribute.name),
      kind: attribute.kind,
      required: attribute.required,
      searchable: attribute.searchable,
      on_recycle_form: attribute.onRecycleForm,
      sort,
      unit: attribute.unit,
      unit_en: englishUnit(spec, game, attribute.name),
      number_slot: attribute.kind === 'number' ? (++slot as 1 | 2 | 3 | 4) : null,
      min_value: attribute.range?.[0] ?? null,
      max_value: attribute.range?.[1] ?? null,
      levels: attribute.levels,
      levels_en: levelsEnglish(spec, attribute.levels),
    }));
  });
  const attributes = await insertGameAttributes(db, tenantId, attributeRows);
  const attributeId = (gameId: number, name: string) =>
    attributes.find((row) => row.game_id === gameId && row.name === name)?.id as number;

  const choiceRows = games.flatMap((game) => {
    const gameId = gameIds.get(game.name) as number;
    return game.attributes.flatMap((attribute) => {
      const names = attribute.skinChoices
        ? game.heroes.flatMap((hero) =>
            hero.skins.map(([skin]) => ({
              name: skinChoiceName(hero.name, skin),
              name_en: skinChoiceEnglish(spec, hero.name, skin),
            })),
          )
        : attribute.choices.map((name) => ({ name, name_en: spec.english(name) }));
      return names.map((names, sort) => ({ attribute_id: attributeId(gameId, attribute.name), ...names, sort }));
    });
  });
  return choiceRows.length > 0 ? insertGameChoices(db, tenantId, choiceRows) : [];
}

/** Inserts every game's region tree, one multi-row insert per level. */
async function insertRegionTrees(db: Db, tenantId: number, spec: CatalogueLocaleSpec, gameIds: Map<string, number>) {
  const games = spec.games;
  interface Pending {
    gameId: number;
    parent: string | null;
    path: string;
    node: RegionSpec;
    level: number;
    kind: RegionKind;
    sort: number;
  }
  let pending: Pending[] = games.flatMap((game) => {
    const kinds = kindsForDepth(treeDepth(game.regions));
    const gameId = gameIds.get(game.name) as number;
    return game.regions.map((node, sort) => ({
      gameId,
      parent: null,
      path: `${gameId}/${node.name}`,
      node,
      level: 1,
      kind: kinds[0] ?? 'region',
      sort,
    }));
  });
  const ids = new Map<string, number>();
  while (pending.length > 0) {
    const rows = await insertRegions(
      db,
      tenantId,
      pending.map((item) => ({
        game_id: item.gameId,
        parent_id: item.parent === null ? null : (ids.get(item.parent) as number),
        level: item.level,
        kind: item.kind,
        name: item.node.name,
        name_en: spec.english(item.node.name),
        key: item.node.key ?? '',
        sort: item.sort,
      })),
    );
    // Sibling names are unique, so (game, parent, name) finds each new row's id.
    const inserted = new Map(rows.map((row) => [`${row.game_id}|${row.parent_id}|${row.name}`, row.id]));
    for (const item of pending) {
      const parentId = item.parent === null ? null : ids.get(item.parent);
      ids.set(item.path, inserted.get(`${item.gameId}|${parentId}|${item.node.name}`) as number);
    }
    pending = pending.flatMap((item) => {
      const game = games.find((candidate) => gameIds.get(candidate.name) === item.gameId) as GameSpec;
      const kinds = kindsForDepth(treeDepth(game.regions));
      return (item.node.children ?? []).map((child, sort) => ({
        gameId: item.gameId,
        parent: item.path,
        path: `${item.path}/${child.name}`,
        node: child,
        level: item.level + 1,
        kind: kinds[item.level] ?? 'server',
        sort,
      }));
    });
  }
}

async function insertCollections(
  db: Db,
  tenantId: number,
  spec: CatalogueLocaleSpec,
  gameIds: Map<string, number>,
  choices: { id: number; name: string }[],
) {
  const heroRows = spec.games.flatMap((game) =>
    game.heroes.map((hero, sort) => ({
      game_id: gameIds.get(game.name) as number,
      name: hero.name,
      name_en: spec.english(hero.name),
      sort,
    })),
  );
  if (heroRows.length > 0) {
    const heroes = await insertHeroes(db, tenantId, heroRows);
    const skinRows = spec.games.flatMap((game) =>
      game.heroes.flatMap((hero) => {
        const heroId = heroes.find((row) => row.game_id === gameIds.get(game.name) && row.name === hero.name)?.id;
        return hero.skins.map(([skin, quality], sort) => ({
          hero_id: heroId as number,
          name: skin,
          name_en: spec.english(skin),
          quality,
          choice_id: choices.find((choice) => choice.name === skinChoiceName(hero.name, skin))?.id ?? null,
          sort,
        }));
      }),
    );
    await insertSkins(db, tenantId, skinRows);
  }
  await insertLabelTypes(
    db,
    tenantId,
    spec.labels.map((label, sort) => ({ ...label, name_en: spec.english(label.name), sort })),
  );
  const dictRows = (type: string, entries: Record<string, string>) =>
    Object.entries(entries).map(([value, label], sort) => ({ dict_type: type, value, label, sort }));
  await insertDictData(db, tenantId, [
    ...dictRows(dictTypes.goodsKind, spec.kindLabels),
    ...dictRows(dictTypes.goodsState, spec.stateLabels),
    ...dictRows(dictTypes.orderStatus, spec.orderStatusLabels),
    ...dictRows('guarantee_type', spec.guaranteeLabels),
    // DOMAIN "Buying" defaults: rates in basis points, amounts in fen (value = the setting, label = its number).
    ...dictRows(dictTypes.tradeFee, {
      retrieval_rate_bp: '1000',
      retrieval_min_fen: '5000',
      face_rate_bp: '1500',
      face_min_fen: '10000',
      service_fee_fen: '800',
      deposit_threshold_fen: '20000',
      deposit_rate_bp: '1000',
      deposit_min_fen: '5000',
      commission_rate_bp: '500',
      commission_min_fen: '5000',
      // Price-competition recycle: the seller's commission on an accepted quote, and the recycler's payment window.
      bid_commission_rate_bp: '500',
      bid_commission_min_fen: '5000',
      recycle_payment_hours: '24',
      // The seller's optional deposit on a price-competition request (the spec's backRatio / sellerDeposit): 10 % of
      // the asking price, at least ¥20; both 0 turns the offer off.
      seller_deposit_rate_bp: '1000',
      seller_deposit_min_fen: '2000',
      // The seller's withdrawals: the smallest request (¥10) and the most per day (¥50,000).
      withdraw_min_fen: '1000',
      withdraw_daily_limit_fen: '5000000',
    }),
  ]);
}

/** Turns generated listings into insertable rows (JSON columns as text). */
export function toListingInsert(tenantId: number, listing: GeneratedListing) {
  return {
    ...listing,
    tenant_id: tenantId,
    attrs: JSON.stringify(listing.attrs),
    gallery: JSON.stringify(listing.gallery),
  };
}

async function insertDemoListings(
  db: Db,
  media: MediaStore,
  tenantId: number,
  tenant: DemoTenant,
  spec: CatalogueLocaleSpec,
) {
  const games = await loadGeneratorGames(db, tenantId, spec);
  const generatorTenant = await loadGeneratorTenant(db, tenantId, spec, tenant.locale === 'zh-CN');
  const random = createRandom(tenantId * 7919);
  const now = Date.now();
  let sequence = 0;
  const generated = games.flatMap((game) =>
    STATUS_MIX.flatMap(([status, count]) =>
      Array.from({ length: count }, () => ({
        game,
        listing: generateListing(random, game, generatorTenant, {
          number: `A${String(++sequence).padStart(8, '0')}`,
          status,
          now,
        }),
      })),
    ),
  );
  const listings = await writeListingArt(media, tenant.code, generatorTenant.chinese, generated);
  const inserted = await db
    .insertInto('listings')
    .values(listings.map((listing) => toListingInsert(tenantId, listing)))
    .returning(['id', 'status'])
    .execute();

  // The demo buyer keeps a few favourites, one of them sold since.
  const buyer = await db
    .selectFrom('users')
    .select('id')
    .where('tenant_id', '=', tenantId)
    .where('phone', '=', '13800000001')
    .executeTakeFirst();
  if (!buyer) return;
  const onSale = inserted.filter((row) => row.status === 'on_sale');
  const picks = [onSale[0], onSale[45], onSale[90], inserted.find((row) => row.status === 'sold')];
  const favourites = picks.flatMap((row, index) =>
    row
      ? [{ tenant_id: tenantId, user_id: buyer.id, listing_id: row.id, created_at: new Date(now - index * 3600_000) }]
      : [],
  );
  if (favourites.length > 0) await db.insertInto('listing_favourites').values(favourites).execute();
}

/**
 * Seeds a tenant's catalogue in its language: 8 games with generated icons, full templates (every attribute
 * kind), region trees, heroes and skins, label types, dictionaries, QQ groups, 400 listings (336 on sale), each
 * with its own generated cover and screenshots, and the demo buyer's favourites. Pictures are stored as WebP
 * (pictures.ts), except the listings' beyond the newest on sale, kept as the SVG they are drawn in. One multi-row insert per table
 * (regions: one per tree level).
 */
export async function seedCatalogue(db: Db, media: MediaStore, tenantId: number, tenant: DemoTenant): Promise<void> {
  const spec = catalogueSpecFor(tenant.locale);
  const icons = await Promise.all(spec.games.map((game) => writeGameArt(media, tenant.code, game)));
  const games = await insertGames(
    db,
    tenantId,
    spec.games.map((game, sort) => ({
      name: game.name,
      name_en: spec.english(game.name),
      keyword: game.keyword,
      icon_url: icons[sort] ?? '',
      game_type: game.type,
      initial: game.initial,
      hot: game.hot,
      sort,
    })),
  );
  const gameIds = new Map(games.map((row) => [row.name, row.id]));
  const choices = await insertTemplates(db, tenantId, spec, gameIds);
  await insertRegionTrees(db, tenantId, spec, gameIds);
  await insertCollections(db, tenantId, spec, gameIds, choices);
  await insertDemoQqGroups(db, tenantId, tenant.locale, spec, gameIds);
  await insertDemoListings(db, media, tenantId, tenant, spec);
}
