import { regionKinds } from '@gs/shared/games';
import type { Db } from '../../db/database.ts';
import { demoCatalogue } from './catalogue/demo-catalogue.ts';
import type { CatalogueLocaleSpec, RegionSpec } from './catalogue-spec.ts';
import type { GeneratorGame, GeneratorRegionPath, GeneratorTenant } from './listing-generator.ts';

export const COVER_COUNT = 6;

/** The demo catalogue written in the tenant's language. */
export function catalogueSpecFor(locale: 'zh-CN' | 'en-US'): CatalogueLocaleSpec {
  return demoCatalogue(locale);
}

/** Media keys of a game's generated pictures. */
export function gameMediaKeys(tenantCode: string, slug: string, shotCount: number) {
  const dir = `tenants/${tenantCode}/games/${slug}`;
  return {
    icon: `${dir}/icon.webp`,
    covers: Array.from({ length: COVER_COUNT }, (_, i) => `${dir}/cover-${i + 1}.webp`),
    shots: Array.from({ length: shotCount }, (_, i) => `${dir}/shot-${i + 1}.webp`),
  };
}

/** How many levels a region tree has (servers are always the last). */
export function treeDepth(nodes: RegionSpec[]): number {
  return nodes.reduce((depth, node) => Math.max(depth, 1 + treeDepth(node.children ?? [])), 0);
}

/** The region kinds of a tree of that depth: 4 system…server, 2 region → server. */
export function kindsForDepth(depth: number) {
  return regionKinds.slice(4 - depth);
}

/**
 * Reads a seeded tenant's catalogue back (games of the demo spec, their attributes, choices and region leaves) in
 * the shape the listing generator needs. Pictures are found beside each game's icon.
 */
export async function loadGeneratorGames(
  db: Db,
  tenantId: number,
  spec: CatalogueLocaleSpec,
): Promise<GeneratorGame[]> {
  const [games, attributes, choices, regions] = await Promise.all([
    db.selectFrom('games').select(['id', 'name', 'icon_url']).where('tenant_id', '=', tenantId).execute(),
    db
      .selectFrom('game_attributes')
      .select(['id', 'game_id', 'name', 'number_slot'])
      .where('tenant_id', '=', tenantId)
      .orderBy('sort')
      .execute(),
    db
      .selectFrom('game_attribute_choices')
      .select(['id', 'attribute_id', 'name'])
      .where('tenant_id', '=', tenantId)
      .orderBy('sort')
      .orderBy('id')
      .execute(),
    db
      .selectFrom('regions')
      .select(['id', 'game_id', 'parent_id', 'kind', 'name'])
      .where('tenant_id', '=', tenantId)
      .orderBy('level')
      .orderBy('sort')
      .execute(),
  ]);
  const result: GeneratorGame[] = [];
  for (const gameSpec of spec.games) {
    const game = games.find((row) => row.name === gameSpec.name);
    if (!game) continue;
    // Beside the icon, of its type: a shop seeded before the demo's pictures were WebP keeps its SVGs.
    const [, dir = game.icon_url, type = '.webp'] = /^(.*)\/icon(\.\w+)$/.exec(game.icon_url) ?? [];
    const attributeRows = attributes.filter((row) => row.game_id === game.id);
    const nodes = regions.filter((row) => row.game_id === game.id);
    const childless = nodes.filter((node) => !nodes.some((other) => other.parent_id === node.id));
    const byId = new Map(nodes.map((node) => [node.id, node]));
    const paths: GeneratorRegionPath[] = childless.map((leaf) => {
      const chain: typeof nodes = [];
      for (let node = byId.get(leaf.id); node; node = node.parent_id === null ? undefined : byId.get(node.parent_id)) {
        chain.unshift(node);
      }
      const idOf = (kind: string) => chain.find((node) => node.kind === kind)?.id ?? null;
      return {
        system: idOf('system'),
        operator: idOf('operator'),
        region: idOf('region'),
        server: idOf('server'),
        ids: chain.map((node) => node.id),
        names: chain.map((node) => node.name),
      };
    });
    result.push({
      id: game.id,
      spec: gameSpec,
      attributes: gameSpec.attributes.flatMap((attributeSpec) => {
        const row = attributeRows.find((candidate) => candidate.name === attributeSpec.name);
        if (!row) return [];
        return [
          {
            id: row.id,
            spec: attributeSpec,
            numberSlot: row.number_slot,
            choices: choices.filter((choice) => choice.attribute_id === row.id),
          },
        ];
      }),
      paths,
      covers: Array.from({ length: COVER_COUNT }, (_, i) => `${dir}/cover-${i + 1}${type}`),
      shots: gameSpec.shots.map((_, i) => `${dir}/shot-${i + 1}${type}`),
    });
  }
  return result;
}

/** Label ids, possible sellers (the demo operator and recycler) and the language of a tenant's listings. */
export async function loadGeneratorTenant(
  db: Db,
  tenantId: number,
  spec: CatalogueLocaleSpec,
  chinese: boolean,
): Promise<GeneratorTenant> {
  const [labels, sellers] = await Promise.all([
    db.selectFrom('label_types').select('id').where('tenant_id', '=', tenantId).orderBy('sort').execute(),
    db
      .selectFrom('users')
      .select('id')
      .where('tenant_id', '=', tenantId)
      .where('phone', 'in', ['13800000003', '13800000004'])
      .execute(),
  ]);
  return {
    labelIds: labels.map((row) => row.id),
    sellerIds: sellers.map((row) => row.id),
    separator: spec.separator,
    remark: spec.remark,
    chinese,
  };
}
