import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** Impacts that fail a journey; moderate and minor findings are only listed beside the test (annotations). */
const FAILING_IMPACTS: ReadonlySet<string> = new Set(['serious', 'critical']);

type AxeResults = Awaited<ReturnType<AxeBuilder['analyze']>>;

/** How long the page must stay still (no DOM change, no finite animation, no request in flight) before a scan. */
const QUIET_MS = 200;
/** A page that does not settle within this (a polling list, a countdown) is scanned as it is then. */
const SETTLE_LIMIT_MS = 3_000;

/** One page's identity for "scan once": the shop's host, the path (ids as :id) and the page's language. */
async function pageKey(page: Page): Promise<string | null> {
  const url = new URL(page.url());
  if (!url.protocol.startsWith('http')) return null;
  const lang = await page.evaluate(() => document.documentElement.lang || '?');
  // A listing's number or a payment's token names one instance of a page, not another page.
  const path = url.pathname.replace(/\/(?:\d+|[0-9a-f]{16,})(?=\/|$)/gi, '/:id');
  return `${url.hostname}${path} [${lang}]`;
}

/**
 * A violation as lines a reader can act on: impact, rule and page, then each distinct failure (the same colours on
 * forty cards are one line) with how many elements have it and the first one's selector.
 */
function describe(key: string, violation: AxeResults['violations'][number]): string {
  const groups = new Map<string, { selector: string; count: number }>();
  for (const node of violation.nodes) {
    const why = (node.failureSummary ?? '')
      .replace(/^Fix (any|all) of the following:\s*/, '')
      .replace(/\s*\n\s*/g, ' ');
    const group = groups.get(why);
    if (group) group.count++;
    else groups.set(why, { selector: node.target.join(' '), count: 1 });
  }
  const lines = [...groups]
    .slice(0, 8)
    .map(([why, { selector, count }]) => `    ${selector}${count > 1 ? ` (+${count - 1} alike)` : ''} — ${why}`);
  if (groups.size > 8) lines.push(`    … and ${groups.size - 8} more kinds`);
  return [`${violation.impact} ${violation.id} on ${key}: ${violation.help}`, ...lines].join('\n');
}

/**
 * Waits in the page until it has been still for QUIET_MS: no DOM mutation and no running finite animation (antd's
 * fades would read as low contrast mid-way; a skeleton's endless shimmer does not count). Answers false when the
 * page did not settle in time.
 */
function settleInPage({ quietMs, limitMs }: { quietMs: number; limitMs: number }): Promise<boolean> {
  return new Promise((resolve) => {
    const start = performance.now();
    let last = start;
    const observer = new MutationObserver(() => {
      last = performance.now();
    });
    observer.observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
    const tick = () => {
      const now = performance.now();
      const animating = document
        .getAnimations()
        .some(
          (animation) => animation.playState === 'running' && animation.effect?.getTiming().iterations !== Infinity,
        );
      if (animating) last = now;
      if (document.readyState === 'complete' && now - last >= quietMs) {
        observer.disconnect();
        resolve(true);
      } else if (now - start > limitMs) {
        observer.disconnect();
        resolve(false);
      } else setTimeout(tick, 50);
    };
    setTimeout(tick, 50);
  });
}

/** The watcher of each open tab; the action hooks below find theirs through the frame an action runs in. */
const watchers = new WeakMap<Page, AxeWatcher>();

/** Frame (and so Locator) and Page methods that act on the page: a scan of the page as it is runs before each. */
const FRAME_ACTIONS = [
  'check',
  'click',
  'dblclick',
  'dispatchEvent',
  'fill',
  'goto',
  'hover',
  'press',
  'selectOption',
  'setChecked',
  'setInputFiles',
  'tap',
  'type',
  'uncheck',
] as const;
const PAGE_ACTIONS = ['goBack', 'goForward', 'reload'] as const;
let hooked = false;

type Method = (this: unknown, ...args: unknown[]) => Promise<unknown>;

/**
 * Makes every action of a watched tab (a click, a fill, a goto…) wait until the page it acts on has been scanned, if
 * that page is new: the page is judged as the journey saw it, settled, before the journey moves on. Playwright's
 * Locator and Page actions all run through its Frame class, whose prototype is wrapped once per worker.
 */
