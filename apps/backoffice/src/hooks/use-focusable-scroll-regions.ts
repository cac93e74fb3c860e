import { useEffect } from 'react';

/** A table's sideways-scrolling body (antd's, on a phone every table has one). */
const SCROLL_REGION = '.ant-table-content, .ant-table-body';
const FOCUSABLE = 'a[href], button, input, select, textarea, [tabindex]:not([tabindex="-1"])';

/**
 * Makes each table body that scrolls sideways and holds nothing focusable a tab stop, so a keyboard user can scroll
 * it with the arrow keys (WCAG 2.1.1); antd gives its scroll container no tabindex. Watches the page, since tables
 * come and go with the route and their data.
 */
export function useFocusableScrollRegions(): void {
  useEffect(() => {
    const sync = () => {
      for (const region of document.querySelectorAll<HTMLElement>(SCROLL_REGION)) {
        const scrolls = region.scrollWidth > region.clientWidth || region.scrollHeight > region.clientHeight;
        const needsStop = scrolls && !region.querySelector(FOCUSABLE);
        if (needsStop && !region.hasAttribute('tabindex')) region.tabIndex = 0;
        else if (!needsStop && region.getAttribute('tabindex') === '0') region.removeAttribute('tabindex');
      }
    };
    let frame = 0;
    const schedule = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(sync);
    };
    const observer = new MutationObserver(schedule);
    observer.observe(document.body, { subtree: true, childList: true });
    window.addEventListener('resize', schedule);
    schedule();
    return () => {
      cancelAnimationFrame(frame);
      observer.disconnect();
      window.removeEventListener('resize', schedule);
    };
  }, []);
}
