import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../../test/helpers.ts';
import { tenantIdOf, userIdOf } from '../../../../test/identity-helpers.ts';
import { idPhotosOf, privateUploadOf } from '../../../../test/private-upload-fixtures.ts';
import { contextOf, movableClock, testSecretBox, validIdNumber } from '../../../../test/trade-fixtures.ts';
import type { Database } from '../../../db/database.ts';
import type { RequestContext } from '../../../lib/context.ts';
import { getProfile } from '../profile/profile.service.ts';
import { createUser } from '../users/users.service.ts';
import { createChinaIdVerifier, type IdentityVerifier } from './id-verifier.ts';
import { maskIdNumber, maskName } from './masking.ts';
import {
  assertRealNameLevelTwo,
  hasRealNameLevelTwo,
  MAX_USERS_PER_ID,
  type RealNameDeps,
  reviewRealNameTwo,
  submitRealNameTwo,
  verifyRealName,
} from './realname.service.ts';

let database: TestDatabase;
let db: Kysely<Database>;
let demoId: number;
let demo: RequestContext;
let nova: RequestContext;
let operatorId: number;
const clock = movableClock(new Date('2026-11-23T04:00:00Z'));
const deps: RealNameDeps = { secretBox: testSecretBox, verifier: createChinaIdVerifier() };
let phoneSequence = 0;

beforeAll(async () => {
  database = await createTestDatabase();
  db = database.db;
  demoId = await tenantIdOf(db, 'demo');
  demo = await contextOf(db, demoId, clock);
  nova = await contextOf(db, await tenantIdOf(db, 'nova'), clock);
  operatorId = await userIdOf(db, 'demo', 'operator');
});
afterAll(async () => {
  await database.drop();
});

async function newUser(ctx: RequestContext = demo): Promise<number> {
  phoneSequence += 1;
  const user = await createUser(db, ctx.tenantId, {
    phone: `1397781${String(phoneSequence).padStart(4, '0')}`,
    password: 'Secret123',
  });
  return user.id;
}

/** An ID number with a correct check character for any region, birth date and sequence. */
function idNumberOf(region: string, birth: string, sequence = '123'): string {
  const body = `${region}${birth}${sequence}`;
  const weights = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
  const sum = [...body].reduce((acc, digit, i) => acc + Number(digit) * (weights[i] ?? 0), 0);
  return body + '10X98765432'[sum % 11];
}

const verificationRow = (tenantId: number, userId: number) =>
  db
    .selectFrom('real_name_verifications')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('user_id', '=', userId)
    .executeTakeFirst();

describe('masking', () => {
  it('keeps only the first character of a name', () => {
    expect(maskName('张三')).toBe('张*');
    expect(maskName('欧阳娜娜')).toBe('欧***');
    expect(maskName('  Li Lei ')).toBe('L*****');
    expect(maskName('𠀋𠀌')).toBe('𠀋*');
    expect(maskName('王')).toBe('*');
  });

  it('keeps the first and last four characters of an ID number', () => {
    expect(maskIdNumber('11010519491231002X')).toBe('1101**********002X');
    expect(maskIdNumber('123456789')).toBe('1234*6789');
    expect(maskIdNumber('12345678')).toBe('********');
  });
});

