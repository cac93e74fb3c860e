import type { FooterSettings, FooterSettingsInput, ShopSettings, StaffSettings } from '@gs/shared/staff-settings';
import type { TenantInfo } from '@gs/shared/tenant';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginDemoUser } from '../../../test/catalogue-fixtures.ts';
import { buildTestApp, createTestDatabase, envelope, type TestDatabase } from '../../../test/helpers.ts';
import { authHeaders, tenantIdOf } from '../../../test/identity-helpers.ts';

// The storefront footer's facts (issue #23, "Trust signals") and how amounts are labelled ("Prices show ¥ alone").

let database: TestDatabase;
let app: FastifyInstance;
let owner: string;
let demoId: number;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildTestApp(database.db);
  owner = await loginDemoUser(app, 'owner');
  demoId = await tenantIdOf(database.db, 'demo');
});
afterAll(async () => {
  await app?.close();
  await database?.drop();
});

const call = (
  method: 'GET' | 'PUT',
  url: string,
  token: string | null,
  payload?: unknown,
  { host = 'localhost', lang = 'en-US' }: { host?: string; lang?: string } = {},
) =>
  app.inject({
    method,
    url,
    headers: { ...(token ? authHeaders(token, host) : { host }), 'accept-language': lang },
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });

const settingsOf = async (token = owner, host = 'localhost') =>
  envelope<StaffSettings>(await call('GET', '/api/staff/settings', token, undefined, { host })).data;
const publicTenant = async (host = 'localhost') =>
  envelope<TenantInfo>(await call('GET', '/api/web/getTenant?type=1&state=1', null, undefined, { host })).data;

const xingyouFooter: FooterSettings = {
  companyName: '杭州星游网络科技有限公司',
  icpNumber: '浙ICP备2023018826号-1',
  serviceHours: '每天 9:00–23:00（节假日不休）',
  contactPhone: '400-826-3360',
  contactEmail: 'kefu@xingyou.example',
};

describe('the footer and the amount label of the demo shops', () => {
  it('are each shop’s own, in its language, in the back office and in the public tenant payload', async () => {
    const demo = await settingsOf();
    expect(demo.footer).toEqual(xingyouFooter);
    expect(demo.shop.amountLabel).toBe('symbol');
    expect(await publicTenant()).toMatchObject({ amountLabel: 'symbol', footer: xingyouFooter });

    const novaOwner = await loginDemoUser(app, 'owner', 'nova.localhost');
    const nova = await settingsOf(novaOwner, 'nova.localhost');
    expect(nova.shop.amountLabel).toBe('code');
    expect(nova.footer).toMatchObject({
      companyName: 'Nova Digital Trading (Shanghai) Co., Ltd.',
      serviceHours: expect.stringMatching(/^Daily/),
      contactEmail: 'support@nova.example',
    });
    expect(await publicTenant('nova.localhost')).toMatchObject({ amountLabel: 'code', footer: nova.footer });
    expect((await publicTenant('lumen.localhost')).footer.companyName).toBe('成都流明互娱科技有限公司');
  });
});

