import type {
  heroInputSchema,
  ReorderInput,
  StaffHero,
  StaffHeroes,
  StaffSkin,
  skinInputSchema,
} from '@gs/shared/staff-templates';
import type { z } from 'zod';
import { inTransaction } from '../../db/transaction.ts';
import type { RequestContext } from '../../lib/context.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { forgetCatalogue } from './catalogue-cache.ts';
import {
  findHero,
  findSkin,
  insertHero,
  insertSkin,
  isGameChoice,
  listHeroes,
  listSkins,
  type SkinValues,
  updateHero,
  updateSkin,
} from './staff-heroes.repository.ts';
import { findTenantGame, writeOrder } from './staff-templates.repository.ts';

type HeroValues = z.output<typeof heroInputSchema>;
type SkinInputValues = z.output<typeof skinInputSchema>;
type HeroRow = { id: number; name: string; name_en: string; sort: number; enabled: boolean };
type SkinRow = {
  id: number;
  hero_id: number;
  name: string;
  name_en: string;
  quality: string;
  choice_id: number | null;
  sort: number;
  enabled: boolean;
};

const isUniqueViolation = (error: unknown) => (error as { code?: string }).code === '23505';

function toSkin(row: SkinRow): StaffSkin {
  return {
    id: row.id,
    heroId: row.hero_id,
    name: row.name,
    nameEn: row.name_en,
    quality: row.quality,
    choiceId: row.choice_id,
    sort: row.sort,
    enabled: row.enabled,
  };
}

function toHero(row: HeroRow, skins: SkinRow[]): StaffHero {
  return {
    id: row.id,
    name: row.name,
    nameEn: row.name_en,
    sort: row.sort,
    enabled: row.enabled,
    skins: skins.map(toSkin),
  };
}

async function requireGame(ctx: RequestContext, gameId: number) {
  const game = await findTenantGame(ctx.db, ctx.tenantId, gameId);
  if (!game) throw notFound('gameNotFound', { id: gameId });
  return game;
}

async function requireHero(ctx: RequestContext, id: number) {
  const hero = await findHero(ctx.db, ctx.tenantId, id);
  if (!hero) throw notFound('templateHeroNotFound');
  return hero;
}

const heroNameTaken = (name: string) =>
  new AppError(409, 'CONFLICT', 'templateHeroNameTaken', {
    params: { name },
    fields: [{ field: 'body.name', messageKey: 'templateHeroNameTaken', params: { name } }],
  });

const skinNameTaken = (name: string) =>
  new AppError(409, 'CONFLICT', 'templateSkinNameTaken', {
    params: { name },
    fields: [{ field: 'body.name', messageKey: 'templateSkinNameTaken', params: { name } }],
  });

const orderMismatch = () =>
  new AppError(422, 'BUSINESS_RULE', 'templateOrderMismatch', {
    fields: [{ field: 'body.ids', messageKey: 'templateOrderMismatch' }],
  });

function assertSameIds(current: readonly number[], ids: readonly number[]): void {
  const wanted = new Set(current);
  if (ids.length !== current.length || new Set(ids).size !== ids.length || !ids.every((id) => wanted.has(id))) {
    throw orderMismatch();
  }
}

/** Staff (owner): the game's heroes with their skins, disabled ones included. 404 for a foreign game. */
export async function getStaffHeroes(ctx: RequestContext, gameId: number): Promise<StaffHeroes> {
  await requireGame(ctx, gameId);
  const [heroes, skins] = await Promise.all([
    listHeroes(ctx.db, ctx.tenantId, gameId),
    listSkins(ctx.db, ctx.tenantId, gameId),
  ]);
  return {
    gameId,
    heroes: heroes.map((hero) =>
      toHero(
        hero,
        skins.filter((skin) => skin.hero_id === hero.id),
      ),
    ),
  };
}

/** Staff (owner): adds a hero at the end of the game's list; 409 for a name in use. */
export async function createHero(ctx: RequestContext, gameId: number, input: HeroValues): Promise<StaffHero> {
  await requireGame(ctx, gameId);
  try {
    const row = await insertHero(ctx.db, ctx.tenantId, gameId, {
      name: input.name,
      name_en: input.nameEn ?? '',
      enabled: input.enabled,
    });
    forgetCatalogue(ctx);
    return toHero(row, []);
  } catch (error) {
    if (isUniqueViolation(error)) throw heroNameTaken(input.name);
    throw error;
  }
}