describe('level one: name and ID number', () => {
  it('stores name and number only sealed (bound to the user) and answers them masked', async () => {
    const userId = await newUser();
    const idNumber = idNumberOf('110105', '19900307');
    await verifyRealName({ ...demo, userId }, deps, { name: '张三丰', idNumber });

    const row = await verificationRow(demoId, userId);
    expect(row).toMatchObject({ name_masked: '张**', id_number_masked: `1101**********${idNumber.slice(-4)}` });
    const stored = JSON.stringify(row);
    expect(stored).not.toContain(idNumber);
    expect(stored).not.toContain(idNumber.slice(4, 14));
    expect(stored).not.toContain('张三丰');
    const aad = `tenant:${demoId}:user:${userId}`;
    expect(testSecretBox.decrypt(row?.id_number_sealed ?? '', aad)).toBe(idNumber);
    expect(testSecretBox.decrypt(row?.name_sealed ?? '', aad)).toBe('张三丰');
    // Sealed for this user: the same value does not open as another user's.
    expect(() => testSecretBox.decrypt(row?.id_number_sealed ?? '', `tenant:${demoId}:user:${userId + 1}`)).toThrow();

    const profile = await getProfile({ ...demo, userId }, { maskPhone: true });
    expect(profile.realName).toMatchObject({
      status: 'verified',
      name: '张**',
      idNumber: `1101**********${idNumber.slice(-4)}`,
    });
    expect(JSON.stringify(profile)).not.toContain(idNumber);
  });

  it('refuses a second verification of the same user (409)', async () => {
    const userId = await newUser();
    await verifyRealName({ ...demo, userId }, deps, { name: '李四', idNumber: validIdNumber(201) });
    await expect(
      verifyRealName({ ...demo, userId }, deps, { name: '王五', idNumber: validIdNumber(202) }),
    ).rejects.toMatchObject({ status: 409, errorCode: 'CONFLICT', messageKey: 'realNameAlready' });
    expect((await verificationRow(demoId, userId))?.name_masked).toBe('李*');
  });

  it('refuses what the number itself disproves, each with its own sentence on the idNumber field', async () => {
    const userId = await newUser();
    const valid = idNumberOf('110105', '19900307');
    const cases: [string, string][] = [
      [valid.slice(0, 17), 'realNameFormat'],
      [`${valid.slice(0, 17)}x`, 'realNameFormat'],
      [`${valid.slice(0, 17)}${valid.endsWith('1') ? '2' : '1'}`, 'realNameChecksum'],
      [idNumberOf('110105', '19900230'), 'realNameBirthDate'],
      [idNumberOf('990105', '19900307'), 'realNameRegion'],
    ];
    for (const [idNumber, messageKey] of cases) {
      await expect(
        verifyRealName({ ...demo, userId }, deps, { name: '张三', idNumber }),
        idNumber,
      ).rejects.toMatchObject({
        status: 422,
        errorCode: 'REAL_NAME_REJECTED',
        messageKey,
        fields: [{ field: 'body.idNumber', message: '' }],
      });
    }
    expect(await verificationRow(demoId, userId)).toBeUndefined();
  });

  it('accepts an 18th birthday today (China time) and refuses the day before', async () => {
    // 04:00 UTC on 23 November 2026 is already noon in Beijing.
    const adult = await newUser();
    await verifyRealName({ ...demo, userId: adult }, deps, {
      name: '张三',
      idNumber: idNumberOf('110101', '20081123'),
    });
    const minor = await newUser();
    await expect(
      verifyRealName({ ...demo, userId: minor }, deps, { name: '张三', idNumber: idNumberOf('110101', '20081124') }),
    ).rejects.toMatchObject({ status: 422, errorCode: 'REAL_NAME_REJECTED', messageKey: 'realNameUnderage' });
    expect(await verificationRow(demoId, minor)).toBeUndefined();
  });

  it('answers a registry’s "no match" as rejected, and lets an outage through without storing anything', async () => {
    const userId = await newUser();
    const idNumber = validIdNumber(301);
    const noMatch: IdentityVerifier = { verify: async () => ({ ok: false, reason: 'rejected' }) };
    await expect(
      verifyRealName({ ...demo, userId }, { ...deps, verifier: noMatch }, { name: '张三', idNumber }),
    ).rejects.toMatchObject({ status: 422, messageKey: 'realNameRejected' });
    const down: IdentityVerifier = {
      verify: async () => {
        throw new Error('registry unreachable');
      },
    };
    await expect(
      verifyRealName({ ...demo, userId }, { ...deps, verifier: down }, { name: '张三', idNumber }),
    ).rejects.toThrow('registry unreachable');
    expect(await verificationRow(demoId, userId)).toBeUndefined();
  });

  it(`lets one ID number verify at most ${MAX_USERS_PER_ID} users of a tenant; another tenant counts its own`, async () => {
    const idNumber = idNumberOf('310104', '19851120', '456');
    for (let i = 0; i < MAX_USERS_PER_ID; i++) {
      await verifyRealName({ ...demo, userId: await newUser() }, deps, { name: '李四', idNumber });
    }
    const fourth = await newUser();
    await expect(verifyRealName({ ...demo, userId: fourth }, deps, { name: '李四', idNumber })).rejects.toMatchObject({
      status: 422,
      errorCode: 'REAL_NAME_REJECTED',
      messageKey: 'realNameIdLimit',
      params: { max: MAX_USERS_PER_ID },
    });
    expect(await verificationRow(demoId, fourth)).toBeUndefined();
    const elsewhere = await newUser(nova);
    await verifyRealName({ ...nova, userId: elsewhere }, deps, { name: '李四', idNumber });
    expect(await verificationRow(nova.tenantId, elsewhere)).toBeDefined();
  });

  it('holds the limit when several users verify the same number at the same moment', async () => {
    const idNumber = idNumberOf('320102', '19880808', '789');
    const users = await Promise.all(Array.from({ length: MAX_USERS_PER_ID + 2 }, () => newUser()));
    // The verifier holds every call until all have arrived, so they reach the limit check together.
    let arrived = 0;
    let releaseAll: () => void = () => undefined;
    const allArrived = new Promise<void>((resolve) => {
      releaseAll = resolve;
    });
    const together: IdentityVerifier = {
      async verify(input, now) {
        arrived += 1;
        if (arrived === users.length) releaseAll();
        await allArrived;
        return deps.verifier.verify(input, now);
      },
    };
    const results = await Promise.allSettled(
      users.map((userId) =>
        verifyRealName({ ...demo, userId }, { ...deps, verifier: together }, { name: '赵六', idNumber }),
      ),
    );
    const refusals = results.flatMap((result) => (result.status === 'rejected' ? [result.reason] : []));
    expect(refusals).toEqual([
      expect.objectContaining({ messageKey: 'realNameIdLimit' }),
      expect.objectContaining({ messageKey: 'realNameIdLimit' }),
    ]);
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(MAX_USERS_PER_ID);
    const stored = await db
      .selectFrom('real_name_verifications')
      .select('user_id')
      .where('tenant_id', '=', demoId)
      .where('id_number_index', '=', testSecretBox.blindIndex(idNumber, 'id-number'))
      .execute();
    expect(stored).toHaveLength(MAX_USERS_PER_ID);
  });
});

