import type { LabelType, ListingDetail } from '@gs/shared/listings';
import type { OrderConfirm } from '@gs/shared/orders';
import type {
  StaffDictEntry,
  StaffDictMissingEntry,
  StaffDictPage,
  StaffDictType,
  StaffLabel,
  StaffLabelPage,
} from '@gs/shared/staff-catalogue';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createTestDatabase, envelope, type TestDatabase } from '../../../test/helpers.ts';
import { tenantIdOf } from '../../../test/identity-helpers.ts';
import { apiCaller, loginStaffParties } from '../../../test/staff-route-fixtures.ts';
import { contextOf, insertTestListing, movableClock, verifiedBuyer } from '../../../test/trade-fixtures.ts';

let database: TestDatabase;
let app: FastifyInstance;
let owner: string;
let operator: string;
let buyer: string;
let novaOwner: string;
let demoId: number;
const clock = movableClock();

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildTestApp(database.db, {}, { clock });
  demoId = await tenantIdOf(database.db, 'demo');
  ({ owner, operator, buyer, novaOwner } = await loginStaffParties(app));
});
afterAll(async () => {
  await app.close();
  await database.drop();
});

const call = apiCaller(() => app);
const publicLabels = async () => envelope<LabelType[]>(await call('GET', '/account/config/labelType', null)).data;
const labelsPage = async () =>
  envelope<StaffLabelPage>(await call('GET', '/staff/catalogue/labels?pageSize=100', owner)).data;
const dictRows = async (dictType: string) =>
  envelope<StaffDictPage>(await call('GET', `/staff/catalogue/dictionaries?dictType=${dictType}&pageSize=200`, owner))
    .data.rows;
const dictRow = async (dictType: string, value: string) => {
  const row = (await dictRows(dictType)).find((candidate) => candidate.value === value);
  if (!row) throw new Error(`no ${dictType}/${value}`);
  return row;
};

describe('staff catalogue labels and dictionaries: guards', () => {
  it('answers 401 signed out, 403 to a buyer and to an operator', async () => {
    for (const [method, url] of [
      ['GET', '/staff/catalogue/labels'],
      ['POST', '/staff/catalogue/labels'],
      ['PUT', '/staff/catalogue/labels/1'],
      ['PUT', '/staff/catalogue/labels/1/enabled'],
      ['GET', '/staff/catalogue/dictionaries'],
      ['GET', '/staff/catalogue/dictionaries/types'],
      ['PUT', '/staff/catalogue/dictionaries/1'],
      ['PUT', '/staff/catalogue/dictionaries/1/enabled'],
      ['GET', '/staff/catalogue/dictionaries/missing'],
      ['POST', '/staff/catalogue/dictionaries'],
    ] as const) {
      const body = method === 'GET' ? undefined : {};
      expect((await call(method, url, null, body)).statusCode, url).toBe(401);
      expect((await call(method, url, buyer, body)).statusCode, url).toBe(403);
      expect((await call(method, url, operator, body)).statusCode, url).toBe(403);
    }
  });

  it('keeps shops apart: another shop’s owner gets 404 for this shop’s label types and dictionary rows', async () => {
    const label = (await labelsPage()).rows[0] as StaffLabel;
    const fee = await dictRow('trade_fee', 'service_fee_fen');
    const nova = (url: string, body: unknown) => call('PUT', url, novaOwner, body, 'nova.localhost');
    expect((await nova(`/staff/catalogue/labels/${label.id}`, { name: 'Mine', color: '#000000' })).statusCode).toBe(
      404,
    );
    expect((await nova(`/staff/catalogue/labels/${label.id}/enabled`, { enabled: false })).statusCode).toBe(404);
    expect((await nova(`/staff/catalogue/dictionaries/${fee.id}`, { label: '1' })).statusCode).toBe(404);
    expect((await nova(`/staff/catalogue/dictionaries/${fee.id}/enabled`, { enabled: false })).statusCode).toBe(404);
    const novaRows = envelope<StaffDictPage>(
      await call('GET', '/staff/catalogue/dictionaries?pageSize=200', novaOwner, undefined, 'nova.localhost'),
    ).data.rows;
    expect(novaRows.some((row) => row.id === fee.id)).toBe(false);
    expect((await dictRow('trade_fee', 'service_fee_fen')).label).toBe('800');
  });
});

