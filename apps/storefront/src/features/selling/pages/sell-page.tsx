import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PlaceholderPage } from '../../../components/placeholder-page';
import { paths } from '../../../lib/paths';
import styles from './sell-page.module.css';

const methods = [
  { to: paths.consignment, label: 'route.consignment' },
  { to: paths.quickRecycle, label: 'route.quickRecycle' },
  { to: paths.biddingRecycle, label: 'route.biddingRecycle' },
] as const;

/** /pages/sale: choose how to sell. The three ways are real routes; their forms come with the selling issue. */
export function SellPage() {
  const { t } = useTranslation();
  return (
    <PlaceholderPage title={t('route.sale')} description={t('placeholder.sale')}>
      <ul className={styles.methods}>
        {methods.map((method) => (
          <li key={method.to}>
            <Link to={method.to} className={styles.method}>
              {t(method.label)}
            </Link>
          </li>
        ))}
      </ul>
    </PlaceholderPage>
  );
}
