// The V8 heap setting scripts/start.mjs applies before it starts the server (issue #22's memory budget).
import v8 from 'node:v8';

/**
 * How far V8 lets the old generation grow past what the last full collection kept before it collects again. V8's
 * default factor on a machine with gigabytes of memory is up to 4: under 50-connection catalogue search load, request
 * garbage promoted out of the young generation piled up from ~90 MB kept to ~220 MB of old space before each full
 * collection, the server peaking at ~370-390 MB RSS. 1.3 collects at ~1.3 times what was kept: more full
 * collections (measured over a start and 60 s of that load: 34 instead of 7, 318 ms of pauses in all instead of 73,
 * against ~2.2 s of young-generation pauses either way), the old space staying under ~75 MB, RSS under ~215 MB.
 */
export const HEAP_GROWING_PERCENT = 30;

/**
 * Sets V8's heap growing factor to 1 + HEAP_GROWING_PERCENT / 100 for this process, unless the operator chose one
 * (--heap-growing-percent in node's flags or NODE_OPTIONS). V8 reads the flag at each full collection, so setting it
 * at run time, before the server allocates its heap, takes effect.
 */
export function limitHeapGrowing() {
  const nodeFlags = [...process.execArgv, ...(process.env.NODE_OPTIONS ?? '').split(/\s+/)];
  if (nodeFlags.some((flag) => /^--heap[-_]growing[-_]percent\b/.test(flag))) return;
  v8.setFlagsFromString(`--heap-growing-percent=${HEAP_GROWING_PERCENT}`);
}
