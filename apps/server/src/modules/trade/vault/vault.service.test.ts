import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, TEST_KEYS, type TestDatabase } from '../../../../test/helpers.ts';
import { tenantIdOf, userIdOf } from '../../../../test/identity-helpers.ts';
import { insertTestListing, testSecretBox } from '../../../../test/trade-fixtures.ts';
import type { Database } from '../../../db/database.ts';
import { createSecretBox, parseKeyring } from '../../../lib/secret-box.ts';
import { revealCredentials, storeCredentials } from './vault.service.ts';

let database: TestDatabase;
let db: Kysely<Database>;
let demoId: number;
let novaId: number;
let operatorId: number;
let buyerId: number;
const at = new Date('2026-11-23T08:00:00Z');
const secret = { login: 'qq55667788', password: 'Hunter2-Very-Secret', notes: 'answer: blue whale' };

beforeAll(async () => {
  database = await createTestDatabase();
  db = database.db;
  demoId = await tenantIdOf(db, 'demo');
  novaId = await tenantIdOf(db, 'nova');
  operatorId = await userIdOf(db, 'demo', 'operator');
  buyerId = await userIdOf(db, 'demo', 'buyer');
});
afterAll(async () => {
  await database.drop();
});

const emptyListing = (tenantId = demoId) => insertTestListing(db, tenantId, { credentials: false });
const storedRow = (tenantId: number, listingId: number) =>
  db
    .selectFrom('listing_credentials')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('listing_id', '=', listingId)
    .executeTakeFirst();
const reads = (listingId: number) =>
  db
    .selectFrom('credential_reads')
    .select(['tenant_id', 'order_id', 'user_id', 'purpose', 'at'])
    .where('listing_id', '=', listingId)
    .orderBy('id')
    .execute();

describe('sealing', () => {
  it('stores no plaintext: the row holds a versioned AES-GCM value under the active key id', async () => {
    const listing = await emptyListing();
    await storeCredentials(db, testSecretBox, demoId, listing, secret, at, { userId: operatorId });
    const row = await storedRow(demoId, listing);
    expect(row).toMatchObject({ key_id: 'test', updated_by: operatorId, updated_at: at });
    expect(row?.sealed).toMatch(/^v1\.test\.[\w-]+\.[\w-]+\.[\w-]+$/);
    const text = JSON.stringify(row);
    for (const part of [secret.login, secret.password, secret.notes, 'blue whale']) expect(text).not.toContain(part);
    expect(
      await revealCredentials(db, testSecretBox, demoId, listing, { userId: buyerId, purpose: 'buyer_reveal' }, at),
    ).toEqual(secret);
  });

  it('refuses malformed credentials without storing anything', async () => {
    const listing = await emptyListing();
    await expect(
      storeCredentials(db, testSecretBox, demoId, listing, { login: '', password: 'x', notes: '' }, at, null),
    ).rejects.toThrow();
    expect(await storedRow(demoId, listing)).toBeUndefined();
  });

  it('binds the sealed value to its tenant and listing: copied to another row it does not open', async () => {
    const listing = await emptyListing();
    const other = await emptyListing();
    await storeCredentials(db, testSecretBox, demoId, listing, secret, at, null);
    const row = await storedRow(demoId, listing);
    await db
      .insertInto('listing_credentials')
      .values({ tenant_id: demoId, listing_id: other, sealed: row?.sealed ?? '', key_id: 'test', updated_at: at })
      .execute();
    await expect(
      revealCredentials(db, testSecretBox, demoId, other, { userId: operatorId, purpose: 'staff_read' }, at),
    ).rejects.toThrow('Secret could not be decrypted');
    expect(await reads(other)).toEqual([]);
  });
});

