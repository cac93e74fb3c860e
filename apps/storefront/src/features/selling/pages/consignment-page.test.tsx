import { fakeMatchMedia } from '@gs/web/test/jsdom-setup';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { type ApiCall, stubApi } from '../../../test/fake-api';
import { renderApp } from '../../../test/render-app';
import { currentUrl } from '../../../test/render-routes';
import { buildTenant } from '../../../test/tenant-fixture';
import {
  buildConsignmentDetail,
  buildDraftValues,
  draftScope,
  logIn,
  saveDraft,
  sellingAnswers,
} from '../testing/consignment-fixtures';
import { consignmentDraftKey } from '../utils/consignment-draft';

/** The query of each call to `METHOD /api/path`, as plain objects. */
const queriesOf = (calls: ApiCall[]) => calls.map((call) => Object.fromEntries(call.query));

/** Opens the select with that label and picks the option. */
async function choose(label: string, option: string) {
  fireEvent.mouseDown(await screen.findByLabelText(label));
  const item = await waitFor(() => {
    const found = [...document.querySelectorAll('.ant-select-item-option')].find(
      (element) => element.textContent === option && !element.closest('.ant-select-dropdown-hidden'),
    );
    if (!found) throw new Error(`no option ${option}`);
    return found;
  });
  fireEvent.click(item);
}

function typeInto(label: string, value: string) {
  const input = screen.getByLabelText(label);
  fireEvent.change(input, { target: { value } });
  fireEvent.blur(input);
}

const formPath = '/pages/guanwangjishou?gameId=3';

beforeEach(async () => {
  await i18n.changeLanguage('en-US');
  logIn();
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  sessionStorage.clear();
});

