import { type Kysely, sql } from 'kysely';

// Frozen in time: imports nothing from the app.
//
// Keyword search on titles (issue #22), the recheck: the bigram GIN of 2026_12_02_0110 finds a keyword's candidate
// listings, but ILIKE must then read each candidate's row of `listings`, ~1.3 KB wide at 1M listings (1.3 GB, ten times
// shared_buffers), one heap page per candidate (1,781 pages for the 1,782 titles holding 末日机甲). `listing_titles`
// is the same search on a narrow copy of the titles of the listings on sale: the sort keys and what the market filters
// a keyword by (kind, price), and the title lower-cased, so that LIKE on it says what ILIKE on the title says (ILIKE
// is LIKE on lower() of both sides). It is partitioned by hash of the game, so that the titles of one game share a
// partition with the few games that hash alike instead of being spread over every page of 146 MB: at 1M listings the
// 1,782 titles holding 末日机甲 lie on 1,151 pages of a 15 MB partition (three games of the 32), and PostgreSQL spent
// 2.9 ms per keyword search instead of 5.3. 256 partitions put that game alone in its partition (1.6 ms instead of
// 2.2 per query), but made every cloned test database 0.2 s slower to create; 64 cost 0.03 s. The bigram GIN is on
// the partitions; the listings' own GIN stays for the searches that also filter by region or attributes. Triggers
// keep the table in step with `listings`.
const PARTITIONS = 64;

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE listing_titles (
      tenant_id bigint NOT NULL,
      listing_id bigint NOT NULL,
      game_id bigint NOT NULL,
      kind text NOT NULL,
      price_fen bigint NOT NULL,
      listed_at timestamptz NOT NULL,
      title text NOT NULL,
      PRIMARY KEY (tenant_id, listing_id, game_id)
    ) PARTITION BY HASH (game_id)`.execute(db);
  for (let i = 0; i < PARTITIONS; i++) {
    await sql`
      CREATE TABLE ${sql.table(`listing_titles_${i}`)} PARTITION OF listing_titles
        FOR VALUES WITH (MODULUS ${sql.lit(PARTITIONS)}, REMAINDER ${sql.lit(i)})`.execute(db);
  }
  // As on listings (fastupdate and its pending list: see 2026_12_02_0110).
  await sql`
    CREATE INDEX listing_titles_grams_idx ON listing_titles USING gin (listing_title_grams(game_id, title))
      WITH (fastupdate = on, gin_pending_list_limit = 1024)`.execute(db);

  // Inserts and deletes per statement (the bulk seed inserts thousands of rows at once), updates per row: a row
  // leaves and, when on sale, comes back with its new values (its game may have changed, and with it its partition).
  await sql`
    CREATE FUNCTION listing_titles_statement() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF TG_OP = 'INSERT' THEN
        INSERT INTO listing_titles (tenant_id, listing_id, game_id, kind, price_fen, listed_at, title)
        SELECT tenant_id, id, game_id, kind, price_fen, listed_at, lower(title) FROM new_rows WHERE status = 'on_sale';
      ELSE
        DELETE FROM listing_titles t USING old_rows o
         WHERE o.status = 'on_sale' AND t.tenant_id = o.tenant_id AND t.listing_id = o.id AND t.game_id = o.game_id;
      END IF;
      RETURN NULL;
    END $$`.execute(db);
  await sql`
    CREATE FUNCTION listing_titles_row() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF OLD.status = 'on_sale' THEN
        DELETE FROM listing_titles
         WHERE tenant_id = OLD.tenant_id AND listing_id = OLD.id AND game_id = OLD.game_id;
      END IF;
      IF NEW.status = 'on_sale' THEN
        INSERT INTO listing_titles (tenant_id, listing_id, game_id, kind, price_fen, listed_at, title)
        VALUES (NEW.tenant_id, NEW.id, NEW.game_id, NEW.kind, NEW.price_fen, NEW.listed_at, lower(NEW.title));
      END IF;
      RETURN NULL;
    END $$`.execute(db);
  await sql`
    CREATE TRIGGER listing_titles_insert AFTER INSERT ON listings
      REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION listing_titles_statement()`.execute(db);
  await sql`
    CREATE TRIGGER listing_titles_delete AFTER DELETE ON listings
      REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION listing_titles_statement()`.execute(db);
  await sql`
    CREATE TRIGGER listing_titles_update AFTER UPDATE OF status, title, kind, price_fen, listed_at, game_id ON listings
      FOR EACH ROW
      WHEN ((OLD.status = 'on_sale' OR NEW.status = 'on_sale') AND (
        OLD.status IS DISTINCT FROM NEW.status OR OLD.title IS DISTINCT FROM NEW.title
        OR OLD.kind IS DISTINCT FROM NEW.kind OR OLD.price_fen IS DISTINCT FROM NEW.price_fen
        OR OLD.listed_at IS DISTINCT FROM NEW.listed_at OR OLD.game_id IS DISTINCT FROM NEW.game_id))
      EXECUTE FUNCTION listing_titles_row()`.execute(db);

  // Filled from the listings on sale, with their writes held off meanwhile (a write by an instance still running
  // without the triggers would be missed).
  await sql`LOCK TABLE listings IN SHARE MODE`.execute(db);
  await sql`
    INSERT INTO listing_titles (tenant_id, listing_id, game_id, kind, price_fen, listed_at, title)
    SELECT tenant_id, id, game_id, kind, price_fen, listed_at, lower(title) FROM listings WHERE status = 'on_sale'`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TRIGGER IF EXISTS listing_titles_update ON listings`.execute(db);
  await sql`DROP TRIGGER IF EXISTS listing_titles_delete ON listings`.execute(db);
  await sql`DROP TRIGGER IF EXISTS listing_titles_insert ON listings`.execute(db);
  await sql`DROP FUNCTION IF EXISTS listing_titles_row()`.execute(db);
  await sql`DROP FUNCTION IF EXISTS listing_titles_statement()`.execute(db);
  await sql`DROP TABLE IF EXISTS listing_titles`.execute(db);
}
