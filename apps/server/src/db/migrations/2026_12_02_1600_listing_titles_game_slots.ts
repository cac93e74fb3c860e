import { type Kysely, sql } from 'kysely';

// Frozen in time: imports nothing from the app.
//
// listing_titles (2026_12_02_1530) was partitioned by a hash of the game, and hashes collide at random: at 1M listings
// 王者荣耀 of the demo shop shared its partition with two of the 32 games, so the 1,782 titles holding 末日机甲 lay on
// 1,151 pages. Game ids come from one sequence and a shop's games are created together, so the game id modulo 64 spreads
// them evenly (32 games: one per partition; 6,400: a hundred each); the same titles lie on 562 pages and the six keyword
// searches of the bench ran in 1.8 ms instead of 2.2 (timing off). The slot is a column of its own (PostgreSQL takes no
// primary key on a table partitioned by an expression), written by the triggers; a search names it to prune to one
// partition. Rebuilt from the listings on sale, with their writes held off meanwhile.
const SLOTS = 64;

const titleColumns = sql`
  tenant_id bigint NOT NULL,
  listing_id bigint NOT NULL,
  game_id bigint NOT NULL,
  kind text NOT NULL,
  price_fen bigint NOT NULL,
  listed_at timestamptz NOT NULL,
  title text NOT NULL`;

async function createGramsIndex(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE INDEX listing_titles_grams_idx ON listing_titles USING gin (listing_title_grams(game_id, title))
      WITH (fastupdate = on, gin_pending_list_limit = 1024)`.execute(db);
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`LOCK TABLE listings IN SHARE MODE`.execute(db);
  await sql`DROP TABLE listing_titles`.execute(db);
  await sql`
    CREATE TABLE listing_titles (
      ${titleColumns},
      slot smallint NOT NULL CHECK (slot = game_id % ${sql.lit(SLOTS)}),
      PRIMARY KEY (tenant_id, listing_id, slot)
    ) PARTITION BY LIST (slot)`.execute(db);
  for (let i = 0; i < SLOTS; i++) {
    await sql`
      CREATE TABLE ${sql.table(`listing_titles_${i}`)} PARTITION OF listing_titles FOR VALUES IN (${sql.lit(i)})`.execute(
      db,
    );
  }
  await createGramsIndex(db);
  await sql`
    CREATE OR REPLACE FUNCTION listing_titles_statement() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF TG_OP = 'INSERT' THEN
        INSERT INTO listing_titles (tenant_id, listing_id, game_id, kind, price_fen, listed_at, title, slot)
        SELECT tenant_id, id, game_id, kind, price_fen, listed_at, lower(title), game_id % ${sql.lit(SLOTS)}
          FROM new_rows WHERE status = 'on_sale';
      ELSE
        DELETE FROM listing_titles t USING old_rows o
         WHERE o.status = 'on_sale' AND t.tenant_id = o.tenant_id AND t.listing_id = o.id
           AND t.slot = o.game_id % ${sql.lit(SLOTS)};
      END IF;
      RETURN NULL;
    END $$`.execute(db);
  await sql`
    CREATE OR REPLACE FUNCTION listing_titles_row() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF OLD.status = 'on_sale' THEN
        DELETE FROM listing_titles
         WHERE tenant_id = OLD.tenant_id AND listing_id = OLD.id AND slot = OLD.game_id % ${sql.lit(SLOTS)};
      END IF;
      IF NEW.status = 'on_sale' THEN
        INSERT INTO listing_titles (tenant_id, listing_id, game_id, kind, price_fen, listed_at, title, slot)
        VALUES (NEW.tenant_id, NEW.id, NEW.game_id, NEW.kind, NEW.price_fen, NEW.listed_at, lower(NEW.title),
                NEW.game_id % ${sql.lit(SLOTS)});
      END IF;
      RETURN NULL;
    END $$`.execute(db);
  await sql`
    INSERT INTO listing_titles (tenant_id, listing_id, game_id, kind, price_fen, listed_at, title, slot)
    SELECT tenant_id, id, game_id, kind, price_fen, listed_at, lower(title), game_id % ${sql.lit(SLOTS)}
      FROM listings WHERE status = 'on_sale'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`LOCK TABLE listings IN SHARE MODE`.execute(db);
  await sql`DROP TABLE listing_titles`.execute(db);
  await sql`
    CREATE TABLE listing_titles (${titleColumns}, PRIMARY KEY (tenant_id, listing_id, game_id))
      PARTITION BY HASH (game_id)`.execute(db);
  for (let i = 0; i < SLOTS; i++) {
    await sql`
      CREATE TABLE ${sql.table(`listing_titles_${i}`)} PARTITION OF listing_titles
        FOR VALUES WITH (MODULUS ${sql.lit(SLOTS)}, REMAINDER ${sql.lit(i)})`.execute(db);
  }
  await createGramsIndex(db);
  await sql`
    CREATE OR REPLACE FUNCTION listing_titles_statement() RETURNS trigger LANGUAGE plpgsql AS $$
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
    CREATE OR REPLACE FUNCTION listing_titles_row() RETURNS trigger LANGUAGE plpgsql AS $$
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
    INSERT INTO listing_titles (tenant_id, listing_id, game_id, kind, price_fen, listed_at, title)
    SELECT tenant_id, id, game_id, kind, price_fen, listed_at, lower(title) FROM listings WHERE status = 'on_sale'`.execute(
    db,
  );
}
