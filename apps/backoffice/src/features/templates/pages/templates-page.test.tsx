import type { StaffRole } from '@gs/shared/identity';
import type { StaffGame, StaffGamePage } from '@gs/shared/staff-catalogue';
import type { StaffAttribute, StaffTemplate } from '@gs/shared/staff-templates';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setToken } from '../../../lib/storage';
import { type ApiCall, stubApi } from '../../../test/fake-api';
import { buildProfile, buildTenant } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';

afterEach(() => {
  vi.unstubAllGlobals();
});

const staffGame = (overrides: Partial<StaffGame> & Pick<StaffGame, 'id' | 'name'>): StaffGame => ({
  nameEn: '',
  keyword: '',
  icon: '',
  type: 'mobile',
  initial: 'H',
  hot: false,
  sort: 0,
  state: 'active',
  onSaleCount: 10,
  createdAt: '2026-03-01T08:00:00.000Z',
  ...overrides,
});

const games: StaffGamePage = {
  rows: [
    staffGame({ id: 7, name: 'Honor of Kings', hot: true }),
    staffGame({ id: 8, name: 'Naraka', type: 'pc', initial: 'N', state: 'hidden', onSaleCount: 0 }),
  ],
  total: 2,
  pageNum: 1,
  pageSize: 100,
};

const attribute = (overrides: Partial<StaffAttribute>): StaffAttribute => ({
  id: 1,
  name: 'Rank',
  nameEn: '',
  kind: 'single',
  required: true,
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
  choices: [
    { id: 11, name: 'Gold', nameEn: '', sort: 0, enabled: true },
    { id: 12, name: 'Diamond', nameEn: '', sort: 1, enabled: true },
    { id: 13, name: 'Bronze', nameEn: '', sort: 2, enabled: false },
  ],
  ...overrides,
});

function template(overrides: Partial<StaffTemplate> = {}): StaffTemplate {
  return {
    gameId: 7,
    gameName: 'Honor of Kings',
    attributes: [
      attribute({}),
      attribute({
        id: 2,
        name: 'Skins',
        kind: 'number',
        required: false,
        unit: 'skins',
        unitEn: '',
        min: 0,
        max: 500,
        numberSlot: 1,
        sort: 1,
        choices: [],
      }),
      attribute({ id: 3, name: 'Note', kind: 'text', required: false, searchable: false, sort: 2, choices: [] }),
      attribute({ id: 4, name: 'Old tag', kind: 'multiple', enabled: false, sort: 3, choices: [] }),
    ],
    freeNumberSlots: [2, 3, 4],
    ...overrides,
  };
}

function stub(roles: StaffRole[], extra: Record<string, unknown | ((call: ApiCall) => unknown)> = {}) {
  setToken('staff-token');
  return stubApi({
    'GET /api/web/getTenant': buildTenant(),
    'GET /api/system/user/profile/newsm': buildProfile(roles),
    'GET /api/staff/catalogue/games': games,
    'GET /api/staff/catalogue/templates/7': template(),
    ...extra,
  });
}

const filters = () => screen.getByRole('region', { name: 'Product-list filters preview' });
const sellingForm = () => screen.getByRole('form', { name: 'Selling form preview' });

async function choose(label: string, option: string, scope: HTMLElement = document.body) {
  fireEvent.mouseDown(within(scope).getByLabelText(label));
  const item = await waitFor(() => {
    const found = [...document.querySelectorAll('.ant-select-item-option')].find(
      (element) => element.textContent === option && !element.closest('.ant-select-dropdown-hidden'),
    );
    if (!found) throw new Error(`no option ${option}`);
    return found;
  });
  fireEvent.click(item);
}

