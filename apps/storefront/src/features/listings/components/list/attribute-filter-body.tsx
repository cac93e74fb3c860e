import type { GameAttribute, HeroSkins } from '@gs/shared/games';
import { useTranslation } from 'react-i18next';
import type { RangeDraft, RangeProblem } from '../../utils/filter-drafts';
import { isChoiceFilter, type ListAttributeFilter } from '../../utils/list-search-params';
import { ChipChoices } from './chips';
import { ChoiceSelect, skinGroupsOf } from './choice-select';
import { LevelPicker } from './level-picker';
import { RangeInputs } from './range-inputs';

/** Attributes with more choices than this (or skins grouped by hero) get a searchable select instead of chips. */
const CHIPS_MAX = 12;

export interface AttributeFilterProps {
  attribute: GameAttribute;
  filter: ListAttributeFilter | undefined;
  heroSkins: HeroSkins[];
  rangeDraft: RangeDraft;
  rangeProblem: RangeProblem | undefined;
  /** New choices of an attribute; `minLevel` is kept (or set) for a choice-with-level attribute. */
  onChoices: (id: number, choiceIds: number[], minLevel?: number) => void;
  onRangeDraft: (id: number, draft: RangeDraft) => void;
}

/**
 * The control of one attribute filter: a min/max range for numbers; chips (any of them) or a multi-select for
 * single and multiple choices, skins grouped by hero; the hero (or character) choices of a choice-with-level.
 */
export function AttributeFilterBody({
  attribute,
  filter,
  heroSkins,
  rangeDraft,
  rangeProblem,
  onChoices,
  onRangeDraft,
}: AttributeFilterProps) {
  const { t } = useTranslation();
  if (attribute.kind === 'number') {
    return (
      <RangeInputs
        attribute={attribute}
        draft={rangeDraft}
        problem={rangeProblem}
        onChange={(draft) => onRangeDraft(attribute.id, draft)}
      />
    );
  }
  const choiceFilter = filter && isChoiceFilter(filter) ? filter : undefined;
  const selected = choiceFilter?.choiceIds ?? [];
  const minLevel = choiceFilter?.minLevel;
  const change = (choiceIds: number[]) => onChoices(attribute.id, choiceIds, minLevel);
  const choices =
    attribute.choices.length > CHIPS_MAX || skinGroupsOf(attribute, heroSkins, '') !== null ? (
      <ChoiceSelect attribute={attribute} heroSkins={heroSkins} selected={selected} onChange={change} />
    ) : (
      <ChipChoices
        allLabel={t('goodList.any')}
        multiple
        selected={selected}
        options={attribute.choices.map((choice) => ({ value: choice.id, label: choice.name }))}
        onChange={change}
      />
    );
  if (attribute.kind !== 'level' || attribute.levels.length === 0) return choices;
  return (
    <>
      {choices}
      <LevelPicker
        attribute={attribute}
        minLevel={minLevel}
        disabled={selected.length === 0}
        onChange={(level) => onChoices(attribute.id, selected, level)}
      />
    </>
  );
}