describe('replacement', () => {
  it('replaces the listing’s credentials in place, recording who wrote them; a system write is not audited', async () => {
    const listing = await emptyListing();
    await storeCredentials(db, testSecretBox, demoId, listing, secret, at, null);
    const first = await storedRow(demoId, listing);
    expect(first?.updated_by).toBeNull();
    expect(await reads(listing)).toEqual([]);

    const later = new Date(at.getTime() + 60_000);
    const replacement = { login: 'new-login', password: 'New-Pw-2', notes: '' };
    await storeCredentials(db, testSecretBox, demoId, listing, replacement, later, {
      userId: operatorId,
      orderId: null,
    });
    const second = await storedRow(demoId, listing);
    expect(second).toMatchObject({ updated_by: operatorId, updated_at: later });
    expect(second?.sealed).not.toBe(first?.sealed);
    const rows = await db
      .selectFrom('listing_credentials')
      .select('listing_id')
      .where('listing_id', '=', listing)
      .execute();
    expect(rows).toHaveLength(1);
    expect(
      await revealCredentials(db, testSecretBox, demoId, listing, { userId: operatorId, purpose: 'staff_read' }, later),
    ).toEqual(replacement);
    expect((await reads(listing)).map((read) => [read.purpose, read.user_id])).toEqual([
      ['staff_write', operatorId],
      ['staff_read', operatorId],
    ]);
  });

  it('opens values sealed under a rotated-out key while new writes use the new active key', async () => {
    const listing = await emptyListing();
    await storeCredentials(db, testSecretBox, demoId, listing, secret, at, null);
    const rotated = createSecretBox(parseKeyring(`next:${Buffer.alloc(32, 9).toString('base64')},${TEST_KEYS}`));
    expect(
      await revealCredentials(db, rotated, demoId, listing, { userId: operatorId, purpose: 'staff_read' }, at),
    ).toEqual(secret);
    await storeCredentials(db, rotated, demoId, listing, secret, at, null);
    expect((await storedRow(demoId, listing))?.key_id).toBe('next');
    // The old box alone can no longer open it: the value really is under the new key.
    await expect(
      revealCredentials(db, testSecretBox, demoId, listing, { userId: operatorId, purpose: 'staff_read' }, at),
    ).rejects.toThrow('Secret could not be decrypted');
  });
});

describe('reveals', () => {
  it('records every reveal (who, which order, why, when) and answers null with no row when the vault is empty', async () => {
    const listing = await emptyListing();
    expect(
      await revealCredentials(db, testSecretBox, demoId, listing, { userId: buyerId, purpose: 'buyer_reveal' }, at),
    ).toBeNull();
    expect(await reads(listing)).toEqual([]);

    await storeCredentials(db, testSecretBox, demoId, listing, secret, at, null);
    const when = new Date(at.getTime() + 5_000);
    await revealCredentials(
      db,
      testSecretBox,
      demoId,
      listing,
      { userId: buyerId, orderId: 42, purpose: 'buyer_reveal' },
      when,
    );
    await revealCredentials(db, testSecretBox, demoId, listing, { userId: operatorId, purpose: 'staff_read' }, when);
    expect(await reads(listing)).toEqual([
      { tenant_id: demoId, order_id: 42, user_id: buyerId, purpose: 'buyer_reveal', at: when },
      { tenant_id: demoId, order_id: null, user_id: operatorId, purpose: 'staff_read', at: when },
    ]);
  });

  it('never reveals without its audit row: when the record cannot be written, nothing is answered', async () => {
    const listing = await emptyListing();
    await storeCredentials(db, testSecretBox, demoId, listing, secret, at, null);
    // A purpose the audit table does not accept makes its insert fail inside the reveal's transaction.
    const unauditable = { userId: operatorId, purpose: 'curiosity' as 'staff_read' };
    await expect(revealCredentials(db, testSecretBox, demoId, listing, unauditable, at)).rejects.toThrow(
      /credential_reads_purpose_check|violates check constraint/,
    );
    expect(await reads(listing)).toEqual([]);
  });
});

describe('tenant isolation', () => {
  it('another tenant finds nothing under the same listing id and cannot write to it', async () => {
    const listing = await emptyListing();
    await storeCredentials(db, testSecretBox, demoId, listing, secret, at, null);
    expect(
      await revealCredentials(db, testSecretBox, novaId, listing, { userId: operatorId, purpose: 'staff_read' }, at),
    ).toBeNull();
    expect(await reads(listing)).toEqual([]);
    // The listing is not nova's: the foreign key refuses a nova row for it.
    await expect(storeCredentials(db, testSecretBox, novaId, listing, secret, at, null)).rejects.toThrow(/foreign key/);
    expect(
      await revealCredentials(db, testSecretBox, demoId, listing, { userId: operatorId, purpose: 'staff_read' }, at),
    ).toEqual(secret);
  });

  it('a value copied to another tenant’s row does not open there', async () => {
    const demoListing = await emptyListing();
    const novaListing = await emptyListing(novaId);
    await storeCredentials(db, testSecretBox, demoId, demoListing, secret, at, null);
    const sealed = (await storedRow(demoId, demoListing))?.sealed ?? '';
    await db
      .insertInto('listing_credentials')
      .values({ tenant_id: novaId, listing_id: novaListing, sealed, key_id: 'test', updated_at: at })
      .execute();
    await expect(
      revealCredentials(db, testSecretBox, novaId, novaListing, { userId: operatorId, purpose: 'staff_read' }, at),
    ).rejects.toThrow('Secret could not be decrypted');
  });
});
