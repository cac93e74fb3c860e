// Must stay the first import: it configures zod before any shared schema is built.
import './lib/zod-config';
import { createCache, extractStyle, StyleProvider } from '@ant-design/cssinjs';
import { type BootData, DECORATION_PREVIEW_PARAM, type Locale, locales } from '@gs/shared/tenant';
import { dehydrate, QueryClient } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { I18nextProvider } from 'react-i18next';
import {
  createStaticHandler,
  createStaticRouter,
  matchRoutes,
  type RouteObject,
  StaticRouterProvider,
} from 'react-router';
import { AppProviders } from './app/providers';
import { isServerRendered } from './app/route-meta';
import { routes } from './app/router';
import { withLanguage } from './app/ssr/language-gate';
import { pageHead, shellHead } from './app/ssr/page-head';
import { renderToHtml } from './app/ssr/render-to-html';
import { i18nForRenders, memoizeLanguageHierarchy } from './app/ssr/server-i18n';
import { SSR_DATA_ELEMENT_ID, type SsrData } from './app/ssr/ssr-data';
import { nameThemeStyleForTheBrowser } from './app/ssr/theme-style-id';
import { ViewportHintContext } from './hooks/use-is-mobile';
import { i18n, loadLanguage } from './lib/i18n';
import type { PageRenderContext } from './lib/page-prefetch';
import { setServerFetch } from './lib/server-fetch';
import { tenantKeys } from './lib/tenant-keys';

export interface RenderRequest {
  /** The page's absolute address on the shop's own host (`https://shop.example/pages/goodList?gameId=1`). */
  url: string;
  language: Locale;
  /** Whether the visitor's browser is a phone's (its user agent): the page renders the phone layout. */
  mobile: boolean;
  /** The shop and its home decoration in `language` (the page's boot data). */
  boot: BootData;
}

export interface RenderTiming {
  data: number;
  render: number;
  head: number;
}

export type RenderResult =
  /**
   * `title` is the page's (plain text), `head` goes before `</head>`, `body` inside `<div id="root">`; `timing` is
   * where the render spent its milliseconds: the route's data (its API calls), React's markup, the head (antd's
   * styles, the SEO tags and the data for hydration).
   */
  | { kind: 'page'; status: number; title: string; head: string; body: string; timing: RenderTiming }
  | { kind: 'redirect'; status: number; location: string }
  /**
   * Not a page the server renders (logged-in pages, a decoration preview): serve the client-rendered shell, with
   * `head` (its description) before `</head>` when given.
   */
  | { kind: 'client'; head?: string };

/** JSON inside a non-executable script element: `<` escaped so that no value can close it. */
function jsonBlock(id: string, value: unknown): string {
  return `<script type="application/json" id="${id}">${JSON.stringify(value).replace(/</g, '\\u003c')}</script>`;
}

type StyleCache = ReturnType<typeof createCache>;

/**
 * antd's styles of one page kind in one shop's colours, kept across renders: antd derives its theme tokens and
 * writes each component's styles once per cache, so a cache per request did that work on every page. The page
 * carries what the cache holds: the styles of the components this page kind has rendered so far (a superset of
 * this render's), extracted again only when a render added some.
 */
const styleCaches = new Map<string, { cache: StyleCache; extract: () => string }>();

function styleCacheOf(matches: readonly { route: { id: string } }[], primaryColor: string) {
  const key = `${matches.at(-1)?.route.id ?? ''} ${primaryColor}`;
  let entry = styleCaches.get(key);
  if (!entry) {
    const cache = createCache();
    let extracted = { size: -1, css: '' };
    const extract = () => {
      if (cache.cache.size !== extracted.size) {
        extracted = { size: cache.cache.size, css: nameThemeStyleForTheBrowser(extractStyle(cache)) };
      }
      return extracted.css;
    };
    entry = { cache, extract };
    styleCaches.set(key, entry);
  }
  return entry;
}

// Paths seen, and whether their page is rendered here: react-router flattens and ranks every route on each match.
const serverRenderedPaths = new Map<string, boolean>();

