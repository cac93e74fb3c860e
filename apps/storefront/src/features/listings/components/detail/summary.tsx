import { CustomerServiceOutlined } from '@ant-design/icons';
import type { ListingDetail } from '@gs/shared/listings';
import { formatCount } from '@gs/web/format-count';
import { formatDateTime } from '@gs/web/format-date';
import { Button } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ListingBadges } from '../../../../components/listing-badges';
import { useFormatPrice } from '../../../../hooks/use-format-price';
import { gameListPath } from '../../../../lib/listing-paths';
import { BuyButton } from './buy-button';
import styles from './detail.module.css';
import { ShareButton } from './share-button';

/** The right-hand column: title, badges, price, the listing's facts and what can be done with it. */
export function Summary({
  listing,
  onContact,
  favourite,
}: {
  listing: ListingDetail;
  onContact: () => void;
  /** The favourite toggle (app/ composes it from the favourites). */
  favourite: ReactNode;
}) {
  const { t, i18n } = useTranslation();
  const money = useFormatPrice();
  const region = listing.regionPath.map((node) => node.name).join(' / ');
  const facts: [string, ReactNode][] = [
    [t('goodDetail.listingNumber'), listing.number],
    [
      t('goodDetail.game'),
      <Link key="game" to={gameListPath(listing.gameId)}>
        {listing.gameName}
      </Link>,
    ],
    [t('goodDetail.region'), region || '—'],
    [t('goodDetail.listedAt'), formatDateTime(listing.listedAt, i18n.language)],
    [t('goodDetail.views'), formatCount(listing.views, i18n.language)],
  ];

  return (
    <section className={styles.summary} aria-labelledby="listing-title">
      <h2 id="listing-title" className={styles.listingTitle}>
        {listing.title}
      </h2>
      <ListingBadges badges={listing.badges} />
      <div className={styles.priceBox}>
        <span className={styles.priceLabel}>{t('goodDetail.price')}</span>
        <span className={styles.price}>{money(listing.price)}</span>
      </div>
      <dl className={styles.facts}>
        {facts.map(([label, value]) => (
          <div key={label} className={styles.fact}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <div className={styles.actions}>
        {listing.state === 'on_sale' ? <BuyButton listingId={listing.id} className={styles.buyDesktop} /> : null}
        <Button size="large" icon={<CustomerServiceOutlined aria-hidden />} onClick={onContact}>
          {t('goodDetail.contactService')}
        </Button>
        {favourite}
        <ShareButton listingId={listing.id} />
      </div>
    </section>
  );
}
