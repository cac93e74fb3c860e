/**
 * Makes jsdom's `getComputedStyle` answer an element's inline style instead of computing the cascade. jsdom walks
 * every stylesheet on each call, and antd's CSS-in-JS adds hundreds, so a page test spent more than half its time
 * there (an orders-page test file: 49 s → 22 s without it). jsdom has no layout, so nothing real is lost: what antd
 * reads back is what it set inline, and hidden popups and drawers stay hidden (antd hides them with an inline
 * `display: none`). Component tests therefore do not assert visibility that only a stylesheet decides (the apps' CSS
 * modules are not loaded in tests anyway). Both web apps' test setups use it.
 */
export function answerInlineComputedStyle(): void {
  const empty = document.createElement('div').style;
  window.getComputedStyle = ((element: Element) =>
    (element as HTMLElement).style ?? empty) as typeof window.getComputedStyle;
}
