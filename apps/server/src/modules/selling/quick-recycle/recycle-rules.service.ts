import type {
  RecycleGame,
  RecycleQuote,
  RecycleRulePreviewInput,
  RecycleRules,
  RecycleValuationRule,
  RecycleValuationRuleInput,
} from '@gs/shared/recycle';
import type { Db } from '../../../db/database.ts';
import type { RequestContext, UserContext } from '../../../lib/context.ts';
import { AppError, type FieldMessage, notFound } from '../../../lib/errors.ts';
import { type GameCatalogue, getGameCatalogue, getTenantCatalogue } from '../../catalogue/index.ts';
import { validateListingAttributes } from '../listing-attributes.ts';
import { type QuoteRule, quoteRecycle } from './recycle-quote.ts';
import {
  findRule,
  insertRuleIfMissing,
  listEnabledRules,
  type RuleValues,
  upsertRule,
} from './recycle-rules.repository.ts';

type RuleRow = NonNullable<Awaited<ReturnType<typeof findRule>>>;

function toRule(catalogue: GameCatalogue, row: RuleRow | undefined): RecycleValuationRule {
  const game = { gameId: catalogue.game.id, gameName: catalogue.game.name };
  if (!row) {
    return {
      ...game,
      baseFen: 0,
      minFen: 1,
      maxFen: 1,
      rules: { choices: {}, ranges: [] },
      enabled: false,
      updatedAt: null,
    };
  }
  return {
    ...game,
    baseFen: row.base_fen,
    minFen: row.min_fen,
    maxFen: row.max_fen,
    rules: { choices: row.rules.choices ?? {}, ranges: row.rules.ranges ?? [] },
    enabled: row.enabled,
    updatedAt: row.updated_at.toISOString(),
  };
}

/** The game's enabled valuation rule. 404 (naming the game) when it has none or it is disabled. */
export async function loadEnabledRule(ctx: RequestContext, catalogue: GameCatalogue): Promise<QuoteRule> {
  const row = await findRule(ctx.db, ctx.tenantId, catalogue.game.id);
  if (!row?.enabled) throw notFound('recycleRuleNotFound', { game: catalogue.game.name });
  return { baseFen: row.base_fen, minFen: row.min_fen, maxFen: row.max_fen, rules: toRule(catalogue, row).rules };
}

/** The visible games that have an enabled rule, in catalogue order, with the rule's bounds. */
export async function listRecycleGames(ctx: RequestContext): Promise<RecycleGame[]> {
  const [catalogue, rules] = await Promise.all([getTenantCatalogue(ctx), listEnabledRules(ctx.db, ctx.tenantId)]);
  const byGame = new Map(rules.map((rule) => [rule.game_id, rule]));
  return catalogue.games.flatMap((game) => {
    const rule = byGame.get(game.id);
    return rule
      ? [{ gameId: game.id, name: game.name, iconUrl: game.icon_url, minFen: rule.min_fen, maxFen: rule.max_fen }]
      : [];
  });
}

/** Staff: a game's rule (a disabled blank one when none is kept yet). 404 for an unknown game. */
export async function getRecycleRule(ctx: RequestContext, gameId: number): Promise<RecycleValuationRule> {
  const catalogue = await getGameCatalogue(ctx, gameId);
  return toRule(catalogue, await findRule(ctx.db, ctx.tenantId, gameId));
}

/**
 * Every choice increment names a choice of the game's single, multiple or level attributes, and every range a
 * number attribute of the game. 400 with one field per misfit.
 */
export function assertRulesFitTemplate(catalogue: GameCatalogue, rules: RecycleRules): void {
  const fields: FieldMessage[] = [];
  for (const key of Object.keys(rules.choices)) {
    const choice = catalogue.choices.get(Number(key));
    const attribute = choice ? catalogue.attributesById.get(choice.attributeId) : undefined;
    if (!attribute || attribute.kind === 'number' || attribute.kind === 'text' || attribute.kind === 'date') {
      fields.push({ field: `body.rules.choices.${key}`, messageKey: 'recycleRuleUnknownChoice', params: { id: key } });
    }
  }
  rules.ranges.forEach((range, index) => {
    if (catalogue.attributesById.get(range.attributeId)?.kind !== 'number') {
      fields.push({
        field: `body.rules.ranges.${index}.attributeId`,
        messageKey: 'recycleRuleNotNumber',
        params: { id: range.attributeId },
      });
    }
  });
  if (fields.length > 0) {
    const details = fields.map((field) => field.field).join(', ');
    throw new AppError(400, 'VALIDATION_FAILED', 'recycleRuleInvalid', { params: { details }, fields });
  }
}

/** Staff: keeps the game's rule (replacing any). 404 for an unknown game; 400 when it does not fit the template. */
export async function putRecycleRule(
  ctx: UserContext,
  gameId: number,
  input: RecycleValuationRuleInput,
): Promise<RecycleValuationRule> {
  const catalogue = await getGameCatalogue(ctx, gameId);
  assertRulesFitTemplate(catalogue, input.rules);
  const row = await upsertRule(ctx.db, ctx.tenantId, gameId, input, ctx.userId, ctx.clock.now());
  return toRule(catalogue, row);
}

/** Keeps a rule for the game unless it has one (the demo seed). Answers whether it added one. */
export function ensureRecycleRule(db: Db, tenantId: number, gameId: number, values: RuleValues, at: Date) {
  return insertRuleIfMissing(db, tenantId, gameId, values, at);
}

/**
 * Staff: the quote a rule being edited would give for recycle-form values, through the same quoting code as the
 * sellers' quotes; nothing is kept. 404 for an unknown game; 400 when the rule does not fit the template or a value
 * does not fit the recycle form.
 */
export async function previewRecycleRule(
  ctx: RequestContext,
  gameId: number,
  input: RecycleRulePreviewInput,
): Promise<RecycleQuote> {
  const catalogue = await getGameCatalogue(ctx, gameId);
  assertRulesFitTemplate(catalogue, input.rule.rules);
  const attrs = validateListingAttributes(catalogue, input.attrs, 'recycle');
  const { quoteFen, basis } = quoteRecycle(input.rule, catalogue, attrs);
  return { gameId: catalogue.game.id, quoteFen, minFen: input.rule.minFen, maxFen: input.rule.maxFen, basis };
}
