/*
 * What the storefront's product list needs of the game contract without a schema: the attribute kinds it filters by.
 * games.ts re-exports it; the list page imports it from here so that starting the page builds none of games.ts's
 * schemas (they load with the first call that parses an answer).
 */

/** Kinds that can be filtered in the listing search: choices by id, numbers by range. */
export const filterableAttributeKinds = ['number', 'single', 'multiple', 'level'] as const;
