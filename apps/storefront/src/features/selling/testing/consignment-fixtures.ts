import type { ConsignmentDetail } from '@gs/shared/consignment';
import type { Game, GameTemplate, HeroSkins } from '@gs/shared/games';
import type { SellingRegionOption } from '@gs/shared/selling-regions';
import { setToken, setUserInfo } from '../../../lib/storage';
import { frameAnswers } from '../../../test/fake-api';
import { type ConsignmentFormValues, type DraftScope, writeConsignmentDraft } from '../utils/consignment-draft';

/** Logs the test user in the way a login does (token and user info in storage). */
export function logIn(): void {
  setToken('tok-1');
  setUserInfo({ userId: 7, nickName: 'Player', avatar: '' });
}

export function buildGame(overrides: Partial<Game> = {}): Game {
  return {
    id: 3,
    name: 'Honor of Kings',
    keyword: 'wzry',
    icon: '/uploads/hok.png',
    type: 'mobile',
    initial: 'W',
    hot: true,
    listingCount: 12,
    ...overrides,
  };
}

const attribute = {
  required: false,
  searchable: true,
  onRecycleForm: true,
  unit: '',
  min: null,
  max: null,
  choices: [],
  levels: [],
};

/** A template with one attribute of every kind. */
export function buildTemplate(game: Partial<Game> = {}): GameTemplate {
  return {
    game: buildGame(game),
    attributes: [
      {
        ...attribute,
        id: 11,
        name: 'Rank',
        kind: 'single',
        required: true,
        sort: 1,
        choices: [
          { id: 101, name: 'Gold', sort: 1 },
          { id: 102, name: 'Diamond', sort: 2 },
        ],
      },
      {
        ...attribute,
        id: 12,
        name: 'Skins',
        kind: 'multiple',
        sort: 2,
        choices: [
          { id: 201, name: 'Phoenix', sort: 1 },
          { id: 202, name: 'Dragon', sort: 2 },
        ],
      },
      {
        ...attribute,
        id: 13,
        name: 'Heroes',
        kind: 'level',
        sort: 3,
        choices: [
          { id: 301, name: 'Li Bai', sort: 1 },
          { id: 302, name: 'Diaochan', sort: 2 },
        ],
        levels: ['Basic', 'Legend'],
      },
      {
        ...attribute,
        id: 14,
        name: 'Hero count',
        kind: 'number',
        required: true,
        sort: 4,
        unit: 'heroes',
        min: 1,
        max: 200,
      },
      { ...attribute, id: 15, name: 'Created on', kind: 'date', sort: 5 },
      { ...attribute, id: 16, name: 'Note', kind: 'text', sort: 6, searchable: false },
    ],
  };
}

export const heroSkins: HeroSkins[] = [
  { heroId: 1, heroName: 'Li Bai', skins: [{ id: 1, name: 'Phoenix', quality: 'epic', choiceId: 201 }] },
];

const system = { id: 1, name: 'Android', kind: 'system' as const };
const operatorStep = { id: 2, name: 'QQ', kind: 'operator' as const };
const regionStep = { id: 3, name: 'Region 1', kind: 'region' as const };
const serverStep = { id: 4, name: 'Server 9', kind: 'server' as const };

export const operators: SellingRegionOption[] = [
  { id: 2, name: 'Android QQ', kind: 'operator', key: 'qq', hasChildren: true, path: [system, operatorStep] },
];
export const areas: SellingRegionOption[] = [
  { id: 3, name: 'Region 1', kind: 'region', key: '', hasChildren: true, path: [system, operatorStep, regionStep] },
];
export const servers: SellingRegionOption[] = [
  {
    id: 4,
    name: 'Server 9',
    kind: 'server',
    key: '',
    hasChildren: false,
    path: [system, operatorStep, regionStep, serverStep],
  },
];

/** The GETs the selling pages make, as `path → data`. */
const sellingGets = (): Record<string, unknown> => ({
  '/api/web/game/Type': [buildGame(), buildGame({ id: 8, name: 'League of Legends', type: 'pc', initial: 'L' })],
  '/api/web/gameTemp': buildTemplate(),
  '/api/web/goods/collect/getSkinByHero': heroSkins,
  '/api/need/operator/list': operators,
  '/api/need/area/list': areas,
  '/api/need/server/list': servers,
});

/**
 * The fake API's answers (test/fake-api) of the frame and every GET the selling pages make; `extra` adds or
 * overrides `METHOD /api/path` keys.
 */
export function sellingAnswers(extra: Record<string, unknown> = {}): Record<string, unknown> {
  const gets = Object.fromEntries(Object.entries(sellingGets()).map(([path, data]) => [`GET ${path}`, data]));
  return { ...frameAnswers(), ...gets, ...extra };
}

export const draftScope: DraftScope = { tenantId: 1, userId: 7, gameId: 3, listingId: null };

/** A draft of the whole form, every value filled in. */
export function buildDraftValues(overrides: Partial<ConsignmentFormValues> = {}): ConsignmentFormValues {
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
    attrs: { '11': 102, '12': [201, 202], '13': [[301, 1]], '14': 120, '15': '2021-03-04', '16': 'All heroes' },
    title: 'V8 account with 120 heroes',
    description: 'Played since 2021.',
    price: '1280.5',
    coverUrl: '/uploads/u/cover.webp',
    screenshots: ['/uploads/u/1.webp', '/uploads/u/2.webp'],
    realNameShotUrl: 'private:0d6f4a52-2f3e-4c1b-9a77-3f1c2b8e5d10',
    guaranteeDocs: true,
    contact: 'qq 12345678',
    login: 'player2021',
    password: 'secret-pass',
    notes: 'Bound to 138****8000',
    ...overrides,
  };
}

export function saveDraft(
  values: ConsignmentFormValues,
  scope: DraftScope = draftScope,
  maskedLogin: string | null = null,
) {
  writeConsignmentDraft(scope, { values, maskedLogin, savedAt: '2026-03-01T08:00:00.000Z' });
}

export function buildConsignmentDetail(overrides: Partial<ConsignmentDetail> = {}): ConsignmentDetail {
  return {
    id: 9,
    number: 'C00000009',
    status: 'rejected',
    rejectReason: 'Blurry screenshots',
    gameId: 3,
    regionNodeId: 4,
    regionPath: [
      { id: 1, name: 'Android' },
      { id: 2, name: 'QQ' },
      { id: 3, name: 'Region 1' },
      { id: 4, name: 'Server 9' },
    ],
    attrs: { '11': 101, '14': 80 },
    title: 'Old title of the listing',
    description: '',
    priceFen: 50_000,
    coverUrl: '/uploads/u/cover.webp',
    screenshots: [],
    realNameShotUrl: 'private:0d6f4a52-2f3e-4c1b-9a77-3f1c2b8e5d10',
    guaranteeDocs: false,
    contact: 'wechat abcde',
    credentials: { login: 'pl****21', hasPassword: true, hasNotes: false },
    actions: ['edit'],
    ...overrides,
  };
}