describe('consignment form (/pages/guanwangjishou)', () => {
  it('renders every attribute of the template with the control of its kind and chains the region pickers', async () => {
    const api = stubApi(sellingAnswers());
    renderApp(formPath);
    expect(await screen.findByRole('heading', { name: 'Honor of Kings account' })).toBeTruthy();

    expect(screen.getByRole('combobox', { name: 'Rank' })).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Skins' })).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Heroes' })).toBeTruthy();
    expect(screen.getByRole('spinbutton', { name: 'Hero count' })).toBeTruthy();
    expect(screen.getByText('1–200 heroes')).toBeTruthy();
    // The registration date on antd's themed calendar, not the browser's native date field.
    const created = screen.getByLabelText('Created on');
    expect(created.getAttribute('type')).not.toBe('date');
    expect(created.closest('.ant-picker')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Note' })).toBeTruthy();
    expect(screen.getByLabelText('Game password').getAttribute('type')).toBe('password');
    // The uploads' labels lead to their file inputs (what a browser test sets files on).
    for (const label of ['Cover image', 'Screenshots', 'Real-name screenshot']) {
      expect(screen.getByLabelText(label).getAttribute('type'), label).toBe('file');
    }

    // operator → area → server, each level once the one above is chosen.
    expect(screen.queryByLabelText('Region')).toBeNull();
    await choose('System and channel', 'Android QQ');
    await choose('Region', 'Region 1');
    expect(queriesOf(api.callsTo('GET /api/need/area/list'))).toContainEqual({ gameId: '3', operatorId: '2' });
    await choose('Server', 'Server 9');
    expect(queriesOf(api.callsTo('GET /api/need/server/list'))).toContainEqual({ areaId: '3' });

    // A choice with level: each chosen hero gets its level.
    await choose('Heroes', 'Li Bai');
    expect(await screen.findByRole('combobox', { name: 'Level of Li Bai' })).toBeTruthy();
  });

  it('checks every field on Next with the messages of the shared rules', async () => {
    stubApi(sellingAnswers());
    const { router } = renderApp(formPath);
    fireEvent.click(await screen.findByRole('button', { name: 'Next' }));

    for (const message of [
      'Choose the system and channel',
      'Fill in Rank',
      'Fill in Hero count',
      'Enter a title',
      'Enter the price',
      'Upload the cover image',
      "Upload a screenshot of the account's real-name page",
      'Choose yes or no',
      'Enter how staff can reach you',
      'Enter the game account',
      'Enter the game password',
    ]) {
      expect(await screen.findByText(message)).toBeTruthy();
    }
    typeInto('Title', 'abc');
    expect(await screen.findByText('The title needs at least 4 characters')).toBeTruthy();
    typeInto('Price (yuan)', '5');
    expect(await screen.findByText('The price is between ¥10 and ¥1,000,000')).toBeTruthy();
    typeInto('Price (yuan)', '12.345');
    expect(await screen.findByText('Enter an amount in yuan, with at most 2 decimals')).toBeTruthy();
    typeInto('Hero count', '500');
    expect(await screen.findByText('Hero count must be between 1 and 200')).toBeTruthy();
    typeInto('Contact', '123');
    expect(await screen.findByText('Enter a QQ, WeChat or phone number')).toBeTruthy();
    expect(currentUrl(router)).toBe(formPath);
  });

  it('saves what is typed as a draft, restores it after a reload and clears it only after confirmation', async () => {
    stubApi(sellingAnswers());
    const first = renderApp(formPath);
    await screen.findByLabelText('Title');
    typeInto('Title', 'My V8 account');
    typeInto('Game account', 'player2021');
    typeInto('Game password', 'secret-pass');
    const key = consignmentDraftKey(draftScope);
    await waitFor(() => expect(localStorage.getItem(key)).toContain('My V8 account'));
    await waitFor(() => expect(sessionStorage.getItem(key)).toContain('secret-pass'));
    // The game login never goes to localStorage.
    expect(localStorage.getItem(key)).not.toContain('secret-pass');
    expect(localStorage.getItem(key)).not.toContain('player2021');
    first.unmount();

    renderApp(formPath);
    expect(await screen.findByDisplayValue('My V8 account')).toBeTruthy();
    expect(screen.getByDisplayValue('secret-pass')).toBeTruthy();
    expect(screen.getByText(/Draft saved at/)).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Clear draft' }));
    const dialog = await screen.findByRole('tooltip');
    expect(within(dialog).getByText('Clear the draft?')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Clear' }));
    await waitFor(() => expect(screen.getByLabelText('Title')).toHaveProperty('value', ''));
    expect(localStorage.getItem(key)).toBeNull();
    expect(sessionStorage.getItem(key)).toBeNull();
  });

  it('goes on to the review when everything is filled in', async () => {
    stubApi(sellingAnswers());
    saveDraft(buildDraftValues());
    const { router } = renderApp(formPath);
    expect(await screen.findByDisplayValue('V8 account with 120 heroes')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/pages/commit?gameId=3'));
    expect(
      await screen.findByText('Check everything before you submit. Staff review the listing before it goes on sale.'),
    ).toBeTruthy();
  });

  it('edits a listing: its values, the stored login masked, credentials left empty to keep them', async () => {
    const api = stubApi(sellingAnswers({ 'GET /api/need/consignment/9': buildConsignmentDetail() }));
    renderApp('/pages/guanwangjishou?id=9');
    expect(await screen.findByRole('heading', { name: 'Edit listing' })).toBeTruthy();
    expect(await screen.findByDisplayValue('Old title of the listing')).toBeTruthy();
    expect(screen.getByDisplayValue('500')).toBeTruthy();
    expect(screen.getByText(/Stored login: pl\*\*\*\*21/)).toBeTruthy();
    expect(screen.getByLabelText('Game account')).toHaveProperty('value', '');
    expect(screen.getByLabelText('Game password')).toHaveProperty('value', '');
    expect(queriesOf(api.callsTo('GET /api/web/gameTemp'))).toContainEqual({ gameId: '3' });
    await act(async () => {});
  });
});

/** A phone's viewport: the mobile layout's media query matches. */
const onPhone = () =>
  vi.stubGlobal(
    'matchMedia',
    fakeMatchMedia((query) => query.includes('max-width')),
  );

/** The saved draft's values (localStorage part). */
const savedValues = () =>
  (JSON.parse(localStorage.getItem(consignmentDraftKey(draftScope)) ?? '{}') as { values?: Record<string, unknown> })
    .values ?? {};

