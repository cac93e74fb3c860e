import { EXPORT_ROW_LIMIT } from '@gs/shared/envelope';
import type { AuditExportQuery, AuditEntry as AuditRow } from '@gs/shared/staff-audit';
import type { Locale } from '@gs/shared/tenant';
import type { RequestContext } from '../../lib/context.ts';
import { fileStamp, readPages, type TableColumn, type TableFile, writeTableFile } from '../../lib/table-export.ts';
import { listAuditEntries } from './audit.repository.ts';
import { auditFilterOf, toAuditRow } from './audit.service.ts';

type Words = Record<Locale, string>;
const words = (en: string, zh: string): Words => ({ 'en-US': en, 'zh-CN': zh });

/** A spreadsheet cell holds at most 32,767 characters; a summary stops well before. */
const MAX_SUMMARY = 4_000;

const summaryParts: Record<'body' | 'before' | 'after', Words> = {
  body: words('request', '请求'),
  before: words('before', '变更前'),
  after: words('after', '变更后'),
};

/**
 * What the entry recorded, in one cell: the request body and the change before → after, as the log keeps them
 * (secrets already redacted when the row was written). The back office words each action as a sentence; the file
 * keeps the action's code beside this summary, which reads the same for every action.
 */
function summaryOf(entry: AuditRow, locale: Locale): string {
  const parts = (['body', 'before', 'after'] as const)
    .filter((key) => entry[key] !== null)
    .map((key) => `${summaryParts[key][locale]}: ${JSON.stringify(entry[key])}`);
  const text = parts.join(' · ');
  return text.length > MAX_SUMMARY ? `${text.slice(0, MAX_SUMMARY)}…` : text;
}

function auditColumns(locale: Locale): TableColumn<AuditRow>[] {
  return [
    { header: words('Time', '时间'), value: (entry) => entry.at },
    { header: words('Staff ID', '操作人 ID'), value: (entry) => entry.actor.userId },
    { header: words('Staff', '操作人'), value: (entry) => entry.actor.nickName },
    { header: words('Staff phone', '操作人手机'), value: (entry) => entry.actor.phone },
    { header: words('Roles', '角色'), value: (entry) => entry.actor.roles.join(', ') },
    { header: words('Action', '操作'), value: (entry) => entry.action },
    { header: words('Target', '对象'), value: (entry) => entry.targetId ?? '' },
    { header: words('Summary', '摘要'), value: (entry) => summaryOf(entry, locale) },
    { header: words('Status', '状态码'), value: (entry) => entry.status },
    { header: words('Request ID', '请求 ID'), value: (entry) => entry.requestId },
    { header: words('IP', 'IP'), value: (entry) => entry.ip },
  ];
}

/**
 * The shop's audit log matching the viewer's filters (newest first) as a CSV or XLSX file streamed out (at most
 * EXPORT_ROW_LIMIT rows), headers in the caller's language, actors' phones and phone-like nicknames masked.
 */
export async function exportAuditLog(ctx: RequestContext, query: AuditExportQuery): Promise<TableFile> {
  const filter = auditFilterOf(query);
  const pages = await readPages(
    async (page) => (await listAuditEntries(ctx.db, ctx.tenantId, filter, page)).map(toAuditRow),
    EXPORT_ROW_LIMIT,
  );
  return writeTableFile({
    format: query.format,
    locale: ctx.locale,
    name: `audit-${fileStamp(ctx.clock.now())}`,
    sheetName: 'Audit',
    columns: auditColumns(ctx.locale),
    pages,
  });
}
