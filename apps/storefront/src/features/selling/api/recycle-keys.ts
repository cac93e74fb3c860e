import type { MyRecycleQuery, RecycleQuoteInput } from '@gs/shared/recycle';
import { sellingKeys } from './selling-keys';

/** Query keys of quick recycle, under the selling keys (so a login or logout drops them too). */
export const recycleKeys = {
  all: [...sellingKeys.all, 'recycle'] as const,
  games: () => [...recycleKeys.all, 'games'] as const,
  /** A quote per game and attribute values: changing an attribute asks again, going back reuses the answer. */
  quote: (input: RecycleQuoteInput) => [...recycleKeys.all, 'quote', input] as const,
  lists: () => [...recycleKeys.all, 'list'] as const,
  list: (query: MyRecycleQuery) => [...recycleKeys.lists(), query] as const,
};
