import { paths } from '../../lib/paths';

/**
 * SPEC §2: the product list (`/pages/goodList`) is kept alive only when the user comes back to it from the
 * product detail (`/pages/detail/index`); arriving any other way starts it fresh. These rules decide, per
 * navigation, what happens to the list's instance; KeepAliveOutlet applies them.
 */
export interface GoodListKeepAlive {
  /** Identity of the current goodList instance: a new value mounts a fresh one. */
  generation: number;
  /** Whether an instance exists that a return from detail may restore. */
  alive: boolean;
}

export interface KeepAliveTransition extends GoodListKeepAlive {
  /** The goodList instance is being shown again after detail: put its scroll position back. */
  restoreScroll: boolean;
}

export type KeepAlivePage = 'goodList' | 'detail' | 'other';

const goodListPath = paths.goodList.toLowerCase();
const detailPath = paths.goodDetail.toLowerCase();

export function classifyPath(pathname: string): KeepAlivePage {
  const path = pathname.toLowerCase().replace(/(.)\/+$/, '$1');
  if (path === goodListPath) return 'goodList';
  if (path === detailPath) return 'detail';
  return 'other';
}

export const initialKeepAlive: GoodListKeepAlive = { generation: 0, alive: false };

/** The keep-alive state after navigating from `from` (null on the first page of the visit) to `to`. */
export function nextKeepAlive(state: GoodListKeepAlive, from: string | null, to: string): KeepAliveTransition {
  const fromPage = from === null ? 'other' : classifyPath(from);
  const toPage = classifyPath(to);
  if (toPage === 'goodList') {
    // Same list, new query (a filter changed): the instance stays, as any routed page would.
    if (fromPage === 'goodList' && state.alive) return { ...state, restoreScroll: false };
    if (fromPage === 'detail' && state.alive) return { ...state, restoreScroll: true };
    return { generation: state.generation + 1, alive: true, restoreScroll: false };
  }
  if (toPage === 'detail') {
    // Kept while the user stays on detail pages (one listing, then a recommended one).
    const keep = state.alive && (fromPage === 'goodList' || fromPage === 'detail');
    return { generation: state.generation, alive: keep, restoreScroll: false };
  }
  return { generation: state.generation, alive: false, restoreScroll: false };
}
