import { describe, expect, it } from 'vitest';
import { buildTheme, DEFAULT_PRIMARY_COLOR, FONT_FAMILY, toPrimaryColor } from './theme';

describe('tenant theme', () => {
  it('uses the tenant primary colour when it is a hex colour', () => {
    expect(toPrimaryColor('#fa541c')).toBe('#fa541c');
    expect(toPrimaryColor(' #abc ')).toBe('#abc');
  });

  it('falls back to the default for missing or unusable colours', () => {
    expect(toPrimaryColor(undefined)).toBe(DEFAULT_PRIMARY_COLOR);
    expect(toPrimaryColor('')).toBe(DEFAULT_PRIMARY_COLOR);
    expect(toPrimaryColor('red; background: url(x)')).toBe(DEFAULT_PRIMARY_COLOR);
  });

  it('sets the Chinese-friendly font stack', () => {
    expect(buildTheme('#fa541c').token).toMatchObject({ colorPrimary: '#fa541c', fontFamily: FONT_FAMILY });
  });
});
