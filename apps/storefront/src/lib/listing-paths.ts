import { paths } from './paths';

/** `/pages/goodList?gameId=…`: the listings of a game. */
export function gameListPath(gameId: number): string {
  return `${paths.goodList}?gameId=${gameId}`;
}

/** `/pages/sureOrder?id=…`: order confirmation for a listing (the buying issue fills it). */
export function sureOrderPath(id: number): string {
  return `${paths.sureOrder}?id=${id}`;
}
