import { AsyncLocalStorage } from 'node:async_hooks';
import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { type BootData, type Locale, localeSchema } from '@gs/shared/tenant';
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import { escapeHtml } from '../lib/escape-html.ts';
import type { RenderedPage } from '../plugins/web-apps.ts';

/** What the storefront's server build (`apps/storefront/src/entry-server.tsx`) answers for a page. */
type RenderResult =
  | {
      kind: 'page';
      status: number;
      title: string;
      head: string;
      body: string;
      timing: { data: number; render: number; head: number };
    }
  | { kind: 'redirect'; status: number; location: string }
  | { kind: 'client'; head?: string };

interface RenderRequest {
  url: string;
  language: Locale;
  mobile: boolean;
  boot: BootData;
}

interface SsrModule {
  /** Resolves once the renderer has loaded what its pages need. */
  createRenderer(options: { fetch: typeof fetch }): Promise<(request: RenderRequest) => Promise<RenderResult>>;
}

const PHONE_AGENT = /Mobi|Android|iPhone|iPod|HarmonyOS/i;
const LANGUAGE_COOKIE = /(?:^|;\s*)language=([^;]+)/;

/** The visitor's language choice from its cookie (set by the storefront's language switch), when valid. */
export function chosenLanguage(cookieHeader: string | undefined): Locale | null {
  const raw = cookieHeader ? LANGUAGE_COOKIE.exec(cookieHeader)?.[1] : undefined;
  const parsed = localeSchema.safeParse(raw);
  return parsed.success ? parsed.data : null;
}

interface RenderScope {
  host: string;
  ip: string;
}

function toHeaders(raw: Record<string, string | string[] | number | undefined>): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(raw)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [String(value)]) headers.append(name, item);
  }
  return headers;
}

/**
 * An in-process API answer whose body is already in hand: `text()` and `json()` give it without the web stream a
 * Response built from a body pipes it through (the storefront's request client reads every answer as text).
 */
function injectedResponse(body: string, init: ResponseInit): Response {
  return Object.assign(new Response(null, init), {
    text: async () => body,
    json: async () => JSON.parse(body) as unknown,
  });
}

/**
 * A `Server-Timing` header's value (shown in the browser's network panel and read by the SSR benchmark): where the
 * render spent its time, in milliseconds.
 */
function serverTiming(timing: { data: number; render: number; head: number }): string {
  return (['data', 'render', 'head'] as const).map((phase) => `${phase};dur=${timing[phase].toFixed(1)}`).join(', ');
}

/**
 * The server-rendered storefront pages: the storefront's server build, loaded on the first page request, renders
 * the public pages with their data; it reaches the API in process (`app.inject`), as the visitor would (same host,
 * address and language, no session). Anything else, a missing build, a failure or a slow render answers null: the
 * client-rendered page is served instead, never a blank page or a 500.
 */
export function createStorefrontPages(options: {
  entry: string;
  app: FastifyInstance;
  log: FastifyBaseLogger;
  /** A render that takes longer is abandoned for the client-rendered page. */
  timeoutMs: number;
}) {
  const scope = new AsyncLocalStorage<RenderScope>();
  const inProcessFetch: typeof fetch = async (input, init) => {
    const current = scope.getStore();
    if (!current) throw new Error('an API call outside a server render');
    const url =
      typeof input === 'string' ? input : input instanceof URL ? `${input.pathname}${input.search}` : input.url;
    const headers: Record<string, string> = {};
    new Headers(init?.headers).forEach((value, name) => {
      headers[name] = value;
    });
    headers.host = current.host;
    const response = await options.app.inject({
      method: (init?.method ?? 'GET') as 'GET',
      url,
      headers,
      payload: typeof init?.body === 'string' ? init.body : undefined,
      remoteAddress: current.ip,
    });
    const body = response.statusCode === 204 || response.statusCode === 304 ? '' : response.body;
    return injectedResponse(body, { status: response.statusCode, headers: toHeaders(response.headers) });
  };

  let renderer: Promise<((request: RenderRequest) => Promise<RenderResult>) | null> | null = null;
  const loadRenderer = () => {
    renderer ??= (async () => {
      if (!existsSync(options.entry)) {
        options.log.info({ entry: options.entry }, 'no storefront server build: pages are rendered in the browser');
        return null;
      }
      const module = (await import(pathToFileURL(options.entry).href)) as SsrModule;
      return module.createRenderer({ fetch: inProcessFetch });
    })().catch((error: unknown) => {
      options.log.error(
        { err: error },
        'the storefront server build failed to load: pages are rendered in the browser',
      );
      return null;
    });
    return renderer;
  };

  /** The page for `request` server-rendered into `html` (the storefront's index.html with its boot data), or null. */
  return async function renderPage(
    html: string,
    request: FastifyRequest,
    boot: BootData,
    language: Locale,
  ): Promise<RenderedPage | null> {
    const render = await loadRenderer();
    if (!render) return null;
    const host = request.headers.host ?? '';
    const url = `${request.protocol}://${host}${request.url}`;
    const mobile = PHONE_AGENT.test(request.headers['user-agent'] ?? '');
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<'timeout'>((resolve) => {
      timer = setTimeout(() => resolve('timeout'), options.timeoutMs);
    });
    try {
      const result = await Promise.race([
        scope.run({ host, ip: request.ip }, () => render({ url, language, mobile, boot })),
        timeout,
      ]);
      if (result === 'timeout') {
        request.log.warn({ path: request.url.split('?')[0] }, 'server render timed out: page rendered in the browser');
        return null;
      }
      if (result.kind === 'client') {
        return result.head ? { html: html.replace('</head>', `${result.head}</head>`), status: 200 } : null;
      }
      if (result.kind === 'redirect') return { redirect: result.location, status: result.status };
      const page = html
        .replace(/<html lang="[^"]*">/, `<html lang="${language}">`)
        .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(result.title)}</title>`)
        .replace('</head>', `${result.head}</head>`)
        .replace('<div id="root"></div>', `<div id="root">${result.body}</div>`);
      return { html: page, status: result.status, serverTiming: serverTiming(result.timing) };
    } catch (error) {
      request.log.warn(
        { err: error, path: request.url.split('?')[0] },
        'server render failed: page rendered in the browser',
      );
      return null;
    } finally {
      clearTimeout(timer);
    }
  };
}
