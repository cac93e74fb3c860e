import {
  type FinancePeriod,
  type SettlementFigures,
  type SettlementRow,
  settlementFigureKeys,
} from '@gs/shared/staff-finance';
import { formatPrice } from '@gs/web/format-money';
import { useQuery } from '@tanstack/react-query';
import { Card, DatePicker, Segmented, Space, Table, type TableColumnsType, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { ExportButton } from '../../../components/export-button';
import { type SettlementRange, settlementQueryOptions } from '../api/get-settlement';

const DAY = 'YYYY-MM-DD';

/** The range first shown: the last 30 days by day, the last 12 months (from the 1st) by month. */
function defaultRange(period: FinancePeriod, today = dayjs()): [Dayjs, Dayjs] {
  return period === 'day' ? [today.subtract(29, 'day'), today] : [today.subtract(11, 'month').startOf('month'), today];
}

/** The settlement report: period, range, the table with its totals row, and the CSV / XLSX exports. */
export function SettlementTab() {
  const { t, i18n } = useTranslation();
  const [period, setPeriod] = useState<FinancePeriod>('day');
  const [dates, setDates] = useState<[Dayjs, Dayjs]>(() => defaultRange('day'));
  const range: SettlementRange = { period, from: dates[0].format(DAY), to: dates[1].format(DAY) };
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
        <Segmented
          value={period}
          onChange={(value) => {
            const next = value as FinancePeriod;
            setPeriod(next);
            setDates(defaultRange(next));
          }}
          options={(['day', 'month'] as const).map((value) => ({
            value,
            label: t(`finance.settlement.periods.${value}`),
          }))}
        />
        <DatePicker.RangePicker
          aria-label={t('finance.settlement.range')}
          allowClear={false}
          value={dates}
          onChange={(values) => {
            if (values?.[0] && values[1]) setDates([values[0], values[1]]);
          }}
        />
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
