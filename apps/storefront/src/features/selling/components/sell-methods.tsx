import { AuditOutlined, RiseOutlined, ThunderboltOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths';
import styles from './sell-methods.module.css';

const methods = [
  { key: 'consignment', to: paths.consignment, icon: <AuditOutlined aria-hidden /> },
  { key: 'quickRecycle', to: paths.quickRecycle, icon: <ThunderboltOutlined aria-hidden /> },
  { key: 'bidding', to: paths.biddingRecycle, icon: <RiseOutlined aria-hidden /> },
] as const;

const points = ['price', 'review', 'money'] as const;

/**
 * The three ways to sell, each explained in three lines, each leading to its form for the chosen game. Without a
 * game the cards only explain (the game comes first).
 */
export function SellMethods({ gameId }: { gameId: number | null }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="sell-methods-title">
      <h2 id="sell-methods-title" className={styles.heading}>
        {t('sell.methodsTitle')}
      </h2>
      <ul className={styles.methods}>
        {methods.map((method) => (
          <li key={method.key} className={styles.method}>
            <h3 className={styles.title}>
              <span className={styles.icon}>{method.icon}</span>
              {t(`sell.methods.${method.key}.title`)}
            </h3>
            <ul className={styles.points}>
              {points.map((point) => (
                <li key={point}>{t(`sell.methods.${method.key}.${point}`)}</li>
              ))}
            </ul>
            {gameId === null ? (
              <p className={styles.pending}>{t('sell.chooseGameFirst')}</p>
            ) : (
              <Link to={`${method.to}?gameId=${gameId}`} className={styles.action}>
                {t(`sell.methods.${method.key}.action`)}
              </Link>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
