import type { GameAttribute } from '@gs/shared/games';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './list-filters.module.css';

/**
 * The lowest level of a choice-with-level filter ("Province or higher"): chips for "any level" and each level of
 * the attribute. A level applies to the chosen heroes (or characters), so it waits until one is chosen.
 */
export function LevelPicker({
  attribute,
  minLevel,
  disabled,
  onChange,
}: {
  attribute: GameAttribute;
  minLevel: number | undefined;
  disabled: boolean;
  onChange: (minLevel: number | undefined) => void;
}) {
  const { t } = useTranslation();
  const hintId = useId();
  return (
    <fieldset className={styles.levels} aria-describedby={disabled ? hintId : undefined}>
      <legend className={styles.levelsLegend}>{t('goodList.lowestLevel', { name: attribute.name })}</legend>
      <button
        type="button"
        className={styles.chip}
        aria-pressed={minLevel === undefined}
        disabled={disabled}
        onClick={() => onChange(undefined)}
      >
        {t('goodList.anyLevel')}
      </button>
      {attribute.levels.map((name, level) => (
        <button
          key={name}
          type="button"
          className={styles.chip}
          aria-pressed={minLevel === level}
          disabled={disabled}
          onClick={() => onChange(level)}
        >
          {t('goodList.levelOrHigher', { level: name })}
        </button>
      ))}
      {disabled ? (
        <span id={hintId} className={styles.levelsHint}>
          {t('goodList.levelNeedsChoice')}
        </span>
      ) : null}
    </fieldset>
  );
}
