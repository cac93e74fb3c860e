import type { AuditEntry } from '@gs/shared/staff-audit';
import { formatDateTime } from '@gs/web/format-date';
import { Descriptions, Drawer, Switch, Table, type TableColumnsType, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { LoadingState } from '../../../components/loading-state';
import { describeAuditEntry } from './describe-audit-entry';
import { type DiffRow, diffJson } from './json-diff';

const REDACTED = '[redacted]';

function Value({ text }: { text: string | null }) {
  const { t } = useTranslation();
  if (text === null) return <Typography.Text type="secondary">{t('audit.absent')}</Typography.Text>;
  if (text === REDACTED) return <Tag>{t('audit.redacted')}</Tag>;
  return <span style={{ wordBreak: 'break-all' }}>{text === '' ? '""' : text}</span>;
}

/** Before → after, one row per field; unchanged fields folded away unless asked for. */
function ChangeTable({ entry }: { entry: AuditEntry }) {
  const { t } = useTranslation();
  const [showAll, setShowAll] = useState(false);
  const rows = diffJson(entry.before, entry.after);
  const changed = rows.filter((row) => row.changed);
  const columns: TableColumnsType<DiffRow> = [
    { title: t('audit.diff.field'), dataIndex: 'path', width: '30%', render: (path: string) => <code>{path}</code> },
    { title: t('audit.diff.before'), dataIndex: 'before', render: (text: string | null) => <Value text={text} /> },
    { title: t('audit.diff.after'), dataIndex: 'after', render: (text: string | null) => <Value text={text} /> },
  ];
  return (
    <>
      <div style={{ display: 'flex', alignItems: 'center', gap: 8, marginBottom: 8 }}>
        <Typography.Text>{t('audit.diff.changedCount', { count: changed.length })}</Typography.Text>
        <span style={{ flex: 1 }} />
        <Switch size="small" checked={showAll} onChange={setShowAll} aria-label={t('audit.diff.showAll')} />
        <Typography.Text type="secondary">{t('audit.diff.showAll')}</Typography.Text>
      </div>
      <Table
        rowKey="path"
        size="small"
        columns={columns}
        dataSource={showAll ? rows : changed}
        pagination={false}
        aria-label={t('audit.diff.title')}
        rowClassName={(row) => (row.changed && showAll ? 'audit-changed-row' : '')}
        onRow={(row) => (row.changed && showAll ? { style: { background: '#fffbe6' } } : {})}
        locale={{ emptyText: <EmptyState description={t('audit.diff.noChange')} /> }}
      />
    </>
  );
}

/** One staff action in full: who, when, what, on what, the body as sent (secrets redacted) and before → after. */
export function AuditEntryDrawer({
  open,
  entry,
  notFound,
  error,
  onRetry,
  onClose,
}: {
  /** The URL names an entry (`?id=`). */
  open: boolean;
  /** The entry, from the list's page or fetched on its own; null while it loads or when it cannot be had. */
  entry: AuditEntry | null;
  /** The shop's log has no such entry (or the id is not one). */
  notFound: boolean;
  /** Fetching the entry failed. */
  error: unknown;
  onRetry: () => void;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  return (
    <Drawer
      open={open}
      onClose={onClose}
      size="large"
      title={entry ? t('audit.entryTitle', { id: entry.id }) : t('audit.entry')}
      destroyOnHidden
    >
      {entry ? (
        <>
          <Typography.Paragraph strong style={{ fontSize: 15 }}>
            {describeAuditEntry(entry, t, i18n.language).text}
          </Typography.Paragraph>
          <Descriptions column={1} size="small" bordered style={{ marginBottom: 24 }}>
            <Descriptions.Item label={t('audit.columns.at')}>
              {formatDateTime(entry.at, i18n.language)}
            </Descriptions.Item>
            <Descriptions.Item label={t('audit.columns.actor')}>
              {entry.actor.nickName} · {entry.actor.phone} · #{entry.actor.userId}{' '}
              {entry.actor.roles.map((role) => (
                <Tag key={role}>{t(`roles.${role}`, { defaultValue: role })}</Tag>
              ))}
            </Descriptions.Item>
            <Descriptions.Item label={t('audit.columns.action')}>
              <code>{entry.action}</code>
            </Descriptions.Item>
            <Descriptions.Item label={t('audit.columns.target')}>
              {Object.keys(entry.target).length === 0
                ? '—'
                : Object.entries(entry.target).map(([key, value]) => (
                    <Tag key={key}>
                      {key}: {value}
                    </Tag>
                  ))}
            </Descriptions.Item>
            <Descriptions.Item label={t('audit.columns.status')}>{entry.status}</Descriptions.Item>
            <Descriptions.Item label={t('audit.ip')}>{entry.ip}</Descriptions.Item>
            <Descriptions.Item label={t('audit.requestId')}>
              <Typography.Text copyable>{entry.requestId}</Typography.Text>
            </Descriptions.Item>
          </Descriptions>
          <Typography.Title level={3} style={{ fontSize: 15 }}>
            {t('audit.diff.title')}
          </Typography.Title>
          {entry.before === null && entry.after === null ? (
            <Typography.Paragraph type="secondary">{t('audit.diff.notDescribed')}</Typography.Paragraph>
          ) : (
            <ChangeTable entry={entry} />
          )}
          <Typography.Title level={3} style={{ fontSize: 15, marginTop: 24 }}>
            {t('audit.body')}
          </Typography.Title>
          {entry.body === null ? (
            <Typography.Paragraph type="secondary">{t('audit.noBody')}</Typography.Paragraph>
          ) : (
            <pre
              style={{
                background: '#fafafa',
                padding: 12,
                borderRadius: 6,
                maxHeight: 320,
                overflow: 'auto',
                fontSize: 12,
              }}
            >
              {JSON.stringify(entry.body, null, 2)}
            </pre>
          )}
        </>
      ) : notFound ? (
        <EmptyState description={t('audit.entryNotFound')} />
      ) : error ? (
        <ErrorState title={t('audit.entryLoadFailed')} error={error} onRetry={onRetry} />
      ) : (
        <LoadingState label={t('audit.entryLoading')} rows={8} />
      )}
    </Drawer>
  );
}
