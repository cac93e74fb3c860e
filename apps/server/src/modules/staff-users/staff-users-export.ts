import { EXPORT_ROW_LIMIT } from '@gs/shared/envelope';
import { maskPhone, type StaffRole } from '@gs/shared/identity';
import type { StaffUserExportQuery } from '@gs/shared/staff-users';
import type { Locale } from '@gs/shared/tenant';
import type { UserContext } from '../../lib/context.ts';
import {
  fileStamp,
  isoCell,
  readPages,
  type TableColumn,
  type TableFile,
  writeTableFile,
} from '../../lib/table-export.ts';
import { listRolesOfUsers, searchUsers } from './staff-users.repository.ts';
import { levelOf, listNickName, statusOf } from './staff-users-view.ts';

type Words = Record<Locale, string>;
const words = (en: string, zh: string): Words => ({ 'en-US': en, 'zh-CN': zh });

type UserRow = Awaited<ReturnType<typeof searchUsers>>[number] & { roles: StaffRole[] };

/** The words of the back office's users screen, so the file reads like the table. */
const statusNames = { active: words('Active', '正常'), blocked: words('Blocked', '已封禁') };
const levelNames = [words('Not verified', '未实名'), words('Level 1', '一级实名'), words('Level 2', '二级实名')];
const roleNames: Record<StaffRole, Words> = {
  owner: words('Owner', '店主'),
  operator: words('Operator', '运营'),
  recycler: words('Recycler', '回收商'),
  platform_admin: words('Platform admin', '平台管理员'),
};

/**
 * The file's columns: exactly what the list shows, the phone masked as it shows it. Never an ID number, a password
 * or a code (none of them is read).
 */
function userColumns(locale: Locale): TableColumn<UserRow>[] {
  return [
    { header: words('ID', 'ID'), value: (row) => row.id },
    { header: words('Nickname', '昵称'), value: (row) => listNickName(row) },
    { header: words('Phone', '手机号'), value: (row) => maskPhone(row.phone) },
    {
      header: words('Real name', '实名'),
      value: (row) => levelNames[levelOf(Number(row.real_name_level))]?.[locale] ?? '',
    },
    { header: words('Status', '状态'), value: (row) => statusNames[statusOf(row.status)][locale] },
    {
      header: words('Roles', '角色'),
      value: (row) => row.roles.map((role) => roleNames[role]?.[locale] ?? role).join(locale === 'zh-CN' ? '、' : ', '),
    },
    { header: words('Registered', '注册时间'), value: (row) => isoCell(row.created_at) },
  ];
}

/**
 * The shop's users matching the list's search, status and sort as a CSV or XLSX file streamed out (at most
 * EXPORT_ROW_LIMIT rows), headers in the caller's language, phones masked.
 */
export async function exportStaffUsers(ctx: UserContext, query: StaffUserExportQuery): Promise<TableFile> {
  const filter = { q: query.q, status: query.status };
  const pages = await readPages(async (page): Promise<UserRow[]> => {
    const rows = await searchUsers(ctx.db, ctx.tenantId, filter, { field: query.sort, order: query.order }, page);
    const roles = await listRolesOfUsers(
      ctx.db,
      ctx.tenantId,
      rows.map((row) => row.id),
    );
    return rows.map((row) => ({ ...row, roles: roles.get(row.id) ?? [] }));
  }, EXPORT_ROW_LIMIT);
  return writeTableFile({
    format: query.format,
    locale: ctx.locale,
    name: `users-${fileStamp(ctx.clock.now())}`,
    sheetName: 'Users',
    columns: userColumns(ctx.locale),
    pages,
  });
}
