import type { StaffAttribute } from '@gs/shared/staff-templates';
import { describe, expect, it } from 'vitest';
import { NEW_ATTRIBUTE_ID, previewAttributes } from './preview-attributes';

const base: StaffAttribute = {
  id: 1,
  name: 'Rank',
  nameEn: '',
  kind: 'single',
  required: false,
  searchable: true,
  onRecycleForm: false,
  sort: 0,
  unit: '',
  unitEn: '',
  min: null,
  max: null,
  numberSlot: null,
  levels: [],
  levelsEn: [],
  enabled: true,
  usedByListings: false,
  choices: [
    { id: 11, name: 'A', nameEn: '', sort: 0, enabled: true },
    { id: 12, name: 'B', nameEn: '', sort: 1, enabled: false },
  ],
};

const values = {
  name: 'Count',
  kind: 'number' as const,
  required: true,
  searchable: true,
  onRecycleForm: false,
  unit: 'pcs',
  unitEn: '',
  min: 1,
  max: 9,
  levels: ['ignored'],
  levelsEn: [],
  enabled: true,
};

describe('previewAttributes', () => {
  it('shows what the storefront would: enabled attributes with their enabled choices', () => {
    const shown = previewAttributes([base, { ...base, id: 2, name: 'Old', enabled: false }], null);
    expect(shown.map((attribute) => attribute.name)).toEqual(['Rank']);
    expect(shown[0]?.choices.map((choice) => choice.name)).toEqual(['A']);
  });

  it('applies the unsaved values of the edited attribute, dropping what its kind does not have', () => {
    const [shown] = previewAttributes([base], { id: 1, values });
    expect(shown).toMatchObject({ id: 1, name: 'Count', kind: 'number', unit: 'pcs', min: 1, max: 9, levels: [] });
    expect(previewAttributes([base], { id: 1, values: { ...values, enabled: false } })).toEqual([]);
  });

  it('appends a new attribute at the end', () => {
    const shown = previewAttributes([base], { id: null, values: { ...values, kind: 'text', name: '' } });
    expect(shown.at(-1)).toMatchObject({ id: NEW_ATTRIBUTE_ID, kind: 'text', unit: '', min: null, max: null });
  });
});