describe('PUT /api/staff/settings/footer', () => {
  const input: FooterSettingsInput = {
    companyName: '  Star Accounts Trading Co., Ltd. ',
    icpNumber: ' 粤B2-20201234 ',
    serviceHours: 'Daily 8:00–24:00',
    contactPhone: '+86 20 3888 1000',
    contactEmail: 'help@star.example',
  };

  it('shows the new footer on the storefront at once, audits before → after, and leaves another shop alone', async () => {
    const novaBefore = await publicTenant('nova.localhost');
    const before = (await settingsOf()).footer;
    await publicTenant(); // cached by the resolver now: the change must make it forget

    const response = await call('PUT', '/api/staff/settings/footer', owner, input);
    expect(response.statusCode, response.body).toBe(200);
    const saved = envelope<FooterSettings>(response).data;
    expect(saved).toEqual({
      companyName: 'Star Accounts Trading Co., Ltd.',
      icpNumber: '粤B2-20201234',
      serviceHours: 'Daily 8:00–24:00',
      contactPhone: '+86 20 3888 1000',
      contactEmail: 'help@star.example',
    });
    expect((await settingsOf()).footer).toEqual(saved);
    expect((await publicTenant()).footer).toEqual(saved);

    const audit = await database.db
      .selectFrom('staff_audit_log')
      .select(['before', 'after'])
      .where('tenant_id', '=', demoId)
      .where('route', '=', '/api/staff/settings/footer')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(audit).toEqual({ before, after: saved });

    expect(await publicTenant('nova.localhost')).toEqual(novaBefore);

    // Every line may be left out: the storefront then omits it.
    const empty = { companyName: '', icpNumber: '', serviceHours: ' ', contactPhone: '', contactEmail: '' };
    const cleared = await call('PUT', '/api/staff/settings/footer', owner, empty);
    expect(envelope<FooterSettings>(cleared).data).toEqual({ ...empty, serviceHours: '' });
    expect((await publicTenant()).footer).toEqual({ ...empty, serviceHours: '' });
    await call('PUT', '/api/staff/settings/footer', owner, before);
  });

  it('refuses a malformed ICP number, phone or email and an over-long name, in the caller’s language', async () => {
    const before = await settingsOf();
    const bad = {
      companyName: 'x'.repeat(101),
      icpNumber: 'ICP 12345',
      serviceHours: 'y'.repeat(61),
      contactPhone: 'call us',
      contactEmail: 'support.example',
    };
    const english = await call('PUT', '/api/staff/settings/footer', owner, bad);
    expect(english.statusCode).toBe(400);
    const body = envelope(english);
    expect(body).toMatchObject({ code: 400, errorCode: 'VALIDATION_FAILED', data: null });
    expect(Object.fromEntries((body.fields ?? []).map((f) => [f.field, f.message]))).toEqual({
      'body.companyName': 'Enter the company name in at most 100 characters, or leave it empty.',
      'body.icpNumber': 'Enter the ICP number as issued, e.g. 京ICP备12345678号-1 or 粤B2-20201234, or leave it empty.',
      'body.serviceHours':
        'Enter the service hours in at most 60 characters, e.g. 9:00–22:00 daily, or leave them empty.',
      'body.contactPhone':
        'Enter a phone number of 5–20 digits, spaces or dashes (e.g. 400-820-8820), or leave it empty.',
      'body.contactEmail':
        'Enter an email address of at most 100 characters, e.g. service@example.com, or leave it empty.',
    });

    const chinese = envelope(await call('PUT', '/api/staff/settings/footer', owner, bad, { lang: 'zh-CN' }));
    expect(chinese.fields?.find((f) => f.field === 'body.icpNumber')?.message).toBe(
      'ICP 备案号请按原样填写，例如 京ICP备12345678号-1 或 粤B2-20201234，也可以不填。',
    );
    const missing = await call('PUT', '/api/staff/settings/footer', owner, { companyName: 'Only this' });
    expect(envelope(missing).fields?.map((f) => f.field)).toEqual([
      'body.icpNumber',
      'body.serviceHours',
      'body.contactPhone',
      'body.contactEmail',
    ]);
    expect(await settingsOf()).toEqual(before);
  });

  it('is the owner’s alone: an operator gets 403, and another shop’s owner cannot reach this shop', async () => {
    const before = (await settingsOf()).footer;
    const operator = await loginDemoUser(app, 'operator');
    expect((await call('PUT', '/api/staff/settings/footer', operator, input)).statusCode).toBe(403);
    const novaOwner = await loginDemoUser(app, 'owner', 'nova.localhost');
    expect((await call('PUT', '/api/staff/settings/footer', novaOwner, input)).statusCode).toBe(401);
    expect((await settingsOf()).footer).toEqual(before);
  });
});

describe('the amount label (shop section)', () => {
  const asInput = (shop: ShopSettings) => ({ ...shop });

  it('switches the storefront between ¥ and CNY for this shop only, and refuses another value', async () => {
    const before = (await settingsOf()).shop;
    const saved = await call('PUT', '/api/staff/settings/shop', owner, { ...asInput(before), amountLabel: 'code' });
    expect(envelope<ShopSettings>(saved).data.amountLabel).toBe('code');
    expect((await publicTenant()).amountLabel).toBe('code');
    expect((await publicTenant('lumen.localhost')).amountLabel).toBe('symbol');

    for (const lang of ['en-US', 'zh-CN']) {
      const refused = await call(
        'PUT',
        '/api/staff/settings/shop',
        owner,
        { ...asInput(before), amountLabel: 'EUR' },
        { lang },
      );
      expect(refused.statusCode).toBe(400);
      expect(envelope(refused).fields).toEqual([
        {
          field: 'body.amountLabel',
          message:
            lang === 'en-US'
              ? 'Choose how amounts are labelled: the sign (symbol, ¥1,280.00) or the currency code (code, CNY 1,280.00).'
              : '金额显示方式请选择货币符号（symbol，¥1,280.00）或货币代码（code，CNY 1,280.00）。',
        },
      ]);
    }
    expect((await publicTenant()).amountLabel).toBe('code');
    await call('PUT', '/api/staff/settings/shop', owner, asInput(before));
    expect((await publicTenant()).amountLabel).toBe('symbol');
  });
});
