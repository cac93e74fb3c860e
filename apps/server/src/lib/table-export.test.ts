import type { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { EXPORT_PAGE, fenToYuan, onePage, readPages, type TableColumn, writeTableFile } from './table-export.ts';

async function bytesOf(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks);
}

interface Line {
  label: string;
  fen: number;
  total?: boolean;
}
const columns: TableColumn<Line>[] = [
  { header: { 'en-US': 'Label', 'zh-CN': '标签' }, value: (line) => line.label },
  { header: { 'en-US': 'Amount', 'zh-CN': '金额' }, fen: (line) => line.fen },
];
const lines: Line[] = [
  { label: '-refund', fen: -5 },
  { label: 'Total', fen: -123_456, total: true },
];

describe('table export', () => {
  it('writes money as exact yuan, a minus sign and all: a number is never taken for a formula', async () => {
    expect(fenToYuan(-5)).toBe('-0.05');
    expect(fenToYuan(-123_456)).toBe('-1234.56');
    expect(fenToYuan(0)).toBe('0.00');
    const file = writeTableFile({
      format: 'csv',
      locale: 'zh-CN',
      name: 'report',
      sheetName: 'Report',
      columns,
      pages: onePage(lines),
    });
    expect(file).toMatchObject({ filename: 'report.csv', contentType: 'text/csv; charset=utf-8' });
    expect((await bytesOf(file.stream)).toString('utf8')).toBe(
      '\uFEFF"标签","金额"\r\n"\'-refund","-0.05"\r\n"Total","-1234.56"\r\n',
    );
  });

  it('writes XLSX money as 0.00 numbers, the header and the chosen rows in bold', async () => {
    const file = writeTableFile({
      format: 'xlsx',
      locale: 'en-US',
      name: 'report',
      sheetName: 'Report',
      columns,
      pages: onePage(lines),
      boldHeader: true,
      bold: (line) => line.total === true,
    });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await bytesOf(file.stream)) as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Report');
    if (!sheet) throw new Error('no sheet');
    expect(sheet.getRow(1).getCell(1).font?.bold).toBe(true);
    expect(sheet.getRow(2).getCell(1).value).toBe("'-refund");
    expect(sheet.getRow(2).getCell(2).value).toBe(-0.05);
    expect(sheet.getRow(2).getCell(2).numFmt).toBe('0.00');
    expect(sheet.getRow(2).getCell(2).font?.bold).toBeFalsy();
    expect(sheet.getRow(3).getCell(2).value).toBe(-1234.56);
    expect(sheet.getRow(3).getCell(1).font?.bold).toBe(true);
  });

  it('reads page by page and stops at the limit', async () => {
    const asked: { limit: number; offset: number }[] = [];
    const total = EXPORT_PAGE * 2 + 500;
    const pages = await readPages(
      async (page) => {
        asked.push(page);
        return Array.from({ length: Math.max(0, Math.min(page.limit, total - page.offset)) }, (_, index) => index);
      },
      EXPORT_PAGE * 2 + 10,
    );
    // The first page is read before the file starts.
    expect(asked).toHaveLength(1);
    let rows = 0;
    for await (const page of pages) rows += page.length;
    expect(rows).toBe(EXPORT_PAGE * 2 + 10);
    expect(asked).toEqual([
      { limit: EXPORT_PAGE, offset: 0 },
      { limit: EXPORT_PAGE, offset: EXPORT_PAGE },
      { limit: 10, offset: EXPORT_PAGE * 2 },
    ]);
  });
});
