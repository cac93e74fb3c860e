import { ReloadOutlined } from '@ant-design/icons';
import type { SmsOutboxMessage } from '@gs/shared/identity';
import { formatDateTime } from '@gs/web/format-date';
import { useQuery } from '@tanstack/react-query';
import { Button, Input, Space, Table, type TableColumnsType, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { PageContainer } from '../../../components/page-container';
import { SMS_OUTBOX_LIMIT, smsOutboxQueryOptions } from '../api/get-sms-outbox';

const PHONE = /^\d{11}$/;

/** The phone filter from the URL (`?phone=`), or null when absent or not a phone number. */
function readPhone(params: URLSearchParams): string | null {
  const phone = params.get('phone')?.trim() ?? '';
  return PHONE.test(phone) ? phone : null;
}

/**
 * /admin/sms-outbox: the shop's newest text messages, each with the provider that took it. Codes are masked by the
 * server (staff who saw them could sign in as anyone); the phone filter lives in the URL.
 */
export function SmsOutboxPage() {
  const { t, i18n } = useTranslation();
  const [params, setParams] = useSearchParams();
  const phone = readPhone(params);
  const [draft, setDraft] = useState(phone ?? '');
  const [invalid, setInvalid] = useState(false);
  const outbox = useQuery(smsOutboxQueryOptions(phone));

  const search = (value: string) => {
    const text = value.trim();
    if (text && !PHONE.test(text)) {
      setInvalid(true);
      return;
    }
    setInvalid(false);
    setParams(text ? { phone: text } : {});
  };

  const columns: TableColumnsType<SmsOutboxMessage> = [
    {
      title: t('smsOutbox.columns.sentAt'),
      dataIndex: 'createdAt',
      width: 190,
      render: (value: string) => formatDateTime(value, i18n.language),
    },
    { title: t('smsOutbox.columns.phone'), dataIndex: 'phone', width: 140 },
    {
      title: t('smsOutbox.columns.scene'),
      dataIndex: 'scene',
      width: 130,
      render: (scene: string) => t(`smsOutbox.scenes.${scene}`, { defaultValue: scene }),
    },
    { title: t('smsOutbox.columns.body'), dataIndex: 'body' },
    {
      title: t('smsOutbox.columns.provider'),
      dataIndex: 'provider',
      width: 150,
      render: (provider: string) => t(`smsOutbox.providers.${provider}`, { defaultValue: provider }),
    },
    {
      title: t('smsOutbox.columns.status'),
      dataIndex: 'status',
      width: 110,
      render: (status: string) => (
        <Tag color={status === 'sent' ? 'green' : 'red'}>
          {t(`smsOutbox.statuses.${status}`, { defaultValue: status })}
        </Tag>
      ),
    },
  ];

  return (
    <PageContainer
      title={t('smsOutbox.title')}
      extra={
        <Button icon={<ReloadOutlined />} onClick={() => void outbox.refetch()} loading={outbox.isFetching}>
          {t('common.refresh')}
        </Button>
      }
    >
      <Typography.Paragraph type="secondary">
        {t('smsOutbox.description', { limit: SMS_OUTBOX_LIMIT })}
      </Typography.Paragraph>
      <Space orientation="vertical" size={4} style={{ marginBottom: 16 }}>
        <Input.Search
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          onSearch={search}
          allowClear
          enterButton={t('common.search')}
          inputMode="numeric"
          maxLength={11}
          status={invalid ? 'error' : undefined}
          aria-label={t('smsOutbox.phoneFilter')}
          placeholder={t('smsOutbox.phoneFilter')}
          style={{ width: 320 }}
        />
        {invalid ? <Typography.Text type="danger">{t('smsOutbox.phoneInvalid')}</Typography.Text> : null}
      </Space>
      {outbox.isError ? (
        <ErrorState title={t('smsOutbox.loadFailed')} error={outbox.error} onRetry={() => void outbox.refetch()} />
      ) : (
        <Table
          rowKey="id"
          columns={columns}
          dataSource={outbox.data?.rows ?? []}
          loading={outbox.isPending}
          pagination={false}
          locale={{
            emptyText: outbox.isPending ? (
              ' '
            ) : (
              <EmptyState description={phone ? t('smsOutbox.emptyForPhone', { phone }) : t('smsOutbox.empty')} />
            ),
          }}
        />
      )}
    </PageContainer>
  );
}
