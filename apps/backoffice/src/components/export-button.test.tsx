import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../lib/i18n';
import { setToken } from '../lib/storage';
import { envelopeResponse, stubApi } from '../test/fake-api';
import { ExportButton } from './export-button';

const file = (name: string) =>
  new Response('\uFEFF"ID"\r\n', {
    headers: { 'Content-Type': 'text/csv; charset=utf-8', 'Content-Disposition': `attachment; filename="${name}"` },
  });

beforeAll(async () => {
  await i18n.changeLanguage('en-US');
});
beforeEach(() => {
  setToken('staff-token');
  URL.createObjectURL = vi.fn(() => 'blob:export');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => vi.unstubAllGlobals());

const renderButton = () =>
  render(
    <App>
      <ExportButton
        path="/api/staff/users/export"
        query={{ q: '138', status: 'blocked', sort: 'id', order: 'asc', empty: undefined }}
        fallbackName="users"
        hint="Exports the users"
      />
    </App>,
  );

describe('ExportButton', { timeout: 30_000 }, () => {
  it('downloads the file of the current filters with the staff token, loading until it arrives', async () => {
    // A server that answers when the test says so, to see the loading state.
    let answer: (response: Response) => void = () => {};
    const calls: { url: URL; headers: Headers }[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn((input: string, init: RequestInit = {}) => {
        calls.push({ url: new URL(input, 'http://localhost'), headers: new Headers(init.headers) });
        return new Promise<Response>((resolve) => {
          answer = resolve;
        });
      }),
    );
    renderButton();
    fireEvent.click(screen.getByRole('button', { name: /Export XLSX/ }));
    await waitFor(() => expect(calls).toHaveLength(1));
    const call = calls[0];
    expect(call?.url.pathname).toBe('/api/staff/users/export');
    expect(Object.fromEntries(call?.url.searchParams ?? [])).toEqual({
      q: '138',
      status: 'blocked',
      sort: 'id',
      order: 'asc',
      format: 'xlsx',
    });
    expect(call?.headers.get('Authorization')).toBe('Bearer staff-token');
    // Loading while the file is written; the other format waits.
    const xlsx = screen.getByRole('button', { name: /Export XLSX/ });
    expect(xlsx.className).toContain('ant-btn-loading');
    expect((screen.getByRole('button', { name: /Export CSV/ }) as HTMLButtonElement).disabled).toBe(true);

    answer(file('users-2026-11-29.xlsx'));
    expect(await screen.findByText('Downloaded users-2026-11-29.xlsx')).toBeTruthy();
    expect(URL.createObjectURL).toHaveBeenCalled();
    await waitFor(() => expect(screen.getByRole('button', { name: /Export XLSX/ }).className).not.toContain('loading'));
  });

  it('says why an export failed', async () => {
    stubApi({ 'GET /api/staff/users/export': envelopeResponse(403, 'You do not have access to this.') });
    renderButton();
    fireEvent.click(screen.getByRole('button', { name: /Export CSV/ }));
    expect(await screen.findByText(/^The export failed: /)).toBeTruthy();
    expect(URL.createObjectURL).not.toHaveBeenCalled();
  });
});
