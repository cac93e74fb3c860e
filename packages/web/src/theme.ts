import type { ThemeConfig } from 'antd';
import { accessibleShade, shadeOf, tintOf } from './contrast';
import { toAccessiblePrimaryColor, toPrimaryColor } from './primary-color';

/** Renders Chinese well on every platform (UX.md); global.css repeats it for text outside antd components. */
export const FONT_FAMILY = '-apple-system, "PingFang SC", "Microsoft YaHei", "Noto Sans SC", sans-serif';
/**
 * Secondary text (antd's "tertiary": descriptions, counts, dates, icons). antd's 45 % black is 3.4:1 on white; 56 %
 * reads at 4.5:1 on white and on the #f5f5f5 page alike, and stays lighter than the 65 % secondary text.
 */
export const TERTIARY_TEXT_COLOR = 'rgba(0, 0, 0, 0.56)';

/**
 * antd's status colours in their readable shades: form errors, danger buttons, status tags ("On sale", "Completed")
 * and success or warning text are text in these colours or on them (antd's own green and gold are 2.2 and 1.8:1 on
 * their tags, the red 3.3:1 on white). antd would derive greyish tints from the deeper green and gold, so their
 * backgrounds and borders keep antd's own light steps (green and gold 1–4).
 */
const STATUS_COLORS = {
  colorError: accessibleShade('#ff4d4f'),
  colorSuccess: accessibleShade('#52c41a'),
  colorSuccessBg: '#f6ffed',
  colorSuccessBgHover: '#d9f7be',
  colorSuccessBorder: '#b7eb8f',
  colorSuccessBorderHover: '#95de64',
  colorSuccessHover: '#95de64',
  colorWarning: accessibleShade('#faad14'),
  colorWarningBg: '#fffbe6',
  colorWarningBgHover: '#fff1b8',
  colorWarningBorder: '#ffe58f',
  colorWarningBorderHover: '#ffd666',
  colorWarningHover: '#ffd666',
};

/**
 * Coloured tags (`<Tag color="green">`) write their text in the palette's 7th step on its 1st: antd's 7th steps of
 * these palettes (listed here as antd 6 defines them) read below 4.5:1 there, so their text takes the readable shade.
 */
const PRESET_TEXT_COLORS = Object.fromEntries(
  Object.entries({
    cyan: '#08979c',
    green: '#389e0d',
    orange: '#d46b08',
    yellow: '#d4b106',
    volcano: '#d4380d',
    gold: '#d48806',
    lime: '#7cb305',
  }).flatMap(([preset, seventh]) => {
    const shade = accessibleShade(seventh);
    // antd keeps each step under two names (green7, green-7), which share one CSS variable: both must change.
    return [
      [`${preset}7`, shade],
      [`${preset}-7`, shade],
    ];
  }),
);

/**
 * The light steps of the primary colour (selected rows and menu items, borders), as tints of the shop's own colour
 * over white like the storefront's CSS tints: antd would derive them from the deepened shade, and for a teal or a
 * green that turns them grey (a selected row #a7b8b5 instead of a light teal).
 */
function brandTints(brand: string) {
  return {
    colorPrimaryBg: tintOf(brand, 0.1),
    colorPrimaryBgHover: tintOf(brand, 0.2),
    colorPrimaryBorder: tintOf(brand, 0.35),
    colorPrimaryBorderHover: tintOf(brand, 0.55),
  };
}

export function buildTheme(primaryColor: string | null | undefined): ThemeConfig {
  const primary = toAccessiblePrimaryColor(primaryColor);
  const tints = brandTints(toPrimaryColor(primaryColor));
  return {
    token: {
      // Buttons, selected items and links are text on the colour or in it: antd gets the readable shade, and links
      // follow it (antd's links otherwise keep its own blue, colorInfo, whatever the shop's colour).
      colorPrimary: primary,
      colorLink: primary,
      // Hovered and pressed: darker still, not antd's lighter derivation (white on it read 3.6:1 under the pointer).
      colorPrimaryHover: shadeOf(primary, 0.12),
      colorPrimaryActive: shadeOf(primary, 0.24),
      ...tints,
      // Processing tags and info alerts: antd's blue, whatever the shop's colour, unless told.
      colorInfo: primary,
      colorInfoBg: tints.colorPrimaryBg,
      colorInfoBorder: tints.colorPrimaryBorder,
      ...STATUS_COLORS,
      ...PRESET_TEXT_COLORS,
      colorTextTertiary: TERTIARY_TEXT_COLOR,
      // antd's select placeholders are text on the page (25 % black, 1.8:1): as light as secondary text may be.
      colorTextPlaceholder: TERTIARY_TEXT_COLOR,
      fontFamily: FONT_FAMILY,
      borderRadius: 6,
    },
    components: {
      // An empty table's "no data" is written in the disabled grey (1.8:1 on the placeholder row): it is a message.
      Table: { colorTextDisabled: TERTIARY_TEXT_COLOR },
    },
  };
}
