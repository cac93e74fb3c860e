import { ReloadOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Button, Space, Typography } from 'antd';
import { useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ErrorState } from '../../../components/error-state';
import { ExportButton } from '../../../components/export-button';
import { PageContainer } from '../../../components/page-container';
import { ordersQueryOptions } from '../api/get-orders';
import { ColumnSettings, useHiddenColumns } from '../components/column-settings';
import { OrderDrawer } from '../components/order-drawer';
import {
  type OrderSearchState,
  readOrderSearch,
  toOrderFilter,
  toOrderListQuery,
  writeOrderSearch,
} from '../components/order-search-params';
import { OrdersFilters } from '../components/orders-filters';
import {
  ORDER_COLUMN_KEYS,
  ORDER_COLUMNS_HIDDEN_BY_DEFAULT,
  OrdersTable,
  useOrderColumnTitles,
} from '../components/orders-table';

/**
 * /admin/orders: every order of the shop, filtered, sorted and paged on the server with the state in the URL; a row
 * opens the order in a drawer (`?id=`) where staff deliver, refund, open after-sale cases and keep notes.
 */
export function OrdersPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const state = readOrderSearch(params);
  const orders = useQuery(ordersQueryOptions(toOrderListQuery(state)));
  const [hidden, setHidden] = useHiddenColumns(ORDER_COLUMN_KEYS, ORDER_COLUMNS_HIDDEN_BY_DEFAULT);
  const columnTitles = useOrderColumnTitles();
  const filter = toOrderFilter(state);
  const filtered = Object.keys(filter).length > 0;

  // Writes start from the latest URL, not from the render that made the handler, and render at once: a row's click
  // handler the table kept from before a filter was set would otherwise drop that filter (see useUrlFilters).
  const latest = useRef(params);
  useLayoutEffect(() => {
    latest.current = params;
  }, [params]);
  const update = (part: Partial<OrderSearchState>) => {
    const next = new URLSearchParams(writeOrderSearch({ ...readOrderSearch(latest.current), ...part }));
    latest.current = next;
    setParams(next, { flushSync: true });
  };

  return (
    <PageContainer
      title={t('orders.title')}
      extra={
        <Space wrap>
          <ExportButton
            path="/api/staff/orders/export"
            query={filter}
            fallbackName="orders"
            hint={t('orders.export.hint')}
          />
          <ColumnSettings columns={columnTitles} hidden={hidden} onChange={setHidden} />
          <Button icon={<ReloadOutlined />} onClick={() => void orders.refetch()} loading={orders.isFetching}>
            {t('common.refresh')}
          </Button>
        </Space>
      }
    >
      <Typography.Paragraph type="secondary">{t('orders.description')}</Typography.Paragraph>
      <OrdersFilters
        state={state}
        onChange={(part) => {
          const next = new URLSearchParams(
            writeOrderSearch({ sort: state.sort, order: state.order, pageSize: state.pageSize, pageNum: 1, ...part }),
          );
          latest.current = next;
          setParams(next, { flushSync: true });
        }}
      />
      {orders.isError ? (
        <ErrorState title={t('orders.loadFailed')} error={orders.error} onRetry={() => void orders.refetch()} />
      ) : (
        <OrdersTable
          page={orders.data}
          loading={orders.isPending}
          state={state}
          filtered={filtered}
          hidden={hidden}
          onOpen={(id) => update({ id })}
          onChange={update}
        />
      )}
      <OrderDrawer id={state.id ?? null} onClose={() => update({ id: undefined })} />
    </PageContainer>
  );
}
