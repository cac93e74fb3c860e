import { PlusOutlined } from '@ant-design/icons';
import type { StaffPartner } from '@gs/shared/partners';
import { describeError } from '@gs/web/error-message';
import { formatDateTime } from '@gs/web/format-date';
import { useQuery } from '@tanstack/react-query';
import { App, Button, Popconfirm, Space, Table, type TableColumnsType, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { PageContainer } from '../../../components/page-container';
import { partnersQueryOptions, useDeletePartner } from '../api/partners';
import { PartnerDrawer } from '../components/partner-drawer';

/**
 * /admin/partners (owner): the partner apps whose signed links sign their users in for quick sell
 * (`/pages/leishenkuaishu`). The drawer (`?id=<id>` or `?id=new`) adds or changes one.
 */
export function PartnersPage() {
  const { t, i18n } = useTranslation();
  const { message } = App.useApp();
  const [params, setParams] = useSearchParams();
  const partners = useQuery(partnersQueryOptions());
  const remove = useDeletePartner({
    onSuccess: () => void message.success(t('partners.deleted')),
    onError: (error) => void message.error(describeError(error, t)),
  });
  const drawerId = params.get('id');
  const editing =
    drawerId && drawerId !== 'new' ? partners.data?.rows.find((row) => String(row.id) === drawerId) : undefined;
  const open = (id: string) => setParams({ id });
  const close = () => setParams({});

  const columns: TableColumnsType<StaffPartner> = [
    {
      title: t('partners.fields.name'),
      dataIndex: 'name',
      render: (name: string, row) => (
        <Space>
          {row.logoUrl ? <img src={row.logoUrl} alt="" width={28} height={28} style={{ borderRadius: 6 }} /> : null}
          <span>{name}</span>
          <span
            aria-hidden
            style={{ display: 'inline-block', width: 14, height: 14, borderRadius: 3, background: row.color }}
          />
        </Space>
      ),
    },
    {
      title: t('partners.fields.code'),
      dataIndex: 'code',
      render: (code: string) => <Typography.Text code>{code}</Typography.Text>,
    },
    {
      title: t('partners.fields.enabled'),
      dataIndex: 'enabled',
      width: 110,
      render: (enabled: boolean) => (
        <Tag color={enabled ? 'green' : 'default'}>{enabled ? t('partners.on') : t('partners.off')}</Tag>
      ),
    },
    { title: t('partners.columns.linkedUsers'), dataIndex: 'linkedUsers', width: 120, align: 'right' },
    {
      title: t('partners.columns.secretSetAt'),
      dataIndex: 'secretSetAt',
      width: 190,
      render: (value: string) => formatDateTime(value, i18n.language),
    },
    {
      title: t('partners.columns.actions'),
      key: 'actions',
      width: 170,
      render: (_, row) => (
        <Space>
          <Button size="small" onClick={() => open(String(row.id))}>
            {t('partners.edit')}
          </Button>
          <Popconfirm
            title={t('partners.deleteTitle', { name: row.name })}
            description={t('partners.deleteDescription')}
            okText={t('partners.delete')}
            okButtonProps={{ danger: true }}
            cancelText={t('partners.cancel')}
            onConfirm={() => remove.mutateAsync(row.id)}
          >
            <Button size="small" danger>
              {t('partners.delete')}
            </Button>
          </Popconfirm>
        </Space>
      ),
    },
  ];

  let body: React.ReactNode;
  if (partners.isError) {
    body = (
      <ErrorState title={t('partners.loadFailed')} error={partners.error} onRetry={() => void partners.refetch()} />
    );
  } else {
    body = (
      <Table<StaffPartner>
        rowKey="id"
        columns={columns}
        dataSource={partners.data?.rows ?? []}
        loading={partners.isPending}
        pagination={false}
        locale={{
          emptyText: partners.isPending ? ' ' : <EmptyState description={t('partners.empty')} />,
        }}
      />
    );
  }

  return (
    <PageContainer
      title={t('partners.title')}
      extra={
        <Button type="primary" icon={<PlusOutlined />} onClick={() => open('new')}>
          {t('partners.add')}
        </Button>
      }
    >
      <Typography.Paragraph type="secondary">{t('partners.intro')}</Typography.Paragraph>
      {body}
      {drawerId === 'new' ? <PartnerDrawer partner={null} onClose={close} /> : null}
      {editing ? <PartnerDrawer key={editing.id} partner={editing} onClose={close} /> : null}
    </PageContainer>
  );
}
