import { describe, expect, it } from 'vitest';
import { isBlankText, trimInvisible, visibleTextSchema } from './text.ts';

describe('visible text', () => {
  it('counts whitespace and zero-width characters as nothing written', () => {
    for (const blank of ['', '  \n\t', '\u200B', '\u200B\u200C\u200D', ' \u2060\uFEFF\u00A0\u3000 ']) {
      expect(isBlankText(blank)).toBe(true);
    }
    expect(isBlankText('\u200Bhi\u200B')).toBe(false);
  });

  it('trims invisible characters at the ends only', () => {
    expect(trimInvisible('\uFEFF\u200B hello\u200Dworld \u2060')).toBe('hello\u200Dworld');
  });

  it('lets a schema refuse an invisible text as empty', () => {
    const schema = visibleTextSchema().min(1).max(5);
    expect(schema.safeParse('\u200B\u200B').success).toBe(false);
    expect(schema.parse(' \u200Bab\u2060 ')).toBe('ab');
  });
});
