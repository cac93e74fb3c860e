import { type BrowserContext, test as base, expect, type Page } from '@playwright/test';
import { apiSession, DEMO_PASSWORD, DEMO_USERS, type DemoUser, type Session } from './accounts';
import { AxeWatcher } from './axe';
import { waitForAppOnLoads } from './hydration';
import { registerSellerByApi } from './listings';
import { tenantOrigin } from './urls';

export { apiTarget, tenantUrl } from './urls';

/** The two web apps and the localStorage keys each keeps its session and language under. */
export type WebApp = 'storefront' | 'backoffice';
const APP_KEYS: Record<WebApp, { token: string; userInfo: string; language: string }> = {
  storefront: { token: 'token', userInfo: 'userInfo', language: 'language' },
  backoffice: { token: 'backoffice.token', userInfo: 'backoffice.userInfo', language: 'backoffice.language' },
};
export type Language = 'en-US' | 'zh-CN';

/** A demo user signed in on a tenant's storefront or back office before the test's first page opens. */
export interface SignedIn {
  host: string;
  as: DemoUser;
  app: WebApp;
  /** The app's language, stored as if the user had picked it. */
  language?: Language;
}

/** Demo users' sessions, each logged in once per worker through the API and shared by the worker's tests. */
export interface DemoSessions {
  of(host: string, user: DemoUser): Promise<Session>;
}

/** Sellers of the worker's own (registered through the API, real-name level two), one per tenant. */
export interface WorkerSellers {
  of(host: string): Promise<Session & { phone: string }>;
}

/**
 * Signs a page's browser context in as `session` on the host's app: the app finds the session where its own login
 * leaves it. Only the first page load of each tab writes it, so a logout in the test stays a logout.
 */
export async function signIn(
  context: BrowserContext | Page,
  host: string,
  session: Session,
  app: WebApp = 'storefront',
  language?: Language,
) {
  const target = 'context' in context ? context.context() : context;
  await target.addInitScript(
    ({ origin, keys, token, userInfo, language }) => {
      const marker = `e2e.signedIn.${keys.token}`;
      if (location.origin !== origin || sessionStorage.getItem(marker)) return;
      sessionStorage.setItem(marker, '1');
      localStorage.setItem(keys.token, token);
      localStorage.setItem(keys.userInfo, userInfo);
      if (language) localStorage.setItem(keys.language, language);
    },
    {
      origin: tenantOrigin(host),
      keys: APP_KEYS[app],
      token: session.token,
      userInfo: JSON.stringify(session.userInfo),
      language,
    },
  );
}

export const test = base.extend<
  { consoleErrors: string[]; accessibility: undefined; signedIn: { sessions: SignedIn[] } },
  { demoSessions: DemoSessions; workerSellers: WorkerSellers; axeScanned: Set<string> }
>({
  /**
   * Demo users to start signed in as (`test.use({ signedIn: { sessions: [...] } })`): their sessions are in the
   * storage state. An object, not a bare array: `test.use` reads an array of two as a fixture and its options.
   */
  signedIn: [{ sessions: [] }, { option: true }],

  demoSessions: [
    async ({ playwright }, use) => {
      const request = await playwright.request.newContext();
      const sessions = new Map<string, Promise<Session>>();
      await use({
        of(host, user) {
          const key = `${host} ${user}`;
          let session = sessions.get(key);
          if (!session) {
            session = apiSession(request, host, DEMO_USERS[user], DEMO_PASSWORD);
            sessions.set(key, session);
          }
          return session;
        },
      });
      await request.dispose();
    },
    { scope: 'worker' },
  ],

  workerSellers: [
    async ({ playwright, demoSessions }, use) => {
      const request = await playwright.request.newContext();
      const sellers = new Map<string, Promise<Session & { phone: string }>>();
      await use({
        of(host) {
          let seller = sellers.get(host);
          if (!seller) {
            seller = demoSessions
              .of(host, 'operator')
              .then((operator) => registerSellerByApi(request, host, operator.token, DEMO_PASSWORD));
            sellers.set(host, seller);
          }
          return seller;
        },
      });
      await request.dispose();
    },
    { scope: 'worker' },
  ],

  storageState: async ({ signedIn, demoSessions, storageState }, use) => {
    if (signedIn.sessions.length === 0) {
      await use(storageState);
      return;
    }
    const origins = new Map<string, { name: string; value: string }[]>();
    for (const { host, as, app, language } of signedIn.sessions) {
      const session = await demoSessions.of(host, as);
      const keys = APP_KEYS[app];
      const items = origins.get(tenantOrigin(host)) ?? [];
      items.push({ name: keys.token, value: session.token });
      items.push({ name: keys.userInfo, value: JSON.stringify(session.userInfo) });
      if (language) items.push({ name: keys.language, value: language });
      origins.set(tenantOrigin(host), items);
    }
    await use({ cookies: [], origins: [...origins].map(([origin, localStorage]) => ({ origin, localStorage })) });
  },

  /** The test's page: its goto and reload return once a server-rendered page has hydrated (clicks reach React). */
  page: async ({ page }, use) => {
    waitForAppOnLoads(page);
    await use(page);
  },

  /** Fails a test on any console error or warning, or CSP violation, the page reports (React's, antd's, the router's…). */
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        // A 4xx answer is the API refusing bad input (shown to the user); the browser logs it as an error anyway.
        const expectedRefusal = /^Failed to load resource: the server responded with a status of 4\d\d/.test(
          message.text(),
        );
        const type = message.type();
        if ((type === 'error' || type === 'warning') && !expectedRefusal) {
          errors.push(`${type}: ${message.text()} (${page.url()})`);
        }
      });
      page.on('pageerror', (error) => errors.push(error.message));
      await use(errors);
      expect(errors, 'console errors and warnings').toEqual([]);
    },
    { auto: true },
  ],

  /** Pages (shop host, path, language) this worker has already scanned with axe: each is scanned once per run. */
  axeScanned: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixtures a fixture needs from this pattern.
    async ({}, use) => {
      await use(new Set());
    },
    { scope: 'worker' },
  ],

  /**
   * Fails a test on any serious or critical axe-core violation on a page it visits (every tab of its context): each
   * page (shop, path, language) is scanned once per worker, settled, before the test's next action on it or at its
   * end; moderate and minor findings are listed as annotations. E2E_AXE_DEBUG=1 prints each scan and its cost.
   */
  accessibility: [
    async ({ page, context, axeScanned }, use, testInfo) => {
      const watchers = new Map<Page, AxeWatcher>([[page, new AxeWatcher(page, axeScanned)]]);
      context.on('page', (opened) => {
        if (!watchers.has(opened)) watchers.set(opened, new AxeWatcher(opened, axeScanned));
      });
      await use(undefined);
      const passing = testInfo.status === testInfo.expectedStatus;
      if (passing) await Promise.all([...watchers.values()].map((watcher) => watcher.scanCurrentPage()));
      if (process.env.E2E_AXE_DEBUG) {
        const spent = [...watchers.values()].reduce((sum, watcher) => sum + watcher.spentMs, 0);
        console.log(`[axe] ${testInfo.title}: ${spent} ms settling and scanning`);
      }
      const failures = [...watchers.values()].flatMap((watcher) => watcher.failures);
      for (const note of [...watchers.values()].flatMap((watcher) => watcher.notes)) {
        testInfo.annotations.push({ type: 'axe (moderate or minor)', description: note });
      }
      expect(failures.join('\n\n'), 'serious or critical accessibility violations (axe-core)').toBe('');
    },
    { auto: true },
  ],
});

export { expect };
