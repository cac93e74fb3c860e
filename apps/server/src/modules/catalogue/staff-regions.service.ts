import { type RegionKind, regionKinds } from '@gs/shared/games';
import type {
  StaffRegionNode,
  StaffRegionOrderInput,
  StaffRegionTree,
  staffRegionCreateInputSchema,
  staffRegionRenameInputSchema,
} from '@gs/shared/staff-catalogue';
import type { z } from 'zod';
import { inTransaction } from '../../db/transaction.ts';
import type { RequestContext } from '../../lib/context.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { forgetCatalogue } from './catalogue-cache.ts';
import { findStaffGame } from './staff-games.repository.ts';
import {
  findRegionNode,
  insertRegionNode,
  listRegionNodes,
  listSiblings,
  type RegionNodeRow,
  reorderRegionNodes,
  updateRegionNode,
} from './staff-regions.repository.ts';

type CreateInput = z.output<typeof staffRegionCreateInputSchema>;
type RenameInput = z.output<typeof staffRegionRenameInputSchema>;

export function toStaffRegionNode(row: RegionNodeRow): StaffRegionNode {
  return {
    id: row.id,
    parentId: row.parent_id,
    level: row.level,
    kind: row.kind,
    name: row.name,
    nameEn: row.name_en,
    key: row.key,
    sort: row.sort,
    enabled: row.enabled,
  };
}

/** The kind under a node of this kind (system → operator → region → server); null under a server. */
export function childKindOf(kind: RegionKind): RegionKind | null {
  return regionKinds[regionKinds.indexOf(kind) + 1] ?? null;
}

async function loadGameType(ctx: RequestContext, gameId: number) {
  const game = await findStaffGame(ctx.db, ctx.tenantId, gameId);
  if (!game) throw notFound('gameNotFound', { id: gameId });
  return game.game_type;
}

/** The kind a new root gets: that of the existing roots, else systems for mobile games and regions for PC games. */
function rootKindOf(nodes: RegionNodeRow[], gameType: 'mobile' | 'pc'): RegionKind {
  return nodes.find((node) => node.parent_id === null)?.kind ?? (gameType === 'mobile' ? 'system' : 'region');
}

async function loadNode(ctx: RequestContext, regionId: number) {
  const node = await findRegionNode(ctx.db, ctx.tenantId, regionId);
  if (!node) throw notFound('catalogueRegionNotFound');
  return node;
}

const nameTaken = (name: string) =>
  new AppError(409, 'CONFLICT', 'catalogueRegionNameTaken', {
    params: { name },
    fields: [{ field: 'body.name', messageKey: 'catalogueRegionNameTaken', params: { name } }],
  });

async function assertSiblingNameFree(
  ctx: RequestContext,
  place: { gameId: number; parentId: number | null },
  name: string,
  self: number | null,
) {
  const siblings = await listSiblings(ctx.db, ctx.tenantId, place.gameId, place.parentId);
  const folded = name.toLowerCase();
  if (siblings.some((sibling) => sibling.id !== self && sibling.name.toLowerCase() === folded)) throw nameTaken(name);
  return siblings;
}

/** Staff: a game's whole region tree (hidden games and disabled nodes included). 404 for an unknown or foreign game. */
export async function getRegionTree(ctx: RequestContext, gameId: number): Promise<StaffRegionTree> {
  const [gameType, nodes] = await Promise.all([
    loadGameType(ctx, gameId),
    listRegionNodes(ctx.db, ctx.tenantId, gameId),
  ]);
  return { gameId, rootKind: rootKindOf(nodes, gameType), nodes: nodes.map(toStaffRegionNode) };
}

/**
 * Staff: adds a node at the end of its parent's children (or of the roots), one level down and of the kind that
 * follows the parent's. 404 for an unknown game or parent; 400 under a server; 409 for a sibling of the same name.
 */
