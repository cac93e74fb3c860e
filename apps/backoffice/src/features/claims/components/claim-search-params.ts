import { type ClaimReason, type ClaimState, claimReasons, claimStates } from '@gs/shared/claims';
import { type Guarantee, guarantees } from '@gs/shared/orders';

/** The queue's filters as the URL holds them (`?state=submitted&overdue=true&minAgeHours=24`). */
export interface ClaimUrlFilters {
  state: ClaimState | undefined;
  reason: ClaimReason | undefined;
  guarantee: Guarantee | undefined;
  minAgeHours: number | undefined;
  maxAgeHours: number | undefined;
  overdue: boolean;
}

export interface AgePreset {
  key: 'under1d' | 'from1to3d' | 'from3to7d' | 'over7d';
  min?: number;
  max?: number;
}

/** The ages the filter offers, in hours since the claim was opened. */
export const agePresets: readonly AgePreset[] = [
  { key: 'under1d', max: 24 },
  { key: 'from1to3d', min: 24, max: 72 },
  { key: 'from3to7d', min: 72, max: 168 },
  { key: 'over7d', min: 168 },
];

const pick = <T extends string>(values: readonly T[], value: string | null): T | undefined =>
  values.find((candidate) => candidate === value);

const hours = (value: string | null): number | undefined => {
  if (!value || !/^\d{1,5}$/.test(value)) return undefined;
  return Number(value);
};

export function readClaimFilters(params: URLSearchParams): ClaimUrlFilters {
  return {
    state: pick(claimStates, params.get('state')),
    reason: pick(claimReasons, params.get('reason')),
    guarantee: pick(guarantees, params.get('guarantee')),
    minAgeHours: hours(params.get('minAgeHours')),
    maxAgeHours: hours(params.get('maxAgeHours')),
    overdue: params.get('overdue') === 'true',
  };
}

export function findAgePreset(min: number | undefined, max: number | undefined): AgePreset | undefined {
  return agePresets.find((preset) => preset.min === min && preset.max === max);
}
