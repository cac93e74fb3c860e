import type { FinancePeriod } from '@gs/shared/staff-finance';
import { DatePicker, Segmented } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SettlementRange } from '../api/get-settlement';

const DAY = 'YYYY-MM-DD';

/** The range first shown: the last 30 days by day, the last 12 months (from the 1st) by month. */
function defaultRange(period: FinancePeriod, today = dayjs()): [Dayjs, Dayjs] {
  return period === 'day' ? [today.subtract(29, 'day'), today] : [today.subtract(11, 'month').startOf('month'), today];
}

/**
 * A finance report's period (by day or month) and range, as the report calls take them, with the two controls that
 * choose them (switching the period resets the range to its default). Used by the settlement and claims tabs.
 */
export function usePeriodRange() {
  const { t } = useTranslation();
  const [period, setPeriod] = useState<FinancePeriod>('day');
  const [dates, setDates] = useState<[Dayjs, Dayjs]>(() => defaultRange('day'));
  const range: SettlementRange = { period, from: dates[0].format(DAY), to: dates[1].format(DAY) };
  const controls = (
    <>
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
    </>
  );
  return { period, range, controls };
}
