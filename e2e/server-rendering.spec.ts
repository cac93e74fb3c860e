import type { APIRequestContext, Page } from '@playwright/test';
import { apiTarget, expect, tenantUrl, test } from './fixtures';
import { waitForApp } from './hydration';
import { firstListing } from './listings';

/**
 * The public pages arrive rendered: what a crawler that runs no script reads (the HTML as served), and what a
 * visitor's browser makes of it (hydration without a mismatch, and the page answering clicks).
 */
const HOST = 'localhost';

interface Served {
  status: number;
  html: string;
  /** The markup inside `<div id="root">`. */
  root: string;
  head: string;
}

async function serve(
  request: APIRequestContext,
  pathname: string,
  headers: Record<string, string> = {},
): Promise<Served> {
  const target = apiTarget(HOST, pathname);
  const response = await request.get(target.url, { headers: { ...target.headers, ...headers }, maxRedirects: 0 });
  const html = await response.text();
  const start = html.indexOf('<div id="root">') + '<div id="root">'.length;
  const root = html.slice(start, html.lastIndexOf('</div>', html.indexOf('</body>')));
  const head = html.match(/<head>([\s\S]*)<\/head>/)?.[1] ?? '';
  return { status: response.status(), html, root, head };
}

const meta = (head: string, attribute: 'name' | 'property', key: string) =>
  head.match(new RegExp(`<meta ${attribute}="${key}" content="([^"]*)"`))?.[1];

function structuredData(head: string): { '@type': string; [key: string]: unknown }[] {
  return [...head.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((match) =>
    JSON.parse(match[1] ?? 'null'),
  );
}

/** Every script of the page is external or a data block: nothing inline would run (the CSP allows none). */
function inlineScripts(html: string): string[] {
  return [...html.matchAll(/<script([^>]*)>/g)]
    .map((match) => match[1] ?? '')
    .filter((attributes) => !/\bsrc=/.test(attributes) && !/type="application\/(ld\+)?json"/.test(attributes));
}

/**
 * Runs before the page's own scripts: keeps each `<style>` added to the document, and marks those there when parsing
 * ends (the server's: module scripts only run after that).
 */
function recordInsertedStyles() {
  const added: Node[] = [];
  const served = new WeakSet<Node>();
  new MutationObserver((records) => {
    for (const record of records)
      added.push(...Array.from(record.addedNodes).filter((node) => node.nodeName === 'STYLE'));
  }).observe(document, { childList: true, subtree: true });
  document.addEventListener('readystatechange', () => {
    if (document.readyState !== 'interactive') return;
    for (const style of Array.from(document.querySelectorAll('style'))) served.add(style);
  });
  Object.assign(window, { e2eInsertedStyles: () => added.filter((node) => !served.has(node)) });
}

/**
 * The styles the page's scripts added, as `attributes text…`. Left out: an empty style already gone again, the probe
 * rc-util's updateCSS adds and removes at once to find where styles go (it changes no rule).
 */
async function insertedStyles(page: Page): Promise<string[]> {
  // The effects of the hydration's last commit have run by the next frame.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  return page.evaluate(() =>
    (window as unknown as { e2eInsertedStyles: () => HTMLStyleElement[] })
      .e2eInsertedStyles()
      .filter((style) => style.isConnected || style.textContent !== '')
      .map((style) => {
        const attributes = Array.from(style.attributes, (attribute) => `${attribute.name}="${attribute.value}"`);
        return `${attributes.join(' ')} ${(style.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 100)}`;
      }),
  );
}

