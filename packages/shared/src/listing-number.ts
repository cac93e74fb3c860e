/**
 * Whether typed text looks like a listing number (6–20 letters and digits, at least one digit; stored upper case):
 * the header search then looks for that listing before searching the market. No schema here, so the storefront's
 * header can use it without loading the listings' contracts.
 */
export function looksLikeListingNumber(text: string): boolean {
  const trimmed = text.trim();
  return /^[A-Za-z0-9]{6,20}$/.test(trimmed) && /\d/.test(trimmed);
}
