import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/helpers.ts';
import { tenantIdOf, userIdOf } from '../../../test/identity-helpers.ts';
import { contextOf, movableClock } from '../../../test/trade-fixtures.ts';
import type { StaffContext } from '../../lib/context.ts';
import { createUser } from '../identity/users/users.service.ts';
import {
  blockUser,
  inviteStaff,
  listStaff,
  removeStaff,
  searchStaffUsers,
  setStaffRoles,
} from './staff-users.service.ts';

let database: TestDatabase;
let tenantId: number;
const clock = movableClock();

beforeAll(async () => {
  database = await createTestDatabase();
  tenantId = await tenantIdOf(database.db, 'nova');
});
afterAll(async () => {
  await database.drop();
});

async function staffContext(userId: number, roles: StaffContext['roles']): Promise<StaffContext> {
  return { ...(await contextOf(database.db, tenantId, clock)), userId, roles };
}

let sequence = 0;
async function newUser(nickName = 'Someone') {
  sequence += 1;
  const phone = `1660000${String(sequence).padStart(4, '0')}`;
  return { ...(await createUser(database.db, tenantId, { phone, password: 'Secret123', nickName })), phone };
}

const sessionsOf = (userId: number) =>
  database.db
    .selectFrom('sessions')
    .select(['revoked_at'])
    .where('tenant_id', '=', tenantId)
    .where('user_id', '=', userId)
    .execute();

describe('staff users rules', () => {
  it('two owners removing each other at once leave the shop with one owner', async () => {
    const ownerId = await userIdOf(database.db, 'nova', 'owner');
    const second = await newUser('Second owner');
    const owner = await staffContext(ownerId, ['owner']);
    await inviteStaff(owner, { phone: second.phone, roles: ['owner'] });
    const secondCtx = await staffContext(second.id, ['owner']);

    const outcomes = await Promise.allSettled([removeStaff(owner, second.id), removeStaff(secondCtx, ownerId)]);
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(1);
    const rejected = outcomes.find((outcome) => outcome.status === 'rejected');
    expect((rejected as PromiseRejectedResult).reason).toMatchObject({
      status: 422,
      messageKey: 'staffUsersLastOwner',
    });
    const owners = (await listStaff(owner)).rows.filter((row) => row.roles.includes('owner'));
    expect(owners).toHaveLength(1);
  });

  it('setting roles replaces them and never touches a role it cannot grant', async () => {
    const ownerId = (await listStaff(await staffContext(0, ['owner']))).rows.find((row) => row.roles.includes('owner'))
      ?.userId as number;
    const owner = await staffContext(ownerId, ['owner']);
    const member = await newUser('Member');
    await inviteStaff(owner, { phone: member.phone, roles: ['operator'] });
    const change = await setStaffRoles(owner, member.id, ['recycler', 'owner']);
    expect(change).toEqual({ before: { roles: ['operator'] }, after: { roles: ['owner', 'recycler'] } });
    // An owner may take another owner's owner role while one stays.
    const after = await setStaffRoles(owner, member.id, ['operator']);
    expect(after.after.roles).toEqual(['operator']);
  });

  it('blocking revokes every session of the user and marks them blocked in the list', async () => {
    const target = await newUser('Target');
    const at = clock.now();
    for (const token of ['a', 'b']) {
      await database.db
        .insertInto('sessions')
        .values({
          tenant_id: tenantId,
          token_hash: `${token}-${target.id}`,
          user_id: target.id,
          created_at: at,
          last_seen_at: at,
          expires_at: new Date(at.getTime() + 86_400_000),
          ip: null,
          user_agent: null,
        })
        .execute();
    }
    const operatorId = await userIdOf(database.db, 'nova', 'operator');
    const change = await blockUser(await staffContext(operatorId, ['operator']), target.id, 'Spam');
    expect(change).toEqual({
      before: { status: 'active', blockedReason: null },
      after: { status: 'blocked', blockedReason: 'Spam' },
    });
    const sessions = await sessionsOf(target.id);
    expect(sessions).toHaveLength(2);
    expect(sessions.every((session) => session.revoked_at !== null)).toBe(true);
    const page = await searchStaffUsers(await staffContext(operatorId, ['operator']), {
      q: target.phone.slice(-4),
      status: 'blocked',
      sort: 'registered',
      order: 'desc',
      pageNum: 1,
      pageSize: 20,
    });
    expect(page.rows.map((row) => row.id)).toEqual([target.id]);
    expect(page.rows[0]?.phoneMasked).toBe(`166****${target.phone.slice(-4)}`);
  });
});
