import type { RecycleValuationRule, RecycleValuationRuleInput } from '@gs/shared/recycle';
import { fenToYuanText, parseYuan } from '@gs/web/format-money';

/** The rule form's values: amounts as the yuan text typed (the server keeps fen). */
export interface RuleFormValues {
  enabled: boolean;
  baseFen: string;
  minFen: string;
  maxFen: string;
  /** Choice id → yuan text (empty: no increment). */
  choices: Record<string, string | undefined>;
  ranges: { attributeId?: number; from?: number | null; to?: number | null; fen?: string; perUnit?: boolean }[];
}

/** Signed yuan text as fen ("-5" → -500); null when it is not an amount. */
export function parseSignedYuan(text: string | undefined): number | null {
  const value = (text ?? '').trim();
  if (value.startsWith('-')) {
    const fen = parseYuan(value.slice(1));
    return fen === null ? null : -fen;
  }
  return parseYuan(value);
}

const signedText = (fen: number) => (fen < 0 ? `-${fenToYuanText(-fen)}` : fenToYuanText(fen));

export function toFormValues(rule: RecycleValuationRule): RuleFormValues {
  return {
    enabled: rule.updatedAt === null ? true : rule.enabled,
    baseFen: rule.updatedAt === null ? '' : fenToYuanText(rule.baseFen),
    minFen: rule.updatedAt === null ? '' : fenToYuanText(rule.minFen),
    maxFen: rule.updatedAt === null ? '' : fenToYuanText(rule.maxFen),
    choices: Object.fromEntries(Object.entries(rule.rules.choices).map(([id, fen]) => [id, signedText(fen)])),
    ranges: rule.rules.ranges.map((range) => ({ ...range, fen: signedText(range.fen) })),
  };
}

/** The rule as the server takes it, or null while an amount or range is incomplete (the server checks the rest). */
export function toRuleInput(values: Partial<RuleFormValues> | undefined): RecycleValuationRuleInput | null {
  if (!values) return null;
  const baseFen = parseYuan(values.baseFen ?? '');
  const minFen = parseYuan(values.minFen ?? '');
  const maxFen = parseYuan(values.maxFen ?? '');
  if (baseFen === null || minFen === null || maxFen === null) return null;
  const choices: Record<string, number> = {};
  for (const [id, text] of Object.entries(values.choices ?? {})) {
    if (!text?.trim()) continue;
    const fen = parseSignedYuan(text);
    if (fen === null) return null;
    if (fen !== 0) choices[id] = fen;
  }
  const ranges: RecycleValuationRuleInput['rules']['ranges'] = [];
  for (const range of values.ranges ?? []) {
    const fen = parseSignedYuan(range?.fen);
    if (!range?.attributeId || range.from == null || range.to == null || fen === null) return null;
    ranges.push({
      attributeId: range.attributeId,
      from: range.from,
      to: range.to,
      fen,
      perUnit: range.perUnit ?? false,
    });
  }
  return { baseFen, minFen, maxFen, enabled: values.enabled ?? false, rules: { choices, ranges } };
}
