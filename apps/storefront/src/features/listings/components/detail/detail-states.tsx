import { Alert, Button, Empty, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { accountOrderPath } from '../../../../lib/paths';
import styles from './detail.module.css';
import galleryStyles from './gallery.module.css';

/** The page's shape while the listing loads: gallery box, summary lines, tabs. */
export function DetailSkeleton() {
  const { t } = useTranslation();
  return (
    <div role="status" aria-busy="true" className={styles.top}>
      <span className="visually-hidden">{t('goodDetail.loading')}</span>
      <div className={galleryStyles.gallery}>
        <div className={`${galleryStyles.stage} ${galleryStyles.stageEmpty}`} />
      </div>
      <div className={styles.summary}>
        <Skeleton active title paragraph={{ rows: 7 }} />
      </div>
    </div>
  );
}

/** An id that is no listing of this store (or none at all): say so and offer the games. */
export function DetailNotFound() {
  const { t } = useTranslation();
  return (
    <section className={styles.panel} aria-label={t('goodDetail.notFoundTitle')}>
      <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('goodDetail.notFoundTitle')}>
        <Link to={accountOrderPath('buy')}>{t('goodDetail.browseGames')}</Link>
      </Empty>
    </section>
  );
}

/** The banner of a listing that can no longer be bought, pointing at the similar ones. */
export function UnavailableBanner({ state }: { state: 'sold' | 'unavailable' }) {
  const { t } = useTranslation();
  const scrollToSimilar = () => document.getElementById('similar-listings')?.scrollIntoView?.({ behavior: 'smooth' });
  return (
    <Alert
      type="warning"
      showIcon
      className={styles.banner}
      title={t(state === 'sold' ? 'goodDetail.soldTitle' : 'goodDetail.unavailableTitle')}
      description={t('goodDetail.unavailableDescription')}
      action={
        <Button size="small" onClick={scrollToSimilar}>
          {t('goodDetail.seeSimilar')}
        </Button>
      }
    />
  );
}
