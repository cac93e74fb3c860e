import { useTranslation } from 'react-i18next';
import { INITIALS } from '../../utils/game-filter';
import styles from './game-picker.module.css';

interface InitialBarProps {
  value: string | null;
  available: Set<string>;
  onChange: (initial: string | null) => void;
}

/** The A–Z bar: "All" plus one button per initial; initials without games are disabled. */
export function InitialBar({ value, available, onChange }: InitialBarProps) {
  const { t } = useTranslation();
  return (
    <fieldset className={styles.initials}>
      <legend className="visually-hidden">{t('gamePicker.initials')}</legend>
      <button type="button" aria-pressed={value === null} className={styles.initial} onClick={() => onChange(null)}>
        {t('gamePicker.all')}
      </button>
      {INITIALS.map((letter) => (
        <button
          key={letter}
          type="button"
          aria-pressed={value === letter}
          disabled={!available.has(letter) && value !== letter}
          className={styles.initial}
          onClick={() => onChange(letter)}
        >
          {letter}
        </button>
      ))}
    </fieldset>
  );
}
