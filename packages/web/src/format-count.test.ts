import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatCount } from './format-count';

describe('formatCount', () => {
  it('writes every whole count as Intl.NumberFormat does in both languages', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.integer({ min: -100_000, max: 100_000 }), fc.maxSafeInteger(), fc.integer()),
        fc.constantFrom('zh-CN', 'en-US'),
        (count, locale) => {
          expect(formatCount(count, locale)).toBe(new Intl.NumberFormat(locale).format(count));
        },
      ),
      { numRuns: 3000 },
    );
    expect(formatCount(1_234_567, 'zh-CN')).toBe('1,234,567');
  });
  it('leaves fractions and other languages to Intl', () => {
    expect(formatCount(1234.5, 'en-US')).toBe('1,234.5');
    expect(formatCount(1234567, 'de-DE')).toBe('1.234.567');
  });
});