export async function createRegionNode(ctx: RequestContext, input: CreateInput): Promise<StaffRegionNode> {
  let level = 1;
  let kind: RegionKind;
  if (input.parentId === null) {
    const [gameType, nodes] = await Promise.all([
      loadGameType(ctx, input.gameId),
      listRegionNodes(ctx.db, ctx.tenantId, input.gameId),
    ]);
    kind = rootKindOf(nodes, gameType);
  } else {
    const parent = await loadNode(ctx, input.parentId);
    if (parent.game_id !== input.gameId) throw notFound('catalogueRegionNotFound');
    const next = childKindOf(parent.kind);
    if (next === null || parent.level >= 4) {
      throw new AppError(400, 'BAD_REQUEST', 'catalogueRegionNoChildren', {
        fields: [{ field: 'body.parentId', messageKey: 'catalogueRegionNoChildren' }],
      });
    }
    kind = next;
    level = parent.level + 1;
  }
  const siblings = await assertSiblingNameFree(ctx, input, input.name, null);
  const sort = siblings.reduce((max, sibling) => Math.max(max, sibling.sort + 1), 0);
  const key = kind === 'system' || kind === 'operator' ? input.key : '';
  const row = await insertRegionNode(ctx.db, ctx.tenantId, {
    ...input,
    nameEn: input.nameEn ?? '',
    level,
    kind,
    key,
    sort,
  });
  forgetCatalogue(ctx);
  return toStaffRegionNode(row);
}

/** Staff: renames a node (and sets the key of a system or operator). 404 for a foreign node; 409 for a sibling's name. */
export async function renameRegionNode(
  ctx: RequestContext,
  regionId: number,
  input: RenameInput,
): Promise<{ before: StaffRegionNode; after: StaffRegionNode }> {
  const node = await loadNode(ctx, regionId);
  await assertSiblingNameFree(ctx, { gameId: node.game_id, parentId: node.parent_id }, input.name, regionId);
  const key = node.kind === 'system' || node.kind === 'operator' ? input.key : node.key;
  const after = await updateRegionNode(ctx.db, ctx.tenantId, regionId, {
    name: input.name,
    ...(input.nameEn !== undefined ? { name_en: input.nameEn } : {}),
    key,
  });
  if (!after) throw notFound('catalogueRegionNotFound');
  forgetCatalogue(ctx);
  return { before: toStaffRegionNode(node), after: toStaffRegionNode(after) };
}

/**
 * Staff: enables or disables a node. A disabled node and everything under it leave the selling pickers, the region
 * filters and the public region calls at once; listings placed there keep showing their region path. 404 as above.
 */
export async function setRegionNodeEnabled(
  ctx: RequestContext,
  regionId: number,
  enabled: boolean,
): Promise<{ before: StaffRegionNode; after: StaffRegionNode }> {
  const node = await loadNode(ctx, regionId);
  const after = await updateRegionNode(ctx.db, ctx.tenantId, regionId, { enabled });
  if (!after) throw notFound('catalogueRegionNotFound');
  forgetCatalogue(ctx);
  return { before: toStaffRegionNode(node), after: toStaffRegionNode(after) };
}

/**
 * Staff: reorders one parent's children (drag and drop among siblings; nodes never move to another parent).
 * 404 for an unknown game or parent; 400 unless `ids` lists every child of that parent exactly once.
 */
export async function reorderRegionChildren(
  ctx: RequestContext,
  input: StaffRegionOrderInput,
): Promise<{ before: number[]; after: number[] }> {
  if (input.parentId === null) await loadGameType(ctx, input.gameId);
  else {
    const parent = await loadNode(ctx, input.parentId);
    if (parent.game_id !== input.gameId) throw notFound('catalogueRegionNotFound');
  }
  const change = await inTransaction(ctx.db, async (db) => {
    const siblings = await listSiblings(db, ctx.tenantId, input.gameId, input.parentId);
    const current = new Set(siblings.map((sibling) => sibling.id));
    const unique = new Set(input.ids);
    if (unique.size !== input.ids.length || unique.size !== current.size || input.ids.some((id) => !current.has(id))) {
      throw new AppError(400, 'BAD_REQUEST', 'catalogueRegionOrderMismatch', {
        fields: [{ field: 'body.ids', messageKey: 'catalogueRegionOrderMismatch' }],
      });
    }
    await reorderRegionNodes(db, ctx.tenantId, input.ids);
    return { before: siblings.map((sibling) => sibling.id), after: input.ids };
  });
  forgetCatalogue(ctx);
  return change;
}
