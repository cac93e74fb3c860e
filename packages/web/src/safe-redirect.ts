const PROBE_ORIGIN = 'https://app.invalid';

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
 * Where to go after logging in: `target` when it is a path inside the app, otherwise `fallback`. Only a single
 * leading `/` is accepted: `//evil.com` and `/\evil.com` are other hosts to a browser, and anything with a scheme
 * (`https:`, `javascript:`) or control characters is refused. `loginPath` itself is refused too, so a crafted link
 * cannot loop.
 */
export function safeRedirectTarget(
  target: string | null | undefined,
  { fallback = '/', loginPath }: { fallback?: string; loginPath: string },
): string {
  if (!target?.startsWith('/') || target.startsWith('//')) return fallback;
  if (hasBackslashOrControl(target)) return fallback;
  let url: URL;
  try {
    url = new URL(target, PROBE_ORIGIN);
  } catch {
    return fallback;
  }
  if (url.origin !== PROBE_ORIGIN) return fallback;
  if (url.pathname === loginPath || url.pathname.startsWith(`${loginPath}/`)) return fallback;
  return target;
}
