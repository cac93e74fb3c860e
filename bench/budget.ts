/** Prints a figure beside its budget: benchmarks report, they do not fail. */
export function budgetLine(label: string, value: number, unit: string, budget: { max?: number; min?: number }): string {
  const ok = (budget.max === undefined || value <= budget.max) && (budget.min === undefined || value >= budget.min);
  const limit = budget.max !== undefined ? `≤ ${budget.max}` : `≥ ${budget.min}`;
  const shown = Number.isInteger(value) ? String(value) : value.toFixed(2);
  return `  ${label}: ${shown}${unit} (budget ${limit}${unit}) ${ok ? 'within budget' : 'OVER BUDGET'}`;
}
