import { answerInlineComputedStyle } from '@gs/web/test/inline-computed-style';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { loadLanguage } from '../lib/i18n';

// Messages load per language on demand in the app; tests switch languages freely, so load both up front.
await Promise.all([loadLanguage('zh-CN'), loadLanguage('en-US')]);

// Screens are lazy chunks: on a loaded 2-core machine the first render can take seconds.
configure({ asyncUtilTimeout: 10_000 });

afterEach(() => {
  cleanup();
  localStorage.clear();
});

// jsdom has no matchMedia; antd's responsive helpers (the sider's breakpoint, grid columns) need it.
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

// jsdom has no ResizeObserver; antd's Menu and Table observe their size.
if (!window.ResizeObserver) {
  window.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}

// Styles from the inline style only: the cascade over antd's stylesheets made every render slow (see the helper).
answerInlineComputedStyle();
