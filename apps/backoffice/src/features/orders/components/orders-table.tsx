import type { StaffOrderRow, StaffOrderRowPage } from '@gs/shared/staff-orders';
import { formatDateTime } from '@gs/web/format-date';
import { formatPrice } from '@gs/web/format-money';
import { useQuery } from '@tanstack/react-query';
import { Button, Table, type TableColumnsType, type TablePaginationConfig, Tooltip, Typography } from 'antd';
import type { SorterResult } from 'antd/es/table/interface';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state';
import { gamesQueryOptions } from '../../../lib/get-games';
import { type OrderSearchState, PAGE_SIZES } from './order-search-params';
import { OrderStatusTag } from './order-status-tag';

export const ORDER_COLUMN_KEYS = [
  'orderNo',
  'status',
  'total',
  'createdAt',
  'title',
  'game',
  'buyer',
  'seller',
  'paid',
  'refunded',
  'delivered',
  'origin',
] as const;

/**
 * Hidden until the user shows them (column settings): the amounts paid and refunded, delivery and origin are in the
 * order's drawer, and without them the table fits a 1440 px screen beside the menu (about 1,120 px) unscrolled.
 */
export const ORDER_COLUMNS_HIDDEN_BY_DEFAULT = ['paid', 'refunded', 'delivered', 'origin'];

/** The narrowest the account title gets before the table scrolls inside its card. */
const TITLE_MIN = 140;

interface OrdersTableProps {
  page: StaffOrderRowPage | undefined;
  loading: boolean;
  state: OrderSearchState;
  filtered: boolean;
  hidden: string[];
  onOpen: (id: number) => void;
  onChange: (part: Pick<OrderSearchState, 'sort' | 'order' | 'pageNum' | 'pageSize'>) => void;
}

/** The order titles of every column, for the column settings. */
export function useOrderColumnTitles() {
  const { t } = useTranslation();
  return ORDER_COLUMN_KEYS.map((key) => ({ key, title: t(`orders.columns.${key}`) }));
}

