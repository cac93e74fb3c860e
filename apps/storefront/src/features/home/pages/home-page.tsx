import { useTranslation } from 'react-i18next';
import { LoadingState } from '../../../components/loading-state';
import { useTenant } from '../../tenant/api/get-tenant';
import styles from './home-page.module.css';

/** Home (`/`). Banners, games and listings arrive with later issues. */
export function HomePage() {
  const { t } = useTranslation();
  const { data: tenant } = useTenant();

  if (!tenant) return <LoadingState label={t('common.loading')} />;

  return (
    <section aria-labelledby="home-title">
      <h1 id="home-title" className={styles.title}>
        {t('home.welcome', { name: tenant.tenantName })}
      </h1>
    </section>
  );
}
