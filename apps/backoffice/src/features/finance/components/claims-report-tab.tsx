import type { ClaimsReportFigures, ClaimsReportRow } from '@gs/shared/staff-claims-report';
import { formatPrice } from '@gs/web/format-money';
import { useQuery } from '@tanstack/react-query';
import { Card, Space, Table, type TableColumnsType, Typography } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { claimsReportQueryOptions } from '../api/get-claims-report';
import { usePeriodRange } from './period-range';

const HOUR_MS = 3_600_000;
/** China time is UTC+8 all year. */
const CHINA_OFFSET_MS = 8 * HOUR_MS;
/** The claims list's age filter takes at most this many hours. */
const MAX_AGE_HOURS = 87_600;

/** The instants [start, end) of a China day `YYYY-MM-DD` or month `YYYY-MM`. */
function bucketBounds(bucket: string): [number, number] {
  const [year = 0, month = 1, day] = bucket.split('-').map(Number);
  const start = Date.UTC(year, month - 1, day ?? 1) - CHINA_OFFSET_MS;
  const end = day === undefined ? Date.UTC(year, month, 1) - CHINA_OFFSET_MS : start + 24 * HOUR_MS;
  return [start, end];
}

/**
 * The claims list (`/claims`) filters by state and by hours since opening, not by date or outcome: the claims opened
 * in [start, end) are those between (now − end) and (now − start) hours old, to the hour.
 */
function openedLink(start: number, end: number, now: number): string {
  const min = Math.max(0, Math.floor((now - end) / HOUR_MS));
  const max = Math.min(MAX_AGE_HOURS, Math.max(0, Math.ceil((now - start) / HOUR_MS)));
  return `/claims?minAgeHours=${min}&maxAgeHours=${max}`;
}

const decidedKeys = ['decidedRefund', 'decidedPartial', 'decidedCompensate', 'decidedReject'] as const;

/**
 * Refunds and claims per day or month: refunds (count and amount), claims opened and decided by outcome (each count
 * opens the claims list), compensation paid, recovered from sellers, debts repaid, median hours to a decision.
 */
export function ClaimsReportTab() {
  const { t, i18n } = useTranslation();
  const { period, range, controls } = usePeriodRange();
  const report = useQuery(claimsReportQueryOptions(range));
  const [now] = useState(() => Date.now());
  const money = (fen: number) => formatPrice(fen, i18n.language);
  const hours = (value: number | null) => (value === null ? '—' : t('finance.claims.hours', { value }));

  /** A count that opens the claims list: the claims opened in the bounds, or the decided ones. */
  const countLink = (count: number, to: string, label: string) =>
    count > 0 ? (
      <Link to={to} aria-label={label}>
        {count}
      </Link>
    ) : (
      count
    );

  /** One row's (or the totals') cells: counts of claims as links, money formatted, the median in hours. */
  const cells = (
    figures: ClaimsReportFigures,
    bounds: [number, number],
    label: string,
  ): Record<keyof ClaimsReportFigures, ReactNode> => {
    const decided = (key: (typeof decidedKeys)[number]) =>
      countLink(
        figures[key],
        '/claims?state=decided',
        t('finance.claims.decidedLink', {
          count: figures[key],
          outcome: t(`finance.claims.columns.${key}`),
          period: label,
        }),
      );
    return {
      refundCount: figures.refundCount,
      refundFen: money(figures.refundFen),
      claimsOpened: countLink(
        figures.claimsOpened,
        openedLink(bounds[0], bounds[1], now),
        t('finance.claims.openedLink', { count: figures.claimsOpened, period: label }),
      ),
      decidedRefund: decided('decidedRefund'),
      decidedPartial: decided('decidedPartial'),
      decidedCompensate: decided('decidedCompensate'),
      decidedReject: decided('decidedReject'),
      compensationFen: money(figures.compensationFen),
      recoveredFen: money(figures.recoveredFen),
      debtRepaidFen: money(figures.debtRepaidFen),
      medianHoursToDecision: hours(figures.medianHoursToDecision),
    };
  };

  const figureKeys = [
    'refundCount',
    'refundFen',
    'claimsOpened',
    ...decidedKeys,
    'compensationFen',
    'recoveredFen',
    'debtRepaidFen',
    'medianHoursToDecision',
  ] as const;

  const columns: TableColumnsType<ClaimsReportRow> = [
    {
      title: t(period === 'day' ? 'finance.settlement.columns.day' : 'finance.settlement.columns.month'),
      dataIndex: 'period',
      width: 110,
      fixed: 'left',
    },
    ...figureKeys.map((key) => ({
      title: t(`finance.claims.columns.${key}`),
      key,
      align: 'right' as const,
      width: key.endsWith('Fen') ? 130 : 100,
      render: (_: unknown, row: ClaimsReportRow) => cells(row, bucketBounds(row.period), row.period)[key],
    })),
  ];
  const data = report.data;
  const rangeBounds: [number, number] = data ? [bucketBounds(data.from)[0], bucketBounds(data.to)[1]] : [0, 0];
  const totals = data ? cells(data.totals, rangeBounds, `${data.from} – ${data.to}`) : null;

  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      <Space wrap>{controls}</Space>
      <Typography.Text type="secondary">{t('finance.claims.hint')}</Typography.Text>
      <Card styles={{ body: { padding: 0 } }}>
        {report.isError ? (
          <ErrorState
            title={t('finance.claims.loadFailed')}
            error={report.error}
            onRetry={() => void report.refetch()}
          />
        ) : (
          <Table
            aria-label={t('finance.claims.tableLabel')}
            rowKey="period"
            size="small"
            columns={columns}
            dataSource={data?.rows ?? []}
            loading={report.isFetching}
            pagination={false}
            scroll={{ x: 1400 }}
            locale={{ emptyText: report.isPending ? ' ' : <EmptyState description={t('finance.settlement.empty')} /> }}
            summary={() =>
              totals ? (
                <Table.Summary>
                  <Table.Summary.Row>
                    <Table.Summary.Cell index={0}>
                      <Typography.Text strong>{t('finance.settlement.total')}</Typography.Text>
                    </Table.Summary.Cell>
                    {figureKeys.map((key, index) => (
                      <Table.Summary.Cell key={key} index={index + 1} align="right">
                        <Typography.Text strong>{totals[key]}</Typography.Text>
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
