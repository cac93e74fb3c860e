import type { UploadResult } from '@gs/shared/identity';
import type { Order, OrderConfirm } from '@gs/shared/orders';
import type { QqGroup } from '@gs/shared/qq-groups';
import type {
  AppVersionsSettings,
  CaptchaSettings,
  OrderSettingsInput,
  OrderSettingsView,
  ShopSettings,
  ShopSettingsInput,
  StaffSettings,
} from '@gs/shared/staff-settings';
import type { AppVersion, TenantInfo } from '@gs/shared/tenant';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginDemoUser } from '../../../test/catalogue-fixtures.ts';
import { buildTestApp, createTestDatabase, envelope, type TestDatabase } from '../../../test/helpers.ts';
import { authHeaders, tenantIdOf, uploadFile } from '../../../test/identity-helpers.ts';
import { contextOf, insertTestListing, movableClock, verifiedBuyer } from '../../../test/trade-fixtures.ts';

let database: TestDatabase;
let app: FastifyInstance;
let owner: string;
let demoId: number;
const clock = movableClock();

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildTestApp(database.db, {}, { clock });
  owner = await loginDemoUser(app, 'owner');
  demoId = await tenantIdOf(database.db, 'demo');
});
afterAll(async () => {
  await app?.close();
  await database?.drop();
});

interface CallOptions {
  host?: string;
  lang?: string;
}

