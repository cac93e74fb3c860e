import type { StaffBulkOutcome, StaffBulkResult } from '@gs/shared/staff-listings';
import { Alert, Modal, Space, Statistic, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

/** What a bulk action did: how many changed, were skipped (already done) or failed, why, and which ones failed. */
export function BulkResultModal({ result, onClose }: { result: StaffBulkResult | null; onClose: () => void }) {
  const { t } = useTranslation();
  const problems = result?.results.filter((item) => item.outcome !== 'changed') ?? [];
  return (
    <Modal
      open={result !== null}
      title={result ? t('listings.bulk.resultTitle', { action: t(`listings.bulk.actions.${result.action}`) }) : ''}
      onOk={onClose}
      onCancel={onClose}
      okText={t('listings.bulk.close')}
      cancelButtonProps={{ style: { display: 'none' } }}
      width={640}
    >
      {result ? (
        <Space orientation="vertical" size={16} style={{ width: '100%' }}>
          <Space size={48}>
            <Statistic
              title={t('listings.bulk.changed')}
              value={result.summary.changed}
              valueStyle={{ color: '#389e0d' }}
            />
            <Statistic title={t('listings.bulk.skipped')} value={result.summary.skipped} />
            <Statistic
              title={t('listings.bulk.failed')}
              value={result.summary.failed}
              valueStyle={result.summary.failed > 0 ? { color: '#cf1322' } : undefined}
            />
          </Space>
          {result.summary.reasons.map((reason) => (
            <Alert
              key={`${reason.outcome}-${reason.code}-${reason.msg}`}
              type={reason.outcome === 'failed' ? 'error' : 'info'}
              showIcon
              title={t(reason.outcome === 'failed' ? 'listings.bulk.reason.failed' : 'listings.bulk.reason.skipped', {
                count: reason.count,
                msg: reason.msg,
              })}
            />
          ))}
          {problems.length > 0 ? (
            <Table
              size="small"
              rowKey="id"
              pagination={false}
              scroll={{ y: 240 }}
              dataSource={problems}
              columns={[
                { title: 'ID', dataIndex: 'id', width: 90 },
                {
                  title: t('listings.bulk.outcome'),
                  dataIndex: 'outcome',
                  width: 110,
                  render: (outcome: StaffBulkOutcome) => t(`listings.bulk.outcomes.${outcome}`),
                },
                { title: t('listings.bulk.why'), dataIndex: 'msg' },
              ]}
            />
          ) : (
            <Typography.Text type="success">{t('listings.bulk.allChanged')}</Typography.Text>
          )}
        </Space>
      ) : null}
    </Modal>
  );
}