describe('staff catalogue label types', () => {
  it('creates, edits and disables a label type; the storefront list follows at once, listings keep the badge', async () => {
    const created = envelope<StaffLabel>(
      await call('POST', '/staff/catalogue/labels', owner, {
        name: 'Fresh badge',
        color: '#13c2c2',
        description: 'New',
        sort: 9,
      }),
    ).data;
    expect(created).toMatchObject({ name: 'Fresh badge', enabled: true });
    expect((await publicLabels()).map((label) => label.name)).toContain('Fresh badge');

    const duplicate = await call('POST', '/staff/catalogue/labels', owner, { name: 'Fresh badge', color: '#000000' });
    expect(duplicate.statusCode).toBe(409);
    expect(envelope(duplicate).fields?.[0]).toEqual({
      field: 'body.name',
      message: 'This shop already has a label type called "Fresh badge".',
    });
    expect((await call('POST', '/staff/catalogue/labels', owner, { name: 'Bad', color: 'red' })).statusCode).toBe(400);

    const edited = envelope<StaffLabel>(
      await call('PUT', `/staff/catalogue/labels/${created.id}`, owner, {
        name: 'Renamed badge',
        color: '#eb2f96',
        description: 'Changed',
        sort: 3,
      }),
    ).data;
    expect(edited).toMatchObject({ name: 'Renamed badge', color: '#eb2f96', sort: 3 });
    expect((await publicLabels()).find((label) => label.id === created.id)?.name).toBe('Renamed badge');

    const listingId = await insertTestListing(database.db, demoId);
    await database.db
      .updateTable('listings')
      .set({ label_ids: [created.id] })
      .where('tenant_id', '=', demoId)
      .where('id', '=', listingId)
      .execute();
    const disabled = await call('PUT', `/staff/catalogue/labels/${created.id}/enabled`, owner, { enabled: false });
    expect(envelope<StaffLabel>(disabled).data.enabled).toBe(false);
    expect((await publicLabels()).some((label) => label.id === created.id)).toBe(false);
    expect((await labelsPage()).rows.find((label) => label.id === created.id)?.enabled).toBe(false);
    const detail = envelope<ListingDetail>(await call('GET', `/web/good/info?id=${listingId}`, null)).data;
    expect(detail.badges).toContainEqual(
      expect.objectContaining({ type: 'label', label: 'Renamed badge', color: '#eb2f96' }),
    );

    await call('PUT', `/staff/catalogue/labels/${created.id}/enabled`, owner, { enabled: true });
    expect((await publicLabels()).some((label) => label.id === created.id)).toBe(true);
  });
});

