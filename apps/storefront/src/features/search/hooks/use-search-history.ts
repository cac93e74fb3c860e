import { useMemo, useSyncExternalStore } from 'react';
import { readItem, storageKeys, subscribeStorage } from '../../../lib/storage';
import { parseSearchHistory, type SearchHistoryEntry } from '../utils/search-history';

const readRawHistory = () => readItem(storageKeys.searchHistory);
const readNothing = () => null;

/** The stored search history, re-rendering when it changes here or in another tab. */
export function useSearchHistory(): SearchHistoryEntry[] {
  const raw = useSyncExternalStore(subscribeStorage, readRawHistory, readNothing);
  return useMemo(() => parseSearchHistory(raw), [raw]);
}
