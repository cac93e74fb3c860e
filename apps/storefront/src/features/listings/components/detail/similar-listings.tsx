import { Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ListingCard } from '../../../../components/listing-card';
import { gameListPath } from '../../../../lib/listing-paths';
import { useRecommendations } from '../../api/get-recommendations';
import styles from './detail.module.css';

/** "Similar accounts": up to 8 listings on sale of the same game near the price, and a way to all of them. */
export function SimilarListings({
  listingId,
  gameId,
  gameName,
  prominent = false,
}: {
  listingId: number;
  gameId: number;
  gameName: string;
  /** The listing cannot be bought: these are what the visitor came for now. */
  prominent?: boolean;
}) {
  const { t } = useTranslation();
  const similar = useRecommendations(listingId);
  const rows = similar.data ?? [];
  return (
    <section
      id="similar-listings"
      className={prominent ? `${styles.similar} ${styles.similarProminent}` : styles.similar}
      aria-labelledby="similar-title"
      aria-busy={similar.isFetching}
    >
      <div className={styles.similarHeading}>
        <h2 id="similar-title" className={styles.similarTitle}>
          {t('goodDetail.similar')}
        </h2>
        <Link to={gameListPath(gameId)}>{t('goodDetail.moreOfGame', { game: gameName })}</Link>
      </div>
      {similar.isPending ? (
        <Skeleton active paragraph={{ rows: 4 }} />
      ) : similar.isError ? (
        <p className={styles.muted}>{t('goodDetail.similarFailed')}</p>
      ) : rows.length === 0 ? (
        <p className={styles.muted}>{t('goodDetail.similarEmpty')}</p>
      ) : (
        <ul className={styles.similarGrid}>
          {rows.map((listing) => (
            <li key={listing.id}>
              <ListingCard listing={listing} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
