import { type Kysely, sql } from 'kysely';

// Frozen in time: imports nothing from the app.
//
// The API at the machine's limit (issue #22): game_listing_counts held one row per (tenant, game, kind), and every
// listing that left or came back on sale (an order locking it, a timeout releasing it) updated that row and held its
// lock until commit, so concurrent checkouts of one game queued behind each other. The counters are now striped:
// a listing is counted in slot `id % 16` of its (tenant, game, kind), always the same one, so two checkouts of one
// game wait for each other only when their listings share a slot (1 in 16), and a slot never goes below zero. The
// count of a game is the sum of its slots; every reader already summed over kinds, and sums over slots the same way.
const SLOTS = 16;

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE game_listing_counts ADD COLUMN slot smallint NOT NULL DEFAULT 0`.execute(db);
  await sql`ALTER TABLE game_listing_counts DROP CONSTRAINT game_listing_counts_pkey`.execute(db);
  await sql`ALTER TABLE game_listing_counts ADD PRIMARY KEY (tenant_id, game_id, kind, slot)`.execute(db);

  // Recounted from the listings into their slots, with status changes held off meanwhile (a write by an instance
  // still running the old code would otherwise be counted twice or not at all).
  await sql`LOCK TABLE listings IN SHARE MODE`.execute(db);
  await sql`DELETE FROM game_listing_counts`.execute(db);
  await sql`
    INSERT INTO game_listing_counts (tenant_id, game_id, kind, slot, on_sale)
    SELECT tenant_id, game_id, kind, (id % ${sql.lit(SLOTS)})::smallint, count(*)
      FROM listings WHERE status = 'on_sale'
     GROUP BY 1, 2, 3, 4`.execute(db);

  // Same rules as before (inserts and deletes per statement, updates per row), per slot. The statement's rows are
  // locked in key order, so two bulk statements cannot deadlock on the counters.
  await sql`
    CREATE OR REPLACE FUNCTION listings_count_statement() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF TG_OP = 'INSERT' THEN
        INSERT INTO game_listing_counts AS c (tenant_id, game_id, kind, slot, on_sale)
        SELECT tenant_id, game_id, kind, (id % ${sql.lit(SLOTS)})::smallint, count(*) FROM new_rows
         WHERE status = 'on_sale'
         GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
        ON CONFLICT (tenant_id, game_id, kind, slot) DO UPDATE SET on_sale = c.on_sale + EXCLUDED.on_sale;
      ELSE
        UPDATE game_listing_counts c SET on_sale = c.on_sale - d.n
          FROM (SELECT tenant_id, game_id, kind, (id % ${sql.lit(SLOTS)})::smallint AS slot, count(*) AS n
                  FROM old_rows WHERE status = 'on_sale' GROUP BY 1, 2, 3, 4) d
         WHERE c.tenant_id = d.tenant_id AND c.game_id = d.game_id AND c.kind = d.kind AND c.slot = d.slot;
      END IF;
      RETURN NULL;
    END $$`.execute(db);
  await sql`
    CREATE OR REPLACE FUNCTION listings_count_row() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF OLD.status = 'on_sale' THEN
        UPDATE game_listing_counts SET on_sale = on_sale - 1
         WHERE tenant_id = OLD.tenant_id AND game_id = OLD.game_id AND kind = OLD.kind
           AND slot = OLD.id % ${sql.lit(SLOTS)};
      END IF;
      IF NEW.status = 'on_sale' THEN
        INSERT INTO game_listing_counts AS c (tenant_id, game_id, kind, slot, on_sale)
        VALUES (NEW.tenant_id, NEW.game_id, NEW.kind, (NEW.id % ${sql.lit(SLOTS)})::smallint, 1)
        ON CONFLICT (tenant_id, game_id, kind, slot) DO UPDATE SET on_sale = c.on_sale + 1;
      END IF;
      RETURN NULL;
    END $$`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE OR REPLACE FUNCTION listings_count_statement() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF TG_OP = 'INSERT' THEN
        INSERT INTO game_listing_counts AS c (tenant_id, game_id, kind, on_sale)
        SELECT tenant_id, game_id, kind, count(*) FROM new_rows WHERE status = 'on_sale'
         GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
        ON CONFLICT (tenant_id, game_id, kind) DO UPDATE SET on_sale = c.on_sale + EXCLUDED.on_sale;
      ELSE
        UPDATE game_listing_counts c SET on_sale = c.on_sale - d.n
          FROM (SELECT tenant_id, game_id, kind, count(*) AS n FROM old_rows WHERE status = 'on_sale'
                 GROUP BY 1, 2, 3) d
         WHERE c.tenant_id = d.tenant_id AND c.game_id = d.game_id AND c.kind = d.kind;
      END IF;
      RETURN NULL;
    END $$`.execute(db);
  await sql`
    CREATE OR REPLACE FUNCTION listings_count_row() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF OLD.status = 'on_sale' THEN
        UPDATE game_listing_counts SET on_sale = on_sale - 1
         WHERE tenant_id = OLD.tenant_id AND game_id = OLD.game_id AND kind = OLD.kind;
      END IF;
      IF NEW.status = 'on_sale' THEN
        INSERT INTO game_listing_counts AS c (tenant_id, game_id, kind, on_sale)
        VALUES (NEW.tenant_id, NEW.game_id, NEW.kind, 1)
        ON CONFLICT (tenant_id, game_id, kind) DO UPDATE SET on_sale = c.on_sale + 1;
      END IF;
      RETURN NULL;
    END $$`.execute(db);
  await sql`LOCK TABLE game_listing_counts IN EXCLUSIVE MODE`.execute(db);
  await sql`
    CREATE TEMPORARY TABLE folded_listing_counts ON COMMIT DROP AS
    SELECT tenant_id, game_id, kind, sum(on_sale)::integer AS on_sale FROM game_listing_counts GROUP BY 1, 2, 3`.execute(
    db,
  );
  await sql`DELETE FROM game_listing_counts`.execute(db);
  await sql`ALTER TABLE game_listing_counts DROP CONSTRAINT game_listing_counts_pkey`.execute(db);
  await sql`ALTER TABLE game_listing_counts DROP COLUMN slot`.execute(db);
  await sql`ALTER TABLE game_listing_counts ADD PRIMARY KEY (tenant_id, game_id, kind)`.execute(db);
  await sql`
    INSERT INTO game_listing_counts (tenant_id, game_id, kind, on_sale)
    SELECT tenant_id, game_id, kind, on_sale FROM folded_listing_counts`.execute(db);
}
