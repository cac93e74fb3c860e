import { theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styles from './not-found-page.module.css';

/** Any path no route matches. */
export function NotFoundPage() {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  return (
    <section className={styles.root} aria-labelledby="not-found-title">
      <p className={styles.code} aria-hidden>
        404
      </p>
      <h1 id="not-found-title" className={styles.title}>
        {t('notFound.title')}
      </h1>
      <p className={styles.description}>{t('notFound.description')}</p>
      <Link to="/" className={styles.link} style={{ color: token.colorPrimary }}>
        {t('common.backHome')}
      </Link>
    </section>
  );
}
