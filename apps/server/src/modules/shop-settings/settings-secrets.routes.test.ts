import { createHash, createPrivateKey, createPublicKey, generateKeyPairSync } from 'node:crypto';
import type { Order, PayResult } from '@gs/shared/orders';
import type { PaymentSettings, PaymentTestResult, SmsSettings, StaffSettings } from '@gs/shared/staff-settings';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginDemoUser } from '../../../test/catalogue-fixtures.ts';
import { buildTestApp, createTestDatabase, envelope, type TestDatabase } from '../../../test/helpers.ts';
import { authHeaders, tenantIdOf } from '../../../test/identity-helpers.ts';
import {
  contextOf,
  insertTestListing,
  movableClock,
  type TestBuyer,
  testSecretBox,
  verifiedBuyer,
} from '../../../test/trade-fixtures.ts';
import {
  ALIPAY_SANDBOX_GATEWAY,
  type AlipayTenantConfig,
  type KeyCheckResult,
  type PaymentProvider,
} from '../trade/index.ts';

const keyPair = () =>
  generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
const merchant = keyPair();
const alipay = keyPair();
const stranger = keyPair();
const APP_ID = '2021000000000042';
const SMS_SECRET = 'aliyun-Secret-9f8e7d6c5b4a3210';

/** The base64 between a PEM's header lines, as Alipay's key tool shows keys. */
const bare = (pem: string) => pem.replace(/-----[^-]+-----/g, '').replace(/\s+/g, '');
/** What the settings show of a public key: the last 8 hex digits of the SHA-256 of its DER, upper case. */
const fingerprint = (publicKeyPem: string) =>
  createHash('sha256')
    .update(createPublicKey(publicKeyPem).export({ type: 'spki', format: 'der' }))
    .digest('hex')
    .slice(-8)
    .toUpperCase();

/**
 * Alipay as the settings see it, without the network: it accepts requests signed by the merchant's key for the
 * known app id, and its answers verify only with Alipay's public key.
 */
const tried: AlipayTenantConfig[] = [];
function checkKeys(keys: AlipayTenantConfig): Promise<KeyCheckResult> {
  tried.push(keys);
  const signer = createPublicKey(createPrivateKey(keys.privateKey)).export({ type: 'spki', format: 'pem' });
  if (keys.appId !== APP_ID) {
    return Promise.resolve({
      ok: false,
      reason: 'rejected',
      gatewayCode: 'isv.invalid-app-id',
      gatewayMessage: '无效的AppID参数',
    });
  }
  if (signer !== merchant.publicKey) {
    return Promise.resolve({
      ok: false,
      reason: 'rejected',
      gatewayCode: 'isv.invalid-signature',
      gatewayMessage: '验签出错，建议检查签名字符串或签名私钥与应用公钥是否匹配',
    });
  }
  const verified = keys.alipayPublicKey === alipay.publicKey;
  return Promise.resolve({
    ok: verified,
    reason: verified ? 'ok' : 'answer_signature',
    gatewayCode: 'ACQ.TRADE_NOT_EXIST',
    gatewayMessage: '交易不存在',
  });
}
const alipayDouble: PaymentProvider = {
  name: 'alipay',
  createPayUrl: async (request) => `https://gateway.test/pay?out_trade_no=${request.outTradeNo}`,
  verifyNotification: async (_tenantId, fields) => ({
    ok: false,
    reason: 'bad_signature',
    notifyId: fields.notify_id ?? '',
    outTradeNo: fields.out_trade_no ?? '',
  }),
  reply: (recorded) => (recorded ? 'success' : 'fail'),
  checkKeys,
};

let database: TestDatabase;
let app: FastifyInstance;
let owner: string;
let demoId: number;
let buyer: TestBuyer;
const clock = movableClock();
const logs: string[] = [];
/** Every answer of this file, to prove no secret is ever in one. */
const answers: string[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildTestApp(
    database.db,
    {},
    { clock, paymentProviders: { alipay: alipayDouble }, logStream: { write: (line: string) => void logs.push(line) } },
  );
  owner = await loginDemoUser(app, 'owner');
  demoId = await tenantIdOf(database.db, 'demo');
  buyer = await verifiedBuyer(await contextOf(database.db, demoId, clock), '13955520001');
});
afterAll(async () => {
  await app?.close();
  await database?.drop();
});

