/**
 * A tenant-supplied link (decoration, download address) as something safe to put in `href`: a path on this
 * site, or an absolute http(s) URL. Anything else (`javascript:`, `//host`, `data:`) answers null.
 */
export function toSafeHref(link: string | null | undefined): string | null {
  const text = link?.trim() ?? '';
  if (!text) return null;
  if (text.startsWith('/')) return text.startsWith('//') || text.includes('\\') ? null : text;
  try {
    const url = new URL(text);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/** Whether a safe href stays on this site (a router link) rather than leaving it (a plain anchor). */
export function isInternalHref(href: string): boolean {
  return href.startsWith('/');
}
