import { accessibleShade } from './contrast';

/**
 * The shop's primary colour as the pages use it. Apart from theme.ts (antd's theme) so the storefront's frame can
 * colour itself before antd and its colour library load.
 */
export const DEFAULT_PRIMARY_COLOR = '#1677ff';

const hexColorPattern = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

/** The tenant's primary colour when it is a usable hex colour, otherwise the default. */
export function toPrimaryColor(value: string | null | undefined): string {
  const color = value?.trim() ?? '';
  return hexColorPattern.test(color) ? color : DEFAULT_PRIMARY_COLOR;
}

/**
 * The shop's colour as the pages use it for text and behind white text: the shop's own colour when it reads at WCAG
 * AA (4.5:1) on white and the grey page, else its nearest darker shade that does (antd's #1677ff, 4.1:1 under white
 * text, becomes a slightly deeper blue).
 */
export function toAccessiblePrimaryColor(value: string | null | undefined): string {
  return accessibleShade(toPrimaryColor(value));
}
