import type { ReactNode } from 'react';
import styles from './list-filters.module.css';

/** A filter option as a toggle button (aria-pressed), applied as soon as it is pressed. */
export function Chip({ pressed, onClick, children }: { pressed: boolean; onClick: () => void; children: ReactNode }) {
  return (
    <button type="button" className={styles.chip} aria-pressed={pressed} onClick={onClick}>
      {children}
    </button>
  );
}

export interface ChipOption<T> {
  value: T;
  label: string;
}

/**
 * "All" followed by one chip per option. `selected` may hold several values (any of them); `onChange` gets the
 * new selection: [] for "All".
 */
export function ChipChoices<T extends string | number>({
  allLabel,
  options,
  selected,
  multiple,
  onChange,
}: {
  allLabel: string;
  options: ChipOption<T>[];
  selected: T[];
  multiple: boolean;
  onChange: (selected: T[]) => void;
}) {
  const toggle = (value: T) => {
    const on = selected.includes(value);
    if (!multiple) onChange(on ? [] : [value]);
    else onChange(on ? selected.filter((item) => item !== value) : [...selected, value]);
  };
  return (
    <>
      <Chip pressed={selected.length === 0} onClick={() => onChange([])}>
        {allLabel}
      </Chip>
      {options.map((option) => (
        <Chip key={option.value} pressed={selected.includes(option.value)} onClick={() => toggle(option.value)}>
          {option.label}
        </Chip>
      ))}
    </>
  );
}
