import { CloseCircleFilled } from '@ant-design/icons';
import type { ReactNode } from 'react';
import styles from './error-state.module.css';

/** A failed-load message with its way out (usually a retry button). */
export function ErrorState({
  title,
  description,
  action,
}: {
  title: string;
  description?: string;
  action?: ReactNode;
}) {
  return (
    <div className={styles.root} role="alert">
      <CloseCircleFilled className={styles.icon} aria-hidden />
      <h1 className={styles.title}>{title}</h1>
      {description ? <p className={styles.description}>{description}</p> : null}
      {action}
    </div>
  );
}
