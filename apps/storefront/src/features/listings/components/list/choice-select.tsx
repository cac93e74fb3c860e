import type { GameAttribute, HeroSkins } from '@gs/shared/games';
import { Select } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { skinGroupsOf } from '../../../../lib/skin-groups';
import styles from './list-filters.module.css';

// Moved to lib/ so the selling forms group skins the same way.
export { skinGroupsOf };

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