const call = (
  method: 'GET' | 'PUT' | 'POST',
  url: string,
  token: string | null,
  payload?: unknown,
  { host = 'localhost', lang = 'en-US' }: CallOptions = {},
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
const imageUpload = async (token: string) => {
  const image = await sharp({ create: { width: 32, height: 32, channels: 3, background: '#fa8c16' } })
    .png()
    .toBuffer();
  return envelope<UploadResult>(await uploadFile(app, token, image)).data.url;
};

/** The shop section as the back office sends it back: the stored values, with ids kept. */
const asInput = (shop: ShopSettings): ShopSettingsInput => ({ ...shop });

describe('who may use the settings', () => {
  const calls = [
    ['GET', '/api/staff/settings', undefined],
    ['PUT', '/api/staff/settings/captcha', { enabled: true }],
    ['POST', '/api/staff/settings/payment/test', {}],
  ] as const;

  it('is the owner’s: anonymous 401; buyer, recycler and operator 403', async () => {
    for (const [method, url, payload] of calls) {
      const anonymous = await call(method, url, null, payload);
      expect(anonymous.statusCode, url).toBe(401);
      expect(envelope(anonymous)).toMatchObject({ code: 401, data: null, errorCode: 'UNAUTHORIZED' });
      for (const user of ['buyer', 'recycler', 'operator']) {
        const refused = await call(method, url, await loginDemoUser(app, user), payload);
        expect(refused.statusCode, `${user} ${url}`).toBe(403);
        expect(envelope(refused)).toMatchObject({ code: 403, data: null, errorCode: 'FORBIDDEN' });
      }
    }
    for (const user of ['owner']) {
      const token = await loginDemoUser(app, user);
      const read = await call('GET', '/api/staff/settings', token);
      expect(read.statusCode, user).toBe(200);
      expect(read.headers['cache-control']).toBe('no-store');
      expect((await call('PUT', '/api/staff/settings/captcha', token, { enabled: true })).statusCode, user).toBe(200);
    }
  });

  it('keeps another shop’s owner out: their session does not count here, and their own shop is theirs alone', async () => {
    const novaOwner = await loginDemoUser(app, 'owner', 'nova.localhost');
    const before = await settingsOf();
    expect((await call('GET', '/api/staff/settings', novaOwner)).statusCode).toBe(401);
    const change = await call('PUT', '/api/staff/settings/captcha', novaOwner, { enabled: false });
    expect(change.statusCode).toBe(401);
    expect(await settingsOf()).toEqual(before);

    const nova = await settingsOf(novaOwner, 'nova.localhost');
    expect(nova.tenant.code).toBe('nova');
    expect(nova.shop.name).toBe('Nova Accounts');
    const novaChange = await call(
      'PUT',
      '/api/staff/settings/captcha',
      novaOwner,
      { enabled: false },
      {
        host: 'nova.localhost',
      },
    );
    expect(envelope<CaptchaSettings>(novaChange).data.enabled).toBe(false);
    expect((await settingsOf()).captcha.enabled).toBe(true);
    await call('PUT', '/api/staff/settings/captcha', novaOwner, { enabled: true }, { host: 'nova.localhost' });
  });
});

describe('GET /api/staff/settings', () => {
  it('answers every section with the storefront’s preview link on the shop’s primary domain', async () => {
    const settings = await settingsOf();
    expect(settings.tenant).toEqual({
      id: demoId,
      code: 'demo',
      primaryDomain: 'localhost',
      previewUrl: 'http://localhost/',
    });
    expect(settings.shop).toMatchObject({ name: '星游账号商城', useTheme: 1, defaultLocale: 'zh-CN' });
    // The test template's shops allow 50 unpaid orders per buyer (test/global-setup.ts); a new shop has null.
    expect(settings.orders).toEqual({
      paymentMinutes: 15,
      autoConfirmHours: 72,
      maxUnpaidOrders: 50,
      payoutHoldDays: { retrieval: 7, face: 7, none: 7 },
      claimDaysRetrieval: 365,
      claimDaysFace: 30,
      claimSellerReplyHours: 48,
      claimReviewUpheldSellers: true,
    });
    expect(settings.captcha).toEqual({ enabled: true, serverEnabled: true });
    expect(settings.appVersions.versions).toEqual([expect.objectContaining({ appType: 1, version: '2.3.0' })]);
    expect(settings.payment).toMatchObject({ provider: 'sandbox', sandboxAllowed: true });
    expect(settings.sms).toMatchObject({ provider: 'platform', platformProvider: 'log' });

    const novaOwner = await loginDemoUser(app, 'owner', 'nova.localhost');
    const nova = await call('GET', '/api/staff/settings', novaOwner, undefined, { host: 'nova.localhost:3000' });
    expect(envelope<StaffSettings>(nova).data.tenant.previewUrl).toBe('http://nova.localhost:3000/');
  });
});

describe('PUT /api/staff/settings/shop', () => {
  it('changes the storefront’s name, logo, theme, colour, language, hot searches, markup, contacts and QQ groups at once', async () => {
    const before = await settingsOf();
    const storefrontBefore = await publicTenant();
    expect(storefrontBefore.tenantName).toBe('星游账号商城');
    const game = await database.db
      .selectFrom('games')
      .select('id')
      .where('tenant_id', '=', demoId)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const [kept, ...dropped] = before.shop.qqGroups;
    if (!kept) throw new Error('the demo shop has QQ groups');
    expect(dropped.length).toBeGreaterThan(0);
    // Read by the storefront first (and so cached): the save below must make it forget them.
    const groupsBefore = envelope<QqGroup[]>(await call('GET', `/api/V2/H5/qqGroup?gameId=${game.id}`, null)).data;
    expect(groupsBefore.map((group) => group.name)).not.toContain('New traders');
    const logoUrl = await imageUpload(owner);
    const input: ShopSettingsInput = {
      name: '  Star Accounts ',
      logoUrl,
      useTheme: 2,
      primaryColor: '#FA8C16',
      defaultLocale: 'en-US',
      hotSearches: ['Genshin', 'PUBG'],
      priceMarkupPercent: 12.5,
      amountLabel: 'code',
      serviceContacts: [{ kind: 'wechat', label: 'After-sales', value: 'star-help' }],
      qqGroups: [
        {
          gameId: game.id,
          name: 'New traders',
          number: '765432101',
          joinUrl: 'https://qm.qq.com/q/new',
          enabled: true,
        },
        { ...kept, name: 'Service (all games)' },
      ],
    };
    const response = await call('PUT', '/api/staff/settings/shop', owner, input);
    expect(response.statusCode, response.body).toBe(200);
    const saved = envelope<ShopSettings>(response).data;
    expect(saved).toMatchObject({
      ...input,
      name: 'Star Accounts',
      qqGroups: [expect.any(Object), expect.any(Object)],
    });
    expect(saved.qqGroups[1]).toEqual({ ...kept, name: 'Service (all games)' });
    expect(saved.qqGroups[0]).toMatchObject({ id: expect.any(Number), name: 'New traders', gameId: game.id });
    expect((await settingsOf()).shop).toEqual(saved);

    expect(await publicTenant()).toMatchObject({
      tenantName: 'Star Accounts',
      avatar: logoUrl,
      useTheme: 2,
      primaryColor: '#FA8C16',
      locale: 'en-US',
      hotSearches: ['Genshin', 'PUBG'],
      priceMarkupPercent: 12.5,
      amountLabel: 'code',
      serviceContacts: [{ kind: 'wechat', label: 'After-sales', value: 'star-help' }],
    });
    const groups = envelope<QqGroup[]>(await call('GET', `/api/V2/H5/qqGroup?gameId=${game.id}`, null)).data;
    expect(groups.map((group) => group.name)).toEqual(['New traders', 'Service (all games)']);

    // Sent back unchanged (the logo is the current one now, no longer checked as an upload), it stays the same.
    expect(envelope<ShopSettings>(await call('PUT', '/api/staff/settings/shop', owner, asInput(saved))).data).toEqual(
      saved,
    );
  });

  it('refuses invalid fields with each field’s rule in the caller’s language, and changes nothing', async () => {
    const before = await settingsOf();
    const storefront = await publicTenant();
    const bad = {
      ...asInput(before.shop),
      name: '',
      useTheme: 7,
      primaryColor: 'orange',
      hotSearches: ['a', 'b', 'c', 'd'],
      priceMarkupPercent: 1.234,
      qqGroups: [{ gameId: null, name: 'Group', number: '12ab', joinUrl: 'ftp://x', enabled: true }],
    };
    const english = await call('PUT', '/api/staff/settings/shop', owner, bad);
    expect(english.statusCode).toBe(400);
    const body = envelope(english);
    expect(body).toMatchObject({ code: 400, errorCode: 'VALIDATION_FAILED', data: null });
    expect(Object.fromEntries((body.fields ?? []).map((f) => [f.field, f.message]))).toEqual({
      'body.name': 'Enter a shop name of 1–60 characters.',
      'body.useTheme': 'Choose header style 1, 2 or 3.',
      'body.primaryColor': 'Enter the primary colour as #rrggbb, e.g. #1677ff.',
      'body.hotSearches': 'Enter at most 3 different hot searches, each of 1–20 characters.',
      'body.priceMarkupPercent': 'Enter a price markup from 0 to 100 percent with at most two decimals.',
      'body.qqGroups.0.number': 'A QQ group number has 5–12 digits.',
      'body.qqGroups.0.joinUrl': 'A join link starts with http:// or https://, or is left empty.',
    });
    expect(body.msg).toContain('body.primaryColor: Enter the primary colour as #rrggbb');

    const chinese = envelope(await call('PUT', '/api/staff/settings/shop', owner, bad, { lang: 'zh-CN' }));
    expect(chinese.msg).toMatch(/^请求参数有误/);
    expect(chinese.fields?.find((f) => f.field === 'body.primaryColor')?.message).toBe(
      '主题色请填写 #rrggbb 格式，例如 #1677ff。',
    );

    const notJson = await call('PUT', '/api/staff/settings/shop', owner, [1, 2]);
    expect(envelope(notJson)).toMatchObject({ code: 400, fields: [{ field: 'body' }] });
    expect(await settingsOf()).toEqual(before);
    expect(await publicTenant()).toEqual(storefront);
  });

  it('takes as the logo only the caller’s own upload (or the current logo, or none)', async () => {
    const before = await settingsOf();
    const buyersImage = await imageUpload(await loginDemoUser(app, 'buyer'));
    for (const logoUrl of [buyersImage, 'https://elsewhere.example/logo.png', `/uploads/u/${demoId}/1/../../x.png`]) {
      const refused = await call('PUT', '/api/staff/settings/shop', owner, { ...asInput(before.shop), logoUrl });
      expect(refused.statusCode, logoUrl).toBe(400);
      expect(envelope(refused)).toMatchObject({
        errorCode: 'UPLOAD_REJECTED',
        msg: 'Use an image you uploaded yourself as the logo.',
        fields: [{ field: 'body.logoUrl' }],
      });
    }
    expect(await settingsOf()).toEqual(before);
    const none = await call('PUT', '/api/staff/settings/shop', owner, { ...asInput(before.shop), logoUrl: '' });
    expect(envelope<ShopSettings>(none).data.logoUrl).toBe('');
    expect((await publicTenant()).avatar).toBe('');
  });

  it('refuses a QQ group of another shop or for a game the shop does not have', async () => {
    const before = await settingsOf();
    const novaGroup = await database.db
      .selectFrom('qq_groups')
      .innerJoin('tenants', 'tenants.id', 'qq_groups.tenant_id')
      .select(['qq_groups.id', 'qq_groups.game_id'])
      .where('tenants.code', '=', 'nova')
      .executeTakeFirstOrThrow();
    const novaGame = await database.db
      .selectFrom('games')
      .innerJoin('tenants', 'tenants.id', 'games.tenant_id')
      .select('games.id')
      .where('tenants.code', '=', 'nova')
      .executeTakeFirstOrThrow();
    const group = { gameId: null, name: 'Mine now', number: '123456789', joinUrl: '', enabled: true };
    const response = await call('PUT', '/api/staff/settings/shop', owner, {
      ...asInput(before.shop),
      qqGroups: [
        { ...group, id: novaGroup.id },
        { ...group, gameId: novaGame.id },
      ],
    });
    expect(response.statusCode).toBe(400);
    expect(envelope(response).fields).toEqual([
      {
        field: 'body.qqGroups.0.id',
        message: `The QQ group ${novaGroup.id} does not exist in this shop; leave out its id to add it as a new group.`,
      },
      { field: 'body.qqGroups.1.gameId', message: `The game ${novaGame.id} does not exist in this shop.` },
    ]);
    expect(await settingsOf()).toEqual(before);
    const novaStill = await database.db
      .selectFrom('qq_groups')
      .select('name')
      .where('id', '=', novaGroup.id)
      .executeTakeFirstOrThrow();
    expect(novaStill.name).not.toBe('Mine now');
  });
});

describe('PUT /api/staff/settings/orders', () => {
  /** The section as the back office sends it: every field, the payout hold and the claim settings included. */
  const ordersInput = (changes: Partial<OrderSettingsInput> = {}): OrderSettingsInput => ({
    paymentMinutes: 15,
    autoConfirmHours: 72,
    maxUnpaidOrders: 50,
    payoutHoldDays: { retrieval: 7, face: 7, none: 7 },
    claimDaysRetrieval: 365,
    claimDaysFace: 30,
    claimSellerReplyHours: 48,
    claimReviewUpheldSellers: true,
    ...changes,
  });

  it('sets the payment window that new orders get at once, the auto-confirmation and the unpaid-order cap', async () => {
    const buyer = await verifiedBuyer(await contextOf(database.db, demoId, clock), '13955510001');
    const goodsId = await insertTestListing(database.db, demoId);
    const confirm = async () =>
      envelope<OrderConfirm>(await call('GET', `/api/order/confirm?goodsId=${goodsId}`, buyer.token)).data;
    expect((await confirm()).paymentMinutes).toBe(15);

    const input = ordersInput({ paymentMinutes: 30, autoConfirmHours: 48, maxUnpaidOrders: 3 });
    const response = await call('PUT', '/api/staff/settings/orders', owner, input);
    expect(envelope<OrderSettingsView>(response).data).toEqual(input);
    expect((await settingsOf()).orders).toEqual(input);
    expect((await confirm()).paymentMinutes).toBe(30);
    const order = envelope<Order>(
      await call('POST', '/api/order/create', buyer.token, {
        goodsId,
        guarantee: 'retrieval',
        payMode: 'full',
        agree: true,
      }),
    ).data;
    expect(new Date(order.expiresAt ?? 0).getTime() - clock.now().getTime()).toBe(30 * 60_000);
  });

  it('sets the payout hold per guarantee and the claim settings, audits before → after, leaves another shop alone', async () => {
    const novaOwner = await loginDemoUser(app, 'owner', 'nova.localhost');
    const novaBefore = (await settingsOf(novaOwner, 'nova.localhost')).orders;
    const before = (await settingsOf()).orders;
    const input = ordersInput({
      ...before,
      payoutHoldDays: { retrieval: 0, face: 365, none: 3 },
      claimDaysRetrieval: 3650,
      claimDaysFace: 0,
      claimSellerReplyHours: 1,
      claimReviewUpheldSellers: false,
    });

    const response = await call('PUT', '/api/staff/settings/orders', owner, input);
    expect(response.statusCode).toBe(200);
    expect(envelope<OrderSettingsView>(response).data).toEqual(input);
    expect((await settingsOf()).orders).toEqual(input);
    // What the trade module reads (completion's hold, the claim window) is what was stored.
    const stored = await database.db
      .selectFrom('order_settings')
      .select([
        'payout_hold_days_retrieval',
        'payout_hold_days_face',
        'payout_hold_days_none',
        'claim_days_retrieval',
        'claim_days_face',
        'claim_seller_reply_hours',
        'claim_review_upheld_sellers',
      ])
      .where('tenant_id', '=', demoId)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({
      payout_hold_days_retrieval: 0,
      payout_hold_days_face: 365,
      payout_hold_days_none: 3,
      claim_days_retrieval: 3650,
      claim_days_face: 0,
      claim_seller_reply_hours: 1,
      claim_review_upheld_sellers: false,
    });

    const audit = await database.db
      .selectFrom('staff_audit_log')
      .select(['before', 'after'])
      .where('tenant_id', '=', demoId)
      .where('route', '=', '/api/staff/settings/orders')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(audit).toEqual({ before, after: input });

    expect((await settingsOf(novaOwner, 'nova.localhost')).orders).toEqual(novaBefore);
    await call('PUT', '/api/staff/settings/orders', owner, before);
  });

  it('refuses values out of range in both languages and keeps the old ones', async () => {
    const before = (await settingsOf()).orders;
    const bad = { paymentMinutes: 0, autoConfirmHours: 721, maxUnpaidOrders: 0 };
    const response = await call('PUT', '/api/staff/settings/orders', owner, ordersInput(bad));
    expect(response.statusCode).toBe(400);
    expect(envelope(response).fields?.map((f) => f.field)).toEqual([
      'body.paymentMinutes',
      'body.autoConfirmHours',
      'body.maxUnpaidOrders',
    ]);
    const chinese = envelope(
      await call('PUT', '/api/staff/settings/orders', owner, ordersInput(bad), { lang: 'zh-CN' }),
    );
    expect(chinese.fields?.[0]?.message).toBe('支付时限须为 1–1440 之间的整数分钟。');
    expect((await settingsOf()).orders).toEqual(before);
  });

  it('refuses a payout hold or claim setting out of range or not whole, naming the field, and changes nothing', async () => {
    const before = (await settingsOf()).orders;
    const bad = ordersInput({
      payoutHoldDays: { retrieval: 7, face: 366, none: -1 },
      claimDaysRetrieval: 3651,
      claimDaysFace: 1.5,
      claimSellerReplyHours: 0,
    });
    const response = await call('PUT', '/api/staff/settings/orders', owner, bad);
    expect(response.statusCode).toBe(400);
    const hold =
      "Hold a seller's proceeds a whole number of days from 0 to 365 under each guarantee (retrieval, face recognition, none); 0 pays them at once.";
    expect(envelope(response).fields).toEqual([
      { field: 'body.payoutHoldDays.face', message: hold },
      { field: 'body.payoutHoldDays.none', message: hold },
      {
        field: 'body.claimDaysRetrieval',
        message: 'The claim window under the retrieval guarantee is a whole number of days from 0 to 3650.',
      },
      {
        field: 'body.claimDaysFace',
        message: 'The claim window under the face-recognition guarantee is a whole number of days from 0 to 3650.',
      },
      {
        field: 'body.claimSellerReplyHours',
        message: "The seller's time to answer a claim is a whole number of hours from 1 to 720.",
      },
    ]);
    const chinese = envelope(await call('PUT', '/api/staff/settings/orders', owner, bad, { lang: 'zh-CN' }));
    expect(chinese.fields?.find((f) => f.field === 'body.claimSellerReplyHours')?.message).toBe(
      '卖家答复售后的时限须为 1–720 之间的整数小时。',
    );
    const notBoolean = await call('PUT', '/api/staff/settings/orders', owner, {
      ...ordersInput(),
      claimReviewUpheldSellers: 'yes',
    });
    expect(envelope(notBoolean).fields?.map((f) => f.field)).toEqual(['body.claimReviewUpheldSellers']);
    expect((await settingsOf()).orders).toEqual(before);
  });

  it('refuses a section without the payout hold and claim settings: the body is the whole section', async () => {
    const before = (await settingsOf()).orders;
    const response = await call('PUT', '/api/staff/settings/orders', owner, {
      paymentMinutes: 20,
      autoConfirmHours: 24,
      maxUnpaidOrders: 5,
    });
    expect(response.statusCode).toBe(400);
    expect(envelope(response).fields?.map((f) => f.field)).toEqual([
      'body.payoutHoldDays',
      'body.claimDaysRetrieval',
      'body.claimDaysFace',
      'body.claimSellerReplyHours',
      'body.claimReviewUpheldSellers',
    ]);
    expect((await settingsOf()).orders).toEqual(before);
  });

  it('is not an operator’s to change: 403, nothing changed', async () => {
    const before = (await settingsOf()).orders;
    const operator = await loginDemoUser(app, 'operator');
    const refused = await call(
      'PUT',
      '/api/staff/settings/orders',
      operator,
      ordersInput({ payoutHoldDays: { retrieval: 1, face: 1, none: 1 }, claimSellerReplyHours: 2 }),
    );
    expect(refused.statusCode).toBe(403);
    expect(envelope(refused)).toMatchObject({ code: 403, data: null, errorCode: 'FORBIDDEN' });
    expect((await settingsOf()).orders).toEqual(before);
  });
});

describe('PUT /api/staff/settings/captcha', () => {
  it('turns the storefront’s image captcha off and on at once', async () => {
    const captcha = async () =>
      envelope<{ captchaEnabled: boolean }>(await call('GET', '/api/captchaImage', null)).data.captchaEnabled;
    expect(await captcha()).toBe(true);
    const off = await call('PUT', '/api/staff/settings/captcha', owner, { enabled: false });
    expect(envelope<CaptchaSettings>(off).data).toEqual({ enabled: false, serverEnabled: true });
    expect(await captcha()).toBe(false);
    await call('PUT', '/api/staff/settings/captcha', owner, { enabled: true });
    expect(await captcha()).toBe(true);
    const bad = await call('PUT', '/api/staff/settings/captcha', owner, { enabled: 'no' });
    expect(envelope(bad).fields).toEqual([
      { field: 'body.enabled', message: 'Say whether the image captcha is on (true or false).' },
    ]);
  });
});

describe('PUT /api/staff/settings/appVersions', () => {
  const lastOne = async (appType: number) =>
    envelope<AppVersion | null>(await call('GET', `/api/app/version/lastOne?appType=${appType}`, null)).data;

  it('publishes each platform’s app, withdraws one left out, and leaves an unchanged one alone', async () => {
    const android = {
      appType: 1,
      version: '3.0.0',
      releaseNotes: 'Price competition',
      downloadUrl: 'https://dl.example/3.0.0.apk',
    };
    const ios = { appType: 2, version: '1.0.0', releaseNotes: '', downloadUrl: 'https://apps.apple.example/star' };
    const first = envelope<AppVersionsSettings>(
      await call('PUT', '/api/staff/settings/appVersions', owner, { versions: [android, ios] }),
    ).data;
    expect(first.versions).toEqual([
      { ...android, publishedAt: clock.now().toISOString() },
      { ...ios, publishedAt: clock.now().toISOString() },
    ]);
    expect(await lastOne(1)).toMatchObject({ version: '3.0.0', downloadUrl: 'https://dl.example/3.0.0.apk' });
    expect(await lastOne(2)).toMatchObject({ version: '1.0.0' });

    clock.advance(60_000);
    const second = envelope<AppVersionsSettings>(
      await call('PUT', '/api/staff/settings/appVersions', owner, { versions: [ios] }),
    ).data;
    expect(second.versions).toEqual([first.versions[1]]);
    expect(await lastOne(1)).toBeNull();
    expect(await lastOne(2)).toMatchObject({ version: '1.0.0' });
    const history = await database.db
      .selectFrom('app_versions')
      .select(['version', 'state'])
      .where('tenant_id', '=', demoId)
      .where('app_type', '=', 1)
      .orderBy('id')
      .execute();
    expect(history).toEqual([
      { version: '2.3.0', state: 'withdrawn' },
      { version: '3.0.0', state: 'withdrawn' },
    ]);
  });

  it('refuses two apps for one platform or a download address that is not http(s)', async () => {
    const before = (await settingsOf()).appVersions;
    const app1 = { appType: 1, version: '3.1.0', releaseNotes: '', downloadUrl: 'https://dl.example/a.apk' };
    const twice = await call('PUT', '/api/staff/settings/appVersions', owner, { versions: [app1, app1] });
    expect(envelope(twice).fields).toEqual([
      { field: 'body.versions', message: 'Give at most one app per platform (type 1–9).' },
    ]);
    const badUrl = await call('PUT', '/api/staff/settings/appVersions', owner, {
      versions: [{ ...app1, downloadUrl: 'javascript:alert(1)', version: '3 beta' }],
    });
    expect(envelope(badUrl).fields?.map((f) => f.field)).toEqual([
      'body.versions.0.version',
      'body.versions.0.downloadUrl',
    ]);
    expect((await settingsOf()).appVersions).toEqual(before);
  });
});
