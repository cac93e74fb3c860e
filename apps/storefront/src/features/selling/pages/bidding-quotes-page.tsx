import { ReloadOutlined } from '@ant-design/icons';
import { ApiError } from '@gs/web/api-error';
import { describeError } from '@gs/web/error-message';
import { parsePageNum, parseQueryId } from '@gs/web/query-values';
import { Alert, App, Button, Empty, Pagination } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router';
import { ErrorState } from '../../../components/error-state';
import { LoadingState } from '../../../components/loading-state';
import { PageFrame } from '../../../components/page-frame';
import { paths } from '../../../lib/paths';
import { useCancelBidRequest } from '../api/decide-bid-request';
import { useMyBidQuotes } from '../api/get-my-bid-quotes';
import { useMyBidRequests } from '../api/get-my-bid-requests';
import { BidDepositCard } from '../components/bid-deposit-card';
import { BidQuoteList } from '../components/bid-quote-list';
import { BidRequestRow } from '../components/bid-request-row';
import { BidRequestSummary } from '../components/bid-request-summary';
import styles from '../components/bidding.module.css';
import sellingStyles from '../components/selling.module.css';
import { type BiddingSubmittedState, biddingQuotesPath } from '../utils/bidding-paths';

export const BID_REQUESTS_PAGE_SIZE = 10;

function retryButton(query: { isFetching: boolean; refetch: () => unknown }, label: string) {
  return (
    <Button type="primary" icon={<ReloadOutlined />} loading={query.isFetching} onClick={() => void query.refetch()}>
      {label}
    </Button>
  );
}

/** My bidding requests, newest first, a page at a time (`?pageNum=`). */
function MyBidRequests() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const pageNum = parsePageNum(params.get('pageNum'));
  const requests = useMyBidRequests({ pageNum, pageSize: BID_REQUESTS_PAGE_SIZE });

  if (requests.isPending) return <LoadingState label={t('common.loading')} rows={6} />;
  if (requests.isError) {
    return <ErrorState title={t('bidding.list.loadFailed')} action={retryButton(requests, t('common.retry'))} />;
  }
  if (requests.data.rows.length === 0) {
    return (
      <div className={styles.panel}>
        <Empty className={styles.empty} description={t('bidding.list.empty')}>
          <Link to={paths.sale}>{t('bidding.list.sell')}</Link>
        </Empty>
      </div>
    );
  }
  return (
    <div className={styles.panel}>
      <ul className={styles.list} aria-label={t('bidding.list.title')} aria-busy={requests.isPlaceholderData}>
        {requests.data.rows.map((request) => (
          <li key={request.id}>
            <BidRequestRow request={request} />
          </li>
        ))}
      </ul>
      <Pagination
        className={styles.pagination}
        current={requests.data.pageNum}
        pageSize={requests.data.pageSize}
        total={requests.data.total}
        showSizeChanger={false}
        hideOnSinglePage
        onChange={(page) => setParams(page > 1 ? { pageNum: String(page) } : {})}
      />
    </div>
  );
}

/** One request with its quotes, polled while quoting; accept a quote or cancel the request. */
function BidRequestQuotes({ requestId }: { requestId: number }) {
  const { t } = useTranslation();
  const { modal, message } = App.useApp();
  const location = useLocation();
  const submittedNumber = (location.state as BiddingSubmittedState | null)?.submittedNumber;
  const quotes = useMyBidQuotes(requestId);
  const cancel = useCancelBidRequest({
    onSuccess: () => void message.success(t('bidding.cancel.done')),
    onError: (error) => void message.error(error instanceof ApiError ? error.msg : describeError(error, t)),
  });

  if (quotes.isPending) return <LoadingState label={t('common.loading')} rows={8} />;
  if (quotes.isError) {
    const missing = quotes.error instanceof ApiError && quotes.error.status === 404;
    return (
      <ErrorState
        title={missing ? t('bidding.detail.notFound') : t('bidding.detail.loadFailed')}
        action={
          missing ? (
            <Link to={biddingQuotesPath()}>{t('bidding.detail.backToList')}</Link>
          ) : (
            retryButton(quotes, t('common.retry'))
          )
        }
      />
    );
  }
  const { request } = quotes.data;

  const askCancel = () =>
    modal.confirm({
      title: t('bidding.cancel.title'),
      content: t('bidding.cancel.content'),
      okText: t('bidding.cancel.ok'),
      okButtonProps: { danger: true },
      cancelText: t('bidding.cancel.keep'),
      onOk: () => cancel.mutateAsync(request.id).catch(() => {}),
    });

  return (
    <div className={styles.wide}>
      {submittedNumber ? (
        <Alert
          type="success"
          showIcon
          title={t('bidding.submitted.title')}
          description={t('bidding.submitted.text', { number: submittedNumber })}
        />
      ) : null}
      <BidRequestSummary request={request} onDeadline={() => void quotes.refetch()} />
      <BidDepositCard requestId={request.id} deposit={request.deposit} />
      <BidQuoteList request={request} quotes={quotes.data.quotes} />
      <div className={sellingStyles.actions}>
        <Link to={biddingQuotesPath()} className={sellingStyles.savedNote}>
          {t('bidding.detail.backToList')}
        </Link>
        {request.canCancel ? (
          <Button
            danger
            size="large"
            className={sellingStyles.actionButton}
            loading={cancel.isPending}
            onClick={askCancel}
          >
            {t('bidding.cancel.button')}
          </Button>
        ) : null}
      </div>
    </div>
  );
}

/**
 * /pages/other/jingjiahuishouPriceList (price list of price-competition recycle): with `?backId=` one of my
 * requests and its quotes, else the list of my requests. Inside the personal-center layout; login required.
 */
export function BiddingQuotesPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const requestId = parseQueryId(params.get('backId'));
  let body: ReactNode;
  if (requestId !== null) body = <BidRequestQuotes key={requestId} requestId={requestId} />;
  else body = <MyBidRequests />;
  return (
    <PageFrame
      title={t('route.biddingQuotes')}
      trail={[{ label: t('route.personalCenter'), to: paths.personalCenter }]}
    >
      <App component={false}>{body}</App>
    </PageFrame>
  );
}
