import type { Favourite } from '@gs/shared/favourites';
import { formatDateTime } from '@gs/web/format-date';
import { Button, Popconfirm } from 'antd';
import { useTranslation } from 'react-i18next';
import { ListingCard } from '../../../components/listing-card';
import styles from './favourites.module.css';

/** One favourite: the listing as a row card, "Sold"/"Unavailable" over its cover, and Remove after confirming. */
export function FavouriteItem({
  favourite,
  lazy,
  removing,
  onRemove,
}: {
  favourite: Favourite;
  lazy: boolean;
  removing: boolean;
  onRemove: (favourite: Favourite) => Promise<unknown>;
}) {
  const { t, i18n } = useTranslation();
  const overlay =
    favourite.state === 'on_sale'
      ? undefined
      : t(favourite.state === 'sold' ? 'favourites.sold' : 'favourites.unavailable');
  return (
    <li>
      <ListingCard
        listing={favourite}
        layout="row"
        heading="h2"
        lazy={lazy}
        overlay={overlay}
        actions={
          <>
            <time className={styles.collectedAt} dateTime={favourite.collectedAt}>
              {t('favourites.collectedAt', { time: formatDateTime(favourite.collectedAt, i18n.language) })}
            </time>
            <Popconfirm
              title={t('favourites.removeTitle')}
              description={t('favourites.removeDescription')}
              okText={t('favourites.removeConfirm')}
              cancelText={t('common.cancel')}
              okButtonProps={{ danger: true }}
              onConfirm={() => onRemove(favourite)}
            >
              <Button danger loading={removing} aria-label={t('favourites.removeLabel', { title: favourite.title })}>
                {t('favourites.remove')}
              </Button>
            </Popconfirm>
          </>
        }
      />
    </li>
  );
}
