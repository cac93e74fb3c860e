import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../../test/helpers.ts';
import { tenantIdOf } from '../../../../test/identity-helpers.ts';
import { contextOf, movableClock } from '../../../../test/trade-fixtures.ts';
import type { Database } from '../../../db/database.ts';
import type { RequestContext } from '../../../lib/context.ts';
import { openSession, resolveSessionPrincipal } from '../auth/sessions.service.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import { createUser, grantStaffRoles, loadActiveUser, toUserInfo } from './users.service.ts';

let database: TestDatabase;
let db: Kysely<Database>;
let demoId: number;
let novaId: number;
let demo: RequestContext;
const clock = movableClock();
const lifetime = { ttlDays: 7, maxDays: 30 };

beforeAll(async () => {
  database = await createTestDatabase();
  db = database.db;
  demoId = await tenantIdOf(db, 'demo');
  novaId = await tenantIdOf(db, 'nova');
  demo = await contextOf(db, demoId, clock);
});
afterAll(async () => {
  await database.drop();
});

const usersWithPhone = (phone: string) =>
  db.selectFrom('users').select(['tenant_id', 'id', 'password_hash']).where('phone', '=', phone).execute();

describe('passwords', () => {
  it('hashes with argon2id at the OWASP baseline, salted: never the password, never the same twice', async () => {
    const first = await hashPassword('Correct-Horse-9');
    const second = await hashPassword('Correct-Horse-9');
    expect(first).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$[A-Za-z0-9+/]+\$[A-Za-z0-9+/]+$/);
    expect(first).not.toContain('Correct-Horse-9');
    expect(second).not.toBe(first);
    expect(await verifyPassword(first, 'Correct-Horse-9')).toBe(true);
    expect(await verifyPassword(second, 'Correct-Horse-9')).toBe(true);
  });

  it('answers false for a wrong password, a missing hash or a corrupt one, without throwing', async () => {
    const stored = await hashPassword('Correct-Horse-9');
    expect(await verifyPassword(stored, 'correct-horse-9')).toBe(false);
    expect(await verifyPassword(stored, '')).toBe(false);
    expect(await verifyPassword(null, 'Correct-Horse-9')).toBe(false);
    expect(await verifyPassword('not-a-hash', 'Correct-Horse-9')).toBe(false);
    expect(await verifyPassword('Correct-Horse-9', 'Correct-Horse-9')).toBe(false);
  });
});

describe('creating users', () => {
  it('stores an argon2id hash, defaults the nickname to the phone and starts active', async () => {
    const user = await createUser(db, demoId, { phone: '13977800001', password: 'Secret123' });
    expect(user).toMatchObject({ tenant_id: demoId, phone: '13977800001', nick_name: '13977800001', status: 'active' });
    expect(user.username).toBeNull();
    expect(user.password_hash).toMatch(/^\$argon2id\$/);
    expect(JSON.stringify(user)).not.toContain('Secret123');
    expect(await verifyPassword(user.password_hash, 'Secret123')).toBe(true);

    const named = await createUser(db, demoId, { phone: '13977800002', password: 'Secret123', nickName: '  小明  ' });
    expect(named.nick_name).toBe('小明');
    const blank = await createUser(db, demoId, { phone: '13977800003', password: 'Secret123', nickName: '   ' });
    expect(blank.nick_name).toBe('13977800003');
  });

  it('refuses a phone already registered at the tenant (409) and leaves that account’s password alone', async () => {
    const original = await createUser(db, demoId, { phone: '13977800010', password: 'First-Pw-1' });
    await expect(createUser(db, demoId, { phone: '13977800010', password: 'Second-Pw-2' })).rejects.toMatchObject({
      status: 409,
      errorCode: 'PHONE_REGISTERED',
      messageKey: 'phoneRegistered',
    });
    const rows = await usersWithPhone('13977800010');
    expect(rows).toHaveLength(1);
    expect(rows[0]?.id).toBe(original.id);
    expect(await verifyPassword(rows[0]?.password_hash ?? null, 'First-Pw-1')).toBe(true);
    expect(await verifyPassword(rows[0]?.password_hash ?? null, 'Second-Pw-2')).toBe(false);
  });

  it('lets the same phone register at two tenants as two separate accounts', async () => {
    const atDemo = await createUser(db, demoId, { phone: '13977800020', password: 'Demo-Pw-1' });
    const atNova = await createUser(db, novaId, { phone: '13977800020', password: 'Nova-Pw-2' });
    expect(atNova.id).not.toBe(atDemo.id);
    expect(atNova.tenant_id).toBe(novaId);
    const rows = await usersWithPhone('13977800020');
    expect(rows.map((row) => row.tenant_id).sort()).toEqual([demoId, novaId].sort());
    expect(await verifyPassword(atDemo.password_hash, 'Nova-Pw-2')).toBe(false);
    // The seeded demo phone exists at every tenant too.
    expect((await usersWithPhone('13800000001')).length).toBeGreaterThanOrEqual(2);
  });

  it('keeps usernames unique per tenant regardless of case; another tenant may use the same one', async () => {
    await createUser(db, demoId, { phone: '13977800030', password: 'Secret123', username: 'shop_keeper' });
    await expect(
      createUser(db, demoId, { phone: '13977800031', password: 'Secret123', username: 'Shop_Keeper' }),
    ).rejects.toMatchObject({ code: '23505', constraint: 'users_username_idx' });
    expect(await usersWithPhone('13977800031')).toEqual([]);
    const elsewhere = await createUser(db, novaId, {
      phone: '13977800031',
      password: 'Secret123',
      username: 'shop_keeper',
    });
    expect(elsewhere.username).toBe('shop_keeper');
  });
});

