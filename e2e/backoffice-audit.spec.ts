import type { APIRequestContext } from '@playwright/test';
import { apiCall } from './accounts';
import { apiTarget, expect, tenantUrl, test } from './fixtures';
import { shoot } from './shots';

/*
 * The owner reads lumen's audit log: an entry opened from a link (not on the list's page) and after a reload, and the
 * staff filter picked from the shop's staff. The action audited is a hidden, disabled staff contact made for this
 * run and removed at the end, so no other spec sees it.
 */
const host = 'lumen.localhost';
const admin = (pathname = '') => tenantUrl(host, `/admin${pathname}`);

interface Member {
  userId: number;
  nickName: string;
  phoneMasked: string;
  roles: string[];
}

/** A hidden staff contact renamed once through the API: answers its id and the audit entry of the rename. */
async function auditedRename(request: APIRequestContext, token: string) {
  const value = String(100_000_000 + Math.floor(Math.random() * 800_000_000));
  const input = { kind: 'qq', value, name: 'Audit probe', role: 'service', isPublic: false, enabled: false, sort: 0 };
  const made = await apiCall<{ id: number }>(request, host, '/api/staff/staff-contacts', { token, data: input });
  expect(made.code, made.msg).toBe(200);
  const renamed = await apiCall(request, host, `/api/staff/staff-contacts/${made.data.id}`, {
    token,
    method: 'PUT',
    data: { ...input, name: 'Audit probe renamed' },
  });
  expect(renamed.code, renamed.msg).toBe(200);
  const action = encodeURIComponent('PUT /api/staff/staff-contacts/:id');
  const log = await apiCall<{ rows: { id: number }[] }>(
    request,
    host,
    `/api/staff/audit?targetId=${made.data.id}&action=${action}`,
    { token },
  );
  expect(log.data.rows).toHaveLength(1);
  return { contactId: made.data.id, entryId: (log.data.rows[0] as { id: number }).id };
}

test.use({ signedIn: { sessions: [{ host, as: 'owner', app: 'backoffice', language: 'en-US' }] } });

test('the owner opens an audit entry from a link and after a reload, and filters by a staff member picked by name', async ({
  page,
  request,
  demoSessions,
}) => {
  test.setTimeout(180_000);
  const { token } = await demoSessions.of(host, 'owner');
  const { contactId, entryId } = await auditedRename(request, token);
  const members = await apiCall<{ rows: Member[] }>(request, host, '/api/staff/members', { token });
  const owner = members.data.rows.find((member) => member.roles.includes('owner')) as Member;
  const operator = members.data.rows.find((member) => member.roles.includes('operator')) as Member;

  await page.setViewportSize({ width: 1280, height: 900 });

  // A link to the owner's entry while the list shows only the operator's actions: the entry is not on the page.
  await page.goto(admin(`/audit?actor=${operator.userId}&id=${entryId}`));
  const drawer = page.getByRole('dialog').filter({ hasText: `Action #${entryId}` });
  const diff = drawer.getByRole('table', { name: 'Before → after' });
  // The first screen of a cold page on a busy machine: its code and data may take a while.
  await expect(diff).toContainText('Audit probe renamed', { timeout: 30_000 });
  await expect(diff.getByRole('row', { name: /^name/ })).toContainText('Audit probe');
  await expect(drawer).toContainText('PUT /api/staff/staff-contacts/:id');
  await expect(drawer).toContainText(`${owner.nickName} · ${owner.phoneMasked}`);
  await shoot(page, 'audit-entry-link-1280');
  await page.reload();
  await expect(page.getByRole('dialog').filter({ hasText: `Action #${entryId}` })).toContainText(
    'Audit probe renamed',
    {
      timeout: 30_000,
    },
  );

  // An id the shop does not have.
  await page.goto(admin('/audit?id=987654321'));
  await expect(page.getByRole('dialog')).toContainText("This shop's log has no action with this number.");
  await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
  await expect(page).toHaveURL(admin('/audit'));

  // The staff filter is a picker of the shop's staff: name and masked phone, no ids to type.
  const filters = page.getByRole('form', { name: 'Audit log filters' });
  await filters.getByRole('combobox', { name: 'Staff member' }).click();
  const option = page.getByRole('option', { name: `${owner.nickName} · ${owner.phoneMasked}` });
  await expect(option).toBeVisible();
  await expect(page.getByRole('option', { name: `${operator.nickName} · ${operator.phoneMasked}` })).toBeVisible();
  await shoot(page, 'audit-staff-picker-1280');
  await option.click();
  await filters.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(admin(`/audit?actor=${owner.userId}`));
  const table = page.getByRole('table', { name: 'Audit log' });
  await expect(table.getByRole('row', { name: /\/api\/staff\/staff-contacts\/:id/ }).first()).toBeVisible();
  await page.setViewportSize({ width: 1920, height: 1080 });
  await shoot(page, 'audit-filtered-1920');

  // Tidy up: the probe contact goes (itself an audited action).
  const removed = await request.fetch(apiTarget(host, `/api/staff/staff-contacts/${contactId}`).url, {
    method: 'DELETE',
    headers: { ...apiTarget(host, '/').headers, token },
  });
  expect(removed.status()).toBe(200);
});
