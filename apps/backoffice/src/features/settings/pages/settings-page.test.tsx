import type { StaffSettings } from '@gs/shared/staff-settings';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setToken } from '../../../lib/storage';
import { type ApiCall, stubApi } from '../../../test/fake-api';
import { buildPage, buildProfile, buildTenant } from '../../../test/fixtures';
import { currentUrl, renderApp } from '../../../test/render-app';

function buildSettings(): StaffSettings {
  return {
    tenant: { id: 3, code: 'lumen', primaryDomain: 'lumen.localhost', previewUrl: 'http://lumen.localhost:3000/' },
    shop: {
      name: 'Lumen Games',
      logoUrl: '/uploads/tenants/lumen/logo.svg',
      useTheme: 3,
      primaryColor: '#722ed1',
      defaultLocale: 'en-US',
      hotSearches: ['Genshin'],
      hotSearchesEn: [],
      priceMarkupPercent: 1.5,
      amountLabel: 'code',
      serviceContacts: [{ kind: 'qq', label: 'After-sales', value: '800800' }],
      qqGroups: [{ id: 7, gameId: null, name: 'Lumen fans', number: '123456', joinUrl: '', enabled: true }],
    },
    footer: {
      companyName: 'Lumen Interactive Ltd.',
      icpNumber: '蜀ICP备2021009537号',
      serviceHours: 'Daily 10:00–22:00',
      contactPhone: '',
      contactEmail: 'service@lumen.example',
    },
    orders: {
      paymentMinutes: 15,
      autoConfirmHours: 72,
      maxUnpaidOrders: null,
      payoutHoldDays: { retrieval: 7, face: 7, none: 7 },
      claimDaysRetrieval: 365,
      claimDaysFace: 30,
      claimSellerReplyHours: 48,
      claimReviewUpheldSellers: true,
    },
    captcha: { enabled: true, serverEnabled: true },
    sms: {
      provider: 'platform',
      platformProvider: 'log',
      aliyun: { accessKeyId: '', signName: '', templateCode: '', secretConfigured: false, secretSetAt: null },
    },
    appVersions: {
      versions: [
        {
          appType: 1,
          version: '2.3.0',
          releaseNotes: '',
          downloadUrl: 'https://example.com/app.apk',
          publishedAt: '2026-11-01T02:00:00.000Z',
        },
      ],
    },
    payment: {
      provider: 'alipay',
      sandboxAllowed: false,
      alipay: {
        configured: true,
        appId: '2021000123456789',
        sandbox: false,
        privateKeySet: true,
        publicKeySet: true,
        appKeyFingerprint: 'a1b2c3d4',
        alipayPublicKeyFingerprint: 'e5f6a7b8',
        keysSetAt: '2026-11-20T08:30:00.000Z',
      },
    },
  };
}

function stubOwner(extra: Record<string, unknown> = {}, roles: ('owner' | 'operator')[] = ['owner']) {
  setToken('staff-token');
  const settings = buildSettings();
  return stubApi({
    'GET /api/web/getTenant': buildTenant(),
    'GET /api/system/user/profile/newsm': buildProfile(roles, { nickName: 'Lin' }),
    'GET /api/staff/settings': settings,
    'GET /api/web/game/Type': [
      { id: 1, name: 'Genshin', keyword: '', icon: '', type: 'mobile', initial: 'Y', hot: true, listingCount: 3 },
    ],
    'PUT /api/staff/settings/shop': (call: ApiCall) => call.body,
    'GET /api/staff/listings': buildPage(0),
    'GET /api/staff/recycle': buildPage(0),
    'GET /api/staff/orders': buildPage(0),
    'GET /api/staff/withdrawals': buildPage(0),
    'GET /api/staff/realname/reviews': buildPage(0),
    'GET /api/recycler/pool': buildPage(0),
    ...extra,
  });
}

const shopForm = () => screen.findByRole('form', { name: 'Shop' });

/**
 * Role queries compute styles for every element, and antd's injected styles make that take minutes in jsdom over a
 * form this size: buttons, radios and links are found by their text instead.
 */
function byText(container: HTMLElement, text: string | RegExp, closest: string): HTMLElement {
  const element = within(container).getByText(text).closest(closest);
  if (!element) throw new Error(`no ${closest} with ${String(text)}`);
  return element as HTMLElement;
}
const button = (container: HTMLElement, text: string | RegExp) => byText(container, text, 'button');

afterEach(() => {
  vi.unstubAllGlobals();
});

