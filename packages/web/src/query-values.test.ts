import { describe, expect, it } from 'vitest';
import { parsePageNum, parseQueryId } from './query-values';

describe('query values', () => {
  it('reads an id as a positive integer of at most 15 digits', () => {
    expect(parseQueryId(' 12 ')).toBe(12);
    for (const bad of [null, '', '0', '-3', '1.5', 'abc', '1e3', '1234567890123456'])
      expect(parseQueryId(bad)).toBeNull();
  });

  it('reads a page number, 1 when absent or not a positive integer', () => {
    expect(parsePageNum('3')).toBe(3);
    for (const bad of [null, '', '0', '-2', '1.5', 'x']) expect(parsePageNum(bad)).toBe(1);
  });
});
