import { paths } from '../../../lib/paths';

function withQuery(path: string, query: Record<string, string | number | null>): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) if (value !== null) search.set(name, String(value));
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

/** `/pages/sale?gameId=…`: the ways to sell an account of that game. */
export function sellPath(gameId: number): string {
  return withQuery(paths.sale, { gameId });
}

/** `/pages/guanwangjishou?gameId=…[&id=…]`: the consignment form (editing listing `id`). */
export function consignmentPath(gameId: number, listingId: number | null = null): string {
  return withQuery(paths.consignment, { gameId, id: listingId });
}

/** `/pages/commit?gameId=…[&id=…]`: the review of the consignment draft before it is submitted. */
export function commitPath(gameId: number, listingId: number | null = null): string {
  return withQuery(paths.commit, { gameId, id: listingId });
}

/** `/pages/finish?type=consignment&id=…&number=…`: the listing was submitted. */
export function consignmentFinishPath(id: number, number: string): string {
  return withQuery(paths.finish, { type: 'consignment', id, number });
}

/** `/pages/kuaisuhuishou[?gameId=…]`: quick recycle of that game (the game list without one). */
export function quickRecyclePath(gameId: number | null = null): string {
  return withQuery(paths.quickRecycle, { gameId });
}

/** `/pages/finish?type=recycle&id=…&number=…`: the quick-recycle request was submitted. */
export function recycleFinishPath(id: number, number: string): string {
  return withQuery(paths.finish, { type: 'recycle', id, number });
}

/** `/pages/other/goodsList?tab=recycle`: my quick-recycle requests (a tab of my products). */
export const myRecycleRequestsPath = withQuery(paths.myProducts, { tab: 'recycle' });
