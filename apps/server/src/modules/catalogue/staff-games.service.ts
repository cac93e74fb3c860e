import type {
  GameState,
  StaffGame,
  StaffGameListQuery,
  StaffGamePage,
  staffGameInputSchema,
} from '@gs/shared/staff-catalogue';
import type { z } from 'zod';
import type { UserContext } from '../../lib/context.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { assertOwnUpload } from '../uploads/index.ts';
import { forgetCatalogue } from './catalogue-cache.ts';
import {
  countStaffGames,
  findGameIdByName,
  findStaffGame,
  insertGame,
  listStaffGames,
  type StaffGameRow,
  updateGame,
} from './staff-games.repository.ts';

type GameInput = z.output<typeof staffGameInputSchema>;
type GameQuery = StaffGameListQuery;

export function toStaffGame(row: StaffGameRow): StaffGame {
  return {
    id: row.id,
    name: row.name,
    nameEn: row.name_en,
    keyword: row.keyword,
    icon: row.icon_url,
    type: row.game_type,
    initial: row.initial,
    hot: row.hot,
    sort: row.sort,
    state: row.state,
    onSaleCount: Number(row.on_sale ?? 0),
    createdAt: row.created_at.toISOString(),
  };
}

const nameTaken = (name: string) =>
  new AppError(409, 'CONFLICT', 'catalogueGameNameTaken', {
    params: { name },
    fields: [{ field: 'body.name', messageKey: 'catalogueGameNameTaken', params: { name } }],
  });

/** 400 unless the icon is none, the game's current one, or one of the caller's own uploads. */
function assertIconAllowed(ctx: UserContext, icon: string, current: string | null): void {
  if (icon === '' || icon === current) return;
  try {
    assertOwnUpload(ctx, icon);
  } catch {
    throw new AppError(400, 'UPLOAD_REJECTED', 'catalogueIconNotOwned', {
      fields: [{ field: 'body.icon', messageKey: 'catalogueIconNotOwned' }],
    });
  }
}

async function assertNameFree(ctx: UserContext, name: string, gameId: number | null): Promise<void> {
  const owner = await findGameIdByName(ctx.db, ctx.tenantId, name);
  if (owner !== undefined && owner !== gameId) throw nameTaken(name);
}

async function loadGame(ctx: UserContext, gameId: number): Promise<StaffGame> {
  const row = await findStaffGame(ctx.db, ctx.tenantId, gameId);
  if (!row) throw notFound('gameNotFound', { id: gameId });
  return toStaffGame(row);
}

function isUniqueViolation(error: unknown): boolean {
  return (error as { code?: string }).code === '23505';
}

/** Staff: a page of the shop's games in every state, with their listings on sale. */
export async function listGamesForStaff(ctx: UserContext, query: GameQuery): Promise<StaffGamePage> {
  const filter = {
    keyword: query.keyword || undefined,
    type: query.type || undefined,
    state: query.state || undefined,
  };
  const [rows, total] = await Promise.all([
    listStaffGames(ctx.db, ctx.tenantId, {
      ...filter,
      sortField: query.sortField,
      sortOrder: query.sortOrder,
      limit: query.pageSize,
      offset: (query.pageNum - 1) * query.pageSize,
    }),
    countStaffGames(ctx.db, ctx.tenantId, filter),
  ]);
  return { rows: rows.map(toStaffGame), total, pageNum: query.pageNum, pageSize: query.pageSize };
}

/** Staff: adds a game (shown at once). 409 at the name when the shop has a game of that name; 400 for a foreign icon. */
export async function createGame(ctx: UserContext, input: GameInput): Promise<StaffGame> {
  assertIconAllowed(ctx, input.icon, null);
  await assertNameFree(ctx, input.name, null);
  let id: number;
  try {
    id = await insertGame(ctx.db, ctx.tenantId, {
      name: input.name,
      name_en: input.nameEn ?? '',
      keyword: input.keyword,
      initial: input.initial,
      game_type: input.type,
      icon_url: input.icon,
      sort: input.sort,
      hot: input.hot,
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw nameTaken(input.name);
    throw error;
  }
  forgetCatalogue(ctx);
  return loadGame(ctx, id);
}

/** Staff: changes a game's fields. 404 for an unknown or foreign game; 409 / 400 as for createGame. */
export async function updateGameFields(
  ctx: UserContext,
  gameId: number,
  input: GameInput,
): Promise<{ before: StaffGame; after: StaffGame }> {
  const before = await loadGame(ctx, gameId);
  assertIconAllowed(ctx, input.icon, before.icon);
  await assertNameFree(ctx, input.name, gameId);
  try {
    await updateGame(ctx.db, ctx.tenantId, gameId, {
      name: input.name,
      ...(input.nameEn !== undefined ? { name_en: input.nameEn } : {}),
      keyword: input.keyword,
      initial: input.initial,
      game_type: input.type,
      icon_url: input.icon,
      sort: input.sort,
      hot: input.hot,
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw nameTaken(input.name);
    throw error;
  }
  forgetCatalogue(ctx);
  return { before, after: await loadGame(ctx, gameId) };
}

/**
 * Staff: shows or hides a game. A hidden game leaves the storefront's game lists, searches and selling forms at
 * once; its listings' own pages still open. 404 for an unknown or foreign game.
 */
export async function setGameState(
  ctx: UserContext,
  gameId: number,
  state: GameState,
): Promise<{ before: StaffGame; after: StaffGame }> {
  const before = await loadGame(ctx, gameId);
  await updateGame(ctx.db, ctx.tenantId, gameId, { state });
  forgetCatalogue(ctx);
  return { before, after: { ...before, state } };
}
