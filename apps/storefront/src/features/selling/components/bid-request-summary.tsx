import type { MyBidQuotes } from '@gs/shared/bidding';
import type { OrderStatus } from '@gs/shared/orders';
import { formatDateTime } from '@gs/web/format-date';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFormatPrice } from '../../../hooks/use-format-price';
import { bidOrderStatusLabels, bidStatusColors, bidStatusLabels } from '../utils/bidding-status';
import { BidCountdown } from './bid-countdown';
import { BidProceeds } from './bid-proceeds';
import styles from './bidding.module.css';

const ENDED_UNSOLD = new Set<OrderStatus>(['cancelled', 'refunded']);

/**
 * The request as its seller sees it: game and number, status, deadline with the live countdown while quoting, the
 * expected price; once accepted, the recycler's order with the time they have to pay by, and the amount, commission
 * and net; region and attributes in words, and the screenshots.
 */
export function BidRequestSummary({
  request,
  onDeadline,
}: {
  request: MyBidQuotes['request'];
  /** Runs when a countdown reaches its deadline (the page fetches the new state). */
  onDeadline: () => void;
}) {
  const { t, i18n } = useTranslation();
  const money = useFormatPrice();
  // What the seller receives while the accepted trade is live or done (not once its order was cancelled or refunded).
  const proceeds =
    request.order && request.acceptedFen !== null && !ENDED_UNSOLD.has(request.order.status)
      ? { amountFen: request.acceptedFen, commissionFen: request.order.commissionFen }
      : null;
  return (
    <section className={styles.panel} aria-labelledby="bid-request-title">
      <div className={styles.cardHeader}>
        <h2 id="bid-request-title" className={styles.cardTitle}>
          {t('bidding.detail.title', { game: request.gameName, number: request.number })}
        </h2>
        <Tag color={bidStatusColors[request.status]}>{t(bidStatusLabels[request.status])}</Tag>
      </div>
      <dl className={styles.facts}>
        <dt>{t('bidding.detail.deadline')}</dt>
        <dd>
          {formatDateTime(request.deadlineAt, i18n.language)}
          {request.status === 'quoting' ? (
            <>
              {' · '}
              <span className={styles.countdown}>
                <BidCountdown deadlineAt={request.deadlineAt} onEnd={onDeadline} />
              </span>
            </>
          ) : null}
        </dd>
        <dt>{t('bidding.detail.expectedPrice')}</dt>
        <dd>{request.expectedPriceFen === null ? t('bidding.detail.noExpected') : money(request.expectedPriceFen)}</dd>
        <dt>{t('bidding.detail.quotes')}</dt>
        <dd>
          {request.highestQuoteFen === null
            ? t('bidding.detail.noQuotesYet')
            : t('bidding.detail.quoteFigures', { count: request.quoteCount, highest: money(request.highestQuoteFen) })}
        </dd>
        {request.acceptedFen !== null && !proceeds ? (
          <>
            <dt>{t('bidding.detail.accepted')}</dt>
            <dd className={styles.amount}>{money(request.acceptedFen)}</dd>
          </>
        ) : null}
        {request.order ? (
          <>
            <dt>{t('bidding.detail.order')}</dt>
            <dd>
              {t('bidding.detail.orderText', {
                number: request.order.orderNo,
                status: t(bidOrderStatusLabels[request.order.status]),
              })}
            </dd>
            {request.order.payDueAt ? (
              <>
                <dt>{t('bidding.detail.payDue')}</dt>
                <dd>
                  <time dateTime={request.order.payDueAt}>{formatDateTime(request.order.payDueAt, i18n.language)}</time>
                  {' · '}
                  <span className={styles.countdown}>
                    <BidCountdown deadlineAt={request.order.payDueAt} kind="payment" onEnd={onDeadline} />
                  </span>
                </dd>
              </>
            ) : null}
          </>
        ) : null}
        {request.regionPath.length > 0 ? (
          <>
            <dt>{t('bidding.detail.region')}</dt>
            <dd>{request.regionPath.map((step) => step.name).join(' / ')}</dd>
          </>
        ) : null}
        {request.attributes.map((attribute) => (
          <AttributeFact key={attribute.id} name={attribute.name} text={attribute.text} />
        ))}
        <dt>{t('bidding.detail.submittedAt')}</dt>
        <dd>{formatDateTime(request.createdAt, i18n.language)}</dd>
      </dl>
      {proceeds ? (
        <BidProceeds
          amountFen={proceeds.amountFen}
          commissionFen={proceeds.commissionFen}
          commissionLabel={t('bidding.proceeds.commission')}
        />
      ) : null}
      {request.screenshots.length > 0 ? (
        <ul className={styles.thumbs} aria-label={t('bidding.detail.screenshots')}>
          {request.screenshots.map((url, index) => (
            <li key={url}>
              <a href={url} target="_blank" rel="noopener noreferrer">
                <img
                  src={url}
                  alt={t('consignment.screenshots.preview', { index: index + 1 })}
                  loading="lazy"
                  width={88}
                  height={88}
                />
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

function AttributeFact({ name, text }: { name: string; text: string }) {
  return (
    <>
      <dt>{name}</dt>
      <dd>{text}</dd>
    </>
  );
}
