const LOGIN_PATH = '/login';
const PROBE_ORIGIN = 'https://storefront.invalid';

// Browsers turn backslashes into slashes and drop tabs and newlines, so `/\evil.com` or `/\t/evil.com` would
// become another host after this check; refuse them outright.
function hasBackslashOrControl(text: string): boolean {
  for (const character of text) {
    const code = character.codePointAt(0) ?? 0;
    if (character === '\\' || code < 0x20 || code === 0x7f) return true;
  }
  return false;
}

/**
 * Where to go after logging in: `fromRoute` when it is a path on this site, otherwise `fallback`.
 * Only a single leading `/` is accepted: `//evil.com` and `/\evil.com` are other hosts to a browser, and
 * anything with a scheme (`https:`, `javascript:`) or control characters is refused. The login page itself is
 * refused too, so a crafted link cannot loop.
 */
export function safeRedirectTarget(fromRoute: string | null | undefined, fallback = '/'): string {
  if (!fromRoute?.startsWith('/') || fromRoute.startsWith('//')) return fallback;
  if (hasBackslashOrControl(fromRoute)) return fallback;
  let url: URL;
  try {
    url = new URL(fromRoute, PROBE_ORIGIN);
  } catch {
    return fallback;
  }
  if (url.origin !== PROBE_ORIGIN) return fallback;
  if (url.pathname === LOGIN_PATH || url.pathname.startsWith(`${LOGIN_PATH}/`)) return fallback;
  return fromRoute;
}