describe('staff roles', () => {
  it('grants roles that the user’s sessions carry, once each, and only at the user’s tenant', async () => {
    const user = await createUser(db, demoId, { phone: '13977800040', password: 'Secret123' });
    const session = await openSession(demo, user, 7, { ip: null, userAgent: null });
    const principal = () => resolveSessionPrincipal(db, demoId, session.token, clock.now(), lifetime);
    expect(await principal()).toEqual({ id: user.id, roles: [] });

    await grantStaffRoles(db, demoId, user.id, ['operator']);
    await grantStaffRoles(db, demoId, user.id, ['operator', 'owner']);
    await grantStaffRoles(db, demoId, user.id, []);
    expect(await principal()).toEqual({ id: user.id, roles: ['operator', 'owner'] });
    const rows = await db.selectFrom('user_roles').select('role').where('user_id', '=', user.id).execute();
    expect(rows).toHaveLength(2);

    // The user does not exist at nova: a grant there is refused, and nova never resolves the demo session.
    await expect(grantStaffRoles(db, novaId, user.id, ['owner'])).rejects.toThrow(/foreign key/);
    expect(await resolveSessionPrincipal(db, novaId, session.token, clock.now(), lifetime)).toBeNull();
  });
});

describe('session lifetime', () => {
  it('slides 7 days after each use but ends 30 days after the login however often it is used', async () => {
    const user = await createUser(db, demoId, { phone: '13977800260', password: 'Secret123' });
    const session = await openSession(demo, user, lifetime.ttlDays, { ip: null, userAgent: null });
    const resolve = () => resolveSessionPrincipal(db, demoId, session.token, clock.now(), lifetime);
    // Used every 6 days: each use pushes the end 7 days on, up to day 30.
    for (let day = 6; day <= 24; day += 6) {
      clock.advance(6 * 86_400_000);
      expect(await resolve(), `day ${day}`).toEqual({ id: user.id, roles: [] });
    }
    clock.advance(5 * 86_400_000); // day 29
    expect(await resolve()).toEqual({ id: user.id, roles: [] });
    clock.advance(86_400_000 + 1000); // just past day 30
    expect(await resolve()).toBeNull();
  });

  it('ends a session not used for 7 days', async () => {
    const user = await createUser(db, demoId, { phone: '13977800261', password: 'Secret123' });
    const session = await openSession(demo, user, lifetime.ttlDays, { ip: null, userAgent: null });
    clock.advance(7 * 86_400_000 + 1000);
    expect(await resolveSessionPrincipal(db, demoId, session.token, clock.now(), lifetime)).toBeNull();
  });
});

describe('the signed-in user', () => {
  it('loads an active user; a disabled, unknown or other tenant’s user is 401', async () => {
    const user = await createUser(db, demoId, { phone: '13977800160', password: 'Secret123', nickName: 'Lin' });
    expect((await loadActiveUser({ ...demo, userId: user.id })).id).toBe(user.id);
    expect(toUserInfo(user)).toEqual({ userId: user.id, nickName: 'Lin', avatar: '' });

    const unauthorized = { status: 401, errorCode: 'UNAUTHORIZED', messageKey: 'unauthorized' };
    await expect(loadActiveUser({ ...demo, userId: 987_654_321 })).rejects.toMatchObject(unauthorized);
    const nova = await contextOf(db, novaId, clock);
    await expect(loadActiveUser({ ...nova, userId: user.id })).rejects.toMatchObject(unauthorized);
    await db.updateTable('users').set({ status: 'disabled' }).where('id', '=', user.id).execute();
    await expect(loadActiveUser({ ...demo, userId: user.id })).rejects.toMatchObject(unauthorized);
  });
});
