import type { AttributeKind } from '@gs/shared/games';
import type { RecycleQuoteLine, RecycleRules } from '@gs/shared/recycle';
import type { ListingAttrs } from '../../../db/tables/listings.table.ts';

/** The part of a valuation rule the quote needs. */
export interface QuoteRule {
  baseFen: number;
  minFen: number;
  maxFen: number;
  rules: RecycleRules;
}

/** The part of a game's template the quote needs: attributes in template order, with their choices. */
export interface QuoteTemplate {
  attributes: readonly {
    id: number;
    name: string;
    kind: AttributeKind;
    choices: readonly { id: number; name: string }[];
  }[];
}

export interface QuoteResult {
  quoteFen: number;
  /** The lines that make the quote; their fen add up to it exactly. */
  basis: RecycleQuoteLine[];
}

/** The choice ids a checked value holds: a single id, ids, or the choices of choice-level pairs. */
function choiceIdsOf(value: ListingAttrs[string]): Set<number> {
  if (typeof value === 'number') return new Set([value]);
  if (!Array.isArray(value)) return new Set();
  return new Set(value.map((item) => (Array.isArray(item) ? item[0] : item)));
}

/**
 * The quote for checked attribute values (validateListingAttributes' answer): the base, plus each increment that
 * applies — in template order (attributes, then their choices, then the rule's ranges) so the same input always
 * gives the same lines — then raised to the minimum or cut to the maximum by a clamp line. Pure.
 */
export function quoteRecycle(rule: QuoteRule, template: QuoteTemplate, attrs: ListingAttrs): QuoteResult {
  const basis: RecycleQuoteLine[] = [
    { kind: 'base', attributeId: null, choiceId: null, label: '', units: null, fen: rule.baseFen },
  ];
  for (const attribute of template.attributes) {
    const key = String(attribute.id);
    if (!Object.hasOwn(attrs, key)) continue;
    const value = attrs[key] as ListingAttrs[string];
    if (attribute.kind === 'number') {
      if (typeof value !== 'number') continue;
      for (const range of rule.rules.ranges) {
        if (range.attributeId !== attribute.id || value < range.from) continue;
        const label = `${attribute.name} ${range.from}–${range.to}`;
        const parts = { name: attribute.name, value, from: range.from, to: range.to };
        if (range.perUnit) {
          const units = Math.min(value, range.to) - range.from;
          if (units > 0 && range.fen !== 0) {
            basis.push({
              kind: 'range',
              attributeId: attribute.id,
              choiceId: null,
              label,
              units,
              range: parts,
              fen: units * range.fen,
            });
          }
        } else if (value <= range.to && range.fen !== 0) {
          basis.push({
            kind: 'range',
            attributeId: attribute.id,
            choiceId: null,
            label,
            units: null,
            range: parts,
            fen: range.fen,
          });
        }
      }
      continue;
    }
    const chosen = choiceIdsOf(value);
    for (const choice of attribute.choices) {
      const fen = chosen.has(choice.id) ? rule.rules.choices[String(choice.id)] : undefined;
      if (fen === undefined || fen === 0) continue;
      const label = `${attribute.name}: ${choice.name}`;
      basis.push({ kind: 'choice', attributeId: attribute.id, choiceId: choice.id, label, units: null, fen });
    }
  }
  const sum = basis.reduce((total, line) => total + line.fen, 0);
  const quoteFen = Math.min(Math.max(sum, rule.minFen), rule.maxFen);
  if (quoteFen !== sum) {
    const label = sum < rule.minFen ? 'min' : 'max';
    basis.push({ kind: 'clamp', attributeId: null, choiceId: null, label, units: null, fen: quoteFen - sum });
  }
  return { quoteFen, basis };
}
