import type { GameAttribute, HeroSkins } from '@gs/shared/catalogue';
import { Select } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './list-filters.module.css';

interface Option {
  value: number;
  label: string;
}

interface Group {
  label: string;
  title: string;
  options: Option[];
}

/**
 * The attribute's choices grouped by hero when they are the game's skins (getSkinByHero tells which choice each
 * skin is); null when none of them is a skin.
 */
export function skinGroupsOf(attribute: GameAttribute, heroSkins: HeroSkins[], otherLabel: string): Group[] | null {
  const names = new Map(attribute.choices.map((choice) => [choice.id, choice.name]));
  const grouped = new Set<number>();
  const groups: Group[] = [];
  for (const hero of heroSkins) {
    const options: Option[] = [];
    for (const skin of hero.skins) {
      const name = skin.choiceId === null ? undefined : names.get(skin.choiceId);
      if (skin.choiceId === null || name === undefined || grouped.has(skin.choiceId)) continue;
      grouped.add(skin.choiceId);
      options.push({ value: skin.choiceId, label: name });
    }
    if (options.length > 0) groups.push({ label: hero.heroName, title: hero.heroName, options });
  }
  if (groups.length === 0) return null;
  const rest = attribute.choices.filter((choice) => !grouped.has(choice.id));
  if (rest.length > 0) {
    groups.push({
      label: otherLabel,
      title: otherLabel,
      options: rest.map((choice) => ({ value: choice.id, label: choice.name })),
    });
  }
  return groups;
}

/** A searchable multi-select of an attribute's choices (any of them), grouped by hero for skins. */
export function ChoiceSelect({
  attribute,
  heroSkins,
  selected,
  onChange,
}: {
  attribute: GameAttribute;
  heroSkins: HeroSkins[];
  selected: number[];
  onChange: (choiceIds: number[]) => void;
}) {
  const { t } = useTranslation();
  const options = useMemo(
    () =>
      skinGroupsOf(attribute, heroSkins, t('goodList.otherChoices')) ??
      attribute.choices.map((choice) => ({ value: choice.id, label: choice.name })),
    [attribute, heroSkins, t],
  );
  return (
    <Select<number[]>
      mode="multiple"
      className={styles.select}
      aria-label={attribute.name}
      placeholder={t('goodList.any')}
      showSearch={{ optionFilterProp: 'label' }}
      allowClear
      maxTagCount="responsive"
      value={selected}
      options={options}
      onChange={(value) => onChange(value)}
    />
  );
}
