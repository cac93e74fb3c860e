import type { ClaimReason, StaffClaimRow } from '@gs/shared/claims';
import type { Guarantee } from '@gs/shared/orders';
import { formatDateTime } from '@gs/web/format-date';
import { formatPrice } from '@gs/web/format-money';
import { parseQueryId } from '@gs/web/query-values';
import { useQuery } from '@tanstack/react-query';
import { Button, Drawer, Grid, Space, type TableColumnsType, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { PageContainer } from '../../../components/page-container';
import { RefreshButton, ServerPagedTable } from '../../../components/server-paged-table';
import { useUrlFilters } from '../../../hooks/use-url-filters';
import { claimsQueryOptions } from '../api/get-claims';
import { formatAge } from '../components/claim-age';
import { ClaimDetail } from '../components/claim-detail';
import { ClaimFilters } from '../components/claim-filters';
import { readClaimFilters } from '../components/claim-search-params';
import { ClaimStateTag } from '../components/claim-state-tag';
import { OverdueTag } from '../components/overdue-tag';

const PAGE_SIZE = 20;

/**
 * /admin/claims: buyers' claims waiting for staff, filtered by state, reason, guarantee, age and overdue (all in the
 * URL); the open claim is `?id=`, shown in a drawer where staff answer and decide.
 */
export function ClaimsPage() {
  const { t, i18n } = useTranslation();
  const screens = Grid.useBreakpoint();
  const { params, pageNum, update, setFilters, setPage } = useUrlFilters();
  const filters = readClaimFilters(params);
  const openId = parseQueryId(params.get('id'));
  const list = useQuery(
    claimsQueryOptions({ ...filters, overdue: filters.overdue || undefined, pageNum, pageSize: PAGE_SIZE }),
  );
  const now = list.dataUpdatedAt || Date.now();

  const columns: TableColumnsType<StaffClaimRow> = [
    {
      title: t('claims.columns.orderNo'),
      dataIndex: 'orderNo',
      width: 180,
      render: (value: string, row) => (
        <Button
          type="link"
          style={{ padding: 0 }}
          onClick={() => update({ id: String(row.id) })}
          aria-label={t('claims.openNamed', { orderNo: value })}
        >
          {value}
        </Button>
      ),
    },
    // The account takes what the fixed columns leave: all seven fit a 1280 px screen beside the menu.
    { title: t('claims.columns.title'), dataIndex: 'title', ellipsis: true },
    {
      title: t('claims.columns.reason'),
      dataIndex: 'reason',
      width: 140,
      render: (value: ClaimReason) => t(`claims.reasons.${value}`),
    },
    {
      title: t('claims.columns.state'),
      key: 'state',
      width: 160,
      render: (_, row) => (
        <Space size={4} wrap>
          <ClaimStateTag state={row.state} />
          {row.overdue ? <OverdueTag /> : null}
        </Space>
      ),
    },
    {
      title: t('claims.columns.guarantee'),
      dataIndex: 'guarantee',
      width: 150,
      render: (value: Guarantee) => t(`orders.guarantees.${value}`),
    },
    {
      title: t('claims.columns.paid'),
      dataIndex: 'amountPaidFen',
      align: 'right',
      width: 110,
      render: (fen: number) => formatPrice(fen, i18n.language),
    },
    {
      title: t('claims.columns.age'),
      dataIndex: 'createdAt',
      width: 90,
      render: (value: string, row) => (
        <Typography.Text type={row.overdue ? 'danger' : undefined} title={formatDateTime(value, i18n.language)}>
          {formatAge(value, now, t)}
        </Typography.Text>
      ),
    },
  ];

  return (
    <PageContainer title={t('claims.title')} extra={<RefreshButton list={list} />}>
      <ClaimFilters filters={filters} onChange={setFilters} />
      <ServerPagedTable
        list={list}
        loadFailed={t('claims.loadFailed')}
        empty={t('claims.empty')}
        columns={columns}
        scroll={{ x: 980 }}
        onRow={(row) => ({ style: row.overdue ? { background: '#fff1f0' } : {} })}
        pagination={{
          current: pageNum,
          pageSize: PAGE_SIZE,
          showTotal: (total) => t('claims.total', { count: total }),
          onChange: setPage,
        }}
      />
      <Drawer
        open={openId !== null}
        onClose={() => update({ id: null })}
        size={screens.xl ? 1100 : screens.md ? 720 : '100%'}
        title={openId !== null ? t('claims.drawerTitle', { id: openId }) : ''}
        destroyOnHidden
      >
        {openId !== null ? <ClaimDetail id={openId} /> : null}
      </Drawer>
    </PageContainer>
  );
}
