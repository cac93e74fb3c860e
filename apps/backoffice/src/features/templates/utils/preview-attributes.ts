import type { AttributeKind, GameAttribute } from '@gs/shared/games';
import type { StaffAttribute } from '@gs/shared/staff-templates';

/** What the attribute editor holds (the form's values), before it is saved. */
export interface AttributeFormValues {
  name: string;
  /** Optional; empty: English readers see `name`. */
  nameEn?: string;
  kind: AttributeKind;
  required: boolean;
  searchable: boolean;
  onRecycleForm: boolean;
  unit: string;
  /** Optional; empty: English readers see `unit`. */
  unitEn?: string;
  min: number | null;
  max: number | null;
  levels: string[];
  /** The levels' English names by position; '' or missing: English readers see that level's `levels` name. */
  levelsEn?: string[];
  enabled: boolean;
}

/** The attribute being edited: an existing one (`id`) or a new one (`id` null), with the form's current values. */
export interface AttributeDraft {
  id: number | null;
  values: AttributeFormValues;
}

/** The id the preview gives an attribute not saved yet. */
export const NEW_ATTRIBUTE_ID = -1;

function withValues(attribute: GameAttribute, values: AttributeFormValues): GameAttribute {
  const isNumber = values.kind === 'number';
  return {
    ...attribute,
    name: values.name?.trim() || attribute.name,
    kind: values.kind,
    required: Boolean(values.required),
    searchable: Boolean(values.searchable),
    onRecycleForm: Boolean(values.onRecycleForm),
    unit: isNumber ? (values.unit ?? '') : '',
    min: isNumber ? (values.min ?? null) : null,
    max: isNumber ? (values.max ?? null) : null,
    levels: values.kind === 'level' ? (values.levels ?? []).filter((level) => level.trim() !== '') : [],
  };
}

/**
 * The template as the storefront would receive it (enabled attributes with their enabled choices, in order), with
 * the editor's unsaved values applied: what the live preview renders.
 */
export function previewAttributes(attributes: StaffAttribute[], draft: AttributeDraft | null): GameAttribute[] {
  const shown: GameAttribute[] = [];
  for (const attribute of attributes) {
    const base: GameAttribute = {
      id: attribute.id,
      name: attribute.name,
      kind: attribute.kind,
      required: attribute.required,
      searchable: attribute.searchable,
      onRecycleForm: attribute.onRecycleForm,
      sort: attribute.sort,
      unit: attribute.unit,
      min: attribute.min,
      max: attribute.max,
      levels: attribute.levels,
      choices: attribute.choices
        .filter((choice) => choice.enabled)
        .map((choice) => ({ id: choice.id, name: choice.name, sort: choice.sort })),
    };
    if (draft && draft.id === attribute.id) {
      if (draft.values.enabled !== false) shown.push(withValues(base, draft.values));
    } else if (attribute.enabled) {
      shown.push(base);
    }
  }
  if (draft && draft.id === null && draft.values.enabled !== false) {
    const blank: GameAttribute = {
      id: NEW_ATTRIBUTE_ID,
      name: '',
      kind: 'text',
      required: false,
      searchable: false,
      onRecycleForm: false,
      sort: shown.length,
      unit: '',
      min: null,
      max: null,
      levels: [],
      choices: [],
    };
    shown.push(withValues(blank, draft.values));
  }
  return shown;
}
