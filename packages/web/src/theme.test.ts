import { theme } from 'antd';
import { describe, expect, it } from 'vitest';
import { buildTheme, DEFAULT_PRIMARY_COLOR, toPrimaryColor } from './theme';

/** The tokens antd derives from a theme, as its components read them. */
const tokensOf = (primaryColor: string | null | undefined) => theme.getDesignToken(buildTheme(primaryColor));

describe('tenant theme', () => {
  it('uses the tenant primary colour when it is a hex colour', () => {
    expect(toPrimaryColor('#fa541c')).toBe('#fa541c');
    expect(toPrimaryColor(' #abc ')).toBe('#abc');
  });

  it('falls back to the default for missing or unusable colours', () => {
    expect(DEFAULT_PRIMARY_COLOR).toBe('#1677ff');
    expect(toPrimaryColor(undefined)).toBe('#1677ff');
    expect(toPrimaryColor('')).toBe('#1677ff');
    expect(toPrimaryColor('#12345')).toBe('#1677ff');
    expect(toPrimaryColor('red; background: url(x)')).toBe('#1677ff');
  });

  it("makes the tenant's colour antd's primary colour, its hover and active shades derived from it", () => {
    const tenant = tokensOf('#fa541c');
    const fallback = tokensOf(null);
    expect(tenant.colorPrimary).toBe('#fa541c');
    expect(fallback.colorPrimary).toBe('#1677ff');
    // The shades come from the seed colour: a different tenant colour gives different buttons and links.
    expect(tenant.colorPrimaryHover).not.toBe(fallback.colorPrimaryHover);
    expect(tenant.colorPrimaryActive).not.toBe(fallback.colorPrimaryActive);
  });

  it('never hands an unusable colour to antd', () => {
    expect(tokensOf('red; background: url(x)').colorPrimary).toBe('#1677ff');
    // Trimmed, then read by antd (which spells the short form out).
    expect(tokensOf(' #ABC ').colorPrimary).toBe('#aabbcc');
  });

  it('sets the Chinese-friendly font stack and the rounded corners for every component', () => {
    const tokens = tokensOf('#fa541c');
    const fonts = tokens.fontFamily.split(',').map((font) => font.trim());
    expect(fonts).toEqual(expect.arrayContaining(['"PingFang SC"', '"Microsoft YaHei"', '"Noto Sans SC"']));
    expect(fonts.at(-1)).toBe('sans-serif');
    expect(tokens.borderRadius).toBe(6);
  });
});
