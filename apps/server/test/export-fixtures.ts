import ExcelJS from 'exceljs';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Kysely } from 'kysely';
import { expect } from 'vitest';
import type { Database } from '../src/db/database.ts';
import { authHeaders } from './identity-helpers.ts';

/** The caller's language and the shop's host of a call (en-US and localhost unless told). */
export interface CallOptions {
  lang?: string;
  host?: string;
}

/**
 * A GET of a full URL (with /api) as a token's holder (or anonymous with null). `app` is read at call time, so a
 * test file can make its caller before its `beforeAll` builds the app.
 */
export function getCaller(app: () => FastifyInstance) {
  return (url: string, token: string | null, options: CallOptions = {}) =>
    app().inject({
      method: 'GET',
      url,
      headers: {
        ...(token ? authHeaders(token, options.host) : { host: options.host ?? 'localhost' }),
        'accept-language': options.lang ?? 'en-US',
      },
    });
}

/** Expects a staff route's guard: 401 signed out, 403 to each refused token, 200 to each allowed one. */
export async function expectGuarded(
  call: (token: string | null) => Promise<{ statusCode: number }>,
  refused: readonly string[],
  allowed: readonly string[] = [],
) {
  expect((await call(null)).statusCode).toBe(401);
  for (const token of refused) expect((await call(token)).statusCode).toBe(403);
  for (const token of allowed) expect((await call(token)).statusCode).toBe(200);
}

/** The lines of a CSV file, without its byte-order mark and its final line break. */
export const csvLines = (body: string) =>
  body
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\r\n');

/**
 * Expects a CSV download: 200, UTF-8 CSV, a content-disposition that `filename` matches (a pattern of the whole
 * header) or an attachment of that exact file name, never cached, starting with the UTF-8 byte-order mark (for Excel)
 * and ending with a line break.
 */
export function expectCsvDownload(response: LightMyRequestResponse, filename: RegExp | string) {
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
  if (typeof filename === 'string') {
    expect(response.headers['content-disposition']).toBe(`attachment; filename="${filename}"`);
  } else {
    expect(response.headers['content-disposition']).toMatch(filename);
  }
  expect(response.headers['cache-control']).toBe('no-store');
  expect(response.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
  expect(response.body.endsWith('\r\n')).toBe(true);
}

/** Expects an XLSX answer (200, a spreadsheetml type) and answers its first sheet, read back with ExcelJS. */
export async function xlsxSheet(response: LightMyRequestResponse): Promise<ExcelJS.Worksheet> {
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['content-type']).toContain('spreadsheetml');
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new Error('no sheet');
  return sheet;
}

/** A sheet row's values from its first column (ExcelJS puts nothing at index 0). */
export const rowValues = (sheet: ExcelJS.Worksheet, row: number) => (sheet.getRow(row).values as unknown[]).slice(1);

/** The actions the staff audit log holds for a route of a shop (e.g. `GET /api/staff/users/export`). */
export async function auditedActions(db: Kysely<Database>, tenantId: number, route: string): Promise<string[]> {
  const rows = await db
    .selectFrom('staff_audit_log')
    .select(['action'])
    .where('tenant_id', '=', tenantId)
    .where('route', '=', route)
    .execute();
  return rows.map((row) => row.action);
}
