import { type SettlementFigures, type SettlementRow, settlementFigureKeys } from '@gs/shared/staff-finance';
import { formatPrice } from '@gs/web/format-money';
import { useQuery } from '@tanstack/react-query';
import { Card, Space, Table, type TableColumnsType, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { ExportButton } from '../../../components/export-button';
import { settlementQueryOptions } from '../api/get-settlement';
import { usePeriodRange } from './period-range';

/** The settlement report: period, range, the table with its totals row, and the CSV / XLSX exports. */
export function SettlementTab() {
  const { t, i18n } = useTranslation();
  const { period, range, controls } = usePeriodRange();
  const report = useQuery(settlementQueryOptions(range));
  const money = (fen: number) => formatPrice(fen, i18n.language);

  const columns: TableColumnsType<SettlementRow> = [
    {
      title: t(period === 'day' ? 'finance.settlement.columns.day' : 'finance.settlement.columns.month'),
      dataIndex: 'period',
      width: 120,
      fixed: 'left',
    },
    ...settlementFigureKeys.map((key) => ({
      title: t(`finance.settlement.columns.${key}`),
      dataIndex: key,
      align: 'right' as const,
      width: 140,
      render: (fen: number) => money(fen),
    })),
  ];
  const totals: SettlementFigures | undefined = report.data?.totals;

  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      <Space wrap>
        {controls}
        <ExportButton
          path="/api/staff/finance/settlement"
          query={{ ...range }}
          fallbackName="settlement"
          hint={t('finance.settlement.exportHint')}
        />
      </Space>
      <Typography.Text type="secondary">{t('finance.settlement.hint')}</Typography.Text>
      <Card styles={{ body: { padding: 0 } }}>
        {report.isError ? (
          <ErrorState
            title={t('finance.settlement.loadFailed')}
            error={report.error}
            onRetry={() => void report.refetch()}
          />
        ) : (
          <Table
            aria-label={t('finance.settlement.tableLabel')}
            rowKey="period"
            size="small"
            columns={columns}
            dataSource={report.data?.rows ?? []}
            loading={report.isFetching}
            pagination={false}
            scroll={{ x: 960 }}
            locale={{ emptyText: report.isPending ? ' ' : <EmptyState description={t('finance.settlement.empty')} /> }}
            summary={() =>
              totals ? (
                <Table.Summary>
                  <Table.Summary.Row>
                    <Table.Summary.Cell index={0}>
                      <Typography.Text strong>{t('finance.settlement.total')}</Typography.Text>
                    </Table.Summary.Cell>
                    {settlementFigureKeys.map((key, index) => (
                      <Table.Summary.Cell key={key} index={index + 1} align="right">
                        <Typography.Text strong>{money(totals[key])}</Typography.Text>
                      </Table.Summary.Cell>
                    ))}
                  </Table.Summary.Row>
                </Table.Summary>
              ) : null
            }
          />
        )}
      </Card>
    </Space>
  );
}
