import hash from '@emotion/hash';

/**
 * The theme's CSS variables (antd's `.css-var-…{--ant-…}` block, 12 KB) in the server's markup, named as the browser
 * looks for them. @ant-design/cssinjs 2.x extracts that style under the token's own key, while the browser's
 * registration looks for a hash of `css-var-<theme key>`: finding none, it inserted a second copy of the same block
 * while the page hydrated, and the browser restyled the whole page for it. The block's text is the same either way;
 * only its `data-css-hash` changes here (a component's variables, `.css-var-….ant-carousel{…}`, already match).
 */
const THEME_VARIABLES_STYLE = /(<style[^>]*\sdata-token-hash="([^"]+)"[^>]*\sdata-css-hash=")[^"]*(">\.\2\{)/g;

export function nameThemeStyleForTheBrowser(styles: string): string {
  return styles.replace(
    THEME_VARIABLES_STYLE,
    (_match, opening: string, themeKey: string, content: string) =>
      `${opening}${hash(`css-var-${themeKey}`)}${content}`,
  );
}
