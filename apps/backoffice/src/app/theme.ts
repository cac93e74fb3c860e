import type { ThemeConfig } from 'antd';

/** Renders Chinese well on every platform (UX.md); global.css repeats it for text outside antd components. */
const FONT_FAMILY = '-apple-system, "PingFang SC", "Microsoft YaHei", "Noto Sans SC", sans-serif';
const DEFAULT_PRIMARY_COLOR = '#1677ff';
const hexColorPattern = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

/** antd's theme in the shop's primary colour when it is a usable hex colour, otherwise antd's blue. */
export function buildTheme(primaryColor: string | null | undefined): ThemeConfig {
  const color = primaryColor?.trim() ?? '';
  return {
    token: {
      colorPrimary: hexColorPattern.test(color) ? color : DEFAULT_PRIMARY_COLOR,
      fontFamily: FONT_FAMILY,
      borderRadius: 6,
    },
  };
}
