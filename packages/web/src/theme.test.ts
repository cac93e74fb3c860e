import { theme } from 'antd';
import { describe, expect, it } from 'vitest';
import { contrastRatio } from './contrast';
import { DEFAULT_PRIMARY_COLOR, toAccessiblePrimaryColor, toPrimaryColor } from './primary-color';
import { buildTheme } from './theme';

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

  it("makes the tenant's colour (its readable shade) antd's primary and link colour, hover and active from it", () => {
    const tenant = tokensOf('#722ed1');
    const fallback = tokensOf(null);
    expect(tenant.colorPrimary).toBe('#722ed1');
    expect(tenant.colorLink).toBe('#722ed1');
    expect(fallback.colorPrimary).toBe(toAccessiblePrimaryColor('#1677ff'));
    // The shades come from the seed colour: a different tenant colour gives different buttons and links.
    expect(tenant.colorPrimaryHover).not.toBe(fallback.colorPrimaryHover);
    expect(tenant.colorPrimaryActive).not.toBe(fallback.colorPrimaryActive);
  });

  it('never hands an unusable colour to antd', () => {
    expect(tokensOf('red; background: url(x)').colorPrimary).toBe(tokensOf(null).colorPrimary);
    // Trimmed, then read as a colour: a dark one is used as it is.
    expect(tokensOf(' #36C ').colorPrimary).toBe('#3366cc');
  });

  it('gives antd a primary colour white text reads on, and links and secondary text that read on white (AA)', () => {
    for (const shopColor of ['#1677ff', '#13a8a8', '#fa541c', '#fadb14', '#722ed1']) {
      const tokens = tokensOf(shopColor);
      expect(contrastRatio('#ffffff', tokens.colorPrimary)).toBeGreaterThanOrEqual(4.5);
      // Under the pointer and pressed too (antd would lighten the colour for both).
      expect(contrastRatio('#ffffff', tokens.colorPrimaryHover)).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio('#ffffff', tokens.colorPrimaryActive)).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(tokens.colorPrimaryHover, '#ffffff')).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(tokens.colorLink, '#ffffff')).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(tokens.colorLink, '#f5f5f5')).toBeGreaterThanOrEqual(4.5);
      // A selected menu item or row: the colour on its own light tint, which comes from the shop's colour.
      expect(contrastRatio(tokens.colorPrimary, tokens.colorPrimaryBg)).toBeGreaterThanOrEqual(4.5);
    }
    expect(tokensOf('#13a8a8').colorPrimaryBg).toBe('#e7f6f6');
    expect(contrastRatio(tokensOf(null).colorError, '#f5f5f5')).toBeGreaterThanOrEqual(4.5);
    // 56 % black over white is #707070: 4.9:1 (antd's 45 % was #8c8c8c, 3.4:1).
    expect(tokensOf(null).colorTextTertiary).toBe('rgba(0, 0, 0, 0.56)');
    expect(contrastRatio('#707070', '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio('#6c6c6c', '#f5f5f5')).toBeGreaterThanOrEqual(4.5);
  });

  it('writes status tags, coloured tags and select placeholders in colours that read on their backgrounds (AA)', () => {
    const tokens = tokensOf('#13a8a8') as unknown as Record<string, string>;
    for (const status of ['Success', 'Warning', 'Error', 'Info']) {
      // <Tag color="success">: the status colour on its own light background; Typography's text on white.
      expect(contrastRatio(tokens[`color${status}`] ?? '', tokens[`color${status}Bg`] ?? '')).toBeGreaterThanOrEqual(
        4.5,
      );
      expect(contrastRatio(tokens[`color${status}`] ?? '', '#ffffff')).toBeGreaterThanOrEqual(4.5);
    }
    // The light backgrounds stay antd's own tints (a deeper green seed would make them grey).
    expect(tokens.colorSuccessBg).toBe('#f6ffed');
    expect(tokens.colorWarningBg).toBe('#fffbe6');
    for (const preset of [
      'blue',
      'purple',
      'cyan',
      'green',
      'magenta',
      'pink',
      'red',
      'orange',
      'yellow',
      'volcano',
      'geekblue',
      'gold',
      'lime',
    ]) {
      // <Tag color="green">: the palette's 7th step written on its 1st.
      expect(contrastRatio(tokens[`${preset}7`] ?? '', tokens[`${preset}1`] ?? '')).toBeGreaterThanOrEqual(4.5);
      // The same step under its other name, which writes the same CSS variable (--ant-green-7).
      expect(tokens[`${preset}-7`]).toBe(tokens[`${preset}7`]);
    }
    expect(tokens.colorTextPlaceholder).toBe('rgba(0, 0, 0, 0.56)');
  });

  it('sets the Chinese-friendly font stack and the rounded corners for every component', () => {
    const tokens = tokensOf('#fa541c');
    const fonts = tokens.fontFamily.split(',').map((font) => font.trim());
    expect(fonts).toEqual(expect.arrayContaining(['"PingFang SC"', '"Microsoft YaHei"', '"Noto Sans SC"']));
    expect(fonts.at(-1)).toBe('sans-serif');
    expect(tokens.borderRadius).toBe(6);
  });
});
