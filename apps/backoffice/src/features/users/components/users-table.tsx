import type { StaffUserPage, StaffUserRow, StaffUserSort } from '@gs/shared/staff-users';
import { formatDateTime } from '@gs/web/format-date';
import { Button, Table, type TableColumnsType, type TablePaginationConfig, Tag } from 'antd';
import type { SorterResult } from 'antd/es/table/interface';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state';
import { PAGE_SIZES, type UserSearchState } from './user-search-params';
import { RealNameLevelTag, RoleTags, UserStatusTag } from './user-tags';

interface UsersTableProps {
  page: StaffUserPage | undefined;
  loading: boolean;
  state: UserSearchState;
  /** Whether a search or filter narrows the list (the empty state says so). */
  filtered: boolean;
  onOpen: (id: number) => void;
  onChange: (part: Partial<UserSearchState>) => void;
}

const sortKeys: Record<string, StaffUserSort> = { id: 'id', nickName: 'nickName', registeredAt: 'registered' };

/** The users list: server-side paging and sorting (id, nickname, registered), a row opens the user's drawer. */
export function UsersTable({ page, loading, state, filtered, onOpen, onChange }: UsersTableProps) {
  const { t, i18n } = useTranslation();
  const sortOrder = (field: StaffUserSort) =>
    state.sort === field ? (state.order === 'asc' ? ('ascend' as const) : ('descend' as const)) : null;

  const columns: TableColumnsType<StaffUserRow> = [
    { key: 'id', title: t('users.columns.id'), dataIndex: 'id', width: 90, sorter: true, sortOrder: sortOrder('id') },
    {
      key: 'nickName',
      title: t('users.columns.nickName'),
      dataIndex: 'nickName',
      sorter: true,
      sortOrder: sortOrder('nickName'),
      ellipsis: { showTitle: true },
      render: (nickName: string, row) => (
        <Button
          type="link"
          style={{ padding: 0, height: 'auto' }}
          onClick={(event) => {
            event.stopPropagation();
            onOpen(row.id);
          }}
        >
          {nickName}
        </Button>
      ),
    },
    { key: 'phone', title: t('users.columns.phone'), dataIndex: 'phoneMasked', width: 140 },
    {
      key: 'realName',
      title: t('users.columns.realName'),
      dataIndex: 'realNameLevel',
      width: 130,
      render: (level: StaffUserRow['realNameLevel']) => <RealNameLevelTag level={level} />,
    },
    {
      key: 'status',
      title: t('users.columns.status'),
      dataIndex: 'status',
      width: 110,
      render: (status: StaffUserRow['status']) => <UserStatusTag status={status} />,
    },
    {
      key: 'roles',
      title: t('users.columns.roles'),
      dataIndex: 'roles',
      width: 200,
      render: (roles: StaffUserRow['roles']) =>
        roles.length > 0 ? <RoleTags roles={roles} /> : <Tag bordered={false}>{t('users.customer')}</Tag>,
    },
    {
      key: 'registeredAt',
      title: t('users.columns.registeredAt'),
      dataIndex: 'registeredAt',
      width: 180,
      sorter: true,
      sortOrder: sortOrder('registered'),
      render: (at: string) => formatDateTime(at, i18n.language),
    },
  ];

  const handleChange = (
    pagination: TablePaginationConfig,
    _filters: unknown,
    sorter: SorterResult<StaffUserRow> | SorterResult<StaffUserRow>[],
  ) => {
    const single = Array.isArray(sorter) ? sorter[0] : sorter;
    const sort: StaffUserSort = single?.order ? (sortKeys[String(single.columnKey)] ?? 'registered') : 'registered';
    const order = single?.order === 'ascend' ? 'asc' : 'desc';
    const sortChanged = sort !== state.sort || order !== state.order;
    onChange({
      sort,
      order,
      pageSize: pagination.pageSize ?? state.pageSize,
      pageNum: sortChanged || pagination.pageSize !== state.pageSize ? 1 : (pagination.current ?? 1),
    });
  };

  return (
    <Table<StaffUserRow>
      rowKey="id"
      size="middle"
      columns={columns}
      dataSource={page?.rows ?? []}
      loading={loading}
      scroll={{ x: 'max-content' }}
      onChange={handleChange}
      onRow={(row) => ({ onClick: () => onOpen(row.id), style: { cursor: 'pointer' } })}
      pagination={{
        current: state.pageNum,
        pageSize: state.pageSize,
        total: page?.total ?? 0,
        pageSizeOptions: PAGE_SIZES,
        showSizeChanger: true,
        showTotal: (total) => t('users.total', { count: total }),
      }}
      locale={{
        emptyText: loading ? ' ' : <EmptyState description={filtered ? t('users.emptyFiltered') : t('users.empty')} />,
      }}
    />
  );
}
