import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { paths } from '../lib/paths';
import { Breadcrumb, type Crumb } from './breadcrumb';
import styles from './page-frame.module.css';

/**
 * The title bar every page shares: breadcrumb from Home to this page, the page's h1 (its route title), optional
 * actions beside it, then the content.
 */
export function PageFrame({
  title,
  trail = [],
  extra,
  children,
}: {
  title: string;
  /** The crumbs between Home and this page. */
  trail?: Crumb[];
  extra?: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <div className={styles.frame}>
      <Breadcrumb items={[{ label: t('menu.home'), to: paths.home }, ...trail, { label: title }]} />
      <div className={styles.titleBar}>
        <h1 className={styles.title}>{title}</h1>
        {extra}
      </div>
      {children}
    </div>
  );
}
