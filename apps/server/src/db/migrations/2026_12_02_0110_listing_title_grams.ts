import { type Kysely, sql } from 'kysely';

// Frozen in time: imports nothing from the app.
//
// Keyword search on listing titles (issue #22): the market matched `title ILIKE '%keyword%'` by reading every
// listing of the game on sale. pg_trgm ships with the embedded PostgreSQL and CREATE EXTENSION works, but it is no
// use here: it makes trigrams only of the characters the database's locale calls alphanumeric, and the embedded
// cluster runs under the C locale, where no Chinese character is (show_trgm('末日机甲') is empty; the same under the
// builtin C.UTF-8 provider of PostgreSQL 18). So the index is of character bigrams instead, as pg_bigm does for
// Chinese and Japanese: every two adjacent characters of the lower-cased title, in a GIN. A keyword of two or more
// characters needs the titles of the game that hold all of its bigrams (a few short posting lists), and ILIKE then
// checks the candidates, so the index never changes what matches. Plain SQL: no extension on an external PostgreSQL either.
export async function up(db: Kysely<unknown>): Promise<void> {
  // Each key leads with the listing's game (ids are unique across tenants and games, as for listing_search_keys), so
  // a search reads the posting lists of its own game, not every shop's titles that share the bigram.
  // PL/pgSQL, not SQL: an SQL function in an index expression is planned on every call (measured: ~10× slower
  // per title, which made the bulk seed of 1M listings crawl). The GIN keeps each key once, so none is dropped here.
  await sql`
    CREATE FUNCTION listing_title_grams(game_id bigint, title text) RETURNS text[]
    LANGUAGE plpgsql IMMUTABLE STRICT PARALLEL SAFE AS $$
    DECLARE
      t text := lower(title);
      prefix text := game_id::text || ':';
      grams text[] := '{}';
    BEGIN
      FOR i IN 1 .. char_length(t) - 1 LOOP
        grams := grams || (prefix || substr(t, i, 2));
      END LOOP;
      RETURN grams;
    END $$`.execute(db);
  // A title has ~30 bigrams: written straight into the tree (fastupdate off) they cost ~420 µs per listing inserted,
  // through a pending list of at most 1 MB ~130 µs (measured on 20,000 titles), while a keyword search that also
  // reads a full pending list took 2.9 ms instead of 2.7. Vacuum, or the insert that fills the list, merges it.
  await sql`
    CREATE INDEX listings_on_sale_title_grams_idx ON listings USING gin (listing_title_grams(game_id, title))
      WITH (fastupdate = on, gin_pending_list_limit = 1024) WHERE status = 'on_sale'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX IF EXISTS listings_on_sale_title_grams_idx`.execute(db);
  await sql`DROP FUNCTION IF EXISTS listing_title_grams(bigint, text)`.execute(db);
}
