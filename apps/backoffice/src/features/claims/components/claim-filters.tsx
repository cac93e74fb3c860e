import { claimReasons, claimStates } from '@gs/shared/claims';
import { guarantees } from '@gs/shared/orders';
import { Checkbox, Select, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import type { UrlChanges } from '../../../hooks/use-url-filters';
import { agePresets, type ClaimUrlFilters, findAgePreset } from './claim-search-params';

/** The queue's filters; each change is written to the URL (and the list goes back to its first page). */
export function ClaimFilters({
  filters,
  onChange,
}: {
  filters: ClaimUrlFilters;
  onChange: (changes: UrlChanges) => void;
}) {
  const { t } = useTranslation();
  const age = findAgePreset(filters.minAgeHours, filters.maxAgeHours);
  return (
    <Space wrap style={{ marginBottom: 16 }}>
      <Select
        aria-label={t('claims.filters.state')}
        placeholder={t('claims.filters.state')}
        allowClear
        style={{ minWidth: 150 }}
        value={filters.state}
        onChange={(value?: string) => onChange({ state: value })}
        options={claimStates.map((value) => ({ value, label: t(`claims.states.${value}`) }))}
      />
      <Select
        aria-label={t('claims.filters.reason')}
        placeholder={t('claims.filters.reason')}
        allowClear
        style={{ minWidth: 170 }}
        value={filters.reason}
        onChange={(value?: string) => onChange({ reason: value })}
        options={claimReasons.map((value) => ({ value, label: t(`claims.reasons.${value}`) }))}
      />
      <Select
        aria-label={t('claims.filters.guarantee')}
        placeholder={t('claims.filters.guarantee')}
        allowClear
        style={{ minWidth: 190 }}
        value={filters.guarantee}
        onChange={(value?: string) => onChange({ guarantee: value })}
        options={guarantees.map((value) => ({ value, label: t(`orders.guarantees.${value}`) }))}
      />
      <Select
        aria-label={t('claims.filters.age')}
        placeholder={t('claims.filters.age')}
        allowClear
        style={{ minWidth: 140 }}
        value={age?.key}
        onChange={(key?: string) => {
          const preset = agePresets.find((candidate) => candidate.key === key);
          onChange({
            minAgeHours: preset?.min === undefined ? null : String(preset.min),
            maxAgeHours: preset?.max === undefined ? null : String(preset.max),
          });
        }}
        options={agePresets.map((preset) => ({ value: preset.key, label: t(`claims.agePresets.${preset.key}`) }))}
      />
      <Checkbox
        checked={filters.overdue}
        onChange={(event) => onChange({ overdue: event.target.checked ? 'true' : null })}
      >
        {t('claims.filters.overdueOnly')}
      </Checkbox>
    </Space>
  );
}
