import { ReloadOutlined } from '@ant-design/icons';
import type { AuditEntry } from '@gs/shared/staff-audit';
import { ApiError } from '@gs/web/api-error';
import { formatDateTime } from '@gs/web/format-date';
import { Button, Space, Table, type TableColumnsType, Tag, Tooltip, Typography } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { ExportButton } from '../../../components/export-button';
import { PageContainer } from '../../../components/page-container';
import { useUrlFilters } from '../../../hooks/use-url-filters';
import { useAuditEntry } from '../api/get-audit-entry';
import { type AuditLogQuery, useAuditLog } from '../api/get-audit-log';
import { AuditEntryDrawer } from '../components/audit-entry-drawer';
import { AuditFilters, type AuditFilterValues } from '../components/audit-filters';
import { AuditSentenceCell } from '../components/audit-sentence';
import { describeAuditEntry } from '../components/describe-audit-entry';

const PAGE_SIZES = [20, 50, 100];
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The local midnight starting `day` (YYYY-MM-DD) as ISO 8601 with this browser's offset (`…T00:00:00+08:00`). */
export function startOfLocalDay(day: string, addDays = 0): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const local = new Date(year, month - 1, date + addDays);
  const offset = -local.getTimezoneOffset();
  const sign = offset >= 0 ? '+' : '-';
  const pad = (value: number) => String(Math.trunc(Math.abs(value))).padStart(2, '0');
  return `${local.getFullYear()}-${pad(local.getMonth() + 1)}-${pad(local.getDate())}T00:00:00${sign}${pad(offset / 60)}:${pad(offset % 60)}`;
}

function readFilters(params: URLSearchParams): AuditFilterValues {
  const actor = params.get('actor') ?? '';
  const fromDay = params.get('from') ?? '';
  const toDay = params.get('to') ?? '';
  return {
    actor: /^\d{1,12}$/.test(actor) ? actor : '',
    action: params.get('action') ?? '',
    target: params.get('target') ?? '',
    fromDay: DAY.test(fromDay) ? fromDay : '',
    toDay: DAY.test(toDay) ? toDay : '',
  };
}

function readPage(params: URLSearchParams): { pageNum: number; pageSize: number } {
  const pageNum = Number(params.get('page') ?? 1);
  const pageSize = Number(params.get('size') ?? 20);
  return {
    pageNum: Number.isInteger(pageNum) && pageNum > 0 ? pageNum : 1,
    pageSize: PAGE_SIZES.includes(pageSize) ? pageSize : 20,
  };
}

/** The filters of the list's and the export's calls from the URL's: days become instants, the "to" day inclusive. */
function toFilterQuery(filters: AuditFilterValues) {
  return {
    actorUserId: filters.actor ? Number(filters.actor) : undefined,
    action: filters.action || undefined,
    targetId: filters.target || undefined,
    from: filters.fromDay ? startOfLocalDay(filters.fromDay) : undefined,
    to: filters.toDay ? startOfLocalDay(filters.toDay, 1) : undefined,
  };
}

function toQuery(filters: AuditFilterValues, page: { pageNum: number; pageSize: number }): AuditLogQuery {
  return { ...page, ...toFilterQuery(filters) };
}

/**
 * /admin/audit (owner): every staff action of the shop, newest first, filtered by staff member, action, target and
 * days (all in the URL); a row opens its before → after in a drawer (`?id=`).
 */