/** The orders as a table: server-side paging and sorting (created, total), a click on a row opens the order. */
export function OrdersTable({ page, loading, state, filtered, hidden, onOpen, onChange }: OrdersTableProps) {
  const { t, i18n } = useTranslation();
  const games = useQuery(gamesQueryOptions());
  const gameName = (id: number) => games.data?.find((game) => game.id === id)?.name ?? `#${id}`;
  const money = (fen: number) => formatPrice(fen, i18n.language);
  const sortOrder = (field: 'created' | 'amount') =>
    state.sort === field ? (state.order === 'asc' ? 'ascend' : 'descend') : null;

  const columns: TableColumnsType<StaffOrderRow> = [
    {
      key: 'orderNo',
      title: t('orders.columns.orderNo'),
      dataIndex: 'orderNo',
      width: 190,
      render: (orderNo: string) => <Typography.Text copyable={{ text: orderNo }}>{orderNo}</Typography.Text>,
    },
    {
      key: 'status',
      title: t('orders.columns.status'),
      dataIndex: 'status',
      width: 90,
      render: (status: StaffOrderRow['status']) => <OrderStatusTag status={status} />,
    },
    {
      key: 'total',
      title: t('orders.columns.total'),
      align: 'right',
      width: 110,
      sorter: true,
      sortOrder: sortOrder('amount'),
      render: (_, row) => money(row.amounts.total),
    },
    {
      key: 'createdAt',
      title: t('orders.columns.createdAt'),
      dataIndex: 'createdAt',
      width: 160,
      sorter: true,
      sortOrder: sortOrder('created'),
      render: (at: string) => formatDateTime(at, i18n.language),
    },
    {
      // No width: the account title takes what the others leave, cut to one line with the whole title on hover.
      key: 'title',
      title: t('orders.columns.title'),
      dataIndex: 'title',
      ellipsis: { showTitle: false },
      render: (title: string) => (
        <Tooltip placement="topLeft" title={title}>
          <span>{title}</span>
        </Tooltip>
      ),
    },
    {
      key: 'game',
      title: t('orders.columns.game'),
      dataIndex: 'gameId',
      width: 100,
      ellipsis: true,
      render: gameName,
    },
    {
      key: 'buyer',
      title: t('orders.columns.buyer'),
      width: 120,
      render: (_, row) => (
        <span>
          {row.buyerPhone}
          <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
            ID {row.buyerUserId}
          </Typography.Text>
        </span>
      ),
    },
    {
      key: 'seller',
      title: t('orders.columns.seller'),
      dataIndex: 'sellerName',
      width: 120,
      ellipsis: true,
      render: (seller: string | null) =>
        seller ?? <Typography.Text type="secondary">{t('orders.sellerShop')}</Typography.Text>,
    },
    {
      key: 'paid',
      title: t('orders.columns.paid'),
      align: 'right',
      width: 100,
      render: (_, row) => money(row.amounts.paid),
    },
    {
      key: 'refunded',
      title: t('orders.columns.refunded'),
      align: 'right',
      width: 100,
      render: (_, row) => money(row.amounts.refunded),
    },
    {
      key: 'delivered',
      title: t('orders.columns.delivered'),
      dataIndex: 'delivered',
      width: 80,
      render: (delivered: boolean) => (delivered ? t('orders.yes') : t('orders.no')),
    },
    {
      key: 'origin',
      title: t('orders.columns.origin'),
      dataIndex: 'origin',
      width: 100,
      render: (origin: StaffOrderRow['origin']) => t(`orders.origins.${origin}`),
    },
    {
      key: 'actions',
      title: t('orders.columns.actions'),
      width: 70,
      fixed: 'right',
      render: (_, row) => (
        <Button
          type="link"
          size="small"
          aria-label={t('orders.openNamed', { orderNo: row.orderNo })}
          onClick={(event) => {
            event.stopPropagation();
            onOpen(row.id);
          }}
        >
          {t('orders.open')}
        </Button>
      ),
    },
  ];
  const shown = columns.filter((column) => !hidden.includes(String(column.key)));
  // The table is at least this wide and scrolls inside its card when the screen is narrower: the page never does.
  const minWidth = shown.reduce(
    (sum, column) => sum + (typeof column.width === 'number' ? column.width : TITLE_MIN),
    0,
  );

  const handleChange = (
    pagination: TablePaginationConfig,
    _filters: unknown,
    sorter: SorterResult<StaffOrderRow> | SorterResult<StaffOrderRow>[],
  ) => {
    const single = Array.isArray(sorter) ? sorter[0] : sorter;
    const sortChanged =
      (single?.columnKey === 'total' ? 'amount' : 'created') !== state.sort ||
      (single?.order === 'ascend' ? 'asc' : 'desc') !== state.order;
    onChange({
      sort: single?.order && single.columnKey === 'total' ? 'amount' : 'created',
      order: single?.order === 'ascend' ? 'asc' : 'desc',
      pageSize: pagination.pageSize ?? state.pageSize,
      pageNum: sortChanged || pagination.pageSize !== state.pageSize ? 1 : (pagination.current ?? 1),
    });
  };

  return (
    <Table<StaffOrderRow>
      rowKey="id"
      size="middle"
      columns={shown}
      dataSource={page?.rows ?? []}
      loading={loading}
      scroll={{ x: minWidth }}
      onChange={handleChange}
      onRow={(row) => ({
        onClick: () => onOpen(row.id),
        style: { cursor: 'pointer' },
      })}
      pagination={{
        current: state.pageNum,
        pageSize: state.pageSize,
        total: page?.total ?? 0,
        pageSizeOptions: PAGE_SIZES,
        showSizeChanger: true,
        showTotal: (total) => t('orders.total', { count: total }),
      }}
      locale={{
        emptyText: loading ? (
          ' '
        ) : (
          <EmptyState description={filtered ? t('orders.emptyFiltered') : t('orders.empty')} />
        ),
      }}
    />
  );
}
