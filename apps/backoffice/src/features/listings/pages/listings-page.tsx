import { ReloadOutlined } from '@ant-design/icons';
import type { StaffListing, StaffListingSort } from '@gs/shared/consignment';
import type { StaffBulkResult } from '@gs/shared/staff-listings';
import { formatDateTime } from '@gs/web/format-date';
import { formatPrice } from '@gs/web/format-money';
import { parseQueryId } from '@gs/web/query-values';
import { useQuery } from '@tanstack/react-query';
import { Button, Image, Space, Table, type TableColumnsType, type TableProps, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { ExportButton } from '../../../components/export-button';
import { PageContainer } from '../../../components/page-container';
import { listingsQueryOptions } from '../api/get-listings';
import { BulkActionBar } from '../components/bulk-action-bar';
import { BulkResultModal } from '../components/bulk-result-modal';
import { ListingDrawer } from '../components/listing-drawer';
import { ListingFilterBar, type ListingFilters } from '../components/listing-filters';
import { ListingStatusTag } from '../components/listing-status-tag';
import { PAGE_SIZES, readListingQuery, writeListingQuery } from '../utils/listing-query';

/** At most two lines of a long title; the rest is in the tooltip and the drawer. */
const TWO_LINES = {
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
} as const;

const SORTABLE: Record<string, StaffListingSort> = { priceFen: 'price', views: 'views', createdAt: 'created' };

/**
 * /admin/listings: every listing of the shop with filters, sort and page in the URL; select rows for a bulk
 * action (the result in a summary), open one in the drawer (`?id=`) to see, edit, take down or put up, or to
 * replace its credentials.
 */
export function ListingsPage() {
  const { t, i18n } = useTranslation();
  const [params, setParams] = useSearchParams();
  const query = useMemo(() => readListingQuery(params), [params]);
  const openId = parseQueryId(params.get('id'));
  const [selected, setSelected] = useState<number[]>([]);
  const [bulkResult, setBulkResult] = useState<StaffBulkResult | null>(null);
  const listings = useQuery(listingsQueryOptions(query));

  const filters: ListingFilters = useMemo(() => {
    const { pageNum: _page, pageSize: _size, sort: _sort, order: _order, ...rest } = query;
    return rest;
  }, [query]);

  const navigate = (next: Partial<typeof query>, id: number | null = openId) =>
    setParams(writeListingQuery({ ...query, ...next }, id));

  const onTableChange: TableProps<StaffListing>['onChange'] = (pagination, _filters, sorter) => {
    const one = Array.isArray(sorter) ? sorter[0] : sorter;
    const sort = one?.order ? SORTABLE[String(one.field)] : undefined;
    const order = one?.order === 'ascend' ? 'asc' : one?.order === 'descend' ? 'desc' : undefined;
    const pageSize = pagination.pageSize ?? query.pageSize;
    const sortChanged = sort !== query.sort || order !== query.order;
    navigate({
      sort,
      order,
      pageSize,
      pageNum: sortChanged || pageSize !== query.pageSize ? 1 : (pagination.current ?? 1),
    });
  };

  const sortOrder = (field: string) =>
    SORTABLE[field] === query.sort ? (query.order === 'asc' ? 'ascend' : 'descend') : null;

  const columns: TableColumnsType<StaffListing> = [
    {
      title: t('listings.columns.title'),
      dataIndex: 'title',
      minWidth: 240,
      render: (title: string, row) => (
        <Space align="start">
          <Image
            src={row.coverUrl || undefined}
            width={56}
            height={42}
            preview={false}
            alt=""
            style={{ objectFit: 'cover', borderRadius: 4, background: '#f5f5f5' }}
          />
          <div style={{ minWidth: 0 }}>
            <Button
              type="link"
              title={title}
              style={{ padding: 0, height: 'auto', whiteSpace: 'normal', textAlign: 'start' }}
              onClick={() => navigate({}, row.id)}
            >
              <span style={TWO_LINES}>{title}</span>
            </Button>
            <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
              {row.number}
            </Typography.Text>
          </div>
        </Space>
      ),
    },
    { title: t('listings.columns.game'), dataIndex: 'gameName', width: 120, ellipsis: true },
    {
      title: t('listings.columns.price'),
      dataIndex: 'priceFen',
      width: 110,
      align: 'right',
      sorter: true,
      sortOrder: sortOrder('priceFen'),
      render: (fen: number) => formatPrice(fen, i18n.language),
    },
    {
      title: t('listings.columns.status'),
      dataIndex: 'status',
      width: 120,
      render: (status: string, row) => (
        <Space orientation="vertical" size={2}>
          <ListingStatusTag status={status} />
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {t(`listings.origins.${row.origin}`)}
            {row.kind === 'self_operated' ? ` · ${t('listings.kinds.self_operated')}` : ''}
          </Typography.Text>
        </Space>
      ),
    },
    {
      title: t('listings.columns.seller'),
      dataIndex: 'seller',
      width: 110,
      render: (seller: string) =>
        seller || <Typography.Text type="secondary">{t('listings.detail.shopStock')}</Typography.Text>,
    },
    {
      title: t('listings.columns.views'),
      dataIndex: 'views',
      width: 90,
      align: 'right',
      sorter: true,
      sortOrder: sortOrder('views'),
    },
    {
      title: t('listings.columns.created'),
      dataIndex: 'createdAt',
      width: 150,
      sorter: true,
      sortOrder: sortOrder('createdAt'),
      render: (value: string) => formatDateTime(value, i18n.language),
    },
  ];

  return (
    <PageContainer
      title={t('listings.all.title')}
      extra={
        <Space wrap>
          <ExportButton
            path="/api/staff/listings/export"
            query={{ ...filters, sort: query.sort, order: query.order }}
            fallbackName="listings"
            hint={t('listings.exportHint')}
          />
          <Button icon={<ReloadOutlined />} onClick={() => void listings.refetch()} loading={listings.isFetching}>
            {t('common.refresh')}
          </Button>
        </Space>
      }
    >
      <ListingFilterBar
        value={filters}
        onChange={(next) => setParams(writeListingQuery({ ...next, pageSize: query.pageSize }))}
      />
      <BulkActionBar ids={selected} onDone={setBulkResult} onClear={() => setSelected([])} />
      {listings.isError ? (
        <ErrorState title={t('listings.loadFailed')} error={listings.error} onRetry={() => void listings.refetch()} />
      ) : (
        <Table<StaffListing>
          rowKey="id"
          columns={columns}
          dataSource={listings.data?.rows ?? []}
          loading={listings.isPending || (listings.isFetching && listings.isPlaceholderData)}
          onChange={onTableChange}
          rowSelection={{
            selectedRowKeys: selected,
            preserveSelectedRowKeys: true,
            onChange: (keys) => setSelected(keys.map(Number)),
          }}
          scroll={{ x: 970 }}
          pagination={{
            current: query.pageNum,
            pageSize: query.pageSize,
            total: listings.data?.total ?? 0,
            showSizeChanger: true,
            pageSizeOptions: PAGE_SIZES.map(String),
            showTotal: (total) => t('listings.total', { total }),
          }}
          locale={{
            emptyText: listings.isPending ? ' ' : <EmptyState description={t('listings.all.empty')} />,
          }}
        />
      )}
      <ListingDrawer id={openId} mode="manage" onClose={() => navigate({}, null)} />
      <BulkResultModal
        result={bulkResult}
        onClose={() => {
          setBulkResult(null);
          setSelected((ids) => ids.filter((id) => bulkResult?.results.some((item) => item.id === id && !item.ok)));
        }}
      />
    </PageContainer>
  );
}
