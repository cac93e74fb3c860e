import { type Kysely, sql } from 'kysely';

// Frozen in time: imports nothing from the app.
//
// The platform console (issue 25). The platform is a tenant of its own kind, reached on the platform's hosts: its
// users with the role `platform_admin` run the platform (create, edit, suspend shops). The shop-level role `admin`,
// which passed every guard of one shop, goes: its holders become platform admins (a user of the platform tenant with
// the same phone, username and password) and keep no role at their shop. Every platform action is kept in
// `platform_audit`.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE tenants ADD COLUMN kind text NOT NULL DEFAULT 'shop' CHECK (kind IN ('shop', 'platform'))
  `.execute(db);
  await sql`CREATE UNIQUE INDEX tenants_one_platform ON tenants (kind) WHERE kind = 'platform'`.execute(db);
  await sql`ALTER TABLE user_roles DROP CONSTRAINT IF EXISTS user_roles_role_check`.execute(db);
  await sql`
    ALTER TABLE user_roles ADD CONSTRAINT user_roles_role_check
      CHECK (role IN ('owner', 'operator', 'recycler', 'admin', 'platform_admin'))
  `.execute(db);

  // A shop already named `platform` stops the migration here (code is unique): rename it first.
  await sql`
    INSERT INTO tenants (code, name, kind, retail_key)
    VALUES ('platform', 'Platform', 'platform', md5(random()::text) || md5(clock_timestamp()::text))
  `.execute(db);
  await sql`
    INSERT INTO tenant_settings (tenant_id, service_groups, default_locale)
    SELECT id, '{}', 'zh-CN' FROM tenants WHERE kind = 'platform'
    ON CONFLICT (tenant_id) DO NOTHING
  `.execute(db);

  // Holders of the old role become platform admins (once per phone), then the role is gone.
  await sql`
    INSERT INTO users (tenant_id, phone, username, password_hash, nick_name)
    SELECT DISTINCT ON (u.phone) p.id, u.phone, u.username, u.password_hash, u.nick_name
    FROM user_roles r
    JOIN users u ON u.tenant_id = r.tenant_id AND u.id = r.user_id
    CROSS JOIN (SELECT id FROM tenants WHERE kind = 'platform') p
    WHERE r.role = 'admin'
    ORDER BY u.phone, u.id
    ON CONFLICT DO NOTHING
  `.execute(db);
  await sql`
    INSERT INTO user_roles (tenant_id, user_id, role)
    SELECT pu.tenant_id, pu.id, 'platform_admin'
    FROM users pu
    JOIN tenants p ON p.id = pu.tenant_id AND p.kind = 'platform'
    WHERE pu.phone IN (
      SELECT u.phone FROM user_roles r JOIN users u ON u.tenant_id = r.tenant_id AND u.id = r.user_id
      WHERE r.role = 'admin'
    )
    ON CONFLICT DO NOTHING
  `.execute(db);
  await sql`DELETE FROM user_roles WHERE role = 'admin'`.execute(db);
  await sql`ALTER TABLE user_roles DROP CONSTRAINT user_roles_role_check`.execute(db);
  await sql`
    ALTER TABLE user_roles ADD CONSTRAINT user_roles_role_check
      CHECK (role IN ('owner', 'operator', 'recycler', 'platform_admin'))
  `.execute(db);

  await sql`
    CREATE TABLE platform_audit (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      at timestamptz NOT NULL,
      actor_user_id bigint NOT NULL,
      actor_name text NOT NULL,
      action text NOT NULL CHECK (action IN (
        'tenant.create', 'tenant.update', 'tenant.domain.add', 'tenant.domain.remove', 'tenant.suspend', 'tenant.resume'
      )),
      tenant_id bigint REFERENCES tenants(id) ON DELETE SET NULL,
      detail jsonb NOT NULL DEFAULT '{}'
    )`.execute(db);
  await sql`CREATE INDEX platform_audit_tenant ON platform_audit (tenant_id, id DESC)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE IF EXISTS platform_audit`.execute(db);
  await sql`ALTER TABLE user_roles DROP CONSTRAINT IF EXISTS user_roles_role_check`.execute(db);
  await sql`DELETE FROM tenants WHERE kind = 'platform'`.execute(db);
  await sql`
    ALTER TABLE user_roles ADD CONSTRAINT user_roles_role_check
      CHECK (role IN ('owner', 'operator', 'recycler', 'admin'))
  `.execute(db);
  await sql`DROP INDEX IF EXISTS tenants_one_platform`.execute(db);
  await sql`ALTER TABLE tenants DROP COLUMN IF EXISTS kind`.execute(db);
}
