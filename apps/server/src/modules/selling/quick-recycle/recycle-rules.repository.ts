import type { RecycleRules } from '@gs/shared/recycle';
import type { Db } from '../../../db/database.ts';

export interface RuleValues {
  baseFen: number;
  minFen: number;
  maxFen: number;
  rules: RecycleRules;
  enabled: boolean;
}

export function findRule(db: Db, tenantId: number, gameId: number) {
  return db
    .selectFrom('recycle_valuation_rules')
    .select(['game_id', 'base_fen', 'min_fen', 'max_fen', 'rules', 'enabled', 'updated_at'])
    .where('tenant_id', '=', tenantId)
    .where('game_id', '=', gameId)
    .executeTakeFirst();
}

/** The games of the tenant whose rule is enabled, with the rule's bounds. */
export function listEnabledRules(db: Db, tenantId: number) {
  return db
    .selectFrom('recycle_valuation_rules')
    .select(['game_id', 'min_fen', 'max_fen'])
    .where('tenant_id', '=', tenantId)
    .where('enabled', '=', true)
    .execute();
}

export function upsertRule(db: Db, tenantId: number, gameId: number, values: RuleValues, by: number, at: Date) {
  const row = {
    base_fen: values.baseFen,
    min_fen: values.minFen,
    max_fen: values.maxFen,
    rules: JSON.stringify(values.rules),
    enabled: values.enabled,
    updated_by: by,
    updated_at: at,
  };
  return db
    .insertInto('recycle_valuation_rules')
    .values({ tenant_id: tenantId, game_id: gameId, ...row })
    .onConflict((oc) => oc.columns(['tenant_id', 'game_id']).doUpdateSet(row))
    .returning(['game_id', 'base_fen', 'min_fen', 'max_fen', 'rules', 'enabled', 'updated_at'])
    .executeTakeFirstOrThrow();
}

/** Inserts a rule unless the game has one (the demo seed); answers whether it inserted. */
export async function insertRuleIfMissing(db: Db, tenantId: number, gameId: number, values: RuleValues, at: Date) {
  const inserted = await db
    .insertInto('recycle_valuation_rules')
    .values({
      tenant_id: tenantId,
      game_id: gameId,
      base_fen: values.baseFen,
      min_fen: values.minFen,
      max_fen: values.maxFen,
      rules: JSON.stringify(values.rules),
      enabled: values.enabled,
      updated_by: null,
      updated_at: at,
    })
    .onConflict((oc) => oc.columns(['tenant_id', 'game_id']).doNothing())
    .returning('game_id')
    .executeTakeFirst();
  return inserted !== undefined;
}
