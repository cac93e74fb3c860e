import { type PlatformAuditEntry, platformAuditActionSchema, platformAuditActions } from '@gs/shared/platform';
import { formatDateTime } from '@gs/web/format-date';
import { useQuery } from '@tanstack/react-query';
import { Select, Space, type TableColumnsType, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { PageContainer } from '../../../components/page-container';
import { RefreshButton, ServerPagedTable } from '../../../components/server-paged-table';
import { useUrlFilters } from '../../../hooks/use-url-filters';
import { platformAuditQueryOptions } from '../api/audit';
import { usageQueryOptions } from '../api/usage';
import { auditActionKeys, auditSentence } from '../audit-sentence';

const PAGE_SIZE = 20;

/** /admin/platform/audit: every platform action in words, newest first, filtered by action and by shop (in the URL). */
export function PlatformAuditPage() {
  const { t, i18n } = useTranslation();
  const { params, pageNum, setFilters, setPage } = useUrlFilters();
  const parsedAction = platformAuditActionSchema.safeParse(params.get('action'));
  const action = parsedAction.success ? parsedAction.data : undefined;
  const tenantId = Number(params.get('shop')) || undefined;
  const list = useQuery(
    platformAuditQueryOptions({
      pageNum,
      pageSize: PAGE_SIZE,
      ...(action ? { action } : {}),
      ...(tenantId ? { tenantId } : {}),
    }),
  );
  // The shop filter's choices: every shop, by name (the usage list names them all).
  const shops = useQuery(usageQueryOptions());

  const columns: TableColumnsType<PlatformAuditEntry> = [
    {
      title: t('platform.audit.columns.at'),
      dataIndex: 'at',
      width: 180,
      render: (value: string) => formatDateTime(value, i18n.language),
    },
    {
      title: t('platform.audit.columns.action'),
      dataIndex: 'action',
      width: 150,
      render: (value: PlatformAuditEntry['action']) => (
        <Tag>{t(`platform.audit.actions.${auditActionKeys[value]}`)}</Tag>
      ),
    },
    { title: t('platform.audit.columns.what'), key: 'what', render: (_, entry) => auditSentence(entry, t) },
  ];

  return (
    <PageContainer title={t('platform.audit.title')} extra={<RefreshButton list={list} />}>
      <Space wrap style={{ marginBottom: 16 }}>
        <Select
          allowClear
          style={{ width: 220 }}
          value={action}
          placeholder={t('platform.audit.allActions')}
          aria-label={t('platform.audit.columns.action')}
          onChange={(value?: string) => setFilters({ action: value ?? null })}
          options={platformAuditActions.map((value) => ({
            value,
            label: t(`platform.audit.actions.${auditActionKeys[value]}`),
          }))}
        />
        <Select
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          style={{ width: 240 }}
          value={tenantId}
          loading={shops.isPending}
          placeholder={t('platform.audit.allShops')}
          aria-label={t('platform.columns.shop')}
          onChange={(value?: number) => setFilters({ shop: value ? String(value) : null })}
          options={(shops.data?.rows ?? []).map((shop) => ({
            value: shop.tenantId,
            label: `${shop.name} (${shop.code})`,
          }))}
        />
      </Space>
      <ServerPagedTable<PlatformAuditEntry>
        list={list}
        columns={columns}
        scroll={{ x: 900 }}
        loadFailed={t('platform.audit.loadFailed')}
        empty={action || tenantId ? t('platform.audit.noMatch') : t('platform.audit.empty')}
        pagination={{ current: pageNum, pageSize: PAGE_SIZE, showSizeChanger: false, onChange: setPage }}
      />
    </PageContainer>
  );
}
