import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styles from './page-frame.module.css';

export interface Crumb {
  label: string;
  /** Omitted for the current page. */
  to?: string;
}

/** "Home › … › this page": a navigation landmark named Breadcrumb; the last item is the current page. */
export function Breadcrumb({ items }: { items: Crumb[] }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('common.breadcrumb')} className={styles.breadcrumb}>
      <ol className={styles.crumbs}>
        {items.map((item, index) => {
          const last = index === items.length - 1;
          return (
            <Fragment key={`${item.label}|${item.to ?? ''}`}>
              <li className={styles.crumb}>
                {item.to && !last ? (
                  <Link to={item.to}>{item.label}</Link>
                ) : (
                  <span aria-current={last ? 'page' : undefined}>{item.label}</span>
                )}
              </li>
              {last ? null : (
                <li aria-hidden className={styles.separator}>
                  ›
                </li>
              )}
            </Fragment>
          );
        })}
      </ol>
    </nav>
  );
}
