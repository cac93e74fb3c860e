import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/helpers.ts';
import { hashPassword } from '../../modules/identity/users/passwords.ts';
import { down, up } from './2026_11_28_2100_platform.ts';

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
}, 60_000);
afterAll(async () => {
  await database?.drop();
});

describe('migration 2026_11_28_2100_platform', () => {
  it("makes the holders of the old shop-level role 'admin' platform admins, with the same login", async () => {
    const db = database.db;
    await down(db as never);
    // Before: the demo shop's `admin` (and the same phone as admin of a second shop), as the old seed made them.
    const passwordHash = await hashPassword('Demo1234');
    const shops = await sql<{ id: number; code: string }>`
      SELECT id, code FROM tenants WHERE code IN ('demo', 'nova') ORDER BY code`.execute(db);
    for (const shop of shops.rows) {
      const user = await sql<{ id: number }>`
        INSERT INTO users (tenant_id, phone, username, password_hash, nick_name)
        VALUES (${shop.id}, '13800000009', 'admin', ${passwordHash}, 'Platform admin') RETURNING id`.execute(db);
      await sql`INSERT INTO user_roles (tenant_id, user_id, role) VALUES (${shop.id}, ${user.rows[0]?.id}, 'admin')`.execute(
        db,
      );
    }

    await up(db as never);

    const admins = await sql<{ code: string; kind: string; username: string; password_hash: string; role: string }>`
      SELECT t.code, t.kind, u.username, u.password_hash, r.role
      FROM users u JOIN tenants t ON t.id = u.tenant_id
      JOIN user_roles r ON r.tenant_id = u.tenant_id AND r.user_id = u.id
      WHERE u.phone = '13800000009'`.execute(db);
    expect(admins.rows).toEqual([
      { code: 'platform', kind: 'platform', username: 'admin', password_hash: passwordHash, role: 'platform_admin' },
    ]);
    // No shop keeps the role, and the role itself is gone.
    await expect(
      sql`INSERT INTO user_roles (tenant_id, user_id, role)
          SELECT tenant_id, id, 'admin' FROM users WHERE phone = '13800000009' LIMIT 1`.execute(db),
    ).rejects.toThrow(/check constraint/);
    const kinds = await sql<{ kind: string; n: string }>`
      SELECT kind, count(*) AS n FROM tenants GROUP BY kind ORDER BY kind`.execute(db);
    expect(kinds.rows.map((row) => [row.kind, Number(row.n)])).toEqual([
      ['platform', 1],
      ['shop', 4],
    ]);
  });
});
