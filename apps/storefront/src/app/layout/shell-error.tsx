import styles from './shell-error.module.css';

/**
 * A failure the frame itself reports (tenant not loaded, a page that failed to load): title, explanation and one
 * way out. Plain markup: it must work when antd or the page's chunk could not be loaded.
 */
export function ShellError({
  title,
  description,
  actionLabel,
  onAction,
  busy = false,
}: {
  title: string;
  description: string;
  actionLabel: string;
  onAction: () => void;
  busy?: boolean;
}) {
  return (
    <div className={styles.root} role="alert">
      <svg className={styles.icon} viewBox="0 0 24 24" width="48" height="48" aria-hidden="true" focusable="false">
        <path
          fill="currentColor"
          d="M12 2a10 10 0 1 1 0 20 10 10 0 0 1 0-20Zm3.3 5.3L12 10.6 8.7 7.3 7.3 8.7l3.3 3.3-3.3 3.3 1.4 1.4 3.3-3.3 3.3 3.3 1.4-1.4-3.3-3.3 3.3-3.3-1.4-1.4Z"
        />
      </svg>
      <h1 className={styles.title}>{title}</h1>
      <p className={styles.description}>{description}</p>
      <button type="button" className={styles.action} onClick={onAction} disabled={busy} aria-busy={busy}>
        {actionLabel}
      </button>
    </div>
  );
}
