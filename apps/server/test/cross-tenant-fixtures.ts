import type { FastifyInstance } from 'fastify';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../src/db/database.ts';

/** The parts of an OpenAPI schema the matrix reads to build a body or a query the route accepts. */
export interface JsonSchema {
  $ref?: string;
  type?: string | string[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  minItems?: number;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  exclusiveMinimum?: number;
  format?: string;
}

export interface Operation {
  'x-roles'?: string[];
  security?: Record<string, string[]>[];
  parameters?: { in: 'path' | 'query' | 'header'; name: string; required?: boolean; schema?: JsonSchema }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface DocumentedRoute {
  name: string;
  method: Method;
  url: string;
  operation: Operation;
}

/** Every operation of the app's OpenAPI document. */
export function documentedRoutes(app: FastifyInstance): {
  routes: DocumentedRoute[];
  schemas: Record<string, JsonSchema>;
} {
  const doc = app.swagger() as {
    paths: Record<string, Record<string, Operation>>;
    components?: { schemas?: Record<string, JsonSchema> };
  };
  const routes = Object.entries(doc.paths).flatMap(([url, item]) =>
    Object.entries(item)
      .filter(([method]) => ['get', 'post', 'put', 'patch', 'delete'].includes(method))
      .map(([method, operation]) => ({
        name: `${method.toUpperCase()} ${url}`,
        method: method.toUpperCase() as Method,
        url,
        operation,
      })),
  );
  return { routes, schemas: doc.components?.schemas ?? {} };
}

const SAMPLE_UUID = '00000000-0000-4000-8000-000000000000';

/**
 * A small value the schema accepts, so a call gets past input validation and reaches the route's lookup by id (a
 * matrix whose writes all stop at 400 would prove nothing).
 */
export function sampleOf(schema: JsonSchema, schemas: Record<string, JsonSchema>): unknown {
  if (schema.$ref) return sampleOf(schemas[schema.$ref.replace('#/components/schemas/', '')] ?? {}, schemas);
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return schema.enum[0];
  const branches = schema.anyOf ?? schema.oneOf;
  if (branches) return sampleOf(branches.find((branch) => branch.type !== 'null') ?? branches[0] ?? {}, schemas);
  if (schema.allOf) return Object.assign({}, ...schema.allOf.map((part) => sampleOf(part, schemas)));
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  if (type === 'object' || schema.properties) {
    const required = schema.required ?? [];
    return Object.fromEntries(required.map((key) => [key, sampleOf(schema.properties?.[key] ?? {}, schemas)]));
  }
  if (type === 'array') {
    return Array.from({ length: schema.minItems ?? 0 }, () => sampleOf(schema.items ?? {}, schemas));
  }
  if (type === 'string') {
    if (schema.format === 'uuid') return SAMPLE_UUID;
    if (schema.format === 'date-time') return '2026-12-01T00:00:00.000Z';
    if (schema.format === 'uri') return 'https://example.com/a.png';
    return 'x'.repeat(Math.max(1, schema.minLength ?? 1));
  }
  if (type === 'integer' || type === 'number') {
    return Math.max(1, schema.minimum ?? 0, (schema.exclusiveMinimum ?? 0) + 1);
  }
  if (type === 'boolean') return true;
  return null;
}

/** A shop's rows in one table: how many, and a digest of their text. */
export interface TableSnapshot {
  rows: number;
  hash: string;
}

/** The public tables that carry a tenant_id column, read from pg_catalog (so a new table is covered at once). */
export async function tenantScopedTables(db: Kysely<Database>): Promise<string[]> {
  const result = await sql<{ table: string }>`
    SELECT c.relname AS table
    FROM pg_attribute a
    JOIN pg_class c ON c.oid = a.attrelid
    JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p') AND a.attname = 'tenant_id' AND NOT a.attisdropped
    ORDER BY 1`.execute(db);
  return result.rows.map((row) => row.table);
}

/** Row count and an md5 of every row (as text, in a stable order) of each table, filtered by the shop's tenant_id. */
export async function snapshotTenant(
  db: Kysely<Database>,
  tables: string[],
  tenantId: number,
): Promise<Record<string, TableSnapshot>> {
  const entries = await Promise.all(
    tables.map(async (table) => {
      const result = await sql<{ rows: number; hash: string | null }>`
        SELECT count(*)::int AS rows, md5(string_agg(t::text, '|' ORDER BY t::text)) AS hash
        FROM ${sql.table(table)} t WHERE t.tenant_id = ${tenantId}`.execute(db);
      const row = result.rows[0];
      return [table, { rows: row?.rows ?? 0, hash: row?.hash ?? '' }] as const;
    }),
  );
  return Object.fromEntries(entries);
}

/** The tables whose rows of the shop differ between two snapshots. */
export function changedTables(before: Record<string, TableSnapshot>, after: Record<string, TableSnapshot>): string[] {
  return Object.keys({ ...before, ...after }).filter(
    (table) => before[table]?.rows !== after[table]?.rows || before[table]?.hash !== after[table]?.hash,
  );
}
