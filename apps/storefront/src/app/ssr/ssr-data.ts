import type { Locale } from '@gs/shared/tenant';
import type { DehydratedState } from '@tanstack/react-query';

import { SSR_DATA_ELEMENT_ID } from '../../lib/ssr-data-element';

export { SSR_DATA_ELEMENT_ID };

/** What the server rendered with: the browser's first render uses the same, so hydration matches the markup. */
export interface SsrData {
  language: Locale;
  /** Whether the phone layout was rendered. */
  mobile: boolean;
  /** The query cache the render read. */
  queries: DehydratedState;
  /**
   * The rendered route branch, as react-router's route ids (each a route's place in the route table: `0-0-3`), so the
   * browser loads those routes' modules without matching the address against the whole table again.
   */
  routeIds?: string[];
}

// Parsed once per document: the block holds the whole query cache, and the start-up and the frame both read it.
const parsed = new WeakMap<Document, SsrData | null>();

/** The page's server-rendering data, or null on a client-rendered page (or one whose block does not parse). */
export function readSsrData(doc: Document = document): SsrData | null {
  if (!parsed.has(doc)) parsed.set(doc, parseSsrData(doc));
  return parsed.get(doc) ?? null;
}

function parseSsrData(doc: Document): SsrData | null {
  const text = doc.getElementById(SSR_DATA_ELEMENT_ID)?.textContent;
  if (!text) return null;
  try {
    const data = JSON.parse(text) as Partial<SsrData> | null;
    if (!data || typeof data !== 'object' || !data.queries || typeof data.language !== 'string') return null;
    const routeIds =
      Array.isArray(data.routeIds) && data.routeIds.every((id) => typeof id === 'string') ? data.routeIds : undefined;
    return { language: data.language, mobile: data.mobile === true, queries: data.queries, routeIds };
  } catch {
    return null;
  }
}
