import { type KeyboardEvent, type ReactNode, useId, useRef, useState } from 'react';
import styles from './wrapping-tabs.module.css';

export interface WrappingTab {
  key: string;
  label: ReactNode;
  /** The tab's panel; a bar whose tabs have none only switches (the page shows what the tab chose). */
  children?: ReactNode;
}

/**
 * A tab bar whose names all stay on screen: on a phone they wrap onto another line rather than hide behind a "…"
 * menu (English names are longer than Chinese ones). The WAI-ARIA tabs pattern: one tab stop, the arrow keys, Home
 * and End move between the tabs and choose them. A panel is drawn the first time its tab is chosen and kept (hidden)
 * afterwards, so what it loaded stays. Plain markup, not antd's Tabs: the public pages render and hydrate it without
 * antd's tab machinery or its styles (issue #22).
 */
export function WrappingTabs({
  items,
  activeKey,
  onChange,
  className,
}: {
  items: WrappingTab[];
  activeKey: string;
  onChange: (key: string) => void;
  className?: string;
}) {
  const id = useId();
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  // The panels drawn so far: the active one, and every one chosen before.
  const [visited, setVisited] = useState<ReadonlySet<string>>(() => new Set([activeKey]));
  if (!visited.has(activeKey)) setVisited(new Set([...visited, activeKey]));
  const withPanels = items.some((item) => item.children !== undefined);
  const tabId = (key: string) => `${id}-tab-${key}`;
  const panelId = (key: string) => `${id}-panel-${key}`;

  const choose = (index: number) => {
    const item = items[index];
    if (!item) return;
    tabs.current[index]?.focus();
    if (item.key !== activeKey) onChange(item.key);
  };
  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const last = items.length - 1;
    const next: Record<string, number> = {
      ArrowRight: index === last ? 0 : index + 1,
      ArrowLeft: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    };
    const target = next[event.key];
    if (target === undefined) return;
    event.preventDefault();
    choose(target);
  };

  return (
    <div className={className}>
      <div role="tablist" className={styles.bar}>
        {items.map((item, index) => {
          const selected = item.key === activeKey;
          return (
            <button
              key={item.key}
              ref={(element) => {
                tabs.current[index] = element;
              }}
              type="button"
              role="tab"
              id={tabId(item.key)}
              aria-selected={selected}
              aria-controls={withPanels ? panelId(item.key) : undefined}
              tabIndex={selected ? 0 : -1}
              className={selected ? `${styles.tab} ${styles.active}` : styles.tab}
              onClick={() => choose(index)}
              onKeyDown={(event) => onKeyDown(event, index)}
            >
              {item.label}
            </button>
          );
        })}
      </div>
      {withPanels
        ? items.map((item) =>
            visited.has(item.key) ? (
              <div
                key={item.key}
                role="tabpanel"
                id={panelId(item.key)}
                aria-labelledby={tabId(item.key)}
                hidden={item.key !== activeKey}
              >
                {item.children}
              </div>
            ) : null,
          )
        : null}
    </div>
  );
}
