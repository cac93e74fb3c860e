import type { AuditPage } from '@gs/shared/staff-audit';
import type { StaffMemberList, StaffUserDetail, StaffUserPage } from '@gs/shared/staff-users';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginDemoUser } from '../../../test/catalogue-fixtures.ts';
import { buildTestApp, createTestDatabase, envelope, type TestDatabase } from '../../../test/helpers.ts';
import { authHeaders, solveCaptcha, tenantIdOf, userIdOf } from '../../../test/identity-helpers.ts';
import { createUser } from '../identity/users/users.service.ts';

let database: TestDatabase;
let app: FastifyInstance;
let demoId: number;
const tokens = { anonymous: '', buyer: '', recycler: '', operator: '', owner: '', novaOwner: '' };
const ids = { buyer: 0, owner: 0, operator: 0 };

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildTestApp(database.db, { LOGIN_RATE_LIMIT_PER_IP_PER_MINUTE: '1000' });
  demoId = await tenantIdOf(database.db, 'demo');
  for (const role of ['buyer', 'recycler', 'operator', 'owner'] as const) {
    tokens[role] = await loginDemoUser(app, role);
  }
  tokens.novaOwner = await loginDemoUser(app, 'owner', 'nova.localhost');
  for (const role of ['buyer', 'owner', 'operator'] as const) ids[role] = await userIdOf(database.db, 'demo', role);
});
afterAll(async () => {
  await app.close();
  await database.drop();
});

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token: string, payload?: object, host?: string) =>
  app.inject({
    method,
    url,
    headers: { ...(token ? authHeaders(token, host) : { host: host ?? 'localhost' }), 'accept-language': 'en-US' },
    ...(payload ? { payload } : {}),
  });

let phoneSequence = 0;
/** A new user of the demo shop with a password, and a session of theirs. */
async function newUser(nickName: string): Promise<{ id: number; phone: string; token: string }> {
  phoneSequence += 1;
  const phone = `1770000${String(phoneSequence).padStart(4, '0')}`;
  const user = await createUser(database.db, demoId, { phone, password: 'Secret123', nickName });
  return { id: user.id, phone, token: await passwordLogin(phone) };
}

async function passwordLogin(phone: string, host = 'localhost') {
  const response = await app.inject({
    method: 'POST',
    url: '/api/web/login',
    headers: { host, 'accept-language': 'en-US' },
    payload: { username: phone, password: 'Secret123', ...(await solveCaptcha(app, host)) },
  });
  return response.statusCode === 200 ? envelope<{ token: string }>(response).data.token : response.body;
}

describe('guards', () => {
  const userRoutes = () =>
    [
      ['GET', '/api/staff/users', undefined],
      ['GET', `/api/staff/users/${ids.buyer}`, undefined],
      ['POST', `/api/staff/users/${ids.buyer}/block`, { reason: 'x' }],
      ['POST', `/api/staff/users/${ids.buyer}/unblock`, { reason: 'x' }],
    ] as const;
  const memberRoutes = () =>
    [
      ['GET', '/api/staff/members', undefined],
      ['POST', '/api/staff/members', { phone: '13800000001', roles: ['operator'] }],
      ['PUT', `/api/staff/members/${ids.operator}/roles`, { roles: ['operator'] }],
      ['DELETE', `/api/staff/members/${ids.operator}`, undefined],
    ] as const;

  it('users: anonymous 401, buyer and recycler 403', async () => {
    for (const [method, url, body] of userRoutes()) {
      expect((await call(method, url, '', body)).statusCode, `${method} ${url}`).toBe(401);
      expect((await call(method, url, tokens.buyer, body)).statusCode, `${method} ${url}`).toBe(403);
      expect((await call(method, url, tokens.recycler, body)).statusCode, `${method} ${url}`).toBe(403);
    }
  });

  it('staff: anonymous 401, buyer, recycler and operator 403', async () => {
    for (const [method, url, body] of memberRoutes()) {
      expect((await call(method, url, '', body)).statusCode, `${method} ${url}`).toBe(401);
      for (const role of ['buyer', 'recycler', 'operator'] as const) {
        expect((await call(method, url, tokens[role], body)).statusCode, `${role} ${method} ${url}`).toBe(403);
      }
    }
  });

  it("another shop's owner finds none of this shop's users (404) and does not see them in lists", async () => {
    const nova = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: object) =>
      call(method, url, tokens.novaOwner, body, 'nova.localhost');
    expect((await nova('GET', `/api/staff/users/${ids.buyer}`)).statusCode).toBe(404);
    expect((await nova('POST', `/api/staff/users/${ids.buyer}/block`, { reason: 'spam' })).statusCode).toBe(404);
    expect((await nova('POST', `/api/staff/users/${ids.buyer}/unblock`, { reason: 'ok' })).statusCode).toBe(404);
    expect((await nova('PUT', `/api/staff/members/${ids.operator}/roles`, { roles: ['recycler'] })).statusCode).toBe(
      404,
    );
    expect((await nova('DELETE', `/api/staff/members/${ids.operator}`)).statusCode).toBe(404);
    const list = envelope<StaffUserPage>(await nova('GET', `/api/staff/users?q=${ids.buyer}`)).data;
    expect(list.rows.map((row) => row.id)).not.toContain(ids.buyer);
    const members = envelope<StaffMemberList>(await nova('GET', '/api/staff/members')).data;
    expect(members.rows.map((row) => row.userId)).not.toContain(ids.operator);
    // The demo operator still has their roles.
    const demoMembers = envelope<StaffMemberList>(await call('GET', '/api/staff/members', tokens.owner)).data;
    expect(demoMembers.rows.find((row) => row.userId === ids.operator)?.roles).toEqual(['operator']);
  });
});

