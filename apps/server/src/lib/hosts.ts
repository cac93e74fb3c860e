/** Host header → lookup key: lower case, no port, no trailing dot; IPv6 brackets kept. */
export function normalizeHost(hostHeader: string | undefined): string {
  let host = (hostHeader ?? '').trim().toLowerCase();
  if (host.startsWith('[')) {
    const end = host.indexOf(']');
    host = end > 0 ? host.slice(0, end + 1) : host;
  } else {
    host = host.split(':')[0] ?? '';
  }
  return host.endsWith('.') ? host.slice(0, -1) : host;
}
