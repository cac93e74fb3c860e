import type { MyBidRequest } from '@gs/shared/bidding';
import { formatDateTime } from '@gs/web/format-date';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFormatPrice } from '../../../hooks/use-format-price';
import { biddingQuotesPath } from '../utils/bidding-paths';
import { bidStatusColors, bidStatusLabels } from '../utils/bidding-status';
import { BidCountdown } from './bid-countdown';
import styles from './bidding.module.css';

/** One of my bidding requests: cover, game and number, status, quote count, highest quote, deadline; links to it. */
export function BidRequestRow({ request }: { request: MyBidRequest }) {
  const { t, i18n } = useTranslation();
  const money = useFormatPrice();
  const to = biddingQuotesPath(request.id);
  return (
    <article className={styles.row} aria-label={t('bidding.list.rowLabel', { number: request.number })}>
      <div className={styles.cover}>
        {request.coverUrl ? <img src={request.coverUrl} alt="" loading="lazy" width={120} height={90} /> : null}
      </div>
      <div className={styles.rowMain}>
        <p className={styles.rowLine}>
          <Tag color={bidStatusColors[request.status]}>{t(bidStatusLabels[request.status])}</Tag>
          <Link to={to} className={styles.rowTitle}>
            {request.gameName}
          </Link>
        </p>
        <p className={styles.rowLine}>
          <span>{t('bidding.list.number', { number: request.number })}</span>
          <span>{t('bidding.list.quoteCount', { count: request.quoteCount })}</span>
          <span>
            {t('bidding.list.deadline', { time: formatDateTime(request.deadlineAt, i18n.language) })}
            {request.status === 'quoting' ? (
              <>
                {' · '}
                <BidCountdown deadlineAt={request.deadlineAt} />
              </>
            ) : null}
          </span>
        </p>
      </div>
      <div className={styles.side}>
        <span>
          {request.acceptedFen !== null ? (
            <>
              {t('bidding.list.accepted')} <span className={styles.amount}>{money(request.acceptedFen)}</span>
            </>
          ) : request.highestQuoteFen !== null ? (
            <>
              {t('bidding.list.highest')} <span className={styles.amount}>{money(request.highestQuoteFen)}</span>
            </>
          ) : (
            t('bidding.list.noQuotes')
          )}
        </span>
        <Link to={to} aria-label={t('bidding.list.viewLabel', { number: request.number })}>
          {t('bidding.list.view')}
        </Link>
      </div>
    </article>
  );
}
