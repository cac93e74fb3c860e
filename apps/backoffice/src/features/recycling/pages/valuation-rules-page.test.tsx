import type { GameAttribute, GameTemplate } from '@gs/shared/games';
import type {
  RecycleQuote,
  RecycleRulePreviewInput,
  RecycleValuationRule,
  RecycleValuationRuleInput,
} from '@gs/shared/recycle';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setToken } from '../../../lib/storage';
import { type ApiCall, stubApi } from '../../../test/fake-api';
import { buildProfile, buildTenant } from '../../../test/fixtures';
import { currentUrl, renderApp } from '../../../test/render-app';

const game = {
  id: 3,
  name: 'Honor of Kings',
  keyword: 'hok',
  icon: '',
  type: 'mobile' as const,
  initial: 'H',
  hot: true,
  listingCount: 12,
};

const rank: GameAttribute = {
  id: 2,
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
    { id: 5, name: 'Diamond', sort: 1 },
    { id: 6, name: 'Gold', sort: 2 },
  ],
  levels: [],
};

const template: GameTemplate = { game, attributes: [rank] };

const savedRule: RecycleValuationRule = {
  gameId: 3,
  gameName: 'Honor of Kings',
  baseFen: 10_000,
  minFen: 5_000,
  maxFen: 100_000,
  rules: { choices: { '5': 9_000 }, ranges: [] },
  enabled: true,
  updatedAt: '2026-11-20T08:00:00.000Z',
};

/** The server's quoting, reduced to what these rules use: the base plus the chosen rank's increment, clamped. */
function quote({ rule, attrs }: RecycleRulePreviewInput): RecycleQuote {
  const chosen = attrs['2'];
  const increment = typeof chosen === 'number' ? (rule.rules.choices[String(chosen)] ?? 0) : 0;
  const sum = Math.min(Math.max(rule.baseFen + increment, rule.minFen), rule.maxFen);
  return {
    gameId: 3,
    quoteFen: sum,
    minFen: rule.minFen,
    maxFen: rule.maxFen,
    basis: [
      { kind: 'base', attributeId: null, choiceId: null, label: '', units: null, fen: rule.baseFen },
      ...(increment === 0
        ? []
        : [
            {
              kind: 'choice' as const,
              attributeId: 2,
              choiceId: chosen as number,
              label: 'Rank: Diamond',
              units: null,
              fen: increment,
            },
          ]),
    ],
  };
}

function stub(answers: Record<string, unknown> = {}) {
  setToken('staff-token');
  return stubApi({
    'GET /api/web/getTenant': buildTenant(),
    'GET /api/system/user/profile/newsm': buildProfile(['operator']),
    'GET /api/web/game/Type': [game],
    'GET /api/web/gameTemp': template,
    'GET /api/staff/recycle/rules/3': savedRule,
    'POST /api/staff/recycle/rules/3/preview': (call: ApiCall) => quote(call.body as RecycleRulePreviewInput),
    ...answers,
  });
}

afterEach(() => vi.unstubAllGlobals());

const total = () => screen.getByTestId('quote-total').textContent;

async function pick(combobox: HTMLElement, label: string) {
  fireEvent.mouseDown(combobox);
  const item = await waitFor(() => {
    const found = [...document.querySelectorAll('.ant-select-item-option')].find(
      (element) => element.getAttribute('title') === label && !element.closest('.ant-select-dropdown-hidden'),
    );
    if (!found) throw new Error(`no option ${label}`);
    return found;
  });
  fireEvent.click(item);
}

