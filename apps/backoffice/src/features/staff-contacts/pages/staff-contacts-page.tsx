import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import {
  type StaffContact,
  type StaffContactKind,
  type StaffContactRole,
  staffContactKinds,
  staffContactRoles,
} from '@gs/shared/staff-contacts';
import { useQuery } from '@tanstack/react-query';
import { App, Button, Input, Popconfirm, Select, Space, type TableColumnsType, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageContainer } from '../../../components/page-container';
import { RefreshButton, ServerPagedTable } from '../../../components/server-paged-table';
import { useProfile } from '../../../hooks/use-profile';
import { useUrlFilters } from '../../../hooks/use-url-filters';
import { hasAnyRole } from '../../../lib/roles';
import { staffContactsQueryOptions } from '../api/get-staff-contacts';
import { useDeleteStaffContact } from '../api/save-staff-contact';
import { StaffContactModal } from '../components/staff-contact-modal';

const PAGE_SIZE = 20;

const asKind = (value: string | null) =>
  (staffContactKinds as readonly string[]).includes(value ?? '') ? (value as StaffContactKind) : undefined;
const asRole = (value: string | null) =>
  (staffContactRoles as readonly string[]).includes(value ?? '') ? (value as StaffContactRole) : undefined;

/**
 * /admin/staff-contacts: the shop's genuine staff accounts (QQ, WeChat, phone) that customers check against
 * scammers. Filters and page in the URL; owners add, edit and remove, operators read.
 */
export function StaffContactsPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const { params, pageNum, setFilters, setPage } = useUrlFilters();
  const canEdit = hasAnyRole(useProfile().data?.roles ?? [], ['owner']);
  const query = {
    kind: asKind(params.get('kind')),
    role: asRole(params.get('role')),
    keyword: params.get('keyword') || undefined,
    pageNum,
    pageSize: PAGE_SIZE,
  };
  const list = useQuery(staffContactsQueryOptions(query));
  const remove = useDeleteStaffContact();
  const [editing, setEditing] = useState<StaffContact | 'new' | null>(null);

  const columns: TableColumnsType<StaffContact> = [
    {
      title: t('staffContacts.columns.kind'),
      dataIndex: 'kind',
      width: 100,
      render: (kind: StaffContactKind) => t(`staffContacts.kinds.${kind}`),
    },
    {
      title: t('staffContacts.columns.value'),
      dataIndex: 'value',
      render: (value: string) => <Typography.Text copyable>{value}</Typography.Text>,
    },
    { title: t('staffContacts.columns.name'), dataIndex: 'name' },
    {
      title: t('staffContacts.columns.role'),
      dataIndex: 'role',
      render: (role: StaffContactRole) => t(`staffContacts.roles.${role}`),
    },
    {
      title: t('staffContacts.columns.status'),
      key: 'status',
      render: (_, row) => (
        <Space size={4} wrap>
          {row.enabled ? (
            <Tag color="success">{t('staffContacts.enabled')}</Tag>
          ) : (
            <Tag>{t('staffContacts.disabled')}</Tag>
          )}
          {row.isPublic ? <Tag color="blue">{t('staffContacts.public')}</Tag> : <Tag>{t('staffContacts.private')}</Tag>}
        </Space>
      ),
    },
    { title: t('staffContacts.columns.sort'), dataIndex: 'sort', width: 80 },
    ...(canEdit
      ? [
          {
            title: t('staffContacts.columns.actions'),
            key: 'actions',
            width: 180,
            render: (_: unknown, row: StaffContact) => (
              <Space>
                <Button
                  type="link"
                  icon={<EditOutlined />}
                  onClick={() => setEditing(row)}
                  aria-label={t('staffContacts.editNamed', { name: row.name })}
                >
                  {t('staffContacts.edit')}
                </Button>
                <Popconfirm
                  title={t('staffContacts.deleteTitle', { value: row.value })}
                  description={t('staffContacts.deleteBody')}
                  okText={t('staffContacts.delete')}
                  okButtonProps={{ danger: true }}
                  onConfirm={async () => {
                    try {
                      await remove.mutateAsync(row.id);
                      void message.success(t('staffContacts.deleted'));
                    } catch (error) {
                      void message.error(error instanceof Error ? error.message : String(error));
                    }
                  }}
                >
                  <Button
                    type="link"
                    danger
                    icon={<DeleteOutlined />}
                    aria-label={t('staffContacts.deleteNamed', { name: row.name })}
                  >
                    {t('staffContacts.delete')}
                  </Button>
                </Popconfirm>
              </Space>
            ),
          },
        ]
      : []),
  ];

  return (
    <PageContainer
      title={t('staffContacts.title')}
      extra={
        <Space>
          <RefreshButton list={list} />
          {canEdit ? (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
              {t('staffContacts.add')}
            </Button>
          ) : null}
        </Space>
      }
    >
      <Typography.Paragraph type="secondary">{t('staffContacts.intro')}</Typography.Paragraph>
      <Space wrap style={{ marginBottom: 16 }}>
        <Select
          allowClear
          style={{ width: 140 }}
          placeholder={t('staffContacts.columns.kind')}
          aria-label={t('staffContacts.columns.kind')}
          value={query.kind}
          onChange={(kind?: string) => setFilters({ kind })}
          options={staffContactKinds.map((kind) => ({ value: kind, label: t(`staffContacts.kinds.${kind}`) }))}
        />
        <Select
          allowClear
          style={{ width: 160 }}
          placeholder={t('staffContacts.columns.role')}
          aria-label={t('staffContacts.columns.role')}
          value={query.role}
          onChange={(role?: string) => setFilters({ role })}
          options={staffContactRoles.map((role) => ({ value: role, label: t(`staffContacts.roles.${role}`) }))}
        />
        <Input.Search
          allowClear
          style={{ width: 240 }}
          defaultValue={query.keyword}
          placeholder={t('staffContacts.keyword')}
          aria-label={t('staffContacts.keyword')}
          onSearch={(keyword) => setFilters({ keyword: keyword.trim() })}
        />
      </Space>
      <ServerPagedTable
        list={list}
        loadFailed={t('staffContacts.loadFailed')}
        empty={t('staffContacts.empty')}
        columns={columns}
        scroll={{ x: 900 }}
        pagination={{
          current: query.pageNum,
          pageSize: PAGE_SIZE,
          showTotal: (total) => t('staffContacts.total', { count: total }),
          onChange: setPage,
        }}
      />
      <StaffContactModal
        open={editing !== null}
        contact={editing === 'new' ? null : editing}
        onClose={() => setEditing(null)}
      />
    </PageContainer>
  );
}
