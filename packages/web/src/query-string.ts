/** A value that can be encoded into a query string. */
export type QueryValue =
  | string
  | number
  | boolean
  | Date
  | null
  | undefined
  | QueryValue[]
  | { [key: string]: QueryValue };
export type QueryParams = Record<string, QueryValue>;

function encodePart(text: string): string {
  // Brackets stay readable (`filter[gameId]=3`); every server-side qs parser accepts them unescaped.
  return encodeURIComponent(text).replace(/%5B/gi, '[').replace(/%5D/gi, ']');
}

function isNested(value: QueryValue): value is QueryValue[] | { [key: string]: QueryValue } {
  return typeof value === 'object' && value !== null && !(value instanceof Date);
}

function appendPairs(pairs: string[], name: string, value: QueryValue): void {
  if (value === undefined || value === null) return;
  if (Array.isArray(value)) {
    value.forEach((item, index) => {
      appendPairs(pairs, isNested(item) ? `${name}[${index}]` : name, item);
    });
    return;
  }
  if (value instanceof Date) {
    pairs.push(`${encodePart(name)}=${encodePart(value.toISOString())}`);
    return;
  }
  if (typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) appendPairs(pairs, `${name}[${key}]`, inner);
    return;
  }
  pairs.push(`${encodePart(name)}=${encodePart(String(value))}`);
}

/**
 * Encodes GET parameters (SPEC §7).
 * - `undefined` / `null` values are skipped; `''` is kept as `name=`.
 * - Nested objects become `name[key]=value` (recursively: `a[b][c]=v`).
 * - Arrays of primitives repeat the name: `{ ids: [1, 2] }` → `ids=1&ids=2`.
 * - Objects inside arrays are indexed: `{ rows: [{ id: 1 }] }` → `rows[0][id]=1`.
 * - Dates are ISO strings; booleans `true` / `false`.
 * Returns the string without a leading `?` (empty when nothing is left).
 */
export function encodeQuery(params: QueryParams): string {
  const pairs: string[] = [];
  for (const [name, value] of Object.entries(params)) appendPairs(pairs, name, value);
  return pairs.join('&');
}