function rendersOnServer(pathname: string): boolean {
  let rendered = serverRenderedPaths.get(pathname);
  if (rendered === undefined) {
    const matched = matchRoutes(routes as RouteObject[], pathname);
    rendered = matched !== null && isServerRendered(matched);
    if (serverRenderedPaths.size >= 1000) serverRenderedPaths.clear();
    serverRenderedPaths.set(pathname, rendered);
  }
  return rendered;
}

function serverQueryClient(): QueryClient {
  // One render, one attempt: a failing call is left for the browser to retry.
  return new QueryClient({ defaultOptions: { queries: { retry: false } } });
}

/** Every route a page's render can reach, flattened. */
function allRoutes(list: readonly RouteObject[]): RouteObject[] {
  return list.flatMap((route) => [route, ...allRoutes(route.children ?? [])]);
}

/**
 * Loads what the first renders would otherwise load one by one: the server-rendered pages' modules, both
 * languages' messages and antd's frame.
 */
async function warmUp(): Promise<void> {
  const pages = allRoutes(routes).filter((route) => isServerRendered([{ route }]) && typeof route.lazy === 'function');
  await Promise.all([
    ...pages.map((route) => (route.lazy as () => Promise<unknown>)()),
    ...locales.map((language) => loadLanguage(language)),
    import('./app/antd-root'),
  ]);
  memoizeLanguageHierarchy(i18n);
}

/**
 * The storefront's server renderer. `fetch` answers the API in process for the request being rendered (the server
 * hands one that knows the request's host, language and address). Rendered to completion before anything is sent
 * (prerender): the markup has no inline script, so the page keeps its CSP; the data the render read goes along in
 * a JSON block for the browser's hydration.
 */
export async function createRenderer(options: { fetch: typeof fetch }) {
  setServerFetch(options.fetch);
  const handler = createStaticHandler(routes);
  await warmUp();
  const rendersI18n = i18nForRenders(i18n);

  return async function render(request: RenderRequest): Promise<RenderResult> {
    const url = new URL(request.url);
    if (url.searchParams.has(DECORATION_PREVIEW_PARAM)) return { kind: 'client' };
    if (!rendersOnServer(url.pathname)) {
      return withLanguage(request.language, async () => ({ kind: 'client', head: shellHead(request.boot.tenant) }));
    }

    return withLanguage(request.language, async () => {
      const queryClient = serverQueryClient();
      queryClient.setQueryData(tenantKeys.info(), request.boot.tenant);
      queryClient.setQueryData(tenantKeys.decoration(), request.boot.decoration);
      const requestContext: PageRenderContext = { queryClient, tenant: request.boot.tenant };
      const started = performance.now();
      const context = await handler.query(new Request(url), { requestContext });
      const loaded = performance.now();
      if (context instanceof Response) {
        return { kind: 'redirect', status: context.status, location: context.headers.get('location') ?? '/' };
      }
      const router = createStaticRouter(handler.dataRoutes, context);
      const styles = styleCacheOf(context.matches, request.boot.tenant.primaryColor);
      const cache = styles.cache;
      const body = await renderToHtml(
        <StrictMode>
          <StyleProvider cache={cache}>
            <I18nextProvider i18n={rendersI18n}>
              <ViewportHintContext value={request.mobile}>
                <AppProviders queryClient={queryClient}>
                  <StaticRouterProvider router={router} context={context} hydrate={false} />
                </AppProviders>
              </ViewportHintContext>
            </I18nextProvider>
          </StyleProvider>
        </StrictMode>,
      );
      const rendered = performance.now();
      const page = pageHead({ url, matches: context.matches, queryClient, tenant: request.boot.tenant });
      const data: SsrData = {
        language: request.language,
        mobile: request.mobile,
        queries: dehydrate(queryClient),
        routeIds: context.matches.map((match) => match.route.id),
      };
      const head = page.html + styles.extract() + jsonBlock(SSR_DATA_ELEMENT_ID, data);
      const timing = { data: loaded - started, render: rendered - loaded, head: performance.now() - rendered };
      return { kind: 'page', status: page.notFound ? 404 : context.statusCode, title: page.title, head, body, timing };
    });
  };
}