describe('users', () => {
  it('searches by phone, id and nickname with masked phones, paging and sorting', async () => {
    const byPhone = await call('GET', '/api/staff/users?q=13800000001', tokens.operator);
    expect(byPhone.statusCode, byPhone.body).toBe(200);
    const page = envelope<StaffUserPage>(byPhone).data;
    expect(page.rows).toHaveLength(1);
    expect(page.rows[0]).toMatchObject({ id: ids.buyer, phoneMasked: '138****0001', status: 'active', roles: [] });
    expect(byPhone.body).not.toContain('13800000001');

    const byId = envelope<StaffUserPage>(await call('GET', `/api/staff/users?q=${ids.owner}`, tokens.operator)).data;
    expect(byId.rows.map((row) => row.id)).toContain(ids.owner);
    expect(byId.rows.find((row) => row.id === ids.owner)?.roles).toEqual(['owner']);

    const named = await newUser('Zebra_%Unique');
    const byNick = envelope<StaffUserPage>(await call('GET', '/api/staff/users?q=zebra_%25', tokens.owner)).data;
    expect(byNick.rows.map((row) => row.id)).toEqual([named.id]);

    // A user who kept the default nickname (their phone) shows it masked in lists too.
    const unnamed = await createUser(database.db, demoId, { phone: '17799990001', password: 'Secret123' });
    const byDefault = await call('GET', '/api/staff/users?q=17799990001', tokens.owner);
    expect(envelope<StaffUserPage>(byDefault).data.rows).toEqual([
      expect.objectContaining({ id: unnamed.id, nickName: '177****0001', phoneMasked: '177****0001' }),
    ]);
    expect(byDefault.body).not.toContain('17799990001');

    const all = envelope<StaffUserPage>(
      await call('GET', '/api/staff/users?pageSize=2&sort=id&order=asc', tokens.owner),
    );
    expect(all.data.rows).toHaveLength(2);
    expect(all.data.total).toBeGreaterThan(5);
    const [first, next] = all.data.rows.map((row) => row.id) as [number, number];
    expect(first).toBeLessThan(next);
    const second = envelope<StaffUserPage>(
      await call('GET', '/api/staff/users?pageSize=2&pageNum=2&sort=id&order=asc', tokens.owner),
    ).data;
    expect(second.rows[0]?.id).toBeGreaterThan(next);
    expect((await call('GET', '/api/staff/users?sort=phone', tokens.owner)).statusCode).toBe(400);
  });

  it('shows one user in full: phone, roles, real-name state, wallet sums, orders and listings counts', async () => {
    const response = await call('GET', `/api/staff/users/${ids.buyer}`, tokens.operator);
    expect(response.statusCode, response.body).toBe(200);
    const detail = envelope<StaffUserDetail>(response).data;
    expect(detail).toMatchObject({ id: ids.buyer, phone: '13800000001', status: 'active', block: null });
    expect(detail.realName.level).toBeGreaterThanOrEqual(0);
    expect(detail.wallet).toEqual({
      balanceFen: expect.any(Number),
      heldFen: expect.any(Number),
      paidOutFen: expect.any(Number),
      proceedsHeldFen: 0,
      owedFen: 0,
    });
    expect(detail.claims).toEqual({ claims: 0, upheld: 0, upheldRetrieved: 0, upheldAmountFen: 0 });
    expect(detail.orders.recent.length).toBeLessThanOrEqual(5);
    expect(detail.orders.total).toBeGreaterThanOrEqual(detail.orders.recent.length);
    // Never an ID number, a sealed value or an ID photo.
    expect(response.body).not.toMatch(/id_?number|sealed|front_?image|back_?image|password/i);
    expect((await call('GET', '/api/staff/users/999999', tokens.operator)).statusCode).toBe(404);
  });

  it("blocking ends the user's sessions at once, refuses their login, and unblocking lets them in again", async () => {
    const target = await newUser('Blocked buyer');
    expect((await call('GET', '/api/system/user/profile/new', target.token)).statusCode).toBe(200);

    const blocked = await call('POST', `/api/staff/users/${target.id}/block`, tokens.operator, {
      reason: '  Fraudulent chargebacks  ',
    });
    expect(blocked.statusCode, blocked.body).toBe(200);
    const detail = envelope<StaffUserDetail>(blocked).data;
    expect(detail.status).toBe('blocked');
    expect(detail.block).toMatchObject({ reason: 'Fraudulent chargebacks', byUserId: ids.operator });

    // The existing session answers 401 on its next call.
    expect((await call('GET', '/api/system/user/profile/new', target.token)).statusCode).toBe(401);
    const refused = await passwordLogin(target.phone);
    expect(JSON.parse(refused)).toMatchObject({ code: 403, errorCode: 'ACCOUNT_DISABLED' });
    expect(JSON.parse(refused).msg).toMatch(/blocked/);

    const again = await call('POST', `/api/staff/users/${target.id}/block`, tokens.operator, { reason: 'again' });
    expect(again.statusCode).toBe(409);

    const list = envelope<StaffUserPage>(await call('GET', '/api/staff/users?status=blocked', tokens.owner)).data;
    expect(list.rows.map((row) => row.id)).toContain(target.id);

    const unblocked = await call('POST', `/api/staff/users/${target.id}/unblock`, tokens.owner, {
      reason: 'Appeal ok',
    });
    expect(unblocked.statusCode, unblocked.body).toBe(200);
    expect(envelope<StaffUserDetail>(unblocked).data).toMatchObject({ status: 'active', block: null });
    expect((await passwordLogin(target.phone)).startsWith('{')).toBe(false);
    expect(
      (await call('POST', `/api/staff/users/${target.id}/unblock`, tokens.owner, { reason: 'x' })).statusCode,
    ).toBe(409);

    // Audited with before → after.
    const audit = envelope<AuditPage>(await call('GET', '/api/staff/audit?pageSize=50', tokens.owner)).data;
    const entry = audit.rows.find(
      (row) => row.route === '/api/staff/users/:id/block' && row.targetId === String(target.id),
    );
    expect(entry).toMatchObject({
      before: { status: 'active', blockedReason: null },
      after: { status: 'blocked', blockedReason: 'Fraudulent chargebacks' },
    });
  });

  it('refuses to block oneself, and an owner when the actor is an operator', async () => {
    const self = await call('POST', `/api/staff/users/${ids.operator}/block`, tokens.operator, { reason: 'x' });
    expect(self.statusCode).toBe(422);
    expect(envelope(self).msg).toBe('You cannot block your own account.');
    const owner = await call('POST', `/api/staff/users/${ids.owner}/block`, tokens.operator, { reason: 'x' });
    expect(owner.statusCode).toBe(403);
    expect(envelope(owner).msg).toBe('Only an owner can block an owner of the shop.');
    const noReason = await call('POST', `/api/staff/users/${ids.buyer}/block`, tokens.operator, { reason: '  ' });
    expect(noReason.statusCode).toBe(400);
    // None of them was blocked.
    const owners = envelope<StaffUserDetail>(await call('GET', `/api/staff/users/${ids.owner}`, tokens.owner)).data;
    expect(owners.status).toBe('active');
  });
});

