import { ReloadOutlined } from '@ant-design/icons';
import { staffUserStatuses } from '@gs/shared/staff-users';
import { useQuery } from '@tanstack/react-query';
import { Button, Input, Select, Space, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ErrorState } from '../../../components/error-state';
import { ExportButton } from '../../../components/export-button';
import { PageContainer } from '../../../components/page-container';
import { usersQueryOptions } from '../api/get-users';
import { UserDrawer } from '../components/user-drawer';
import {
  readUserSearch,
  toUserExportQuery,
  toUserListQuery,
  type UserSearchState,
  writeUserSearch,
} from '../components/user-search-params';
import { UsersTable } from '../components/users-table';

/**
 * /admin/users: the shop's users searched by id, phone or nickname, paged and sorted on the server with the state in
 * the URL (phones masked); a row opens the user in a drawer (`?id=`) where staff see the full picture and block.
 */
export function UsersPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const state = readUserSearch(params);
  const users = useQuery(usersQueryOptions(toUserListQuery(state)));
  const [draft, setDraft] = useState(state.q ?? '');
  useEffect(() => setDraft(state.q ?? ''), [state.q]);

  const update = (part: Partial<UserSearchState>) => setParams(writeUserSearch({ ...state, ...part }));
  const filter = (part: Partial<UserSearchState>) => update({ ...part, pageNum: 1, id: undefined });

  return (
    <PageContainer
      title={t('users.title')}
      extra={
        <Space wrap>
          <ExportButton
            path="/api/staff/users/export"
            query={toUserExportQuery(state)}
            fallbackName="users"
            hint={t('users.exportHint')}
          />
          <Button icon={<ReloadOutlined />} onClick={() => void users.refetch()} loading={users.isFetching}>
            {t('common.refresh')}
          </Button>
        </Space>
      }
    >
      <Typography.Paragraph type="secondary">{t('users.description')}</Typography.Paragraph>
      <Space wrap style={{ marginBottom: 16 }}>
        <Input.Search
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          onSearch={(value) => filter({ q: value.trim() || undefined })}
          allowClear
          enterButton={t('common.search')}
          maxLength={40}
          aria-label={t('users.search')}
          placeholder={t('users.searchPlaceholder')}
          style={{ width: 360 }}
        />
        <Select
          aria-label={t('users.statusFilter')}
          placeholder={t('users.statusFilter')}
          allowClear
          style={{ width: 160 }}
          value={state.status}
          options={staffUserStatuses.map((status) => ({ value: status, label: t(`users.statuses.${status}`) }))}
          onChange={(status?: UserSearchState['status']) => filter({ status })}
        />
      </Space>
      {users.isError ? (
        <ErrorState title={t('users.loadFailed')} error={users.error} onRetry={() => void users.refetch()} />
      ) : (
        <UsersTable
          page={users.data}
          loading={users.isPending}
          state={state}
          filtered={Boolean(state.q || state.status)}
          onOpen={(id) => update({ id })}
          onChange={update}
        />
      )}
      <UserDrawer id={state.id ?? null} onClose={() => update({ id: undefined })} />
    </PageContainer>
  );
}
