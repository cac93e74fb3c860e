import { ReloadOutlined } from '@ant-design/icons';
import { Button, Empty, Pagination } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorState } from '../../../components/error-state';
import { LoadingState } from '../../../components/loading-state';
import { useMyRecycles } from '../api/get-my-recycles';
import { quickRecyclePath } from '../utils/selling-paths';
import { MyRecycleRow } from './my-recycle-row';
import styles from './recycle.module.css';

export const MY_RECYCLES_PAGE_SIZE = 10;

/** My quick-recycle requests, newest first, a page at a time (the page lives in the caller's query). */
export function MyRecycleList({ pageNum, onPage }: { pageNum: number; onPage: (pageNum: number) => void }) {
  const { t } = useTranslation();
  const requests = useMyRecycles({ pageNum, pageSize: MY_RECYCLES_PAGE_SIZE });
  if (requests.isPending) return <LoadingState label={t('common.loading')} rows={6} />;
  if (requests.isError) {
    return (
      <ErrorState
        title={t('quickRecycle.requests.loadFailed')}
        action={
          <Button
            type="primary"
            icon={<ReloadOutlined />}
            loading={requests.isFetching}
            onClick={() => void requests.refetch()}
          >
            {t('common.retry')}
          </Button>
        }
      />
    );
  }
  if (requests.data.rows.length === 0) {
    return (
      <Empty className={styles.empty} description={t('quickRecycle.requests.empty')}>
        <Link to={quickRecyclePath()}>{t('quickRecycle.requests.emptyAction')}</Link>
      </Empty>
    );
  }
  return (
    <>
      <ul className={styles.requests} aria-busy={requests.isPlaceholderData}>
        {requests.data.rows.map((request) => (
          <li key={request.id}>
            <MyRecycleRow request={request} />
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
        onChange={onPage}
      />
    </>
  );
}
