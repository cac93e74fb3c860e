/** The query value of an id (`?id=12`) as a positive integer, or null when it cannot be one. */
export function parseQueryId(value: string | null): number | null {
  const text = value?.trim() ?? '';
  if (!/^\d{1,15}$/.test(text)) return null;
  const id = Number(text);
  return id > 0 ? id : null;
}

/** A 1-based page number from the query; 1 when absent or not a positive integer. */
export function parsePageNum(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page > 0 ? page : 1;
}
