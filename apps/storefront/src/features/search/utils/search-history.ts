import { readItem, removeItem, storageKeys, writeItem } from '../../../lib/storage';

/** SPEC §9: the hot-search history keeps at most 6 entries. */
export const SEARCH_HISTORY_LIMIT = 6;

export interface SearchHistoryEntry {
  name: string;
}

function toEntry(value: unknown): SearchHistoryEntry | null {
  const name = typeof value === 'string' ? value : (value as { name?: unknown } | null)?.name;
  if (typeof name !== 'string') return null;
  const trimmed = name.trim();
  return trimmed ? { name: trimmed } : null;
}

/** Puts `name` first: newest first, no duplicates by name (a repeat moves to the front), at most 6 entries. */
export function addSearchHistoryEntry(history: readonly SearchHistoryEntry[], name: string): SearchHistoryEntry[] {
  const entry = toEntry(name);
  if (!entry) return [...history];
  return [entry, ...history.filter((item) => item.name !== entry.name)].slice(0, SEARCH_HISTORY_LIMIT);
}

/** Parses the stored history; anything unreadable counts as empty, and a hand-edited list is normalised. */
export function parseSearchHistory(raw: string | null): SearchHistoryEntry[] {
  if (!raw) return [];
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!Array.isArray(value)) return [];
  const entries: SearchHistoryEntry[] = [];
  for (const item of value) {
    const entry = toEntry(item);
    if (entry && !entries.some((existing) => existing.name === entry.name)) entries.push(entry);
  }
  return entries.slice(0, SEARCH_HISTORY_LIMIT);
}

export function readSearchHistory(): SearchHistoryEntry[] {
  return parseSearchHistory(readItem(storageKeys.searchHistory));
}

/** Records a submitted search in localStorage and answers the new history. */
export function recordSearch(name: string): SearchHistoryEntry[] {
  const next = addSearchHistoryEntry(readSearchHistory(), name);
  writeItem(storageKeys.searchHistory, JSON.stringify(next));
  return next;
}

export function clearSearchHistory(): void {
  removeItem(storageKeys.searchHistory);
}
