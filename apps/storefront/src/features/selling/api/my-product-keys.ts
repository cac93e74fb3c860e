import type { MyConsignmentQuery } from '@gs/shared/consignment';
import { sellingKeys } from './selling-keys';

/**
 * Query keys of "my products", under the selling keys: saving the consignment form (which drops `sellingKeys.all`)
 * refreshes these lists too.
 */
export const myProductKeys = {
  all: [...sellingKeys.all, 'my-products'] as const,
  list: (query: MyConsignmentQuery) => [...myProductKeys.all, query] as const,
};
