/** One leaf of a before → after comparison: its path (`qqGroups[0].number`) and both values as text. */
export interface DiffRow {
  path: string;
  before: string | null;
  after: string | null;
  changed: boolean;
}

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

function flatten(value: unknown, path: string, into: Map<string, string>) {
  if (Array.isArray(value)) {
    if (value.length === 0) into.set(path, '[]');
    for (const [index, item] of value.entries()) flatten(item, `${path}[${index}]`, into);
    return;
  }
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, Json>);
    if (entries.length === 0) into.set(path, '{}');
    for (const [key, inner] of entries) flatten(inner, path ? `${path}.${key}` : key, into);
    return;
  }
  into.set(path || '(value)', typeof value === 'string' ? value : JSON.stringify(value ?? null));
}

/**
 * The leaves of `before` and `after` side by side, in the order they first appear, each marked changed or not. A
 * value present on one side only shows null on the other. Redacted values are compared and shown as stored.
 */
export function diffJson(before: unknown, after: unknown): DiffRow[] {
  const left = new Map<string, string>();
  const right = new Map<string, string>();
  if (before !== null && before !== undefined) flatten(before, '', left);
  if (after !== null && after !== undefined) flatten(after, '', right);
  const paths = [...new Set([...left.keys(), ...right.keys()])];
  return paths.map((path) => {
    const from = left.get(path) ?? null;
    const to = right.get(path) ?? null;
    return { path, before: from, after: to, changed: from !== to };
  });
}