// Each test renders the whole back office and a form-heavy screen: slow on a loaded 2-core machine.
describe('the shop settings screen', { timeout: 120_000 }, () => {
  it('fills the shop tab from the server, saves the changed section with its own call and refreshes the shop', async () => {
    const api = stubOwner();
    renderApp('/settings');
    const form = await shopForm();
    const name = within(form).getByLabelText('Shop name');
    await waitFor(() => expect((name as HTMLInputElement).value).toBe('Lumen Games'));
    expect(byText(document.body, 'Preview storefront', 'a').getAttribute('href')).toBe('http://lumen.localhost:3000/');

    fireEvent.change(name, { target: { value: 'Lumen Market' } });
    expect(within(form).getByText('Unsaved changes')).toBeTruthy();
    fireEvent.click(button(form, 'Add a hot search'));
    fireEvent.change(within(form).getByLabelText('Hot search 2'), { target: { value: 'Honor of Kings' } });
    // The English ones, beside them: what English readers see.
    fireEvent.click(button(form, 'Add an English hot search'));
    fireEvent.change(within(form).getByLabelText('English hot search 1'), { target: { value: ' Genshin Impact ' } });
    fireEvent.click(byText(form, 'Classic', 'label'));
    const tenantCalls = api.callsTo('GET /api/web/getTenant').length;
    fireEvent.click(button(form, 'Save'));

    expect(await screen.findByText('Saved. The storefront uses the new settings now.')).toBeTruthy();
    const [put] = api.callsTo('PUT /api/staff/settings/shop');
    expect(put?.body).toEqual({
      name: 'Lumen Market',
      logoUrl: '/uploads/tenants/lumen/logo.svg',
      useTheme: 1,
      primaryColor: '#722ed1',
      defaultLocale: 'en-US',
      hotSearches: ['Genshin', 'Honor of Kings'],
      hotSearchesEn: ['Genshin Impact'],
      priceMarkupPercent: 1.5,
      amountLabel: 'code',
      serviceContacts: [{ kind: 'qq', label: 'After-sales', value: '800800' }],
      qqGroups: [{ id: 7, gameId: null, name: 'Lumen fans', number: '123456', joinUrl: '', enabled: true }],
    });
    // The header's shop name and colour come from the tenant: it is asked again after a shop change.
    await waitFor(() => expect(api.callsTo('GET /api/web/getTenant').length).toBeGreaterThan(tenantCalls));
    await waitFor(() => expect(within(form).queryByText('Unsaved changes')).toBeNull());
    // Only the shop section was sent.
    expect(api.calls.filter((call) => call.method === 'PUT')).toHaveLength(1);
  });

  it('shows how amounts are labelled on the shop tab', async () => {
    stubOwner();
    renderApp('/settings');
    const form = await shopForm();
    expect(await within(form).findByText('Currency code: CNY 1,280.00')).toBeTruthy();
    expect(within(form).getByText('Amounts on the storefront')).toBeTruthy();
  });

  it('edits the footer: checks the ICP number, phone and email on blur, saves trimmed lines with its own call', async () => {
    const api = stubOwner({ 'PUT /api/staff/settings/footer': (call: ApiCall) => call.body });
    renderApp('/settings?tab=footer');
    const form = await screen.findByRole('form', { name: 'Footer' });
    const company = within(form).getByLabelText('Company name') as HTMLInputElement;
    await waitFor(() => expect(company.value).toBe('Lumen Interactive Ltd.'));
    expect((within(form).getByLabelText('ICP number') as HTMLInputElement).value).toBe('蜀ICP备2021009537号');

    const icp = within(form).getByLabelText('ICP number');
    fireEvent.change(icp, { target: { value: 'ICP 123' } });
    fireEvent.blur(icp);
    expect(
      await within(form).findByText('Enter the number as issued, e.g. 京ICP备12345678号-1 or 粤B2-20201234'),
    ).toBeTruthy();
    const phone = within(form).getByLabelText('Service phone');
    fireEvent.change(phone, { target: { value: 'call us' } });
    fireEvent.blur(phone);
    expect(await within(form).findByText('Enter 5–20 digits, spaces or dashes, e.g. 400-820-8820')).toBeTruthy();
    fireEvent.click(button(form, 'Save'));
    await waitFor(() => expect(within(form).getAllByRole('alert').length).toBeGreaterThan(0));
    expect(api.callsTo('PUT /api/staff/settings/footer')).toHaveLength(0);

    fireEvent.change(icp, { target: { value: ' 蜀ICP备2021009537号-2 ' } });
    fireEvent.change(phone, { target: { value: '028-8533-2710' } });
    fireEvent.change(company, { target: { value: '  Lumen Games Co., Ltd. ' } });
    const tenantCalls = api.callsTo('GET /api/web/getTenant').length;
    fireEvent.click(button(form, 'Save'));
    expect(await screen.findByText('Saved. The storefront uses the new settings now.')).toBeTruthy();
    expect(api.callsTo('PUT /api/staff/settings/footer')[0]?.body).toEqual({
      companyName: 'Lumen Games Co., Ltd.',
      icpNumber: '蜀ICP备2021009537号-2',
      serviceHours: 'Daily 10:00–22:00',
      contactPhone: '028-8533-2710',
      contactEmail: 'service@lumen.example',
    });
    await waitFor(() => expect(api.callsTo('GET /api/web/getTenant').length).toBeGreaterThan(tenantCalls));
    expect(api.calls.filter((call) => call.method === 'PUT')).toHaveLength(1);
  });

  it("shows the server's field errors under the fields, nested ones included", async () => {
    const api = stubOwner({
      'PUT /api/staff/settings/shop': new Response(
        JSON.stringify({
          code: 400,
          msg: 'Check the highlighted fields',
          data: null,
          errorCode: 'VALIDATION_FAILED',
          fields: [{ field: 'body.qqGroups.0.number', message: 'A QQ group number has 5–12 digits.' }],
        }),
        { status: 400, headers: { 'Content-Type': 'application/json' } },
      ),
    });
    renderApp('/settings');
    const form = await shopForm();
    const number = within(form).getByLabelText('QQ group 1 number');
    await waitFor(() => expect((number as HTMLInputElement).value).toBe('123456'));
    fireEvent.change(number, { target: { value: '12' } });
    fireEvent.click(button(form, 'Save'));
    expect(await within(form).findByText('A QQ group number has 5–12 digits.')).toBeTruthy();
    expect(api.callsTo('PUT /api/staff/settings/shop')).toHaveLength(1);
    // It found its field, so no alert above the form repeats it.
    expect(within(form).queryByText('Check the highlighted fields')).toBeNull();
    expect(within(form).getByText('Unsaved changes')).toBeTruthy();
  });

  it('keeps payment keys write-only: fingerprints shown, empty keys kept, the connection tested with what is typed', async () => {
    const api = stubOwner({
      'PUT /api/staff/settings/payment': (call: ApiCall) => ({
        ...buildSettings().payment,
        alipay: { ...buildSettings().payment.alipay, appId: (call.body as { appId: string }).appId },
      }),
      'POST /api/staff/settings/payment/test': {
        ok: false,
        reason: 'rejected',
        gatewayCode: 'isv.invalid-signature',
        gatewayMessage: 'Invalid signature',
        message: 'Alipay refused the signature: check the app private key.',
      },
    });
    renderApp('/settings?tab=payment');
    const form = await screen.findByRole('form', { name: 'Payment' });
    expect(within(form).getByText('a1b2c3d4')).toBeTruthy();
    expect(within(form).getByText('e5f6a7b8')).toBeTruthy();
    expect(within(form).getAllByText(/Set on/)).toHaveLength(2);
    // The sandbox is not offered where the server does not allow it.
    expect((within(form).getByLabelText('Test gateway (sandbox)') as HTMLInputElement).disabled).toBe(true);

    // Replacing the private key takes a whole new one.
    fireEvent.click((within(form).getAllByText('Replace')[0] as HTMLElement).closest('button') as HTMLElement);
    fireEvent.change(within(form).getByLabelText('App private key'), { target: { value: 'NEW-PRIVATE-KEY' } });
    fireEvent.click(button(form, /Test connection/));
    expect(await within(form).findByText('Alipay refused the signature: check the app private key.')).toBeTruthy();
    expect(within(form).getByText(/isv.invalid-signature/)).toBeTruthy();
    expect(api.callsTo('POST /api/staff/settings/payment/test')[0]?.body).toEqual({
      appId: '2021000123456789',
      privateKey: 'NEW-PRIVATE-KEY',
      alipayPublicKey: '',
    });

    fireEvent.click(button(form, 'Save'));
    await screen.findByText('Saved. The storefront uses the new settings now.');
    expect(api.callsTo('PUT /api/staff/settings/payment')[0]?.body).toEqual({
      provider: 'alipay',
      appId: '2021000123456789',
      privateKey: 'NEW-PRIVATE-KEY',
      alipayPublicKey: '',
      sandbox: false,
    });
  });

  it('saves the payout hold per guarantee and the claim settings with the rest of the orders section', async () => {
    const api = stubOwner({ 'PUT /api/staff/settings/orders': (call: ApiCall) => call.body });
    renderApp('/settings?tab=orders');
    const form = await screen.findByRole('form', { name: 'Orders' });
    expect(within(form).getByText('Payout hold')).toBeTruthy();
    expect(within(form).getByText('Claims')).toBeTruthy();
    const faceHold = within(form).getByLabelText('Hold, face-recognition guarantee') as HTMLInputElement;
    await waitFor(() => expect(faceHold.value).toBe('7'));
    expect((within(form).getByLabelText('Claim window, retrieval guarantee') as HTMLInputElement).value).toBe('365');

    fireEvent.change(faceHold, { target: { value: '0' } });
    fireEvent.change(within(form).getByLabelText('Claim window, face-recognition guarantee'), {
      target: { value: '14' },
    });
    fireEvent.change(within(form).getByLabelText("Seller's reply time"), { target: { value: '24' } });
    fireEvent.click(
      within(form).getByLabelText('Send new listings of sellers with an upheld retrieval claim to review'),
    );
    expect(within(form).getByText('Unsaved changes')).toBeTruthy();
    fireEvent.click(button(form, 'Save'));

    expect(await screen.findByText('Saved. The storefront uses the new settings now.')).toBeTruthy();
    expect(api.callsTo('PUT /api/staff/settings/orders')[0]?.body).toEqual({
      paymentMinutes: 15,
      autoConfirmHours: 72,
      maxUnpaidOrders: null,
      payoutHoldDays: { retrieval: 7, face: 0, none: 7 },
      claimDaysRetrieval: 365,
      claimDaysFace: 14,
      claimSellerReplyHours: 24,
      claimReviewUpheldSellers: false,
    });
  });

  it("shows the server's refusal of a payout hold under that guarantee's field", async () => {
    const api = stubOwner({
      'PUT /api/staff/settings/orders': new Response(
        JSON.stringify({
          code: 400,
          msg: 'Check the highlighted fields',
          data: null,
          errorCode: 'VALIDATION_FAILED',
          fields: [{ field: 'body.payoutHoldDays.none', message: 'Hold at most 365 days.' }],
        }),
        { status: 400, headers: { 'Content-Type': 'application/json' } },
      ),
    });
    renderApp('/settings?tab=orders');
    const form = await screen.findByRole('form', { name: 'Orders' });
    const noneHold = within(form).getByLabelText('Hold, no guarantee') as HTMLInputElement;
    await waitFor(() => expect(noneHold.value).toBe('7'));
    fireEvent.change(noneHold, { target: { value: '30' } });
    fireEvent.click(button(form, 'Save'));
    expect(await within(form).findByText('Hold at most 365 days.')).toBeTruthy();
    expect(api.callsTo('PUT /api/staff/settings/orders')).toHaveLength(1);
    expect(within(form).queryByText('Check the highlighted fields')).toBeNull();
  });

  it('asks before leaving with unsaved changes', async () => {
    stubOwner();
    const { router } = renderApp('/settings');
    const form = await shopForm();
    await waitFor(() =>
      expect((within(form).getByLabelText('Shop name') as HTMLInputElement).value).toBe('Lumen Games'),
    );
    fireEvent.change(within(form).getByLabelText('Shop name'), { target: { value: 'Changed' } });
    void router.navigate('/');
    // antd writes a confirm's title twice (visible, and for the dialog's name): one dialog nonetheless.
    expect((await screen.findAllByText('Leave without saving?')).length).toBeGreaterThan(0);
    expect(document.querySelectorAll('.ant-modal-confirm')).toHaveLength(1);
    expect(currentUrl(router)).toBe('/settings');
    fireEvent.click(button(document.body, 'Stay'));
    expect(currentUrl(router)).toBe('/settings');
    void router.navigate('/');
    // The closed confirm may linger in the DOM: the new one is the last.
    await waitFor(() => expect(document.querySelectorAll('.ant-modal-confirm').length).toBeGreaterThan(1));
    const leave = screen.getAllByText('Leave and discard').at(-1)?.closest('button');
    fireEvent.click(leave as HTMLElement);
    await waitFor(() => expect(currentUrl(router)).toBe('/'));
  });

  it('is not an operator screen: 403 and no settings call', async () => {
    const api = stubOwner({}, ['operator']);
    renderApp('/settings');
    expect(await screen.findByText('403')).toBeTruthy();
    expect(api.callsTo('GET /api/staff/settings')).toHaveLength(0);
  });
});
