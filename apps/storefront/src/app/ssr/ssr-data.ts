import type { Locale } from '@gs/shared/tenant';
import type { DehydratedState } from '@tanstack/react-query';

/** The id of the JSON block a server-rendered page carries for its hydration. */
export const SSR_DATA_ELEMENT_ID = 'ssr-data';

/** What the server rendered with: the browser's first render uses the same, so hydration matches the markup. */
export interface SsrData {
  language: Locale;
  /** Whether the phone layout was rendered. */
  mobile: boolean;
  /** The query cache the render read. */
  queries: DehydratedState;
}

/** The page's server-rendering data, or null on a client-rendered page (or one whose block does not parse). */
export function readSsrData(doc: Document = document): SsrData | null {
  const text = doc.getElementById(SSR_DATA_ELEMENT_ID)?.textContent;
  if (!text) return null;
  try {
    const data = JSON.parse(text) as Partial<SsrData> | null;
    if (!data || typeof data !== 'object' || !data.queries || typeof data.language !== 'string') return null;
    return { language: data.language, mobile: data.mobile === true, queries: data.queries };
  } catch {
    return null;
  }
}
