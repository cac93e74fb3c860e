import type { GameTemplate } from '@gs/shared/games';
import type { MyRecycle, RecycleGame, RecycleQuote } from '@gs/shared/recycle';
import type { DraftScope } from '../utils/consignment-draft';
import type { RecycleFormValues } from '../utils/recycle-draft';
import { writeRecycleDraft } from '../utils/recycle-draft';
import { buildTemplate, sellingAnswers } from './consignment-fixtures';

export const recycleGames: RecycleGame[] = [
  { gameId: 3, name: 'Honor of Kings', iconUrl: '/uploads/hok.png', minFen: 5_000, maxFen: 80_000 },
  { gameId: 8, name: 'League of Legends', iconUrl: '/uploads/lol.png', minFen: 2_000, maxFen: 50_000 },
];

/**
 * The consignment fixtures' template with only Rank (required) and Hero count flagged for the recycle form: Skins,
 * Heroes, Created on and Note are asked only when consigning.
 */
export function buildRecycleTemplate(): GameTemplate {
  const template = buildTemplate();
  return {
    ...template,
    attributes: template.attributes.map((attribute) => ({
      ...attribute,
      onRecycleForm: attribute.name === 'Rank' || attribute.name === 'Hero count',
      required: attribute.name === 'Rank',
    })),
  };
}

/** Rank: Diamond on a base of ¥30: ¥190. */
export function buildQuote(overrides: Partial<RecycleQuote> = {}): RecycleQuote {
  return {
    gameId: 3,
    quoteFen: 19_000,
    minFen: 5_000,
    maxFen: 80_000,
    basis: [
      { kind: 'base', attributeId: null, choiceId: null, label: '', units: null, fen: 3_000 },
      { kind: 'choice', attributeId: 11, choiceId: 102, label: 'Rank: Diamond', units: null, fen: 16_000 },
    ],
    ...overrides,
  };
}

/** Rank: Diamond and 120 heroes at ¥1 each, cut to the ¥300 maximum. */
export function buildHeroQuote(): RecycleQuote {
  return buildQuote({
    quoteFen: 30_000,
    maxFen: 30_000,
    basis: [
      { kind: 'base', attributeId: null, choiceId: null, label: '', units: null, fen: 3_000 },
      { kind: 'choice', attributeId: 11, choiceId: 102, label: 'Rank: Diamond', units: null, fen: 16_000 },
      {
        kind: 'range',
        attributeId: 14,
        choiceId: null,
        label: 'Hero count 0–600',
        units: 120,
        range: { name: 'Hero count', value: 120, from: 0, to: 600 },
        fen: 12_000,
      },
      { kind: 'clamp', attributeId: null, choiceId: null, label: 'max', units: null, fen: -1_000 },
    ],
  });
}

export function buildMyRecycle(overrides: Partial<MyRecycle> = {}): MyRecycle {
  return {
    id: 21,
    number: 'R-21',
    gameId: 3,
    gameName: 'Honor of Kings',
    quoteFen: 19_000,
    status: 'submitted',
    rejectReason: '',
    canCancel: true,
    createdAt: '2026-03-05T08:00:00.000Z',
    updatedAt: '2026-03-05T08:00:00.000Z',
    paidAt: null,
    ...overrides,
  };
}

/** The fake API's answers (test/fake-api) of the selling GETs, the recycle games and template; `extra` adds keys. */
export function recycleAnswers(extra: Record<string, unknown> = {}): Record<string, unknown> {
  return sellingAnswers({
    'GET /api/web/gameTemp': buildRecycleTemplate(),
    'GET /api/account/krecycle/games': recycleGames,
    ...extra,
  });
}

export const recycleScope: DraftScope = { tenantId: 1, userId: 7, gameId: 3, listingId: null };

/** The whole recycle form filled in. */
export function buildRecycleValues(overrides: Partial<RecycleFormValues> = {}): RecycleFormValues {
  return {
    operatorId: 2,
    areaId: 3,
    serverId: 4,
    regionNodeId: 4,
    regionPath: [
      { id: 1, name: 'Android' },
      { id: 2, name: 'QQ' },
      { id: 3, name: 'Region 1' },
      { id: 4, name: 'Server 9' },
    ],
    attrs: { '11': 102 },
    contact: 'qq 12345678',
    login: 'player2021',
    password: 'secret-pass',
    notes: 'Bound to 138****8000',
    ...overrides,
  };
}

export function saveRecycleDraft(values: RecycleFormValues, scope: DraftScope = recycleScope) {
  writeRecycleDraft(scope, values, '2026-03-01T08:00:00.000Z');
}
