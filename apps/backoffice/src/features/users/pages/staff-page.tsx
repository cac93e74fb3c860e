import { DeleteOutlined, EditOutlined, ReloadOutlined, UserAddOutlined } from '@ant-design/icons';
import type { StaffMember } from '@gs/shared/staff-users';
import { describeError } from '@gs/web/error-message';
import { formatDateTime } from '@gs/web/format-date';
import { useQuery } from '@tanstack/react-query';
import { App, Button, Popconfirm, Space, Table, type TableColumnsType, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { PageContainer } from '../../../components/page-container';
import { useProfile } from '../../../hooks/use-profile';
import { staffMembersQueryOptions, useRemoveStaffMember } from '../api/staff-members';
import { EditRolesModal } from '../components/edit-roles-modal';
import { InviteStaffModal } from '../components/invite-staff-modal';
import { RoleTags, UserStatusTag } from '../components/user-tags';

/**
 * /admin/staff (owners): the shop's staff with their roles; invite an existing user by phone, change roles, remove.
 * The server keeps the last owner and an owner's own owner role; the platform admin is not managed here.
 */
export function StaffPage() {
  const { t, i18n } = useTranslation();
  const { message } = App.useApp();
  const me = useProfile().data?.userId;
  const members = useQuery(staffMembersQueryOptions());
  const remove = useRemoveStaffMember();
  const [inviting, setInviting] = useState(false);
  const [editing, setEditing] = useState<StaffMember | null>(null);

  const removeMember = async (member: StaffMember) => {
    try {
      await remove.mutateAsync(member.userId);
      void message.success(t('users.staff.removed', { name: member.nickName }));
    } catch (error) {
      void message.error(describeError(error, t));
    }
  };

  const columns: TableColumnsType<StaffMember> = [
    { key: 'userId', title: t('users.columns.id'), dataIndex: 'userId', width: 90 },
    {
      key: 'nickName',
      title: t('users.columns.nickName'),
      dataIndex: 'nickName',
      render: (nickName: string, row) => (
        <Space size={6}>
          {nickName}
          {row.userId === me ? <Tag bordered={false}>{t('users.staff.you')}</Tag> : null}
        </Space>
      ),
    },
    { key: 'phone', title: t('users.columns.phone'), dataIndex: 'phoneMasked', width: 140 },
    {
      key: 'roles',
      title: t('users.columns.roles'),
      dataIndex: 'roles',
      width: 180,
      render: (roles: StaffMember['roles']) => <RoleTags roles={roles} />,
    },
    {
      key: 'status',
      title: t('users.columns.status'),
      dataIndex: 'status',
      width: 110,
      render: (status: StaffMember['status']) => <UserStatusTag status={status} />,
    },
    {
      key: 'since',
      title: t('users.staff.since'),
      dataIndex: 'since',
      width: 170,
      render: (at: string) => formatDateTime(at, i18n.language),
    },
    {
      key: 'actions',
      title: t('users.staff.actions'),
      width: 190,
      fixed: 'right',
      render: (_, row) => (
        <Space size={0}>
          <Button
            type="link"
            icon={<EditOutlined />}
            onClick={() => setEditing(row)}
            aria-label={t('users.staff.editNamed', { name: row.nickName })}
          >
            {t('users.staff.edit')}
          </Button>
          <Popconfirm
            title={t('users.staff.removeTitle', { name: row.nickName })}
            description={t('users.staff.removeBody')}
            okText={t('users.staff.remove')}
            okButtonProps={{ danger: true }}
            onConfirm={() => removeMember(row)}
          >
            <Button
              type="link"
              danger
              icon={<DeleteOutlined />}
              aria-label={t('users.staff.removeNamed', { name: row.nickName })}
            >
              {t('users.staff.remove')}
            </Button>
          </Popconfirm>
        </Space>
      ),
    },
  ];

  return (
    <PageContainer
      title={t('users.staff.title')}
      extra={
        <Space>
          <Button icon={<ReloadOutlined />} onClick={() => void members.refetch()} loading={members.isFetching}>
            {t('common.refresh')}
          </Button>
          <Button type="primary" icon={<UserAddOutlined />} onClick={() => setInviting(true)}>
            {t('users.staff.invite')}
          </Button>
        </Space>
      }
    >
      <Typography.Paragraph type="secondary">{t('users.staff.description')}</Typography.Paragraph>
      {members.isError ? (
        <ErrorState title={t('users.staff.loadFailed')} error={members.error} onRetry={() => void members.refetch()} />
      ) : (
        <Table<StaffMember>
          rowKey="userId"
          size="middle"
          columns={columns}
          dataSource={members.data?.rows ?? []}
          loading={members.isPending}
          scroll={{ x: 'max-content' }}
          pagination={false}
          locale={{ emptyText: members.isPending ? ' ' : <EmptyState description={t('users.staff.empty')} /> }}
        />
      )}
      <InviteStaffModal open={inviting} onClose={() => setInviting(false)} />
      <EditRolesModal member={editing} onClose={() => setEditing(null)} />
    </PageContainer>
  );
}
