import type { DecorationArea, DecorationEntry, DecorationInfo } from '@gs/shared/tenant';

/** The items of one decoration area in their configured order (`sort`, then id); empty when not configured. */
export function decorationItems(entries: readonly DecorationEntry[], area: DecorationArea): DecorationInfo[] {
  const items = entries.filter((entry) => entry.area === area).flatMap((entry) => entry.decorationInfos);
  return items.sort((a, b) => a.sort - b.sort || a.id - b.id);
}