export function AuditPage() {
  const { t, i18n } = useTranslation();
  const { params, update } = useUrlFilters();
  // Memoised on the URL: the filter form resets to these values only when the URL changes.
  const filters = useMemo(() => readFilters(params), [params]);
  const page = readPage(params);
  const log = useAuditLog(toQuery(filters, page));
  const rows = log.data?.rows ?? [];
  const idParam = params.get('id');
  const openId = idParam !== null && /^\d{1,15}$/.test(idParam) ? Number(idParam) : 0;
  const onPage = rows.find((row) => row.id === openId) ?? null;
  // A link or a reload may open an entry that is not on this page: it is fetched on its own.
  const single = useAuditEntry(openId, { enabled: openId > 0 && !onPage && !log.isPending });
  const openEntry = onPage ?? single.data ?? null;

  const applyFilters = (values: AuditFilterValues) =>
    update({
      actor: values.actor,
      action: values.action,
      target: values.target,
      from: values.fromDay,
      to: values.toDay,
      page: null,
      id: null,
    });

  const columns: TableColumnsType<AuditEntry> = [
    {
      title: t('audit.columns.at'),
      dataIndex: 'at',
      width: 180,
      render: (at: string) => formatDateTime(at, i18n.language),
    },
    {
      title: t('audit.columns.actor'),
      key: 'actor',
      width: 200,
      render: (_value, entry) => (
        <Tooltip title={t('audit.filterByActor')}>
          <Button
            type="link"
            size="small"
            style={{ padding: 0 }}
            onClick={(event) => {
              event.stopPropagation();
              applyFilters({ ...filters, actor: String(entry.actor.userId) });
            }}
          >
            {entry.actor.nickName}
          </Button>
          <Typography.Text type="secondary" style={{ fontSize: 12, marginLeft: 6 }}>
            {entry.actor.roles.map((role) => t(`roles.${role}`, { defaultValue: role })).join(', ')}
          </Typography.Text>
        </Tooltip>
      ),
    },
    {
      title: t('audit.columns.action'),
      dataIndex: 'action',
      render: (_action: string, entry) => <AuditSentenceCell entry={entry} />,
    },
    {
      title: t('audit.columns.target'),
      dataIndex: 'targetId',
      width: 110,
      render: (targetId: string | null) => targetId ?? '—',
    },
    {
      title: t('audit.columns.change'),
      key: 'change',
      width: 120,
      render: (_value, entry) =>
        entry.before !== null || entry.after !== null ? (
          <Tag color="purple">{t('audit.hasChange')}</Tag>
        ) : describeAuditEntry(entry, t, i18n.language).read ? (
          <Tag color="gold">{t('audit.kind.read')}</Tag>
        ) : (
          <Typography.Text type="secondary">—</Typography.Text>
        ),
    },
    {
      title: t('audit.columns.status'),
      dataIndex: 'status',
      width: 80,
    },
    {
      title: '',
      key: 'open',
      width: 90,
      render: (_value, entry) => (
        <Button size="small" onClick={() => update({ id: String(entry.id) })}>
          {t('audit.details')}
        </Button>
      ),
    },
  ];

  const hasFilters = Object.values(filters).some(Boolean);

  return (
    <PageContainer
      title={t('audit.title')}
      extra={
        <Space wrap>
          <ExportButton
            path="/api/staff/audit/export"
            query={toFilterQuery(filters)}
            fallbackName="audit"
            hint={t('audit.exportHint')}
          />
          <Button icon={<ReloadOutlined />} onClick={() => void log.refetch()} loading={log.isFetching}>
            {t('common.refresh')}
          </Button>
        </Space>
      }
    >
      <Typography.Paragraph type="secondary">{t('audit.description')}</Typography.Paragraph>
      <AuditFilters values={filters} onApply={applyFilters} />
      {log.isError ? (
        <ErrorState title={t('audit.loadFailed')} error={log.error} onRetry={() => void log.refetch()} />
      ) : (
        <Table
          rowKey="id"
          size="middle"
          columns={columns}
          dataSource={rows}
          loading={log.isFetching}
          aria-label={t('audit.title')}
          scroll={{ x: 960 }}
          onRow={(entry) => ({ onClick: () => update({ id: String(entry.id) }), style: { cursor: 'pointer' } })}
          pagination={{
            current: page.pageNum,
            pageSize: page.pageSize,
            total: log.data?.total ?? 0,
            pageSizeOptions: PAGE_SIZES,
            showSizeChanger: true,
            showTotal: (total) => t('audit.total', { count: total }),
            onChange: (pageNum, pageSize) =>
              update({
                page: pageNum > 1 && pageSize === page.pageSize ? String(pageNum) : null,
                size: pageSize === 20 ? null : String(pageSize),
                id: null,
              }),
          }}
          locale={{
            emptyText: log.isPending ? (
              ' '
            ) : (
              <EmptyState description={hasFilters ? t('audit.emptyFiltered') : t('audit.empty')} />
            ),
          }}
        />
      )}
      <AuditEntryDrawer
        open={idParam !== null}
        entry={openEntry}
        notFound={openId === 0 || (single.error instanceof ApiError && single.error.status === 404)}
        error={single.isError ? single.error : null}
        onRetry={() => void single.refetch()}
        onClose={() => update({ id: null })}
      />
    </PageContainer>
  );
}
