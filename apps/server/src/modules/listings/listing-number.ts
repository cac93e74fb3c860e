/**
 * A listing (or request) number: the feature's two-letter prefix (`JS` consignment, `HS` quick recycle), the UTC
 * time to the second as yyMMddHHmmss, six random digits (20 characters).
 */
export function newListingNumber(prefix: string, now: Date, random: number): string {
  const stamp = now
    .toISOString()
    .replace(/[^0-9]/g, '')
    .slice(2, 14);
  return `${prefix}${stamp}${String(random).padStart(6, '0')}`;
}
