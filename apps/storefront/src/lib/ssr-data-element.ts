/** The id of the JSON block a server-rendered page carries for its hydration (written by entry-server). */
export const SSR_DATA_ELEMENT_ID = 'ssr-data';

/** Whether this document is a page the server rendered (hydrating or hydrated): it carries that block. */
export function isServerRenderedDocument(): boolean {
  return document.getElementById(SSR_DATA_ELEMENT_ID) !== null;
}
