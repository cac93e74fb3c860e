import { StyleContext } from '@ant-design/cssinjs';
import { cleanup, configure } from '@testing-library/react';
import { createElement, useContext } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterAll, afterEach, vi } from 'vitest';
import { answerInlineComputedStyle } from './inline-computed-style';

/*
 * What a web app's component tests need around jsdom, shared by the storefront's and the back office's setup files.
 * Two of these are about speed: a profile of a back-office page test (orders page, 31.7 s of CPU) spent 29 % in antd's
 * CSS-in-JS — 17 % only finding and inserting <style> elements in jsdom's slow live collections — and 7 % printing
 * the whole DOM into the message of every getBy* miss that a waitFor retried.
 */

/**
 * antd's component styles are computed but not written into the document (cssinjs's `mock: 'server'`, its switch for tests,
 * set on the context's default so every render gets it, whatever its wrapper). Nothing a test asserts reads them:
 * `getComputedStyle` answers the inline style only (answerInlineComputedStyle), and antd hides popups inline.
 */
export function keepAntdStylesOutOfTheDocument(): void {
  let defaults: { mock?: 'server' | 'client' } | undefined;
  function ReadDefaults() {
    defaults = useContext(StyleContext);
    return null;
  }
  renderToStaticMarkup(createElement(ReadDefaults));
  if (!defaults) throw new Error('antd cssinjs: no StyleContext default to set');
  defaults.mock = 'server';
}

/**
 * A getBy* miss says what it looked for and the page's text, not the whole DOM pretty-printed: testing-library builds
 * that message on every retry of a waitFor, and a page of antd tables is megabytes of markup. `screen.debug()` prints
 * the DOM when a failing test needs it.
 */
function describeMiss(message: string | null, container: Element | Document | null): Error {
  const root = container && 'body' in container ? container.body : container;
  const text = (root?.textContent ?? '').replace(/\s+/g, ' ').trim();
  const shown = text.length > 1500 ? `${text.slice(0, 1500)}…` : text;
  const error = new Error([message, `Text on the page: ${shown || '(none)'}`].filter(Boolean).join('\n\n'));
  error.name = 'TestingLibraryElementError';
  return error;
}

/** A `matchMedia` whose queries match when `matches(query)` says so (never changing); tests stub it for a phone. */
export function fakeMatchMedia(matches: (query: string) => boolean = () => false) {
  return (query: string): MediaQueryList =>
    ({
      matches: matches(query),
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

/** jsdom has no matchMedia; antd's responsive helpers (breakpoints, grid columns, the sider) need it. */
function addMatchMedia() {
  if (typeof window.matchMedia === 'function') return;
  window.matchMedia = fakeMatchMedia();
}

/** jsdom has no ResizeObserver; antd's Menu, Table, Tabs, Segmented and Upload observe their size. */
function addResizeObserver() {
  if (window.ResizeObserver) return;
  window.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}

/** Expires every cookie of the page (the storefront's language choice travels in one as well as in localStorage). */
function clearCookies(): void {
  for (const entry of document.cookie.split('; ')) {
    const name = entry.split('=')[0];
    // biome-ignore lint/suspicious/noDocumentCookie: jsdom's cookies, cleared between tests
    if (name) document.cookie = `${name}=; max-age=0; path=/`;
  }
}

/**
 * Everything above, plus cleanup after each test (unmounted renders, empty storage and cookies) and each file (stubs, fake
 * timers).
 */
export function setUpWebAppTests(): void {
  // Screens are lazy chunks: on a loaded 2-core machine the first render can take seconds, and a file whose worker has
  // not yet transformed the first page (its modules, antd's) waited over ten seconds on a slow one ("Loading…").
  configure({ asyncUtilTimeout: 20_000, getElementError: describeMiss });
  afterEach(() => {
    cleanup();
    localStorage.clear();
    sessionStorage.clear();
    clearCookies();
  });
  // What a file stubbed ends with the file (fetch, env, fake timers): both web apps run their files one after
  // another in one jsdom and module graph per worker. vitest itself restores vi.spyOn spies after each file.
  afterAll(() => {
    vi.unstubAllGlobals();
    vi.unstubAllEnvs();
    vi.useRealTimers();
  });
  addMatchMedia();
  addResizeObserver();
  // jsdom does not implement scrolling; the storefront scrolls to the top on navigation and restores the list.
  window.scrollTo = (() => {}) as typeof window.scrollTo;
  answerInlineComputedStyle();
  keepAntdStylesOutOfTheDocument();
}
