import './styles/global.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

/** A page in a background tab paints nothing: its app starts after this long anyway. */
const UNPAINTED_START_MS = 3000;

/** Runs `start` once the browser reports the page's first contentful paint (or after UNPAINTED_START_MS). */
function afterFirstPaint(start: () => void): void {
  let started = false;
  const once = () => {
    if (started) return;
    started = true;
    start();
  };
  if (!PerformanceObserver.supportedEntryTypes?.includes('paint')) {
    requestAnimationFrame(() => setTimeout(once, 0));
    return;
  }
  const observer = new PerformanceObserver((entries) => {
    if (entries.getEntriesByName('first-contentful-paint').length === 0) return;
    observer.disconnect();
    once();
  });
  observer.observe({ type: 'paint', buffered: true });
  setTimeout(once, UNPAINTED_START_MS);
}

/**
 * The page's only script, kept tiny. A server-rendered page is readable before any script runs, so the app's code is
 * fetched once the browser has painted it: the stylesheet, the page and its first images then do not share a slow
 * phone's bandwidth with the script. A page the server did not render (no data block) starts at once.
 */
const start = () =>
  import('./app/start-app').then(({ startApp }) => {
    // A task of its own: evaluating the app's modules and starting it (reading the page's data, filling the query
    // cache) were one long task of a phone's main thread; the browser may handle a tap or paint in between.
    setTimeout(() => startApp(root), 0);
  });

if (document.getElementById('ssr-data')) afterFirstPaint(start);
else void start();