test.describe('server-rendered public pages', () => {
  test('the home page, product list and listing detail arrive with their content, head and no inline script', async ({
    request,
  }) => {
    const listing = await firstListing(request, HOST);

    const home = await serve(request, '/');
    expect(home.status).toBe(200);
    expect(home.root).toContain('推荐游戏');
    expect(home.head).toMatch(/<title>星游账号商城<\/title>/);
    expect(meta(home.head, 'name', 'description')).toContain('星游账号商城');
    // On the host the page was asked for (the test asks with `Host: localhost`).
    expect(home.head).toContain(`<link rel="canonical" href="http://${HOST}/" />`);

    const list = await serve(request, '/pages/goodList?gameId=1&sort=price_asc');
    expect(list.status).toBe(200);
    expect(list.head).toMatch(/<title>王者荣耀账号出售 - 星游账号商城<\/title>/);
    // The canonical address is the game's list, without the view's sort or filters.
    expect(list.head).toContain(`/pages/goodList?gameId=1" />`);
    const crumbs = structuredData(list.head).find((data) => data['@type'] === 'BreadcrumbList');
    expect(crumbs?.itemListElement).toHaveLength(3);

    const detail = await serve(request, `/pages/detail/index?id=${listing.id}`);
    expect(detail.status).toBe(200);
    expect(detail.root).toContain(listing.title.replace(/&/g, '&amp;'));
    expect(meta(detail.head, 'property', 'og:type')).toBe('product');
    expect(meta(detail.head, 'property', 'og:image')).toMatch(/^http:\/\/.+\/uploads\//);
    const product = structuredData(detail.head).find((data) => data['@type'] === 'Product') as unknown as {
      name: string;
      offers: { price: string; priceCurrency: string; availability: string };
    };
    expect(product.name).toBe(listing.title);
    expect(product.offers).toMatchObject({
      priceCurrency: 'CNY',
      availability: 'https://schema.org/InStock',
      price: (listing.price / 100).toFixed(2),
    });

    for (const page of [home, list, detail]) {
      expect(inlineScripts(page.html)).toEqual([]);
      expect(page.head).toContain('<script type="application/json" id="ssr-data">');
    }
  });

  test('notices, a notice, the introduction and the privacy agreement are rendered too', async ({ request }) => {
    const notices = await serve(request, '/pages/other/gonggao');
    expect(notices.status).toBe(200);
    const firstNotice = notices.root.match(/href="\/pages\/other\/newsDetail\?id=(\d+)"/)?.[1];
    expect(firstNotice, 'the notices list links its notices').toBeTruthy();
    const notice = await serve(request, `/pages/other/newsDetail?id=${firstNotice}`);
    expect(notice.status).toBe(200);
    expect(meta(notice.head, 'property', 'og:type')).toBe('article');
    for (const pathname of [
      '/pages/other/jieshao',
      '/pages/login/yinsixyNoTitle',
      '/pages/accountOrder?pageType=buy',
    ]) {
      const page = await serve(request, pathname);
      expect(page.status, pathname).toBe(200);
      expect(page.head, pathname).toContain('id="ssr-data"');
      expect(page.root.length, pathname).toBeGreaterThan(1000);
    }
  });

  test('a listing that does not exist answers 404 and is kept out of search engines; signed-in pages stay in the browser', async ({
    request,
  }) => {
    const missing = await serve(request, '/pages/detail/index?id=987654321');
    expect(missing.status).toBe(404);
    expect(meta(missing.head, 'name', 'robots')).toBe('noindex');
    const orders = await serve(request, '/pages/other/orderList');
    expect(orders.status).toBe(200);
    expect(orders.root).toBe('');
    expect(orders.head).not.toContain('id="ssr-data"');
    // Still described, like the login page: no page lacks a description.
    for (const page of [orders, await serve(request, '/pages/login')]) {
      expect(meta(page.head, 'name', 'description')).toContain('星游账号商城');
    }
  });

  test('the page is in the language the visitor chose (its cookie), else the shop’s', async ({ request }) => {
    const chinese = await serve(request, '/');
    expect(chinese.html).toContain('<html lang="zh-CN">');
    expect(chinese.root).toContain('首页');
    const english = await serve(request, '/', { cookie: 'language=en-US' });
    expect(english.html).toContain('<html lang="en-US">');
    expect(english.root).toContain('Home');
    expect(meta(english.head, 'property', 'og:locale')).toBe('en_US');
    // A cookie that is not a language is ignored.
    const unknown = await serve(request, '/', { cookie: 'language=xx-XX' });
    expect(unknown.html).toContain('<html lang="zh-CN">');
  });

  test('the phone layout is rendered for a phone', async ({ request }) => {
    const phone = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';
    const desktop = await serve(request, '/pages/goodList?gameId=1');
    const mobile = await serve(request, '/pages/goodList?gameId=1', { 'user-agent': phone });
    // The phone layout keeps the filters behind a button; the desktop one shows them inline.
    expect(mobile.root).toContain('筛选');
    expect(mobile.root.length).not.toBe(desktop.root.length);
  });

  test('a server-rendered page hydrates without a mismatch and answers at once', async ({
    page,
    consoleErrors,
    request,
  }) => {
    const pageErrors: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));
    // The listing's own title stays once the page has hydrated (the browser does not replace it with the route's).
    const listing = await firstListing(request, HOST);
    await page.goto(tenantUrl(HOST, `/pages/detail/index?id=${listing.id}`));
    await expect(page).toHaveTitle(`${listing.title} - 星游账号商城`);
    // The page names the route branch it was rendered with (the browser loads those routes' code without matching).
    const routeIds = await page.evaluate(
      () => JSON.parse(document.getElementById('ssr-data')?.textContent ?? '{}').routeIds as unknown,
    );
    expect(routeIds).toEqual(['0', '0-0', expect.stringMatching(/^0-0-\d+$/)]);
    await page.goto(tenantUrl(HOST, '/pages/goodList?gameId=1'));
    await expect(page.getByRole('heading', { name: '王者荣耀', level: 1 })).toBeVisible();
    // A sort button works once hydrated: the address follows it.
    await page.getByRole('button', { name: '价格' }).first().click();
    await expect(page).toHaveURL(/sort=price_/);
    expect(pageErrors).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });

  test('hydrating keeps the styles the server wrote: no second copy of any, and no style inserted', async ({
    page,
    request,
  }) => {
    await page.addInitScript(recordInsertedStyles);
    const listing = await firstListing(request, HOST);
    for (const pathname of ['/', '/pages/goodList?gameId=1', `/pages/detail/index?id=${listing.id}`]) {
      await page.goto(tenantUrl(HOST, pathname));
      await waitForApp(page);
      const styles = await page.evaluate(() =>
        Array.from(document.querySelectorAll('head style'), (style) => ({
          id: style.getAttribute('data-css-hash') ?? '',
          text: style.textContent ?? '',
        })),
      );
      // The theme's CSS variables (antd's 12 KB block) were written again by the browser under another name: a
      // restyle of the whole page while it hydrated.
      const twice = styles.filter((style, index) => styles.findIndex((other) => other.text === style.text) !== index);
      expect(twice.map((style) => `${pathname}: ${style.id} ${style.text.slice(0, 60)}`)).toEqual([]);
      expect(styles.some((style) => style.text.includes('--ant-color-primary:'))).toBe(true);
      // Every style the page needs came with it, so hydrating adds none (each one added is a restyle of the whole
      // page): @ant-design/icons added its own copy of the icons' rules (`rc-util-key="@ant-design-icons"`), which
      // antd's style `.anticon{…}` from the server already holds.
      expect(await insertedStyles(page), pathname).toEqual([]);
    }
  });

  test('in English and on a phone, hydration matches too', async ({ browser }) => {
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      isMobile: true,
      userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148',
    });
    await context.addCookies([{ name: 'language', value: 'en-US', url: tenantUrl(HOST, '/') }]);
    const page = await context.newPage();
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
    });
    await page.goto(tenantUrl(HOST, '/'));
    await waitForApp(page);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
    await expect(page.getByRole('heading', { name: 'Recommended games' })).toBeVisible();
    await page.goto(tenantUrl(HOST, '/pages/goodList?gameId=1'));
    await waitForApp(page);
    await page.getByRole('button', { name: /Filters/ }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(problems).toEqual([]);
    await context.close();
  });
});
