import { levelSearchId } from '@gs/shared/catalogue';

/**
 * The search ids of a choice-with-level value (`[choiceId, levelIndex]` pairs): each choice, and each choice at its
 * level, so that both "has this hero" and "has this hero at level ≥ n" are index lookups.
 */
export function levelAttributeSearchIds(pairs: readonly (readonly [number, number])[]): number[] {
  return pairs.flatMap(([choiceId, level]) => [choiceId, levelSearchId(choiceId, level)]);
}
