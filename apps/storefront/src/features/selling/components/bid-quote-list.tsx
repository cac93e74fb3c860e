import type { MyBidQuotes, SellerBidQuote } from '@gs/shared/bidding';
import { ApiError } from '@gs/web/api-error';
import { describeError } from '@gs/web/error-message';
import { formatDateTime } from '@gs/web/format-date';
import { Alert, App, Button, Empty, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatPrice } from '../../../hooks/use-format-price';
import { useAcceptBidQuote } from '../api/decide-bid-request';
import { useBidFees } from '../api/get-bid-fees';
import { bidQuoteStatusColors, bidQuoteStatusLabels } from '../utils/bidding-status';
import { BidAcceptBreakdown } from './bid-proceeds';
import styles from './bidding.module.css';

/**
 * The quotes of a request, highest first: amount, masked recycler, time, the recycler's note and status; "Accept" on each current quote
 * while the request is quoting, after a confirmation naming the amount, the commission, what the seller receives
 * and how long the recycler then has to pay. A refusal (409: already decided, closed,
 * or the quote was replaced) shows the server's message; the page fetches the new state either way.
 */
export function BidQuoteList({ request, quotes }: Pick<MyBidQuotes, 'request' | 'quotes'>) {
  const { t, i18n } = useTranslation();
  const { modal, message } = App.useApp();
  const [refusal, setRefusal] = useState<string | null>(null);
  const accept = useAcceptBidQuote({
    onSuccess: () => void message.success(t('bidding.accept.done')),
    onError: (error) =>
      setRefusal(error instanceof ApiError ? error.msg || describeError(error, t) : describeError(error, t)),
  });
  const money = useFormatPrice();
  // Fetched with the list, so the confirmation usually opens with the commission already known.
  useBidFees();

  const askAccept = (quote: SellerBidQuote) =>
    modal.confirm({
      title: t('bidding.accept.title', { amount: money(quote.amountFen) }),
      content: (
        <>
          <BidAcceptBreakdown amountFen={quote.amountFen} recycler={quote.recycler} />
          <p>{t('bidding.accept.content', { amount: money(quote.amountFen), recycler: quote.recycler })}</p>
        </>
      ),
      okText: t('bidding.accept.ok'),
      cancelText: t('common.cancel'),
      onOk: () => {
        setRefusal(null);
        return accept.mutateAsync({ requestId: request.id, quoteId: quote.id }).catch(() => {});
      },
    });

  return (
    <section className={styles.panel} aria-labelledby="bid-quotes-title">
      <div className={styles.cardHeader}>
        <h2 id="bid-quotes-title" className={styles.cardTitle}>
          {t('bidding.quotes.title')}
        </h2>
        {request.status === 'quoting' ? <p className={styles.hint}>{t('bidding.quotes.autoRefresh')}</p> : null}
      </div>
      {refusal ? (
        <Alert
          type="error"
          showIcon
          closable
          title={t('bidding.accept.refused')}
          description={refusal}
          onClose={() => setRefusal(null)}
          style={{ marginBottom: 12 }}
        />
      ) : null}
      {quotes.length === 0 ? (
        <Empty
          className={styles.empty}
          description={request.status === 'quoting' ? t('bidding.quotes.emptyQuoting') : t('bidding.quotes.empty')}
        />
      ) : (
        <ul className={styles.list} aria-label={t('bidding.quotes.title')}>
          {quotes.map((quote) => (
            <li key={quote.id}>
              <article
                className={styles.row}
                aria-label={t('bidding.quotes.rowLabel', { amount: money(quote.amountFen), recycler: quote.recycler })}
              >
                <div className={styles.rowMain}>
                  <span className={styles.amount}>{money(quote.amountFen)}</span>
                  <p className={styles.rowLine}>
                    <span>{t('bidding.quotes.recycler', { recycler: quote.recycler })}</span>
                    <time dateTime={quote.createdAt}>{formatDateTime(quote.createdAt, i18n.language)}</time>
                  </p>
                  {quote.note ? (
                    <p className={styles.quoteNote}>{t('bidding.quotes.note', { note: quote.note })}</p>
                  ) : null}
                </div>
                <div className={styles.side}>
                  <Tag color={bidQuoteStatusColors[quote.status]}>{t(bidQuoteStatusLabels[quote.status])}</Tag>
                  {request.canAccept && quote.status === 'active' ? (
                    <Button
                      type="primary"
                      loading={accept.isPending && accept.variables?.quoteId === quote.id}
                      disabled={accept.isPending}
                      aria-label={t('bidding.accept.buttonLabel', { amount: money(quote.amountFen) })}
                      onClick={() => askAccept(quote)}
                    >
                      {t('bidding.accept.button')}
                    </Button>
                  ) : null}
                </div>
              </article>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
