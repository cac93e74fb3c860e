import { ReloadOutlined } from '@ant-design/icons';
import { parsePageNum } from '@gs/web/query-values';
import { Button, Empty, Pagination, Segmented } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ErrorState } from '../../../components/error-state';
import { LoadingState } from '../../../components/loading-state';
import { PageFrame } from '../../../components/page-frame';
import { paths } from '../../../lib/paths';
import { useMyClaims } from '../api/get-my-claims';
import { ClaimRow } from '../components/claim-row';
import styles from '../components/claims.module.css';

export const CLAIMS_PAGE_SIZE = 10;
type Role = 'buyer' | 'seller';

/**
 * /pages/other/shouhou (my claims): my claims as buyer, or against my sales (`?role=seller`), newest activity first,
 * unread ones marked, paged in the query (`?pageNum=2`). Inside the personal-center layout; login required.
 */
export function MyClaimsPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const role: Role = params.get('role') === 'seller' ? 'seller' : 'buyer';
  const pageNum = parsePageNum(params.get('pageNum'));
  const claims = useMyClaims({ role, pageNum, pageSize: CLAIMS_PAGE_SIZE });

  const show = (next: { role?: Role; pageNum?: number }) => {
    const query = new URLSearchParams();
    if ((next.role ?? role) === 'seller') query.set('role', 'seller');
    if ((next.pageNum ?? 1) > 1) query.set('pageNum', String(next.pageNum));
    setParams(query);
  };

  let body: ReactNode;
  if (claims.isPending) body = <LoadingState label={t('common.loading')} rows={6} />;
  else if (claims.isError)
    body = (
      <ErrorState
        title={t('claims.list.loadFailed')}
        action={
          <Button
            type="primary"
            icon={<ReloadOutlined />}
            loading={claims.isFetching}
            onClick={() => void claims.refetch()}
          >
            {t('common.retry')}
          </Button>
        }
      />
    );
  else if (claims.data.rows.length === 0)
    body = (
      <Empty description={role === 'seller' ? t('claims.list.emptySeller') : t('claims.list.empty')}>
        {role === 'buyer' ? <Link to={paths.myOrders}>{t('route.myOrders')}</Link> : null}
      </Empty>
    );
  else
    body = (
      <>
        {claims.data.unreadCount > 0 ? (
          <p className={styles.meta}>{t('claims.list.unreadCount', { count: claims.data.unreadCount })}</p>
        ) : null}
        <ul className={styles.list} aria-busy={claims.isPlaceholderData} style={{ marginTop: 12 }}>
          {claims.data.rows.map((claim) => (
            <li key={claim.id}>
              <ClaimRow claim={claim} role={role} />
            </li>
          ))}
        </ul>
        <Pagination
          className={styles.pagination}
          current={claims.data.pageNum}
          pageSize={claims.data.pageSize}
          total={claims.data.total}
          showSizeChanger={false}
          hideOnSinglePage
          onChange={(page) => show({ pageNum: page })}
        />
      </>
    );

  return (
    <PageFrame title={t('route.myClaims')} trail={[{ label: t('route.personalCenter'), to: paths.personalCenter }]}>
      <Segmented<Role>
        block
        value={role}
        onChange={(value) => show({ role: value })}
        options={[
          { value: 'buyer', label: t('claims.list.asBuyer') },
          { value: 'seller', label: t('claims.list.asSeller') },
        ]}
        style={{ marginBottom: 16 }}
      />
      {body}
    </PageFrame>
  );
}
