import type { GameAttribute } from '@gs/shared/games';
import type { SellingLevelPair } from '@gs/shared/selling';
import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import styles from './selling.module.css';

interface LevelChoicesInputProps {
  id?: string;
  attribute: GameAttribute;
  value?: SellingLevelPair[];
  onChange?: (pairs: SellingLevelPair[]) => void;
  status?: 'error';
}

/**
 * A choice with level (a hero and the level of its skins, a character and its constellation): pick the choices,
 * then each chosen one's level. A newly chosen one starts at the first level.
 */
export function LevelChoicesInput({ id, attribute, value, onChange, status }: LevelChoicesInputProps) {
  const { t } = useTranslation();
  const pairs = value ?? [];
  const levelOf = new Map(pairs.map(([choiceId, level]) => [choiceId, level]));
  const nameOf = (choiceId: number) => attribute.choices.find((choice) => choice.id === choiceId)?.name ?? '';
  return (
    <div className={styles.levelChoices}>
      <Select<number[]>
        id={id}
        mode="multiple"
        status={status}
        showSearch={{ optionFilterProp: 'label' }}
        allowClear
        placeholder={t('consignment.attr.choosePlaceholder')}
        value={pairs.map(([choiceId]) => choiceId)}
        options={attribute.choices.map((choice) => ({ value: choice.id, label: choice.name }))}
        onChange={(choiceIds) => onChange?.(choiceIds.map((choiceId) => [choiceId, levelOf.get(choiceId) ?? 0]))}
      />
      {attribute.levels.length > 0 && pairs.length > 0 ? (
        <ul className={styles.levelRows}>
          {pairs.map(([choiceId, level]) => (
            <li key={choiceId} className={styles.levelRow}>
              <span className={styles.levelName}>{nameOf(choiceId)}</span>
              <Select<number>
                aria-label={t('consignment.attr.levelOf', { name: nameOf(choiceId) })}
                className={styles.levelSelect}
                value={level}
                options={attribute.levels.map((name, index) => ({ value: index, label: name }))}
                onChange={(next) => onChange?.(pairs.map((pair) => (pair[0] === choiceId ? [choiceId, next] : pair)))}
              />
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
