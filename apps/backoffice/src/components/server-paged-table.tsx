import { ReloadOutlined } from '@ant-design/icons';
import type { UseQueryResult } from '@tanstack/react-query';
import { Button, Table, type TablePaginationConfig, type TableProps } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from './empty-state';
import { ErrorState } from './error-state';

/** A page of a server list, as every staff list answers it. */
interface ServerPage<Row> {
  rows: Row[];
  total: number;
}

interface ServerPagedTableProps<Row> extends Omit<TableProps<Row>, 'dataSource' | 'loading' | 'pagination' | 'locale'> {
  /** The list's query: its rows and total, its failure, its refetch. */
  list: UseQueryResult<ServerPage<Row>>;
  /** What failed ("The label types could not be loaded"). */
  loadFailed: string;
  /** What an empty list says, and what it offers to do (add the first one). */
  empty: string;
  emptyAction?: ReactNode;
  /** Also shows loading while something else the list depends on loads. */
  alsoLoading?: boolean;
  /** The page shown and how to move (the total comes from the list). */
  pagination: Omit<TablePaginationConfig, 'total'>;
}

/**
 * One server-paged staff list: the failure with a retry in place of the table, else the rows of the current page
 * (loading while any fetch runs), the server's total in the pager, and the empty text once loaded.
 */
export function ServerPagedTable<Row extends object>(props: ServerPagedTableProps<Row>) {
  const { list, loadFailed, empty, emptyAction, alsoLoading = false, pagination, ...table } = props;
  if (list.isError) return <ErrorState title={loadFailed} error={list.error} onRetry={() => void list.refetch()} />;
  return (
    <Table<Row>
      rowKey="id"
      {...table}
      dataSource={list.data?.rows ?? []}
      loading={list.isFetching || alsoLoading}
      pagination={{ ...pagination, total: list.data?.total ?? 0 }}
      locale={{ emptyText: list.isPending ? ' ' : <EmptyState description={empty} action={emptyAction} /> }}
    />
  );
}

/** The list page's refresh button: refetches the list, spinning while any fetch of it runs. */
export function RefreshButton({ list }: { list: Pick<UseQueryResult, 'refetch' | 'isFetching'> }) {
  const { t } = useTranslation();
  return (
    <Button icon={<ReloadOutlined />} onClick={() => void list.refetch()} loading={list.isFetching}>
      {t('common.refresh')}
    </Button>
  );
}
