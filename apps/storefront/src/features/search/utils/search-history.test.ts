import { describe, expect, it } from 'vitest';
import { readItem, storageKeys, writeItem } from '../../../lib/storage';
import {
  addSearchHistoryEntry,
  clearSearchHistory,
  parseSearchHistory,
  readSearchHistory,
  recordSearch,
  SEARCH_HISTORY_LIMIT,
} from './search-history';
import { searchTarget } from './search-target';

const names = (entries: { name: string }[]) => entries.map((entry) => entry.name);

describe('search history', () => {
  it('puts the newest first', () => {
    expect(names(addSearchHistoryEntry([{ name: 'A' }], 'B'))).toEqual(['B', 'A']);
  });

  it('keeps no duplicates by name: a repeat moves to the front', () => {
    const history = [{ name: 'A' }, { name: 'B' }, { name: 'C' }];
    expect(names(addSearchHistoryEntry(history, 'C'))).toEqual(['C', 'A', 'B']);
    expect(names(addSearchHistoryEntry(history, '  B '))).toEqual(['B', 'A', 'C']);
  });

  it('keeps at most 6 entries, dropping the oldest', () => {
    let history: { name: string }[] = [];
    for (const name of ['1', '2', '3', '4', '5', '6', '7']) history = addSearchHistoryEntry(history, name);
    expect(SEARCH_HISTORY_LIMIT).toBe(6);
    expect(names(history)).toEqual(['7', '6', '5', '4', '3', '2']);
  });

  it('ignores empty keywords', () => {
    expect(names(addSearchHistoryEntry([{ name: 'A' }], '   '))).toEqual(['A']);
  });

  it('records in localStorage under "searchHistory" and clears it', () => {
    recordSearch('王者荣耀');
    recordSearch('原神');
    recordSearch('王者荣耀');
    expect(storageKeys.searchHistory).toBe('searchHistory');
    expect(JSON.parse(readItem('searchHistory') ?? 'null')).toEqual([{ name: '王者荣耀' }, { name: '原神' }]);
    expect(names(readSearchHistory())).toEqual(['王者荣耀', '原神']);
    clearSearchHistory();
    expect(readItem('searchHistory')).toBeNull();
    expect(readSearchHistory()).toEqual([]);
  });

  it('reads damaged or hand-edited storage safely', () => {
    expect(parseSearchHistory('not json')).toEqual([]);
    expect(parseSearchHistory('{"name":"A"}')).toEqual([]);
    writeItem(storageKeys.searchHistory, JSON.stringify(['A', { name: 'B' }, { name: 'A' }, 3, null, ...'CDEFGH']));
    expect(names(readSearchHistory())).toEqual(['A', 'B', 'C', 'D', 'E', 'F']);
  });
});

describe('searchTarget', () => {
  it('goes to the buy market with the keywords', () => {
    expect(searchTarget(' 王者 荣耀 ')).toBe(
      `/pages/accountOrder?pageType=buy&searchText=${new URLSearchParams({ q: '王者 荣耀' }).toString().slice(2)}`,
    );
  });

  it('goes to the plain home for empty keywords', () => {
    expect(searchTarget('')).toBe('/');
    expect(searchTarget('   ')).toBe('/');
  });
});
