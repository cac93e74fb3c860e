import { PassThrough, type Readable } from 'node:stream';
import type { Locale } from '@gs/shared/tenant';
import type { FastifyReply } from 'fastify';

/*
 * The back office's file exports (orders, listings, users, withdrawals, the audit log, the settlement report) in one
 * writer: CSV in UTF-8 with a byte-order mark, or XLSX streamed row by row, headers in the caller's language. A cell
 * that a spreadsheet would read as a formula is neutralised in both.
 */

export type Cell = string | number;
export type TableFormat = 'csv' | 'xlsx';

/** Rows read per query while exporting: a file streams out page by page, never all rows in memory at once. */
export const EXPORT_PAGE = 1_000;

/** The number format of money cells in XLSX: yuan with two decimals. */
export const XLSX_MONEY_FORMAT = '0.00';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * A column: its header per language and either a cell of the row (text neutralised against formulas) or, for money,
 * the amount in fen: exact yuan text in CSV ("-12.50", never taken for a formula), a number of yuan in XLSX
 * formatted 0.00 so spreadsheets can sum it.
 */
export type TableColumn<Row> = {
  header: Record<Locale, string>;
  /** The XLSX column width, in characters. */
  width?: number;
} & ({ value: (row: Row) => Cell; fen?: undefined } | { fen: (row: Row) => number; value?: undefined });

export interface TableFile {
  filename: string;
  contentType: string;
  stream: Readable;
}

export interface TableExport<Row> {
  format: TableFormat;
  locale: Locale;
  /** The file name without its extension. */
  name: string;
  sheetName: string;
  columns: TableColumn<Row>[];
  pages: AsyncIterable<Row[]>;
  /** XLSX only: the header row in bold. */
  boldHeader?: boolean;
  /** XLSX only: rows shown in bold (a totals line). */
  bold?: (row: Row) => boolean;
}

/** Fen as yuan text with two decimals, exact (no float rounding): -123456 → "-1234.56", 5 → "0.05". */
export function fenToYuan(fen: number): string {
  const sign = fen < 0 ? '-' : '';
  const abs = Math.abs(fen);
  return `${sign}${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** An instant as an ISO 8601 cell; '' when there is none. */
export const isoCell = (at: Date | null) => (at ? at.toISOString() : '');

/**
 * A text cell made safe for spreadsheets: one that starts with = + - @ (or a tab / carriage return, which some
 * programs skip before reading a formula) gets a leading apostrophe, so it is shown as text and never evaluated.
 */
export function neutraliseFormula(value: Cell): Cell {
  if (typeof value !== 'string') return value;
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

const quoted = (text: string) => `"${text.replace(/"/g, '""')}"`;

/** One CSV field (RFC 4180): always quoted, quotes doubled, formulas neutralised. */
export function csvField(value: Cell): string {
  return quoted(String(neutraliseFormula(value)));
}

export function csvLine(values: Cell[]): string {
  return `${values.map(csvField).join(',')}\r\n`;
}

/** A row's CSV line: money as exact yuan text (a minus sign is a number, not a formula), the rest neutralised. */
function csvRow<Row>(columns: TableColumn<Row>[], row: Row): string {
  const fields = columns.map((column) =>
    column.fen ? quoted(fenToYuan(column.fen(row))) : csvField(column.value(row)),
  );
  return `${fields.join(',')}\r\n`;
}

/**
 * The rows `read` answers, page by page (EXPORT_PAGE at a time), up to `limit` rows. The first page is read before
 * this resolves, so a failing query is a normal error answer rather than a broken download.
 */
export async function readPages<Row>(
  read: (page: { limit: number; offset: number }) => Promise<Row[]>,
  limit: number,
): Promise<AsyncIterable<Row[]>> {
  const first = await read({ limit: Math.min(EXPORT_PAGE, limit), offset: 0 });
  return (async function* () {
    let page = first;
    let offset = 0;
    while (page.length > 0) {
      yield page;
      offset += page.length;
      if (page.length < EXPORT_PAGE || offset >= limit) return;
      page = await read({ limit: Math.min(EXPORT_PAGE, limit - offset), offset });
    }
  })();
}

/** The rows given, as pages for `writeTableFile` (a report already in memory). */
export async function* onePage<Row>(rows: Row[]): AsyncIterable<Row[]> {
  if (rows.length > 0) yield rows;
}

/** Today's date (UTC) for a file name: 2026-11-29. */
export const fileStamp = (now: Date) => now.toISOString().slice(0, 10);

/**
 * The table as a file streamed out as its pages are read: CSV with a byte-order mark (so spreadsheet programs read
 * Chinese text as UTF-8) and money as exact yuan text, or XLSX with money as number cells formatted `0.00`.
 */
export function writeTableFile<Row>(table: TableExport<Row>): TableFile {
  const { columns, pages, locale } = table;
  const headers = columns.map((column) => column.header[locale]);
  const stream = new PassThrough();
  const fail = (error: unknown) => stream.destroy(error instanceof Error ? error : new Error(String(error)));

  if (table.format === 'csv') {
    void (async () => {
      stream.write(`\uFEFF${csvLine(headers)}`);
      for await (const page of pages) {
        const text = page.map((row) => csvRow(columns, row)).join('');
        if (!stream.write(text)) await new Promise((resolve) => stream.once('drain', resolve));
      }
      stream.end();
    })().catch(fail);
    return { filename: `${table.name}.csv`, contentType: 'text/csv; charset=utf-8', stream };
  }

  void (async () => {
    // exceljs (with its zip and stream libraries, some 8 MB of heap) loads on the first XLSX export, not with the server.
    const { default: ExcelJS } = await import('exceljs');
    // Styles on: money cells carry the 0.00 number format.
    const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useStyles: true, useSharedStrings: false });
    const sheet = workbook.addWorksheet(table.sheetName);
    if (columns.some((column) => column.width !== undefined)) {
      sheet.columns = columns.map((column) => ({ width: column.width ?? 12 }));
    }
    const head = sheet.addRow(headers);
    if (table.boldHeader) head.font = { bold: true };
    head.commit();
    for await (const page of pages) {
      for (const row of page) {
        // A spreadsheet number is a double: fen / 100 is the one nearest the exact amount, and 0.00 shows it exactly.
        const line = sheet.addRow(
          columns.map((column) => (column.fen ? column.fen(row) / 100 : neutraliseFormula(column.value(row)))),
        );
        columns.forEach((column, index) => {
          if (column.fen) line.getCell(index + 1).numFmt = XLSX_MONEY_FORMAT;
        });
        if (table.bold?.(row)) line.font = { bold: true };
        line.commit();
      }
    }
    sheet.commit();
    await workbook.commit();
  })().catch(fail);
  return { filename: `${table.name}.xlsx`, contentType: XLSX_TYPE, stream };
}

/** Answers with the file as a download, never cached (exports hold customers' data). */
export function sendTableFile(reply: FastifyReply, file: TableFile) {
  reply
    .header('content-type', file.contentType)
    .header('content-disposition', `attachment; filename="${file.filename}"`)
    .header('cache-control', 'no-store');
  return reply.send(file.stream);
}
