/**
 * The change of a figure against the previous period, in whole percent (rounded half away from zero), or null when
 * the previous period had none (no percentage of zero exists).
 */
export function percentChange(current: number, previous: number): number | null {
  if (previous === 0) return null;
  const percent = ((current - previous) / previous) * 100;
  return Math.sign(percent) * Math.round(Math.abs(percent));
}
