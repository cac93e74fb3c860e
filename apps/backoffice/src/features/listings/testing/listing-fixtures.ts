import type { StaffListing, StaffListingDetail } from '@gs/shared/consignment';
import type { GameTemplate } from '@gs/shared/games';
import type { StaffRole } from '@gs/shared/identity';
import { screen } from '@testing-library/react';
import { setToken } from '../../../lib/storage';
import { type ApiCall, stubApi } from '../../../test/fake-api';
import { buildProfile, buildTenant } from '../../../test/fixtures';

export function buildListing(overrides: Partial<StaffListing> = {}): StaffListing {
  return {
    id: 11,
    number: 'JS20261125000011',
    gameId: 7,
    gameName: 'Honor of Kings',
    title: 'Rank A account with 120 skins',
    coverUrl: '',
    priceFen: 128_000,
    status: 'pending_review',
    kind: 'consignment',
    origin: 'market',
    seller: '139****0001',
    sellerUserId: 42,
    views: 3,
    createdAt: '2026-11-24T08:00:00.000Z',
    updatedAt: '2026-11-24T08:00:00.000Z',
    listedAt: null,
    actions: ['approve', 'reject', 'edit', 'take_down', 'replace_credentials'],
    ...overrides,
  };
}

export function buildDetail(overrides: Partial<StaffListingDetail> = {}): StaffListingDetail {
  return {
    ...buildListing(),
    description: 'Original owner, bound phone can be changed.',
    regionPath: [{ id: 3, name: 'WeChat' }],
    attributes: [{ name: 'Rank', value: 'A' }],
    attrs: { '101': 1001, '102': 120 },
    screenshots: [],
    realNameShotUrl: '',
    guaranteeDocs: true,
    contact: 'QQ 12345678',
    rejectReason: '',
    blacklisted: false,
    ...overrides,
  };
}

export const template: GameTemplate = {
  game: {
    id: 7,
    name: 'Honor of Kings',
    keyword: 'wzry',
    icon: '',
    type: 'mobile',
    initial: 'W',
    hot: true,
    listingCount: 10,
  },
  attributes: [
    {
      id: 101,
      name: 'Rank',
      kind: 'single',
      required: true,
      searchable: true,
      onRecycleForm: true,
      sort: 1,
      unit: '',
      min: null,
      max: null,
      choices: [
        { id: 1001, name: 'A', sort: 1 },
        { id: 1002, name: 'B', sort: 2 },
      ],
      levels: [],
    },
    {
      id: 102,
      name: 'Skins',
      kind: 'number',
      required: false,
      searchable: true,
      onRecycleForm: false,
      sort: 2,
      unit: 'pcs',
      min: 0,
      max: 1000,
      choices: [],
      levels: [],
    },
  ],
};

/** A signed-in staff member with `roles` and the listing calls answered by `answers`. */
export function stubListingsApi(
  answers: Record<string, unknown | ((call: ApiCall) => unknown)>,
  roles: StaffRole[] = ['operator'],
) {
  setToken('staff-token');
  return stubApi({
    'GET /api/web/getTenant': buildTenant(),
    'GET /api/system/user/profile/newsm': buildProfile(roles),
    'GET /api/web/game/Type': [template.game],
    'GET /api/web/gameTemp': template,
    ...answers,
  });
}

/** The dialog (modal or drawer) whose title is `title` (jsdom gives every antd dialog the same label id). */
export async function findDialog(title: string): Promise<HTMLElement> {
  const heading = await screen.findByText(
    title,
    { selector: '.ant-modal-title, .ant-drawer-title' },
    { timeout: 30_000 },
  );
  const dialog = heading.closest<HTMLElement>('[role="dialog"]');
  if (!dialog) throw new Error(`no dialog around ${title}`);
  return dialog;
}