describe('the attribute templates screen', { timeout: 150_000 }, () => {
  it('lists the template and previews the storefront’s filters and selling form from it', async () => {
    stub(['owner']);
    renderApp('/catalogue/templates?gameId=7');
    expect(await screen.findByText('Attributes of Honor of Kings', {}, { timeout: 45_000 })).toBeTruthy();
    const table = screen.getAllByRole('table')[0] as HTMLElement;
    expect(within(table).getByText('Number slot 1 · 0–500 skins')).toBeTruthy();
    expect(within(table).getByText('2 choices')).toBeTruthy();
    expect(within(table).getByText('Disabled')).toBeTruthy();

    // Filters: the searchable single choice as chips (the disabled choice left out), the number as a range.
    const rank = within(filters()).getByRole('group', { name: 'Rank' });
    expect(within(rank).getByText('Gold')).toBeTruthy();
    expect(within(rank).queryByText('Bronze')).toBeNull();
    expect(within(filters()).getByRole('spinbutton', { name: 'Skins from' })).toBeTruthy();
    expect(within(filters()).queryByText('Note')).toBeNull();
    expect(within(filters()).queryByText('Old tag')).toBeNull();
    // The selling form: every enabled attribute, required marked, the number's range and unit.
    const form = sellingForm();
    expect(within(form).getByText('Note')).toBeTruthy();
    expect(within(form).queryByText('Old tag')).toBeNull();
    expect(within(form).getByText('0–500 skins')).toBeTruthy();
    expect(within(form).getByTitle('Rank').className).toContain('ant-form-item-required');
  });

  it('previews an attribute while it is typed, then adds it', async () => {
    let added: StaffAttribute | null = null;
    const api = stub(['owner'], {
      'GET /api/staff/catalogue/templates/7': () => {
        const saved = template();
        return added ? { ...saved, attributes: [...saved.attributes, added] } : saved;
      },
      'POST /api/staff/catalogue/templates/7/attributes': (call: ApiCall) => {
        added = attribute({ ...(call.body as Partial<StaffAttribute>), id: 9, choices: [], usedByListings: false });
        return added;
      },
    });
    renderApp('/catalogue/templates?gameId=7');
    fireEvent.click(await screen.findByRole('button', { name: /Add attribute/ }, { timeout: 45_000 }));
    const editor = screen.getByRole('form', { name: 'New attribute' });
    fireEvent.change(within(editor).getByLabelText('Name'), { target: { value: 'Platform' } });
    // Live: the unsaved single-choice filter already sits in the filter bar (its choices come after saving).
    await waitFor(() => expect(within(filters()).getByRole('group', { name: 'Platform' })).toBeTruthy());
    expect(within(sellingForm()).getByText('Platform')).toBeTruthy();

    fireEvent.click(within(editor).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.callsTo('POST /api/staff/catalogue/templates/7/attributes')).toHaveLength(1));
    expect(api.callsTo('POST /api/staff/catalogue/templates/7/attributes')[0]?.body).toEqual({
      name: 'Platform',
      nameEn: '',
      kind: 'single',
      required: false,
      searchable: true,
      onRecycleForm: false,
      unit: '',
      unitEn: '',
      min: null,
      max: null,
      levels: [],
      levelsEn: [],
      enabled: true,
    });
    // Saved: its choices panel opens to add the first ones.
    expect(await screen.findByText('Choices of “Platform”')).toBeTruthy();
  });

  it('shows the server’s refusal of a fifth number attribute under the kind field', async () => {
    stub(['owner'], {
      'GET /api/staff/catalogue/templates/7': template({ freeNumberSlots: [] }),
      'POST /api/staff/catalogue/templates/7/attributes': () =>
        new Response(
          JSON.stringify({
            code: 422,
            msg: 'A game can have at most four number attributes.',
            data: null,
            errorCode: 'BUSINESS_RULE',
            fields: [{ field: 'body.kind', message: 'A game can have at most four number attributes.' }],
          }),
          { status: 422, headers: { 'Content-Type': 'application/json' } },
        ),
    });
    renderApp('/catalogue/templates?gameId=7');
    fireEvent.click(await screen.findByRole('button', { name: /Add attribute/ }, { timeout: 45_000 }));
    const editor = screen.getByRole('form', { name: 'New attribute' });
    fireEvent.change(within(editor).getByLabelText('Name'), { target: { value: 'Wins' } });
    await choose('Kind', 'Number', editor);
    expect(await within(editor).findByText(/All four number slots are taken/)).toBeTruthy();
    // Min above max is refused before any call.
    fireEvent.change(within(editor).getByLabelText('Minimum'), { target: { value: '10' } });
    fireEvent.change(within(editor).getByLabelText('Maximum'), { target: { value: '5' } });
    fireEvent.click(within(editor).getByRole('button', { name: 'Save' }));
    expect(await within(editor).findByText('The maximum must not be below the minimum.')).toBeTruthy();
    fireEvent.change(within(editor).getByLabelText('Maximum'), { target: { value: '50' } });
    fireEvent.click(within(editor).getByRole('button', { name: 'Save' }));
    expect(await within(editor).findByText('A game can have at most four number attributes.')).toBeTruthy();
  });

  it('locks the kind of an attribute listings use, and edits the rest', async () => {
    const api = stub(['owner'], {
      'PUT /api/staff/catalogue/attributes/1': (call: ApiCall) =>
        attribute({ ...(call.body as Partial<StaffAttribute>) }),
    });
    renderApp('/catalogue/templates?gameId=7');
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Rank' }, { timeout: 45_000 }));
    const editor = screen.getByRole('form', { name: 'Edit “Rank”' });
    expect(within(editor).getByText(/Listings use this attribute, so its kind is fixed/)).toBeTruthy();
    fireEvent.change(within(editor).getByLabelText('Name'), { target: { value: 'Rank tier' } });
    await waitFor(() => expect(within(filters()).getByRole('group', { name: 'Rank tier' })).toBeTruthy());
    fireEvent.click(within(editor).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.callsTo('PUT /api/staff/catalogue/attributes/1')).toHaveLength(1));
    expect(api.callsTo('PUT /api/staff/catalogue/attributes/1')[0]?.body).toMatchObject({
      name: 'Rank tier',
      kind: 'single',
    });
  });

  it('adds, disables and reorders choices, and reorders attributes', async () => {
    const api = stub(['owner'], {
      'POST /api/staff/catalogue/attributes/1/choices': { id: 14, name: 'Master', nameEn: '', sort: 3, enabled: true },
      'PUT /api/staff/catalogue/choices/12': { id: 12, name: 'Diamond', nameEn: '', sort: 1, enabled: false },
      'PUT /api/staff/catalogue/attributes/1/choices/order': { ids: [12, 11, 13] },
      'PUT /api/staff/catalogue/templates/7/order': { ids: [2, 1, 3, 4] },
    });
    renderApp('/catalogue/templates?gameId=7&attributeId=1');
    const panel = (await screen.findByText('Choices of “Rank”', {}, { timeout: 45_000 })).closest(
      '.ant-card',
    ) as HTMLElement;
    fireEvent.change(within(panel).getByLabelText('New choice name'), { target: { value: 'Master' } });
    fireEvent.click(within(panel).getByRole('button', { name: /Add choice/ }));
    await waitFor(() => expect(api.callsTo('POST /api/staff/catalogue/attributes/1/choices')).toHaveLength(1));
    expect(api.callsTo('POST /api/staff/catalogue/attributes/1/choices')[0]?.body).toEqual({ name: 'Master' });

    fireEvent.click(within(panel).getByRole('button', { name: 'Disable Diamond' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Disable' }));
    await waitFor(() => expect(api.callsTo('PUT /api/staff/catalogue/choices/12')).toHaveLength(1));
    expect(api.callsTo('PUT /api/staff/catalogue/choices/12')[0]?.body).toEqual({ name: 'Diamond', enabled: false });

    fireEvent.click(within(panel).getByRole('button', { name: 'Move Diamond up' }));
    await waitFor(() =>
      expect(api.callsTo('PUT /api/staff/catalogue/attributes/1/choices/order')[0]?.body).toEqual({
        ids: [12, 11, 13],
      }),
    );

    fireEvent.click(screen.getByRole('button', { name: 'Move Rank down' }));
    await waitFor(() =>
      expect(api.callsTo('PUT /api/staff/catalogue/templates/7/order')[0]?.body).toEqual({ ids: [2, 1, 3, 4] }),
    );
  });

  it('opens a hidden game’s template: the picker lists every game from the staff list, hidden ones tagged', async () => {
    const api = stub(['owner'], {
      'GET /api/staff/catalogue/templates/8': template({ gameId: 8, gameName: 'Naraka' }),
    });
    renderApp('/catalogue/templates?gameId=8');
    expect(await screen.findByText('Attributes of Naraka', {}, { timeout: 45_000 })).toBeTruthy();
    const picker = screen.getByRole('combobox', { name: 'Game' }).closest<HTMLElement>('.ant-select');
    if (!picker) throw new Error('no game picker');
    await waitFor(() => expect(within(picker).getByText('Hidden')).toBeTruthy());
    expect(screen.getByText(/Hidden from the storefront/)).toBeTruthy();
    expect(api.callsTo('GET /api/web/game/Type')).toHaveLength(0);
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Game' }));
    const options = await waitFor(() => {
      const found = [...document.querySelectorAll<HTMLElement>('.ant-select-item-option')];
      if (found.length < 2) throw new Error('options not shown');
      return found.map((element) => element.textContent);
    });
    expect(options).toEqual(['Honor of Kings', 'NarakaHidden']);
  });

  it('shows an operator the 403 screen, not the template', async () => {
    const api = stub(['operator']);
    renderApp('/catalogue/templates?gameId=7');
    expect(await screen.findByText(/403|not allowed|permission/i, {}, { timeout: 45_000 })).toBeTruthy();
    expect(api.callsTo('GET /api/staff/catalogue/templates/7')).toHaveLength(0);
  });
});
