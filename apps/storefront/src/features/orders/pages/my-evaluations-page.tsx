import { ReloadOutlined } from '@ant-design/icons';
import { parsePageNum } from '@gs/web/query-values';
import { Button, Empty, Pagination, Tabs } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ErrorState } from '../../../components/error-state';
import { LoadingState } from '../../../components/loading-state';
import { PageFrame } from '../../../components/page-frame';
import { paths } from '../../../lib/paths';
import { useMyEvaluations } from '../api/get-my-evaluations';
import { EvaluationItem } from '../components/evaluation-item';
import styles from '../components/order-list.module.css';

export const EVALUATIONS_PAGE_SIZE = 10;
type EvaluationTab = 'written' | 'received';

/**
 * /pages/other/Myevaluation (my evaluations): those I wrote as a buyer and those I received as a consignment
 * seller; tab and page in the query (`?type=received&pageNum=2`). Inside the personal-center layout.
 */
export function MyEvaluationsPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const type: EvaluationTab = params.get('type') === 'received' ? 'received' : 'written';
  const pageNum = parsePageNum(params.get('pageNum'));
  const evaluations = useMyEvaluations({ type, pageNum, pageSize: EVALUATIONS_PAGE_SIZE });

  const show = (next: { type?: EvaluationTab; pageNum?: number }) => {
    const query = new URLSearchParams();
    if ((next.type ?? type) === 'received') query.set('type', 'received');
    if ((next.pageNum ?? 1) > 1) query.set('pageNum', String(next.pageNum));
    setParams(query);
  };

  let body: ReactNode;
  if (evaluations.isPending) body = <LoadingState label={t('common.loading')} rows={6} />;
  else if (evaluations.isError)
    body = (
      <ErrorState
        title={t('orders.evaluations.loadFailed')}
        action={
          <Button
            type="primary"
            icon={<ReloadOutlined />}
            loading={evaluations.isFetching}
            onClick={() => void evaluations.refetch()}
          >
            {t('common.retry')}
          </Button>
        }
      />
    );
  else if (evaluations.data.rows.length === 0)
    body = (
      <Empty
        className={styles.empty}
        description={type === 'written' ? t('orders.evaluations.emptyWritten') : t('orders.evaluations.emptyReceived')}
      >
        {type === 'written' ? <Link to={paths.myOrders}>{t('orders.detail.allOrders')}</Link> : null}
      </Empty>
    );
  else
    body = (
      <>
        <ul className={styles.list} aria-busy={evaluations.isPlaceholderData}>
          {evaluations.data.rows.map((evaluation) => (
            <li key={evaluation.id}>
              <EvaluationItem evaluation={evaluation} />
            </li>
          ))}
        </ul>
        <Pagination
          className={styles.pagination}
          current={evaluations.data.pageNum}
          pageSize={evaluations.data.pageSize}
          total={evaluations.data.total}
          showSizeChanger={false}
          hideOnSinglePage
          onChange={(page) => show({ pageNum: page })}
        />
      </>
    );

  return (
    <PageFrame
      title={t('route.myEvaluations')}
      trail={[{ label: t('route.personalCenter'), to: paths.personalCenter }]}
    >
      <div className={styles.panel}>
        <Tabs
          activeKey={type}
          onChange={(key) => show({ type: key === 'received' ? 'received' : 'written' })}
          items={[
            { key: 'written', label: t('orders.evaluations.written') },
            { key: 'received', label: t('orders.evaluations.received') },
          ]}
        />
        {body}
      </div>
    </PageFrame>
  );
}
