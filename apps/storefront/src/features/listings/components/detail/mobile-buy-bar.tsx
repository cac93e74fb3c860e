import { useTranslation } from 'react-i18next';
import { useFormatPrice } from '../../../../hooks/use-format-price';
import { BuyButton } from './buy-button';
import styles from './detail.module.css';

/** Phones only (CSS): price and "Buy now" stuck to the bottom of the screen while the page scrolls. */
export function MobileBuyBar({ listingId, price }: { listingId: number; price: number }) {
  const { t } = useTranslation();
  const money = useFormatPrice();
  return (
    <div className={styles.buyBar}>
      <div className={styles.buyBarPrice}>
        <span className={styles.priceLabel}>{t('goodDetail.price')}</span>
        <span className={styles.price}>{money(price)}</span>
      </div>
      <BuyButton listingId={listingId} className={styles.buyBarButton} />
    </div>
  );
}
