import type { StaffGamePage } from '@gs/shared/staff-catalogue';
import type { StaffHeroes, StaffTemplate } from '@gs/shared/staff-templates';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setToken } from '../../../lib/storage';
import { stubApi } from '../../../test/fake-api';
import { buildProfile, buildTenant } from '../../../test/fixtures';
import { currentUrl, renderApp } from '../../../test/render-app';

afterEach(() => {
  vi.unstubAllGlobals();
});

const games: StaffGamePage = {
  rows: [
    {
      id: 7,
      name: 'Honor of Kings',
      nameEn: '',
      keyword: '',
      icon: '',
      type: 'mobile',
      initial: 'H',
      hot: true,
      sort: 0,
      state: 'active',
      onSaleCount: 1,
      createdAt: '2026-03-01T08:00:00.000Z',
    },
  ],
  total: 1,
  pageNum: 1,
  pageSize: 100,
};

const heroes: StaffHeroes = {
  gameId: 7,
  heroes: [
    {
      id: 1,
      name: 'Li Bai',
      nameEn: '',
      sort: 0,
      enabled: true,
      skins: [
        { id: 10, heroId: 1, name: 'Phoenix', nameEn: '', quality: 'Epic', choiceId: 31, sort: 0, enabled: true },
        { id: 11, heroId: 1, name: 'Old skin', nameEn: '', quality: '', choiceId: null, sort: 1, enabled: false },
      ],
    },
    { id: 2, name: 'Diao Chan', nameEn: '', sort: 1, enabled: false, skins: [] },
  ],
};

const template: StaffTemplate = {
  gameId: 7,
  gameName: 'Honor of Kings',
  freeNumberSlots: [1, 2, 3, 4],
  attributes: [
    {
      id: 3,
      name: 'Skins',
      nameEn: '',
      kind: 'multiple',
      required: false,
      searchable: true,
      onRecycleForm: false,
      sort: 0,
      unit: '',
      unitEn: '',
      min: null,
      max: null,
      numberSlot: null,
      levels: [],
      levelsEn: [],
      enabled: true,
      usedByListings: true,
      choices: [{ id: 31, name: 'Phoenix', nameEn: '', sort: 0, enabled: true }],
    },
  ],
};

function stub(extra: Record<string, unknown> = {}) {
  setToken('staff-token');
  return stubApi({
    'GET /api/web/getTenant': buildTenant(),
    'GET /api/system/user/profile/newsm': buildProfile(['owner']),
    'GET /api/staff/catalogue/games': games,
    'GET /api/staff/catalogue/heroes/7': heroes,
    'GET /api/staff/catalogue/templates/7': template,
    ...extra,
  });
}

describe('the heroes and skins screen', { timeout: 150_000 }, () => {
  it('lists heroes, opens a hero’s skins with the choice each maps to, adds a hero and reorders', async () => {
    const api = stub({
      'POST /api/staff/catalogue/heroes/7': { id: 3, name: 'Han Xin', nameEn: '', sort: 2, enabled: true, skins: [] },
      'PUT /api/staff/catalogue/heroes/7/order': { ids: [2, 1] },
      'PUT /api/staff/catalogue/skins/10': { ...heroes.heroes[0]?.skins[0], enabled: false },
    });
    const { router } = renderApp('/catalogue/heroes?gameId=7');
    const list = (await screen.findByText('Li Bai', {}, { timeout: 45_000 })).closest('table') as HTMLElement;
    expect(within(list).getByText('Disabled')).toBeTruthy();

    fireEvent.click(within(list).getByText('Li Bai'));
    await waitFor(() => expect(currentUrl(router)).toBe('/catalogue/heroes?gameId=7&heroId=1'));
    const skins = (await screen.findByText('Skins of Li Bai')).closest('.ant-card') as HTMLElement;
    expect(await within(skins).findByText('Skins · Phoenix')).toBeTruthy();
    expect(within(skins).getByText('Epic')).toBeTruthy();

    fireEvent.click(within(skins).getByRole('button', { name: 'Disable Phoenix' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Disable' }));
    await waitFor(() => expect(api.callsTo('PUT /api/staff/catalogue/skins/10')).toHaveLength(1));
    expect(api.callsTo('PUT /api/staff/catalogue/skins/10')[0]?.body).toEqual({
      name: 'Phoenix',
      quality: 'Epic',
      choiceId: 31,
      enabled: false,
    });

    fireEvent.change(screen.getByLabelText('New hero name'), { target: { value: 'Han Xin' } });
    fireEvent.click(screen.getByRole('button', { name: /Add hero/ }));
    await waitFor(() =>
      expect(api.callsTo('POST /api/staff/catalogue/heroes/7')[0]?.body).toEqual({ name: 'Han Xin' }),
    );

    fireEvent.click(within(list).getByRole('button', { name: 'Move Diao Chan up' }));
    await waitFor(() =>
      expect(api.callsTo('PUT /api/staff/catalogue/heroes/7/order')[0]?.body).toEqual({ ids: [2, 1] }),
    );
  });
  it('writes a hero’s English name in its row and a skin’s in its dialog', async () => {
    const api = stub({
      'PUT /api/staff/catalogue/hero/1': { ...heroes.heroes[0], nameEn: 'Li Bai the Poet', skins: [] },
      'PUT /api/staff/catalogue/skins/10': { ...heroes.heroes[0]?.skins[0], nameEn: 'Phoenix Song' },
    });
    renderApp('/catalogue/heroes?gameId=7&heroId=1');
    const list = (await screen.findByText('Li Bai', {}, { timeout: 45_000 })).closest('table') as HTMLElement;
    const englishCell = within(list).getAllByText('— (shows the name)')[0]?.closest('td') as HTMLElement;
    fireEvent.click(within(englishCell).getByRole('button', { name: 'Write the English name of Li Bai' }));
    const box = within(englishCell).getByRole('textbox');
    fireEvent.change(box, { target: { value: ' Li Bai the Poet ' } });
    fireEvent.blur(box);
    await waitFor(() =>
      expect(api.callsTo('PUT /api/staff/catalogue/hero/1')[0]?.body).toEqual({
        name: 'Li Bai',
        nameEn: 'Li Bai the Poet',
        enabled: true,
      }),
    );

    const skins = (await screen.findByText('Skins of Li Bai')).closest('.ant-card') as HTMLElement;
    fireEvent.click(within(skins).getByRole('button', { name: 'Edit Phoenix' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('English name'), { target: { value: 'Phoenix Song' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(api.callsTo('PUT /api/staff/catalogue/skins/10')[0]?.body).toEqual({
        name: 'Phoenix',
        nameEn: 'Phoenix Song',
        quality: 'Epic',
        choiceId: 31,
        enabled: true,
      }),
    );
  });
});
