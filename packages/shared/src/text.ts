import { z } from 'zod';

// What counts as "nothing written". `trim()` and `\s` already cover whitespace and U+FEFF, but not the zero-width
// space, joiners and word joiner (U+200B–U+200D, U+2060): a message of those alone shows as an empty bubble.
const INVISIBLE = '\\s\\u200B-\\u200D\\u2060\\uFEFF';
const INVISIBLE_AT_EDGES = new RegExp(`^[${INVISIBLE}]+|[${INVISIBLE}]+$`, 'gu');

/** The text without whitespace or zero-width characters at either end: `trim()` that also sees the invisible ones. */
export function trimInvisible(text: string): string {
  return text.replace(INVISIBLE_AT_EDGES, '');
}

/** True when the text shows nothing: empty, or whitespace and zero-width characters only. */
export function isBlankText(text: string): boolean {
  return trimInvisible(text).length === 0;
}

/** A string trimmed like `trimInvisible` before the checks that follow (`.min(1)` then refuses an invisible one). */
export const visibleTextSchema = () => z.string().overwrite(trimInvisible);
