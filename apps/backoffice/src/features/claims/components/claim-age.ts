import type { TFunction } from 'i18next';

const HOUR_MS = 3_600_000;

/** How long ago `since` was, in whole hours under two days and in days after ("5 h", "3 d"). */
export function formatAge(since: string, now: number, t: TFunction): string {
  const hours = Math.max(0, Math.floor((now - new Date(since).getTime()) / HOUR_MS));
  if (hours < 48) return t('claims.ageHours', { count: hours });
  return t('claims.ageDays', { count: Math.floor(hours / 24) });
}
