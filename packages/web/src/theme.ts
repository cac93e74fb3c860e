import type { ThemeConfig } from 'antd';

/** Renders Chinese well on every platform (UX.md); global.css repeats it for text outside antd components. */
export const FONT_FAMILY = '-apple-system, "PingFang SC", "Microsoft YaHei", "Noto Sans SC", sans-serif';
export const DEFAULT_PRIMARY_COLOR = '#1677ff';

const hexColorPattern = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

/** The tenant's primary colour when it is a usable hex colour, otherwise the default. */
export function toPrimaryColor(value: string | null | undefined): string {
  const color = value?.trim() ?? '';
  return hexColorPattern.test(color) ? color : DEFAULT_PRIMARY_COLOR;
}

export function buildTheme(primaryColor: string | null | undefined): ThemeConfig {
  return {
    token: {
      colorPrimary: toPrimaryColor(primaryColor),
      fontFamily: FONT_FAMILY,
      borderRadius: 6,
    },
  };
}
