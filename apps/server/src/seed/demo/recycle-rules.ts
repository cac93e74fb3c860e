import type { RecycleRangeRule, RecycleRules } from '@gs/shared/recycle';
import type { Db } from '../../db/database.ts';
import { Caches } from '../../lib/caches.ts';
import type { RequestContext } from '../../lib/context.ts';
import { type AttributeDef, findGameCatalogue, getTenantCatalogue } from '../../modules/catalogue/index.ts';
import { ensureRecycleRule } from '../../modules/selling/index.ts';
import { findTenantById } from '../../modules/tenants/tenants.repository.ts';

/** What a demo number attribute is worth from its low end to its high end, in fen (¥300). */
const NUMBER_SPAN_WORTH_FEN = 30_000;

/**
 * A number attribute's lines: a per-unit price above its minimum (so the whole range is worth about ¥300), and a
 * flat ¥50 bonus for the top quarter.
 */
function numberRanges(attribute: AttributeDef): RecycleRangeRule[] {
  const from = attribute.min ?? 0;
  const to = attribute.max ?? from + 100;
  const span = Math.max(1, to - from);
  const perUnit = Math.max(1, Math.round(NUMBER_SPAN_WORTH_FEN / span));
  const topQuarter = to - Math.floor(span / 4);
  return [
    { attributeId: attribute.id, from, to, fen: perUnit, perUnit: true },
    { attributeId: attribute.id, from: topQuarter, to, fen: 5_000, perUnit: false },
  ];
}

/** A demo rule from the game's recycle-form attributes: later choices are worth more, numbers per unit. */
function demoRules(attributes: AttributeDef[]): RecycleRules {
  const rules: RecycleRules = { choices: {}, ranges: [] };
  for (const attribute of attributes) {
    if (attribute.kind === 'number') rules.ranges.push(...numberRanges(attribute));
    if (attribute.kind === 'single') {
      attribute.choices.forEach((choice, index) => {
        if (index > 0) rules.choices[String(choice.id)] = index * 2_000;
      });
    }
    if (attribute.kind === 'multiple' || attribute.kind === 'level') {
      for (const choice of attribute.choices) rules.choices[String(choice.id)] = 1_500;
    }
  }
  return rules;
}

/**
 * Gives every game of a demo tenant a quick-recycle valuation rule (base ¥30, quotes from ¥10 to ¥50,000) built
 * from the attributes its template flags for the recycle form; games that have a rule keep it.
 */
export async function seedRecycleRules(db: Db, tenantId: number): Promise<void> {
  const tenant = await findTenantById(db, tenantId);
  if (!tenant) return;
  const ctx: RequestContext = {
    db,
    tenantId,
    tenant,
    locale: tenant.default_locale,
    clock: { now: () => new Date() },
    caches: new Caches(),
  };
  const at = new Date();
  for (const game of (await getTenantCatalogue(ctx)).games) {
    const catalogue = await findGameCatalogue(ctx, game.id);
    if (!catalogue) continue;
    const attributes = catalogue.attributes.filter((attribute) => attribute.onRecycleForm);
    const rules = demoRules(attributes);
    await ensureRecycleRule(
      db,
      tenantId,
      game.id,
      { baseFen: 3_000, minFen: 1_000, maxFen: 5_000_000, rules, enabled: true },
      at,
    );
  }
}