/** Staff (owner): renames and/or disables a hero (a disabled hero and its skins leave the storefront's lists). */
export async function updateHeroOf(
  ctx: RequestContext,
  id: number,
  input: HeroValues,
): Promise<{ before: StaffHero; after: StaffHero }> {
  const before = await requireHero(ctx, id);
  try {
    const row = await updateHero(ctx.db, ctx.tenantId, id, {
      name: input.name,
      ...(input.nameEn !== undefined ? { name_en: input.nameEn } : {}),
      enabled: input.enabled,
    });
    forgetCatalogue(ctx);
    return { before: toHero(before, []), after: toHero(row, []) };
  } catch (error) {
    if (isUniqueViolation(error)) throw heroNameTaken(input.name);
    throw error;
  }
}

/** Staff (owner): puts the game's heroes in the given order (every id once, else 422). */
export async function reorderHeroes(
  ctx: RequestContext,
  gameId: number,
  input: ReorderInput,
): Promise<{ before: number[]; after: number[] }> {
  await requireGame(ctx, gameId);
  const current = (await listHeroes(ctx.db, ctx.tenantId, gameId)).map((hero) => hero.id);
  assertSameIds(current, input.ids);
  await inTransaction(ctx.db, (tx) => writeOrder(tx, 'heroes', ctx.tenantId, input.ids));
  forgetCatalogue(ctx);
  return { before: current, after: input.ids };
}

/** The skin's columns; 422 on `body.choiceId` when the choice is not one of the game's. */
async function skinValues(ctx: RequestContext, gameId: number, input: SkinInputValues): Promise<SkinValues> {
  if (input.choiceId !== null && !(await isGameChoice(ctx.db, ctx.tenantId, gameId, input.choiceId))) {
    const params = { id: input.choiceId };
    throw new AppError(422, 'BUSINESS_RULE', 'templateSkinChoiceUnknown', {
      params,
      fields: [{ field: 'body.choiceId', messageKey: 'templateSkinChoiceUnknown', params }],
    });
  }
  return {
    name: input.name,
    ...(input.nameEn !== undefined ? { name_en: input.nameEn } : {}),
    quality: input.quality,
    choice_id: input.choiceId,
    enabled: input.enabled,
  };
}

/** Staff (owner): adds a skin at the end of a hero's list; 409 for a name in use, 422 for a foreign choice. */
export async function createSkin(ctx: RequestContext, heroId: number, input: SkinInputValues): Promise<StaffSkin> {
  const hero = await requireHero(ctx, heroId);
  const values = await skinValues(ctx, hero.game_id, input);
  try {
    const row = await insertSkin(ctx.db, ctx.tenantId, heroId, values);
    forgetCatalogue(ctx);
    return toSkin(row);
  } catch (error) {
    if (isUniqueViolation(error)) throw skinNameTaken(input.name);
    throw error;
  }
}

/** Staff (owner): replaces a skin's fields (name, quality, choice, enabled). */
export async function updateSkinOf(
  ctx: RequestContext,
  id: number,
  input: SkinInputValues,
): Promise<{ before: StaffSkin; after: StaffSkin }> {
  const before = await findSkin(ctx.db, ctx.tenantId, id);
  if (!before) throw notFound('templateSkinNotFound');
  const values = await skinValues(ctx, before.game_id, input);
  try {
    const row = await updateSkin(ctx.db, ctx.tenantId, id, values);
    forgetCatalogue(ctx);
    return { before: toSkin(before), after: toSkin(row) };
  } catch (error) {
    if (isUniqueViolation(error)) throw skinNameTaken(input.name);
    throw error;
  }
}

/** Staff (owner): puts a hero's skins in the given order (every id once, else 422). */
export async function reorderSkins(
  ctx: RequestContext,
  heroId: number,
  input: ReorderInput,
): Promise<{ before: number[]; after: number[] }> {
  const hero = await requireHero(ctx, heroId);
  const current = (await listSkins(ctx.db, ctx.tenantId, hero.game_id))
    .filter((skin) => skin.hero_id === heroId)
    .map((skin) => skin.id);
  assertSameIds(current, input.ids);
  await inTransaction(ctx.db, (tx) => writeOrder(tx, 'skins', ctx.tenantId, input.ids));
  forgetCatalogue(ctx);
  return { before: current, after: input.ids };
}