describe('the valuation rules screen', { timeout: 60_000 }, () => {
  it('asks for a game first, and keeps the game in the URL', async () => {
    const api = stub();
    const { router } = renderApp('/recycling/rules');
    expect(await screen.findByText('Pick a game to edit its valuation rule.', {}, { timeout: 20_000 })).toBeTruthy();
    expect(api.callsTo('GET /api/staff/recycle/rules/3')).toHaveLength(0);
    await pick(screen.getByRole('combobox', { name: 'Game' }), 'Honor of Kings');
    await waitFor(() => expect(currentUrl(router)).toBe('/recycling/rules?gameId=3'));
    expect(await screen.findByDisplayValue('100')).toBeTruthy();
    expect(api.callsTo('GET /api/web/gameTemp')[0]?.query.get('gameId')).toBe('3');
  });

  it('previews the quote live from the server as the rule is edited, before it is saved', async () => {
    const api = stub();
    renderApp('/recycling/rules?gameId=3');
    const form = await screen.findByRole('form', { name: 'Valuation rules' }, { timeout: 20_000 });
    expect(within(form).getByLabelText('Rank: Diamond')).toHaveProperty('value', '90');

    // The seller's answer in the preview: Diamond → base ¥100 + ¥90.
    await pick(screen.getByRole('combobox', { name: 'Rank' }), 'Diamond');
    await waitFor(() => expect(total()).toBe('¥190.00'), { timeout: 5_000 });
    expect(api.callsTo('POST /api/staff/recycle/rules/3/preview').at(-1)?.body).toMatchObject({
      rule: { baseFen: 10_000, minFen: 5_000, maxFen: 100_000, rules: { choices: { '5': 9_000 } } },
      attrs: { '2': 5 },
    });

    // Raising the increment changes the preview without saving anything.
    fireEvent.change(within(form).getByLabelText('Rank: Diamond'), { target: { value: '120' } });
    await waitFor(() => expect(total()).toBe('¥220.00'), { timeout: 5_000 });
    expect(api.callsTo('POST /api/staff/recycle/rules/3/preview').at(-1)?.body).toMatchObject({
      rule: { rules: { choices: { '5': 12_000 } } },
    });
    // The maximum clamps it.
    fireEvent.change(within(form).getByLabelText('Maximum quote (¥)'), { target: { value: '150' } });
    await waitFor(() => expect(total()).toBe('¥150.00'), { timeout: 5_000 });
    expect(api.callsTo('PUT /api/staff/recycle/rules/3')).toHaveLength(0);

    // An incomplete amount pauses the preview instead of asking the server with a half rule.
    fireEvent.change(within(form).getByLabelText('Base price (¥)'), { target: { value: '' } });
    expect(await screen.findByText('Fill in the rule to see a quote.')).toBeTruthy();
  });

  it('shows a server error about one choice’s increment under that choice’s field, not above the form', async () => {
    stub({
      'PUT /api/staff/recycle/rules/3': () =>
        new Response(
          JSON.stringify({
            code: 400,
            msg: 'The rule does not fit the game: body.rules.choices.5',
            data: null,
            errorCode: 'VALIDATION_FAILED',
            fields: [{ field: 'body.rules.choices.5', message: 'Choice 5 is not a choice of this game' }],
          }),
          { status: 400, headers: { 'Content-Type': 'application/json' } },
        ),
    });
    renderApp('/recycling/rules?gameId=3');
    const form = await screen.findByRole('form', { name: 'Valuation rules' }, { timeout: 20_000 });
    fireEvent.click(within(form).getByRole('button', { name: 'Save rule' }));
    const message = await within(form).findByText('Choice 5 is not a choice of this game');
    const diamond = within(form).getByLabelText('Rank: Diamond').closest('.ant-form-item') as HTMLElement;
    expect(diamond.contains(message)).toBe(true);
    expect(within(form).queryByRole('alert', { name: /does not fit/ })).toBeNull();
    expect(within(form).queryByText('The rule does not fit the game: body.rules.choices.5')).toBeNull();
  });

  it('saves the rule in fen, shows the server’s field error under its field, then saves once fixed', async () => {
    let attempts = 0;
    const api = stub({
      'PUT /api/staff/recycle/rules/3': (call: ApiCall) => {
        attempts += 1;
        const input = call.body as RecycleValuationRuleInput;
        if (input.baseFen > 10_000_000) {
          return new Response(
            JSON.stringify({
              code: 400,
              msg: 'Invalid request: body.baseFen',
              data: null,
              errorCode: 'VALIDATION_FAILED',
              fields: [{ field: 'body.baseFen', message: 'The base price is at most ¥100,000.00' }],
            }),
            { status: 400, headers: { 'Content-Type': 'application/json' } },
          );
        }
        return { ...savedRule, ...input, updatedAt: '2026-11-27T09:00:00.000Z' };
      },
    });
    renderApp('/recycling/rules?gameId=3');
    const form = await screen.findByRole('form', { name: 'Valuation rules' }, { timeout: 20_000 });

    // The browser's own checks come first: a minimum over the maximum never reaches the server.
    fireEvent.change(within(form).getByLabelText('Minimum quote (¥)'), { target: { value: '2000' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save rule' }));
    expect(await within(form).findByText('The minimum must not exceed the maximum')).toBeTruthy();
    expect(attempts).toBe(0);
    fireEvent.change(within(form).getByLabelText('Minimum quote (¥)'), { target: { value: '50' } });

    fireEvent.change(within(form).getByLabelText('Base price (¥)'), { target: { value: '200000' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save rule' }));
    expect(await within(form).findByText('The base price is at most ¥100,000.00')).toBeTruthy();
    expect(attempts).toBe(1);

    fireEvent.change(within(form).getByLabelText('Base price (¥)'), { target: { value: '120.5' } });
    await waitFor(() => expect(within(form).queryByText('The base price is at most ¥100,000.00')).toBeNull());
    fireEvent.click(within(form).getByRole('button', { name: 'Save rule' }));
    expect(await screen.findByText('The valuation rule was saved.')).toBeTruthy();
    expect(api.callsTo('PUT /api/staff/recycle/rules/3').at(-1)?.body).toEqual({
      baseFen: 12_050,
      minFen: 5_000,
      maxFen: 100_000,
      enabled: true,
      rules: { choices: { '5': 9_000 }, ranges: [] },
    });
  });
});
