import type { MyConsignment } from '@gs/shared/consignment';
import { describeError } from '@gs/web/error-message';
import { formatDateTime } from '@gs/web/format-date';
import { Alert, App, Button, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFormatPrice } from '../../../hooks/use-format-price';
import { listingDetailPath, paths } from '../../../lib/paths';
import { usePutUpListing, useTakeDownListing } from '../api/change-listing';
import { listingStatusColors, listingStatusLabels } from '../utils/my-product-status';
import { consignmentPath } from '../utils/selling-paths';
import styles from './my-products.module.css';

/**
 * One of my listings: cover, title, game, number, price, views and favourites, its state (and why it was rejected),
 * the order that bought it with my proceeds, and only the actions the server allows in its `actions`.
 */
export function MyProductRow({ listing, onEditPrice }: { listing: MyConsignment; onEditPrice: () => void }) {
  const { t, i18n } = useTranslation();
  const { message, modal } = App.useApp();
  const showError = (error: Error) => void message.error(describeError(error, t));
  const putUp = usePutUpListing({
    onSuccess: () => void message.success(t('myProducts.putUp.done')),
    onError: showError,
  });
  const takeDown = useTakeDownListing({
    onSuccess: () => void message.success(t('myProducts.takeDown.done')),
    onError: showError,
  });
  const money = useFormatPrice();
  const can = (action: MyConsignment['actions'][number]) => listing.actions.includes(action);

  const askTakeDown = () =>
    modal.confirm({
      title: t('myProducts.takeDown.title'),
      content: t('myProducts.takeDown.content', { title: listing.title }),
      okText: t('myProducts.takeDown.ok'),
      okButtonProps: { danger: true },
      cancelText: t('common.cancel'),
      // The dialog's button spins until the call is done; a refusal is shown by the mutation's onError.
      onOk: () => takeDown.mutateAsync(listing.id).catch(() => {}),
    });

  const dated = listing.soldAt ?? listing.listedAt;
  return (
    <article className={styles.row} aria-label={t('myProducts.row.label', { number: listing.number })}>
      <div className={styles.cover}>
        {listing.coverUrl ? <img src={listing.coverUrl} alt="" loading="lazy" width={160} height={120} /> : null}
      </div>
      <div className={styles.main}>
        <div className={styles.titleLine}>
          <Tag color={listingStatusColors[listing.status]}>{t(listingStatusLabels[listing.status])}</Tag>
          <h3 className={styles.title}>
            {listing.status === 'on_sale' ? (
              <Link to={listingDetailPath(listing.id)}>{listing.title}</Link>
            ) : (
              listing.title
            )}
          </h3>
        </div>
        <p className={styles.facts}>
          <span>{listing.gameName}</span>
          <span>{t('myProducts.row.number', { number: listing.number })}</span>
          <span>{t('myProducts.row.views', { count: listing.views })}</span>
          <span>{t('myProducts.row.favourites', { count: listing.favourites })}</span>
          <time dateTime={dated ?? listing.createdAt}>{formatDateTime(dated ?? listing.createdAt, i18n.language)}</time>
        </p>
        {listing.status === 'rejected' && listing.rejectReason ? (
          <Alert
            type="error"
            showIcon
            className={styles.reason}
            title={t('myProducts.row.rejectReason', { reason: listing.rejectReason })}
          />
        ) : null}
        {listing.order || listing.proceedsFen !== null ? (
          <p className={styles.trade}>
            {listing.order ? (
              <Link to={`${paths.orderDetail}?id=${listing.order.id}`}>
                {t('myProducts.row.order', { number: listing.order.number })}
              </Link>
            ) : null}
            {listing.proceedsFen !== null ? (
              <span>
                {t(listing.status === 'sold' ? 'myProducts.row.proceeds' : 'myProducts.row.expectedProceeds', {
                  amount: money(listing.proceedsFen),
                })}
              </span>
            ) : null}
          </p>
        ) : null}
      </div>
      <div className={styles.side}>
        <span className={styles.price}>{money(listing.priceFen)}</span>
        <div className={styles.actions}>
          {can('edit') ? (
            <Link className={styles.linkButton} to={consignmentPath(listing.gameId, listing.id)}>
              {t('myProducts.actions.edit')}
            </Link>
          ) : null}
          {can('edit_price') ? <Button onClick={onEditPrice}>{t('myProducts.actions.editPrice')}</Button> : null}
          {can('take_down') ? (
            <Button danger loading={takeDown.isPending} onClick={askTakeDown}>
              {t('myProducts.actions.takeDown')}
            </Button>
          ) : null}
          {can('put_up') ? (
            <Button type="primary" loading={putUp.isPending} onClick={() => putUp.mutate(listing.id)}>
              {t('myProducts.actions.putUp')}
            </Button>
          ) : null}
        </div>
      </div>
    </article>
  );
}
