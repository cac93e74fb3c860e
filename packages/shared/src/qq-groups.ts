import { z } from 'zod';

/* Customer-service QQ group contracts. */

const id = z.number().int().positive();
const queryId = z.coerce.number().int().positive();

/** `GET /api/V2/H5/qqGroup?gameId` — without a game, only the tenant-wide groups. */
export const qqGroupQuerySchema = z.object({ gameId: queryId.optional() });
export type QqGroupQuery = z.infer<typeof qqGroupQuerySchema>;

/** A customer-service QQ group of the tenant: for one game, or for every game (`gameId` null). */
export const qqGroupSchema = z.object({
  id,
  name: z.string(),
  /** The group number people search for in QQ. */
  number: z.string(),
  /** A join link; empty when the group is joined by its number only. */
  joinUrl: z.string(),
  gameId: id.nullable(),
});
export type QqGroup = z.infer<typeof qqGroupSchema>;