describe('staff', () => {
  it('invites an existing user by phone; an unknown phone is a field error', async () => {
    const unknown = await call('POST', '/api/staff/members', tokens.owner, {
      phone: '19900000000',
      roles: ['operator'],
    });
    expect(unknown.statusCode).toBe(422);
    const body = envelope(unknown);
    expect(body.msg).toBe('No user with this phone — they must register first.');
    expect(body.fields).toEqual([
      { field: 'body.phone', message: 'No user with this phone — they must register first.' },
    ]);

    // The platform's role is never granted by a shop.
    const platformRole = await call('POST', '/api/staff/members', tokens.owner, {
      phone: '13800000001',
      roles: ['platform_admin'],
    });
    expect(platformRole.statusCode).toBe(400);

    const person = await newUser('New operator');
    expect((await call('GET', '/api/staff/users', person.token)).statusCode).toBe(403);
    const invited = await call('POST', '/api/staff/members', tokens.owner, {
      phone: person.phone,
      roles: ['operator', 'recycler', 'operator'],
    });
    expect(invited.statusCode, invited.body).toBe(200);
    const row = envelope<StaffMemberList>(invited).data.rows.find((member) => member.userId === person.id);
    expect(row).toMatchObject({ roles: ['operator', 'recycler'], status: 'active' });
    // Their existing session has the roles on its next call.
    expect((await call('GET', '/api/staff/users', person.token)).statusCode).toBe(200);

    const twice = await call('POST', '/api/staff/members', tokens.owner, { phone: person.phone, roles: ['owner'] });
    expect(twice.statusCode).toBe(409);

    const changed = await call('PUT', `/api/staff/members/${person.id}/roles`, tokens.owner, { roles: ['recycler'] });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await call('GET', '/api/staff/users', person.token)).statusCode).toBe(403);

    const removed = await call('DELETE', `/api/staff/members/${person.id}`, tokens.owner);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(envelope<StaffMemberList>(removed).data.rows.map((member) => member.userId)).not.toContain(person.id);
    expect((await call('DELETE', `/api/staff/members/${person.id}`, tokens.owner)).statusCode).toBe(404);

    const audit = envelope<AuditPage>(await call('GET', '/api/staff/audit?pageSize=50', tokens.owner)).data;
    expect(audit.rows.some((entry) => entry.route === '/api/staff/members/:userId/roles')).toBe(true);
  });

  it('keeps an owner’s own owner role, and lets one owner remove another', async () => {
    const own = await call('PUT', `/api/staff/members/${ids.owner}/roles`, tokens.owner, { roles: ['operator'] });
    expect(own.statusCode).toBe(422);
    expect(envelope(own).msg).toMatch(/own owner role/);
    expect((await call('DELETE', `/api/staff/members/${ids.owner}`, tokens.owner)).statusCode).toBe(422);

    // With a second owner, one owner may remove the other.
    const second = await newUser('Second owner');
    await call('POST', '/api/staff/members', tokens.owner, { phone: second.phone, roles: ['owner'] });
    const removeFirst = await call('DELETE', `/api/staff/members/${ids.owner}`, second.token);
    expect(removeFirst.statusCode, removeFirst.body).toBe(200);
    // The first owner's session sees the change on its next call.
    expect((await call('GET', '/api/staff/members', tokens.owner)).statusCode).toBe(403);
    const restore = await call('PUT', `/api/staff/members/${ids.owner}/roles`, second.token, { roles: ['owner'] });
    expect(restore.statusCode).toBe(404); // no longer staff: invite again
    const reinvite = await call('POST', '/api/staff/members', second.token, { phone: '13800000002', roles: ['owner'] });
    expect(reinvite.statusCode, reinvite.body).toBe(200);
    expect((await call('GET', '/api/staff/members', tokens.owner)).statusCode).toBe(200);
  });
});
