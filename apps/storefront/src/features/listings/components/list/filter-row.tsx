import { type ReactNode, useId } from 'react';
import styles from './list-filters.module.css';

/** One filter row: its visible label names the group of controls beside it (a fieldset: role group). */
export function FilterRow({ label, children }: { label: string; children: ReactNode }) {
  const id = useId();
  return (
    <div className={styles.row}>
      <span id={id} className={styles.rowLabel}>
        {label}
      </span>
      <fieldset aria-labelledby={id} className={styles.rowBody}>
        {children}
      </fieldset>
    </div>
  );
}
