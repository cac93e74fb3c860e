import type { Db } from '../../db/database.ts';
import { insertQqGroups } from '../../modules/catalogue/qq-groups.repository.ts';
import type { CatalogueLocaleSpec } from './catalogue-spec.ts';

const words = {
  'zh-CN': { wide: '官方客服总群', game: (name: string) => `${name} 交易群` },
  'en-US': { wide: 'Official service group', game: (name: string) => `${name} trading group` },
};

/**
 * The tenant's customer-service QQ groups: one for every game and one for each of the first two games (the
 * first of those with a join link). Numbers differ per tenant so a page never shows another tenant's group.
 */
export async function insertDemoQqGroups(
  db: Db,
  tenantId: number,
  locale: 'zh-CN' | 'en-US',
  spec: CatalogueLocaleSpec,
  gameIds: Map<string, number>,
): Promise<void> {
  const number = (i: number) => String(600_000_000 + tenantId * 1000 + i);
  const perGame = spec.games.slice(0, 2).map((game, i) => ({
    game_id: gameIds.get(game.name) as number,
    name: words[locale].game(game.name),
    number: number(i + 1),
    join_url: i === 0 ? `https://qm.qq.com/q/demo${number(i + 1)}` : '',
    sort: i + 1,
  }));
  await insertQqGroups(db, tenantId, [
    { game_id: null, name: words[locale].wide, number: number(0), sort: 0 },
    ...perGame,
  ]);
}
