import { type Kysely, sql } from 'kysely';

// Frozen in time: imports nothing from the app (the type list is copied from the contract as it stood).
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE notices (
      tenant_id bigint NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
      id bigint GENERATED ALWAYS AS IDENTITY,
      notice_type text NOT NULL
        CHECK (notice_type IN ('zbhz', 'rhmm', 'jygz', 'bpjs', 'gmxy', 'yszc', 'jieshao', 'gonggao')),
      locale text NOT NULL CHECK (locale IN ('zh-CN', 'en-US')),
      title text NOT NULL CHECK (length(title) BETWEEN 1 AND 200),
      content_html text NOT NULL,
      summary text NOT NULL DEFAULT '',
      pinned boolean NOT NULL DEFAULT false,
      state text NOT NULL DEFAULT 'published' CHECK (state IN ('draft', 'published', 'withdrawn')),
      published_at timestamptz NOT NULL DEFAULT now(),
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (tenant_id, id)
    )`.execute(db);
  await sql`
    CREATE INDEX notices_list_idx
      ON notices (tenant_id, locale, notice_type, state, pinned DESC, published_at DESC, id DESC)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE IF EXISTS notices`.execute(db);
}
