import { z } from 'zod';
import { regionKindSchema } from './games.ts';

/*
 * The region pickers of the selling forms (SPEC §7 "Accounts, orders, selling", DOMAIN "Selling"). A form picks
 * level by level: operator/list (mobile games: system + operator pairs; PC games: none), then area/list (the
 * regions under the operator, or the PC game's regions), then server/list (the servers under a region). Every
 * call needs login and is scoped to the tenant of the Host header; names are as the tenant stored them.
 */

const id = z.number().int().positive();
const queryId = z.coerce.number().int().positive();

/** `GET /api/need/operator/list?gameId`. */
export const sellingOperatorListQuerySchema = z.object({ gameId: queryId });
export type SellingOperatorListQuery = z.infer<typeof sellingOperatorListQuerySchema>;

/**
 * `GET /api/need/area/list?gameId&operatorId`: `operatorId` (an entry of operator/list) is required for a game
 * with operators and refused for one without (PC games); an empty value means "none".
 */
export const sellingAreaListQuerySchema = z.object({
  gameId: queryId,
  operatorId: z.union([queryId, z.literal('')]).optional(),
});
export type SellingAreaListQuery = z.infer<typeof sellingAreaListQuerySchema>;

/** `GET /api/need/server/list?areaId`: `areaId` is an entry of area/list (a node of kind `region`). */
export const sellingServerListQuerySchema = z.object({ areaId: queryId });
export type SellingServerListQuery = z.infer<typeof sellingServerListQuerySchema>;

/** One node on a region path. */
export const sellingRegionStepSchema = z.object({ id, name: z.string(), kind: regionKindSchema });
export type SellingRegionStep = z.infer<typeof sellingRegionStepSchema>;

/**
 * One choice of a picker. `path` runs from the game's root down to this node, itself included: the path of the
 * server picked last is the listing's region path (system, operator, region, server ids for a mobile game;
 * region, server for a PC game).
 */
export const sellingRegionOptionSchema = z.object({
  /** The node to pass to the next picker: operatorId for area/list, areaId for server/list. */
  id,
  /** What the picker shows: "安卓 QQ" for an operator (its system's name first), else the node's own name. */
  name: z.string(),
  kind: regionKindSchema,
  /** The stable code of an operator (`qq`, `wechat`); empty for regions and servers. */
  key: z.string(),
  /** Whether a further level lies below (a region without servers cannot complete a path). */
  hasChildren: z.boolean(),
  path: z.array(sellingRegionStepSchema).min(1).max(4),
});
export type SellingRegionOption = z.infer<typeof sellingRegionOptionSchema>;

export const sellingRegionOptionListSchema = z.array(sellingRegionOptionSchema);
