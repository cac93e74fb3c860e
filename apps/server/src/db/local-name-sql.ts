import type { Locale } from '@gs/shared/tenant';
import { type RawBuilder, sql } from 'kysely';

/**
 * localName inside a query, for rows read with a join (a request's or an order's game): the English column for an
 * English request where it is not empty, else the shop's own. `name` and `nameEn` are column references ('g.name').
 */
export function localNameSql(locale: Locale, name: string, nameEn: string): RawBuilder<string> {
  return locale === 'en-US'
    ? sql<string>`coalesce(nullif(${sql.ref(nameEn)}, ''), ${sql.ref(name)})`
    : sql<string>`${sql.ref(name)}`;
}