describe('staff catalogue dictionaries', () => {
  it('lists the shop’s dictionary types with their counts and the rows of one type, disabled ones too', async () => {
    const types = envelope<StaffDictType[]>(await call('GET', '/staff/catalogue/dictionaries/types', owner)).data;
    expect(types.map((type) => type.dictType)).toEqual(expect.arrayContaining(['trade_fee', 'goods_kind']));
    const fees = await dictRows('trade_fee');
    expect(fees.length).toBe(types.find((type) => type.dictType === 'trade_fee')?.count);
    expect(fees.every((row) => row.dictType === 'trade_fee' && row.enabled)).toBe(true);
    const page = envelope<StaffDictPage>(
      await call('GET', '/staff/catalogue/dictionaries?dictType=trade_fee&pageSize=5&pageNum=2', owner),
    ).data;
    expect(page.total).toBe(fees.length);
    expect(page.rows.map((row) => row.id)).toEqual(fees.slice(5, 10).map((row) => row.id));
  });

  it('changes a trade fee that the next order confirmation uses at once; disabling it falls back to the default', async () => {
    const buyerCtx = await contextOf(database.db, demoId, clock);
    const shopper = await verifiedBuyer(buyerCtx, '13955520001');
    const goodsId = await insertTestListing(database.db, demoId);
    const confirm = async () =>
      envelope<OrderConfirm>(await call('GET', `/order/confirm?goodsId=${goodsId}`, shopper.token)).data;
    expect((await confirm()).serviceFee).toBe(800);

    const fee = await dictRow('trade_fee', 'service_fee_fen');
    const changed = await call('PUT', `/staff/catalogue/dictionaries/${fee.id}`, owner, { label: '1200' });
    expect(envelope<StaffDictEntry>(changed).data).toMatchObject({ label: '1200', value: 'service_fee_fen' });
    expect((await confirm()).serviceFee).toBe(1200);

    await call('PUT', `/staff/catalogue/dictionaries/${fee.id}/enabled`, owner, { enabled: false });
    expect((await dictRow('trade_fee', 'service_fee_fen')).enabled).toBe(false);
    expect((await confirm()).serviceFee).toBe(800);
    await call('PUT', `/staff/catalogue/dictionaries/${fee.id}/enabled`, owner, { enabled: true });
    expect((await confirm()).serviceFee).toBe(1200);
  });

  it('checks each trade-fee number against its unit: rates 0–10000 bp, fen ≥ 0, hours 1–168', async () => {
    const refuse = async (value: string, label: string, lang = 'en-US') => {
      const row = await dictRow('trade_fee', value);
      const response = await call(
        'PUT',
        `/staff/catalogue/dictionaries/${row.id}`,
        owner,
        { label },
        'localhost',
        lang,
      );
      expect(response.statusCode, `${value}=${label}`).toBe(400);
      return envelope(response).fields?.[0];
    };
    expect(await refuse('retrieval_rate_bp', '10001')).toEqual({
      field: 'body.label',
      message: 'Enter a rate from 0 to 10000 basis points (100 basis points = 1%).',
    });
    expect((await refuse('retrieval_rate_bp', '10001', 'zh-CN'))?.message).toBe(
      '请输入 0 到 10000 个基点之间的费率（100 个基点 = 1%）。',
    );
    expect((await refuse('face_min_fen', '-1'))?.message).toBe(
      'Enter an amount from ¥0.00 to ¥99999999.99, to the fen.',
    );
    expect(await refuse('face_min_fen', '12.5')).toMatchObject({ field: 'body.label' });
    expect((await refuse('recycle_payment_hours', '0'))?.message).toBe('Enter a whole number of hours from 1 to 168.');
    expect(await refuse('withdraw_min_fen', '0')).toMatchObject({ field: 'body.label' });
    expect((await dictRow('trade_fee', 'retrieval_rate_bp')).label).toBe('1000');

    const rate = await dictRow('trade_fee', 'retrieval_rate_bp');
    const ok = await call('PUT', `/staff/catalogue/dictionaries/${rate.id}`, owner, { label: '10000' });
    expect(ok.statusCode).toBe(200);
    await call('PUT', `/staff/catalogue/dictionaries/${rate.id}`, owner, { label: '1000' });
  });

  it('changes a text label (a listing kind’s badge) that listings show at once', async () => {
    const listingId = await insertTestListing(database.db, demoId, { kind: 'self_operated' });
    const kindBadge = async () =>
      // In the shop's language: an English reader sees a default Chinese badge in English (catalogue-languages).
      envelope<ListingDetail>(
        await call('GET', `/web/good/info?id=${listingId}`, null, undefined, 'localhost', 'zh-CN'),
      ).data.badges.find((badge) => badge.type === 'kind')?.label;
    const before = await kindBadge();
    const row = await dictRow('goods_kind', 'self_operated');
    expect(row.label).toBe(before);
    await call('PUT', `/staff/catalogue/dictionaries/${row.id}`, owner, { label: '官方自营' });
    expect(await kindBadge()).toBe('官方自营');
    const empty = await call('PUT', `/staff/catalogue/dictionaries/${row.id}`, owner, { label: '  ' });
    expect(empty.statusCode).toBe(400);
  });

  it('adds a known key the shop lacks, checked like an edit; lists only the keys still missing', async () => {
    // A shop seeded before these keys existed.
    await database.db
      .deleteFrom('dict_data')
      .where('tenant_id', '=', demoId)
      .where((eb) =>
        eb.or([
          eb.and([
            eb('dict_type', '=', 'trade_fee'),
            eb('value', 'in', ['bid_commission_rate_bp', 'recycle_payment_hours']),
          ]),
          eb.and([eb('dict_type', '=', 'goods_state'), eb('value', '=', 'unavailable')]),
        ]),
      )
      .execute();
    const missing = async () =>
      envelope<StaffDictMissingEntry[]>(await call('GET', '/staff/catalogue/dictionaries/missing', owner)).data;
    expect(await missing()).toEqual([
      { dictType: 'trade_fee', value: 'bid_commission_rate_bp', label: '500' },
      { dictType: 'trade_fee', value: 'recycle_payment_hours', label: '24' },
      { dictType: 'goods_state', value: 'unavailable', label: 'Unavailable' },
    ]);
    // Another shop has every key: nothing missing there, and its rows are not this shop's.
    const novaMissing = await call(
      'GET',
      '/staff/catalogue/dictionaries/missing',
      novaOwner,
      undefined,
      'nova.localhost',
    );
    expect(envelope<StaffDictMissingEntry[]>(novaMissing).data).toEqual([]);
    const novaAdd = await call(
      'POST',
      '/staff/catalogue/dictionaries',
      novaOwner,
      { dictType: 'trade_fee', value: 'bid_commission_rate_bp', label: '600' },
      'nova.localhost',
    );
    expect(novaAdd.statusCode).toBe(409);

    const add = (body: Record<string, string>, lang = 'en-US') =>
      call('POST', '/staff/catalogue/dictionaries', owner, body, 'localhost', lang);
    const unknown = await add({ dictType: 'trade_fee', value: 'free_money_fen', label: '1' });
    expect(unknown.statusCode).toBe(400);
    expect(envelope(unknown).fields?.[0]?.field).toBe('body.value');
    const unknownType = await add({ dictType: 'rebind_steps', value: '1', label: 'Phone' });
    expect(envelope(unknownType).fields?.[0]?.field).toBe('body.value');
    const outOfRange = await add({ dictType: 'trade_fee', value: 'recycle_payment_hours', label: '169' });
    expect(outOfRange.statusCode).toBe(400);
    expect(envelope(outOfRange).fields?.[0]).toEqual({
      field: 'body.label',
      message: 'Enter a whole number of hours from 1 to 168.',
    });
    const rateZh = await add({ dictType: 'trade_fee', value: 'bid_commission_rate_bp', label: '10001' }, 'zh-CN');
    expect(envelope(rateZh).fields?.[0]?.message).toBe('请输入 0 到 10000 个基点之间的费率（100 个基点 = 1%）。');
    const taken = await add({ dictType: 'trade_fee', value: 'service_fee_fen', label: '900' });
    expect(taken.statusCode).toBe(409);
    expect(envelope(taken).fields?.[0]?.field).toBe('body.value');
    expect((await dictRow('trade_fee', 'service_fee_fen')).label).not.toBe('900');

    const added = await add({ dictType: 'trade_fee', value: 'bid_commission_rate_bp', label: '650' });
    expect(added.statusCode, added.body).toBe(200);
    expect(envelope<StaffDictEntry>(added).data).toMatchObject({
      dictType: 'trade_fee',
      value: 'bid_commission_rate_bp',
      label: '650',
      enabled: true,
      sort: 10,
    });
    const text = await add({ dictType: 'goods_state', value: 'unavailable', label: 'Reserved' });
    expect(envelope<StaffDictEntry>(text).data).toMatchObject({ label: 'Reserved', sort: 2 });
    expect(await missing()).toEqual([{ dictType: 'trade_fee', value: 'recycle_payment_hours', label: '24' }]);

    const audit = await database.db
      .selectFrom('staff_audit_log')
      .selectAll()
      .where('tenant_id', '=', demoId)
      .where('route', '=', '/api/staff/catalogue/dictionaries')
      .orderBy('id')
      .execute();
    expect(audit.map((row) => row.after)).toEqual([
      expect.objectContaining({ value: 'bid_commission_rate_bp', label: '650' }),
      expect.objectContaining({ value: 'unavailable', label: 'Reserved' }),
    ]);
  });
});