async function call(
  method: 'GET' | 'PUT' | 'POST',
  url: string,
  token: string | null,
  payload?: unknown,
  { host = 'localhost', lang = 'en-US', target = app } = {},
) {
  const response = await target.inject({
    method,
    url,
    headers: { ...(token ? authHeaders(token, host) : { host }), 'accept-language': lang },
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
  answers.push(response.body);
  return response;
}

const paymentSettings = async () =>
  envelope<StaffSettings>(await call('GET', '/api/staff/settings', owner)).data.payment;
const storedRow = () =>
  database.db.selectFrom('order_settings').selectAll().where('tenant_id', '=', demoId).executeTakeFirst();
const testKeys = (payload?: unknown, lang = 'en-US') =>
  call('POST', '/api/staff/settings/payment/test', owner, payload, { lang });

const payment = (overrides: Record<string, unknown> = {}) => ({
  provider: 'alipay',
  appId: APP_ID,
  privateKey: merchant.privateKey,
  alipayPublicKey: alipay.publicKey,
  sandbox: false,
  ...overrides,
});

async function orderAndPay(): Promise<PayResult> {
  const goodsId = await insertTestListing(database.db, demoId);
  const order = envelope<Order>(
    await call('POST', '/api/order/create', buyer.token, {
      goodsId,
      guarantee: 'retrieval',
      payMode: 'full',
      agree: true,
    }),
  ).data;
  return envelope<PayResult>(await call('POST', `/api/order/${order.id}/pay`, buyer.token)).data;
}

describe('testing Alipay keys (POST /api/staff/settings/payment/test)', () => {
  it('needs keys: none stored and none given is a 422 naming what is missing', async () => {
    const response = await testKeys();
    expect(response.statusCode).toBe(422);
    expect(envelope(response)).toMatchObject({
      errorCode: 'BUSINESS_RULE',
      msg: 'Enter the app id and both keys (or save them first) to test the connection.',
    });
    expect(envelope(response).fields?.map((f) => f.field)).toEqual([
      'body.appId',
      'body.privateKey',
      'body.alipayPublicKey',
    ]);
  });

  it('tries keys given before they are saved, and saves nothing', async () => {
    const good = await testKeys({
      appId: APP_ID,
      privateKey: bare(merchant.privateKey),
      alipayPublicKey: alipay.publicKey,
    });
    expect(envelope<PaymentTestResult>(good).data).toEqual({
      ok: true,
      reason: 'ok',
      gatewayCode: 'ACQ.TRADE_NOT_EXIST',
      gatewayMessage: '交易不存在',
      message: 'Alipay accepted the keys: this shop can take payments with them.',
    });
    // The pasted base64 reaches the gateway client as the PEM key it was.
    expect(tried.at(-1)).toMatchObject({ appId: APP_ID, privateKey: merchant.privateKey });

    const bad = envelope<PaymentTestResult>(
      await testKeys({ appId: APP_ID, privateKey: stranger.privateKey, alipayPublicKey: alipay.publicKey }, 'zh-CN'),
    ).data;
    expect(bad).toMatchObject({ ok: false, reason: 'rejected', gatewayCode: 'isv.invalid-signature' });
    expect(bad.message).toContain('支付宝拒绝了请求（isv.invalid-signature：验签出错');
    expect((await storedRow())?.alipay_private_key_sealed ?? null).toBeNull();
    expect((await paymentSettings()).alipay.configured).toBe(false);
  });
});

describe('PUT /api/staff/settings/payment', () => {
  it('seals the keys, shows only fingerprints, and the storefront pays through Alipay at once', async () => {
    expect((await orderAndPay()).provider).toBe('sandbox');
    const response = await call('PUT', '/api/staff/settings/payment', owner, payment());
    expect(response.statusCode, response.body).toBe(200);
    const saved = envelope<PaymentSettings>(response).data;
    expect(saved).toEqual({
      provider: 'alipay',
      sandboxAllowed: true,
      alipay: {
        configured: true,
        appId: APP_ID,
        sandbox: false,
        privateKeySet: true,
        publicKeySet: true,
        appKeyFingerprint: fingerprint(merchant.publicKey),
        alipayPublicKeyFingerprint: fingerprint(alipay.publicKey),
        keysSetAt: clock.now().toISOString(),
      },
    });
    expect(await paymentSettings()).toEqual(saved);

    const row = await storedRow();
    expect(row?.alipay_private_key_sealed).toMatch(/^v1\./);
    expect(row?.alipay_private_key_sealed).not.toContain(bare(merchant.privateKey).slice(40, 80));
    expect(testSecretBox.decrypt(row?.alipay_private_key_sealed ?? '', `tenant:${demoId}:alipay-private-key`)).toBe(
      merchant.privateKey,
    );
    expect(row?.alipay_public_key).toBe(alipay.publicKey);

    const paid = await orderAndPay();
    expect(paid.provider).toBe('alipay');
    expect(paid.payUrl).toMatch(/^https:\/\/gateway\.test\/pay\?out_trade_no=/);
  });

  it('keeps the stored keys when the fields are left empty, and tries the stored ones', async () => {
    const sealed = (await storedRow())?.alipay_private_key_sealed;
    const keysSetAt = (await paymentSettings()).alipay.keysSetAt;
    clock.advance(60_000);
    const kept = await call(
      'PUT',
      '/api/staff/settings/payment',
      owner,
      payment({ privateKey: '', alipayPublicKey: '', sandbox: true }),
    );
    expect(envelope<PaymentSettings>(kept).data.alipay).toMatchObject({ configured: true, sandbox: true, keysSetAt });
    expect((await storedRow())?.alipay_private_key_sealed).toBe(sealed);

    const stored = envelope<PaymentTestResult>(await testKeys()).data;
    expect(stored).toMatchObject({ ok: true, reason: 'ok' });
    expect(tried.at(-1)).toEqual({
      appId: APP_ID,
      privateKey: merchant.privateKey,
      alipayPublicKey: alipay.publicKey,
      gateway: ALIPAY_SANDBOX_GATEWAY,
    });
    // A new Alipay public key given alone is tried with the stored private key.
    const wrongAnswerKey = envelope<PaymentTestResult>(await testKeys({ alipayPublicKey: stranger.publicKey })).data;
    expect(wrongAnswerKey).toMatchObject({ ok: false, reason: 'answer_signature' });
    expect(wrongAnswerKey.message).toContain('does not verify with the Alipay public key given');
  });

  it('refuses unreadable keys, the app’s own public key as Alipay’s, and Alipay without keys; nothing changes', async () => {
    const before = await storedRow();
    const unreadable = await call(
      'PUT',
      '/api/staff/settings/payment',
      owner,
      payment({ privateKey: 'MIIEv-not-a-key' }),
    );
    expect(unreadable.statusCode).toBe(400);
    expect(envelope(unreadable).fields).toEqual([
      {
        field: 'body.privateKey',
        message:
          "Paste your app's RSA2 private key (2048 bits or more) as PEM or as the base64 from Alipay's key tool; leave it empty to keep the saved one.",
      },
    ]);
    const own = await call(
      'PUT',
      '/api/staff/settings/payment',
      owner,
      payment({ privateKey: '', alipayPublicKey: bare(merchant.publicKey) }),
      { lang: 'zh-CN' },
    );
    expect(envelope(own).fields).toEqual([
      {
        field: 'body.alipayPublicKey',
        message: '这是您的应用公钥，请粘贴支付宝开放平台中与之并列显示的“支付宝公钥”。',
      },
    ]);
    const badAppId = await call('PUT', '/api/staff/settings/payment', owner, payment({ appId: '123' }));
    expect(envelope(badAppId).fields).toEqual([{ field: 'body.appId', message: 'An Alipay app id has 16 digits.' }]);
    expect(await storedRow()).toEqual(before);

    const novaOwner = await loginDemoUser(app, 'owner', 'nova.localhost');
    const noKeys = await call(
      'PUT',
      '/api/staff/settings/payment',
      novaOwner,
      payment({ privateKey: '', alipayPublicKey: '' }),
      { host: 'nova.localhost' },
    );
    expect(noKeys.statusCode).toBe(400);
    expect(envelope(noKeys).fields).toEqual([
      { field: 'body.privateKey', message: 'Needed to take payments with Alipay.' },
      { field: 'body.alipayPublicKey', message: 'Needed to take payments with Alipay.' },
    ]);
    const nova = envelope<StaffSettings>(
      await call('GET', '/api/staff/settings', novaOwner, undefined, { host: 'nova.localhost' }),
    ).data;
    expect(nova.payment).toMatchObject({ provider: 'sandbox', alipay: { configured: false, appId: '' } });
  });

  it('offers no sandbox where the server does not allow one', async () => {
    const production = await buildTestApp(
      database.db,
      { PAYMENT_SANDBOX_ENABLED: 'false' },
      { clock, paymentProviders: { alipay: alipayDouble } },
    );
    try {
      const token = await loginDemoUser(production, 'owner');
      const options = { target: production };
      const settings = envelope<StaffSettings>(
        await call('GET', '/api/staff/settings', token, undefined, options),
      ).data;
      expect(settings.payment.sandboxAllowed).toBe(false);
      for (const [body, field] of [
        [payment({ provider: 'sandbox', privateKey: '', alipayPublicKey: '' }), 'body.provider'],
        [payment({ privateKey: '', alipayPublicKey: '', sandbox: true }), 'body.sandbox'],
      ] as const) {
        const refused = await call('PUT', '/api/staff/settings/payment', token, body, options);
        expect(refused.statusCode).toBe(422);
        expect(envelope(refused)).toMatchObject({
          errorCode: 'BUSINESS_RULE',
          msg: 'This server does not allow sandbox payments: choose Alipay with real keys.',
          fields: [{ field }],
        });
      }
      const sandboxTest = await call('POST', '/api/staff/settings/payment/test', token, { sandbox: true }, options);
      expect(sandboxTest.statusCode).toBe(422);
      const production2 = await call(
        'PUT',
        '/api/staff/settings/payment',
        token,
        payment({ privateKey: '', alipayPublicKey: '' }),
        options,
      );
      expect(envelope<PaymentSettings>(production2).data).toMatchObject({
        provider: 'alipay',
        sandboxAllowed: false,
        alipay: { sandbox: false },
      });
    } finally {
      await production.close();
    }
  });
});

describe('PUT /api/staff/settings/sms', () => {
  const sms = (overrides: Record<string, unknown> = {}) => ({
    provider: 'aliyun',
    aliyun: {
      accessKeyId: 'LTAI5tExampleKeyId',
      accessKeySecret: SMS_SECRET,
      signName: '星游账号',
      templateCode: 'SMS_465391234',
      ...overrides,
    },
  });
  const sealedSecret = async () =>
    (
      await database.db
        .selectFrom('tenant_settings')
        .select('sms_aliyun_secret_sealed')
        .where('tenant_id', '=', demoId)
        .executeTakeFirstOrThrow()
    ).sms_aliyun_secret_sealed;

  it('stores the shop’s own Aliyun account with its secret sealed, shown only as set', async () => {
    const response = await call('PUT', '/api/staff/settings/sms', owner, sms());
    expect(response.statusCode, response.body).toBe(200);
    expect(envelope<SmsSettings>(response).data).toEqual({
      provider: 'aliyun',
      platformProvider: 'log',
      aliyun: {
        accessKeyId: 'LTAI5tExampleKeyId',
        signName: '星游账号',
        templateCode: 'SMS_465391234',
        secretConfigured: true,
        secretSetAt: clock.now().toISOString(),
      },
    });
    const sealed = await sealedSecret();
    expect(testSecretBox.decrypt(sealed ?? '', `tenant:${demoId}:sms-aliyun-secret`)).toBe(SMS_SECRET);

    const kept = await call('PUT', '/api/staff/settings/sms', owner, sms({ accessKeySecret: '', signName: '星游' }));
    expect(envelope<SmsSettings>(kept).data.aliyun).toMatchObject({ signName: '星游', secretConfigured: true });
    expect(await sealedSecret()).toBe(sealed);
  });

  it('needs every setting for the shop’s own account, and refuses a malformed template code', async () => {
    const novaOwner = await loginDemoUser(app, 'owner', 'nova.localhost');
    const incomplete = await call(
      'PUT',
      '/api/staff/settings/sms',
      novaOwner,
      sms({ accessKeySecret: '', signName: '' }),
      { host: 'nova.localhost' },
    );
    expect(incomplete.statusCode).toBe(400);
    expect(envelope(incomplete).fields).toEqual([
      { field: 'body.aliyun.accessKeySecret', message: 'Needed to send codes through your own Aliyun SMS account.' },
      { field: 'body.aliyun.signName', message: 'Needed to send codes through your own Aliyun SMS account.' },
    ]);
    const malformed = await call('PUT', '/api/staff/settings/sms', owner, sms({ templateCode: '465391234' }));
    expect(envelope(malformed).fields).toEqual([
      { field: 'body.aliyun.templateCode', message: 'A template code looks like SMS_123456789.' },
    ]);
    const back = await call('PUT', '/api/staff/settings/sms', owner, {
      ...sms({ accessKeySecret: '' }),
      provider: 'platform',
    });
    expect(envelope<SmsSettings>(back).data).toMatchObject({
      provider: 'platform',
      aliyun: { secretConfigured: true },
    });
  });
});

describe('secrets', () => {
  it('never appear in an answer, a log line or the audit log', async () => {
    const auditRows = await database.db
      .selectFrom('staff_audit_log')
      .selectAll()
      .where('tenant_id', '=', demoId)
      .execute();
    expect(auditRows.some((row) => row.route === '/api/staff/settings/payment')).toBe(true);
    const secrets = [bare(merchant.privateKey).slice(100, 160), bare(stranger.privateKey).slice(100, 160), SMS_SECRET];
    const places = { answers: answers.join('\n'), logs: logs.join('\n'), audit: JSON.stringify(auditRows) };
    expect(places.answers.length).toBeGreaterThan(1000);
    expect(places.logs).toContain('/api/staff/settings/payment');
    for (const [place, text] of Object.entries(places)) {
      for (const secret of secrets) expect(text.includes(secret), `${place} holds a secret`).toBe(false);
    }
  });
});