function hookActions(page: Page) {
  if (hooked) return;
  hooked = true;
  const wrap = (prototype: Record<string, unknown>, name: string, pageOf: (target: unknown) => Page) => {
    const original = prototype[name] as Method | undefined;
    if (typeof original !== 'function') return;
    prototype[name] = async function (this: unknown, ...args: unknown[]) {
      await watchers.get(pageOf(this))?.scanCurrentPage();
      return original.apply(this, args);
    };
  };
  const framePrototype = Object.getPrototypeOf(page.mainFrame()) as Record<string, unknown>;
  for (const name of FRAME_ACTIONS)
    wrap(framePrototype, name, (frame) => (frame as ReturnType<Page['mainFrame']>).page());
  const pagePrototype = Object.getPrototypeOf(page) as Record<string, unknown>;
  for (const name of PAGE_ACTIONS) wrap(pagePrototype, name, (target) => target as Page);
}

/**
 * Scans every distinct page a journey's tab shows with axe-core, once per worker (`scanned` is the worker's): before
 * the journey's next action on it and when the journey ends, after the page has settled. A scan during which the page
 * changed by itself (a carousel turning) is taken again, so a half-open dialog is never judged.
 */
export class AxeWatcher {
  readonly failures: string[] = [];
  readonly notes: string[] = [];
  /** Milliseconds spent settling and scanning, for the cost this adds to a journey. */
  spentMs = 0;
  private inFlight = 0;
  private closed = false;
  private busy = false;

  constructor(
    private readonly page: Page,
    private readonly scanned: Set<string>,
  ) {
    watchers.set(page, this);
    hookActions(page);
    page.on('request', () => {
      this.inFlight++;
    });
    const done = () => {
      this.inFlight = Math.max(0, this.inFlight - 1);
    };
    page.on('requestfinished', done);
    page.on('requestfailed', done);
    page.on('close', () => {
      this.closed = true;
    });
  }

  /** Scans the page as it is now unless this page (host, path, language) was scanned before; never throws. */
  async scanCurrentPage(): Promise<void> {
    if (this.busy || this.closed) return;
    this.busy = true;
    const started = Date.now();
    try {
      const key = await pageKey(this.page);
      if (key === null || this.scanned.has(key)) return;
      await this.scanWhenSettled();
    } catch (error) {
      this.debug('scan', error);
    } finally {
      this.busy = false;
      this.spentMs += Date.now() - started;
    }
  }

  private debug(what: string, detail: unknown) {
    if (process.env.E2E_AXE_DEBUG) console.log(`[axe] ${what}: ${String(detail)} (${this.page.url()})`);
  }

  private async waitForNetworkQuiet(limitMs: number) {
    const start = Date.now();
    let quietSince = Date.now();
    while (Date.now() - start < limitMs) {
      if (this.inFlight > 0) quietSince = Date.now();
      else if (Date.now() - quietSince >= QUIET_MS) return;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  private async scanWhenSettled() {
    for (let attempt = 0; attempt < 3 && !this.closed; attempt++) {
      await this.waitForNetworkQuiet(SETTLE_LIMIT_MS);
      await this.page.evaluate(settleInPage, { quietMs: QUIET_MS, limitMs: SETTLE_LIMIT_MS });
      const key = await pageKey(this.page);
      if (key === null || this.scanned.has(key)) return;
      // A DOM change during the scan means the results may describe a page half-way between two states.
      await this.page.evaluate(() => {
        const marker = window as unknown as { __axeMutations?: number; __axeObserver?: MutationObserver };
        marker.__axeMutations = 0;
        marker.__axeObserver?.disconnect();
        marker.__axeObserver = new MutationObserver((records) => {
          marker.__axeMutations = (marker.__axeMutations ?? 0) + records.length;
        });
        marker.__axeObserver.observe(document.body, { subtree: true, childList: true, attributes: true });
      });
      const started = Date.now();
      const results = await new AxeBuilder({ page: this.page }).setLegacyMode(true).analyze();
      this.debug(`scanned ${key} in ms`, Date.now() - started);
      const changed = await this.page.evaluate(() => {
        const marker = window as unknown as { __axeMutations?: number; __axeObserver?: MutationObserver };
        marker.__axeObserver?.disconnect();
        return (marker.__axeMutations ?? 0) > 0;
      });
      if (changed && attempt < 2) {
        this.debug('changed during the scan', attempt);
        continue;
      }
      this.scanned.add(key);
      for (const violation of results.violations) {
        const line = describe(key, violation);
        if (violation.impact && FAILING_IMPACTS.has(violation.impact)) this.failures.push(line);
        else this.notes.push(line);
      }
      return;
    }
  }
}
