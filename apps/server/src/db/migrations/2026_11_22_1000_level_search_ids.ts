import { type Kysely, sql } from 'kysely';

// Listings made before the level filter existed carry only the choice ids of their choice-with-level values: add
// the "choice at level" search ids (1,000,000,000 + choice id × 16 + level index, as levelSearchId writes them).
// Level values are the only attribute values stored as arrays of [choiceId, level] pairs.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    UPDATE listings l
       SET search_ids = ARRAY(
             SELECT DISTINCT x FROM unnest(l.search_ids || ARRAY(
               SELECT 1000000000 + (pair->>0)::int * 16 + (pair->>1)::int
                 FROM jsonb_each(l.attrs) AS entry(key, value),
                      jsonb_array_elements(CASE WHEN jsonb_typeof(entry.value) = 'array' THEN entry.value ELSE '[]' END) AS pair
                WHERE jsonb_typeof(pair) = 'array'
             )) AS x)
     WHERE EXISTS (
             SELECT 1 FROM jsonb_each(l.attrs) AS entry(key, value)
              WHERE jsonb_typeof(entry.value) = 'array' AND jsonb_typeof(entry.value->0) = 'array')`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    UPDATE listings SET search_ids = ARRAY(SELECT x FROM unnest(search_ids) AS x WHERE x < 1000000000)
     WHERE EXISTS (SELECT 1 FROM unnest(search_ids) AS x WHERE x >= 1000000000)`.execute(db);
}