describe('level two: ID photos reviewed by staff', () => {
  const photos = (userId: number) => idPhotosOf(demo, userId);

  async function verifiedUser(ctx: RequestContext = demo) {
    const userId = await newUser(ctx);
    await verifyRealName({ ...ctx, userId }, deps, { name: '张三', idNumber: validIdNumber(400 + phoneSequence) });
    return userId;
  }

  const latestReview = (tenantId: number, userId: number) =>
    db
      .selectFrom('real_name_reviews')
      .selectAll()
      .where('tenant_id', '=', tenantId)
      .where('user_id', '=', userId)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();

  it('needs level one first and the user’s own private uploads made for real name', async () => {
    const unverified = await newUser();
    await expect(submitRealNameTwo({ ...demo, userId: unverified }, await photos(unverified))).rejects.toMatchObject({
      status: 422,
      messageKey: 'realNameNeedsLevelOne',
    });
    const userId = await verifiedUser();
    const own = await photos(userId);
    const someoneElses = await privateUploadOf(demo, unverified);
    const novaUser = await newUser(nova);
    const otherTenants = await privateUploadOf(nova, novaUser);
    const sellingProof = await privateUploadOf(demo, userId, 'selling-proof');
    for (const input of [
      { ...own, backImage: someoneElses },
      { ...own, frontImage: otherTenants },
      { ...own, frontImage: sellingProof },
      { ...own, frontImage: 'private:00000000-0000-4000-8000-000000000000' },
      // A public upload's URL (what this call took before private uploads) is no longer an ID photo.
      { ...own, frontImage: `/uploads/u/${demoId}/${userId}/2026-11/front.webp` },
    ]) {
      await expect(submitRealNameTwo({ ...demo, userId }, input)).rejects.toMatchObject({
        errorCode: 'UPLOAD_REJECTED',
        messageKey: 'uploadNotOwned',
      });
    }
    const reviews = await db.selectFrom('real_name_reviews').select('id').where('user_id', '=', userId).execute();
    expect(reviews).toEqual([]);
  });

  it('queues one pending review per user; a rejection needs a reason; a decided review cannot be decided again', async () => {
    const userId = await verifiedUser();
    const first = await photos(userId);
    await submitRealNameTwo({ ...demo, userId }, first);
    await expect(submitRealNameTwo({ ...demo, userId }, await photos(userId))).rejects.toMatchObject({
      status: 409,
      messageKey: 'realNameReviewPending',
    });
    const pending = await latestReview(demoId, userId);
    expect(pending).toMatchObject({ status: 'pending', front_image: first.frontImage });

    for (const reason of [undefined, '', '   ']) {
      await expect(
        reviewRealNameTwo({ ...demo, userId: operatorId }, pending.id, { approve: false, reason }),
      ).rejects.toMatchObject({
        status: 400,
        errorCode: 'VALIDATION_FAILED',
        messageKey: 'reviewReasonRequired',
        fields: [{ field: 'body.reason', message: '' }],
      });
    }
    await reviewRealNameTwo({ ...demo, userId: operatorId }, pending.id, { approve: false, reason: '  照片模糊 ' });
    expect(await latestReview(demoId, userId)).toMatchObject({
      status: 'rejected',
      reason: '照片模糊',
      reviewed_by: operatorId,
      reviewed_at: clock.now(),
    });
    expect((await getProfile({ ...demo, userId }, { maskPhone: true })).realNameTwo).toMatchObject({
      status: 'rejected',
      reason: '照片模糊',
    });
    await expect(
      reviewRealNameTwo({ ...demo, userId: operatorId }, pending.id, { approve: true }),
    ).rejects.toMatchObject({
      status: 404,
    });

    await submitRealNameTwo({ ...demo, userId }, await photos(userId));
    const again = await latestReview(demoId, userId);
    await reviewRealNameTwo({ ...demo, userId: operatorId }, again.id, {
      approve: true,
      reason: 'ignored on approval',
    });
    expect(await latestReview(demoId, userId)).toMatchObject({ status: 'approved', reason: null });
    expect((await getProfile({ ...demo, userId }, { maskPhone: true })).realNameTwo.status).toBe('approved');
  });

  it('counts as level two only once a review is approved, in the user’s own tenant; the refusal links the page', async () => {
    const userId = await verifiedUser();
    const refusal = { status: 422, errorCode: 'REAL_NAME_REQUIRED', messageKey: 'recycleNeedsRealNameTwo' };
    const link = { extra: { link: '/pages/BasicInformation' } };
    await expect(assertRealNameLevelTwo({ ...demo, userId }, 'recycleNeedsRealNameTwo')).rejects.toMatchObject({
      ...refusal,
      ...link,
    });
    await submitRealNameTwo({ ...demo, userId }, await photos(userId));
    expect(await hasRealNameLevelTwo(demo, userId)).toBe(false);
    await reviewRealNameTwo({ ...demo, userId: operatorId }, (await latestReview(demoId, userId)).id, {
      approve: true,
    });
    expect(await hasRealNameLevelTwo(demo, userId)).toBe(true);
    await expect(assertRealNameLevelTwo({ ...demo, userId }, 'recycleNeedsRealNameTwo')).resolves.toBeUndefined();
    expect(await hasRealNameLevelTwo(nova, userId)).toBe(false);
  });

  it('staff of another tenant cannot decide this tenant’s review', async () => {
    const userId = await verifiedUser();
    await submitRealNameTwo({ ...demo, userId }, await photos(userId));
    const review = await latestReview(demoId, userId);
    const novaOperator = await userIdOf(db, 'nova', 'operator');
    await expect(
      reviewRealNameTwo({ ...nova, userId: novaOperator }, review.id, { approve: true }),
    ).rejects.toMatchObject({
      status: 404,
      errorCode: 'NOT_FOUND',
    });
    expect((await latestReview(demoId, userId)).status).toBe('pending');
  });
});
