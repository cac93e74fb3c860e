import type { GameAttribute } from '@gs/shared/games';
import { isChoiceFilter, type ListAttributeFilter } from './list-search-params';

/**
 * The attribute filters the game's template allows: searchable attributes only, ranges for numbers, known
 * choices for the choice kinds. A link from another game or an edited URL would otherwise be refused whole.
 */
export function fitFiltersToTemplate(attrs: ListAttributeFilter[], attributes: GameAttribute[]): ListAttributeFilter[] {
  const byId = new Map(attributes.map((attribute) => [attribute.id, attribute]));
  return attrs.flatMap((filter): ListAttributeFilter[] => {
    const attribute = byId.get(filter.id);
    if (!attribute?.searchable) return [];
    if (attribute.kind === 'number') return isChoiceFilter(filter) ? [] : [filter];
    if (attribute.kind === 'text' || attribute.kind === 'date' || !isChoiceFilter(filter)) return [];
    const known = new Set(attribute.choices.map((choice) => choice.id));
    const choiceIds = filter.choiceIds.filter((choice) => known.has(choice));
    if (choiceIds.length === 0) return [];
    // A level only where the attribute has one of that index.
    const { minLevel } = filter;
    const levelFits = attribute.kind === 'level' && minLevel !== undefined && minLevel < attribute.levels.length;
    return [levelFits ? { id: filter.id, choiceIds, minLevel } : { id: filter.id, choiceIds }];
  });
}

/** `attrs` with the filter of attribute `id` replaced (or removed when `filter` is null), kept sorted. */
export function withAttributeFilter(
  attrs: ListAttributeFilter[],
  id: number,
  filter: ListAttributeFilter | null,
): ListAttributeFilter[] {
  const rest = attrs.filter((existing) => existing.id !== id);
  return (filter ? [...rest, filter] : rest).sort((a, b) => a.id - b.id);
}
