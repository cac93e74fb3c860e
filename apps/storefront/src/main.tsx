import './styles/global.css';
import { isServerRenderedDocument } from './lib/ssr-data-element';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

/** A page in a background tab paints nothing, and a main picture may be slow: the app starts after this long anyway. */
const UNPAINTED_START_MS = 3000;

/**
 * Runs `start` once the browser reports the page's first contentful paint and its main picture (an image marked
 * `fetchpriority="high"`: the home's first banner, a listing's first picture) has loaded, or after UNPAINTED_START_MS.
 */
function afterFirstPaint(start: () => void): void {
  let started = false;
  const once = () => {
    if (started) return;
    started = true;
    start();
  };
  setTimeout(once, UNPAINTED_START_MS);
  const picture = document.querySelector<HTMLImageElement>('img[fetchpriority="high"]');
  // Loaded is not yet painted: the frame that shows the picture comes first.
  const afterNextFrame = (then: () => void) => requestAnimationFrame(() => setTimeout(then, 0));
  const whenPictured = (then: () => void) => {
    if (!picture) return then();
    if (picture.complete) return afterNextFrame(then);
    picture.addEventListener('load', () => afterNextFrame(then), { once: true });
    picture.addEventListener('error', then, { once: true });
  };
  if (!PerformanceObserver.supportedEntryTypes?.includes('paint')) {
    afterNextFrame(() => whenPictured(once));
    return;
  }
  const observer = new PerformanceObserver((entries) => {
    if (entries.getEntriesByName('first-contentful-paint').length === 0) return;
    observer.disconnect();
    whenPictured(once);
  });
  observer.observe({ type: 'paint', buffered: true });
}

/**
 * The page's only script, kept tiny. A server-rendered page is readable before any script runs, so the app's code is
 * fetched once the browser has painted it and its main picture: the stylesheet, the page and that picture then do not
 * share a slow phone's bandwidth with the script (and the page's largest paint is over before the script's bytes). A
 * page the server did not render (no data block) starts at once.
 *
 * The app's start is two chunks (vite.config.ts: startChunk), asked for together: the libraries', through
 * start-libraries, and the app's own. The browser evaluates each import in a task of its own, the libraries' first (the
 * app's needs them): one task for both was a phone's longest after its first paint.
 */
const start = () => {
  void import('./app/start-libraries').catch(() => {
    // The app's import below asks for the same chunk and reports its failure.
  });
  return import('./app/start-app').then(({ startApp }) => {
    // A task of its own: evaluating the app's modules and starting it (reading the page's data, filling the query
    // cache) were one long task of a phone's main thread; the browser may handle a tap or paint in between.
    setTimeout(() => startApp(root), 0);
  });
};

if (isServerRenderedDocument()) afterFirstPaint(start);
else void start();
