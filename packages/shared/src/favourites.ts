import { z } from 'zod';
import { pageSchema } from './envelope.ts';
import { listingStateSchema, listingSummarySchema } from './listings.ts';

/* Favourite contracts (SPEC §7 "Catalogue"): the listings a signed-in user keeps. */

const id = z.number().int().positive();

/** `POST /api/web/goods/collect` and `/collect/remove`. */
export const favouriteInputSchema = z.object({ goodsId: z.coerce.number().int().positive() });
export type FavouriteInput = z.infer<typeof favouriteInputSchema>;

export const favouriteResultSchema = z.object({ goodsId: id, collected: z.boolean() });
export type FavouriteResult = z.infer<typeof favouriteResultSchema>;

/** How many favourites one user may keep. */
export const FAVOURITES_MAX = 200;

/** `GET /api/web/goods/collect/list?pageNum&pageSize` rows, newest first; a listing sold since shows its state. */
export const favouriteSchema = listingSummarySchema.extend({ state: listingStateSchema, collectedAt: z.string() });
export type Favourite = z.infer<typeof favouriteSchema>;

export const favouritePageSchema = pageSchema(favouriteSchema);
export type FavouritePage = z.infer<typeof favouritePageSchema>;
