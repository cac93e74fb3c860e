import { answerInlineComputedStyle } from '@gs/web/test/inline-computed-style';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { loadLanguage } from '../lib/i18n';

// Messages load per language on demand in the app; tests switch languages freely, so load both up front.
await Promise.all([loadLanguage('zh-CN'), loadLanguage('en-US')]);

// Pages and antd's core are lazy chunks; the first import of one in a test file can take more than a second.
// Pages are lazy chunks: on a loaded 2-core CI machine the first render can take seconds.
configure({ asyncUtilTimeout: 10_000 });

afterEach(() => {
  cleanup();
  localStorage.clear();
});

// jsdom has no matchMedia; antd's responsive helpers need it.
if (!window.matchMedia) {
  window.matchMedia = (query: string): MediaQueryList =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

// jsdom has no ResizeObserver; antd's Tabs, Segmented and Upload observe their size.
if (!window.ResizeObserver) {
  window.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}

// jsdom does not implement scrolling; the frame scrolls to the top on navigation and restores the product list.
window.scrollTo = (() => {}) as typeof window.scrollTo;

// Styles from the inline style only: the cascade over antd's stylesheets made every render slow (see the helper).
answerInlineComputedStyle();