describe('consignment form on a phone', () => {
  it('asks in steps, checks each step, and keeps the draft across steps and a reload', async () => {
    onPhone();
    stubApi(sellingAnswers());
    const first = renderApp(formPath);
    const steps = await screen.findByRole('navigation', { name: 'Steps of the form' }, { timeout: 30_000 });
    expect(within(steps).getByText('Step 1 of 4: Game & region')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Honor of Kings: region and server' })).toBeTruthy();
    // Only this step's fields: the account's attributes and the price come later.
    expect(screen.queryByRole('combobox', { name: 'Rank' })).toBeNull();
    expect(screen.queryByLabelText('Price (yuan)')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Back' })).toBeNull();

    // Next checks this step only.
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Choose the system and channel')).toBeTruthy();
    expect(screen.queryByText('Fill in Rank')).toBeNull();
    await choose('System and channel', 'Android QQ');
    await choose('Region', 'Region 1');
    await choose('Server', 'Server 9');
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));

    // Step 2: the account, the date on the themed picker.
    expect(await within(steps).findByText('Step 2 of 4: Account details')).toBeTruthy();
    await choose('Rank', 'Diamond');
    const created = screen.getByLabelText('Created on');
    expect(created.closest('.ant-picker')).toBeTruthy();
    // Opened on a phone without the keyboard.
    expect(created.hasAttribute('readonly')).toBe(true);
    fireEvent.mouseDown(created);
    fireEvent.click(created);
    const day = await waitFor(() => {
      const cell = document.querySelector<HTMLElement>('.ant-picker-dropdown .ant-picker-cell-in-view[title$="-15"]');
      if (!cell) throw new Error('no calendar');
      return cell;
    });
    const picked = day.getAttribute('title') ?? '';
    fireEvent.click(day.querySelector('.ant-picker-cell-inner') ?? day);
    await waitFor(() => expect(savedValues().attrs).toMatchObject({ '11': 102, '15': picked }));
    expect(picked).toMatch(/^\d{4}-\d{2}-15$/);
    // The region chosen on step 1 is in the draft too.
    expect(savedValues()).toMatchObject({ operatorId: 2, areaId: 3, serverId: 4, regionNodeId: 4 });

    // Back keeps what was chosen.
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(await within(steps).findByText('Step 1 of 4: Game & region')).toBeTruthy();
    expect(screen.getByText('Android QQ')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByDisplayValue(picked)).toBeTruthy();
    first.unmount();

    // A reload on step 2 opens step 2 with the draft.
    renderApp(`${formPath}&step=2`);
    expect(await screen.findByText('Step 2 of 4: Account details', {}, { timeout: 30_000 })).toBeTruthy();
    expect(await screen.findByDisplayValue(picked)).toBeTruthy();
    expect(screen.getByText('Diamond')).toBeTruthy();
  });

  it('goes from the last step to the review, and back to the step of a section from its Edit link', async () => {
    onPhone();
    stubApi(sellingAnswers());
    saveDraft(buildDraftValues());
    const { router } = renderApp(`${formPath}&step=3`);
    expect(await screen.findByText('Step 3 of 4: Price & contact', {}, { timeout: 30_000 })).toBeTruthy();
    expect(screen.getByDisplayValue('V8 account with 120 heroes')).toBeTruthy();
    expect(screen.getByDisplayValue('qq 12345678')).toBeTruthy();
    expect(screen.queryByRole('combobox', { name: 'Rank' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/pages/commit?gameId=3'));

    // The review's "Edit" of the photos opens the form on the step that has them.
    await act(() => router.navigate('/pages/guanwangjishou?gameId=3#consignment-photos'));
    expect(await screen.findByText('Step 2 of 4: Account details')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Photos' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Listing' })).toBeNull();
  });

  it('names the steps and shows the calendar in Chinese', async () => {
    onPhone();
    await i18n.changeLanguage('zh-CN');
    stubApi(sellingAnswers({ 'GET /api/web/getTenant': buildTenant({ locale: 'zh-CN' }) }));
    renderApp(`${formPath}&step=2`);
    expect(await screen.findByText('第 2 步，共 4 步：账号信息', {}, { timeout: 30_000 })).toBeTruthy();
    const created = screen.getByLabelText('Created on');
    expect(created.getAttribute('placeholder')).toBe('请选择日期');
    fireEvent.mouseDown(created);
    fireEvent.click(created);
    const header = await waitFor(() => {
      const cells = [...document.querySelectorAll('.ant-picker-dropdown .ant-picker-content thead th')];
      if (cells.length === 0) throw new Error('no calendar');
      return cells.map((cell) => cell.textContent);
    });
    // dayjs's Chinese locale: weeks start on Monday, days named in Chinese.
    expect(header).toEqual(['一', '二', '三', '四', '五', '六', '日']);
  });
});
