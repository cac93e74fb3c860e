import type { AttributeKind } from '@gs/shared/games';
import type { GameAttributeRow } from '../../db/tables/catalogue.table.ts';

/** One attribute of a game's template, as the storefront's catalogue and the staff template editor both read it. */
export interface AttributeFields {
  id: number;
  name: string;
  /** The English name; empty when staff wrote none (then `name` is shown in English too). */
  nameEn: string;
  kind: AttributeKind;
  required: boolean;
  searchable: boolean;
  onRecycleForm: boolean;
  sort: number;
  unit: string;
  /** The unit in English; empty when staff wrote none (then `unit` is shown in English too). */
  unitEn: string;
  min: number | null;
  max: number | null;
  /** Which listing column (num_1 … num_4) holds a number attribute. */
  numberSlot: 1 | 2 | 3 | 4 | null;
  levels: string[];
  /** The levels' English names by position ('' or missing: the shop's name of that level). */
  levelsEn: string[];
  /** False when staff disabled it: kept to render listings that have it, left out of forms and filters. */
  enabled: boolean;
}

/** The one mapper of a `game_attributes` row. */
export function toAttributeFields(row: GameAttributeRow): AttributeFields {
  return {
    id: row.id,
    name: row.name,
    nameEn: row.name_en,
    kind: row.kind,
    required: row.required,
    searchable: row.searchable,
    onRecycleForm: row.on_recycle_form,
    sort: row.sort,
    unit: row.unit,
    unitEn: row.unit_en,
    min: row.min_value,
    max: row.max_value,
    numberSlot: row.number_slot,
    levels: row.levels,
    levelsEn: row.levels_en,
    enabled: row.enabled,
  };
}
