import { createQueryClient } from '@gs/web/query-client';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../lib/i18n';
import { type Answer, envelopeResponse, frameAnswers, stubApi } from '../test/fake-api';
import { buildTenant } from '../test/tenant-fixture';
import { AppProviders } from './providers';
import { routes } from './router';

function renderApp(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <AppProviders queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return router;
}

/** The fake API: the frame with `tenant` as GET /api/web/getTenant answers it, and page views recorded. */
function answerTenant(tenant: Answer) {
  return stubApi({
    ...frameAnswers(),
    'GET /api/web/getTenant': tenant,
    'POST /api/web/save/tenantBrowse': { recorded: true },
  });
}

beforeEach(async () => {
  await i18n.changeLanguage('zh-CN');
});

afterEach(() => {
  vi.unstubAllGlobals();
  document.title = '';
});

describe('app frame', () => {
  it('shows the tenant header, the home page, the title and the favicon', async () => {
    answerTenant(buildTenant());
    renderApp('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome to Demo Shop' })).toBeTruthy();
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('link', { name: 'Demo Shop' }).getAttribute('href')).toBe('/');
    expect(header.querySelector('img')?.getAttribute('src')).toBe('/uploads/demo-logo.png');
    // Title and favicon are set in an effect after the first paint.
    await waitFor(() => expect(document.title).toBe('Home - Demo Shop'));
    expect(document.head.querySelector('link[rel~="icon"]')?.getAttribute('href')).toBe('/uploads/demo-logo.png');
    // The tenant's locale became the language because the user had not chosen one.
    expect(document.documentElement.lang).toBe('en-US');
  });

  it('keeps the language the user chose over the tenant locale', async () => {
    localStorage.setItem('language', 'zh-CN');
    answerTenant(buildTenant());
    renderApp('/');
    expect(await screen.findByRole('heading', { level: 1, name: '欢迎来到Demo Shop' })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('首页 - Demo Shop'));
  });

  it('records a tenantBrowse for each route change', async () => {
    const api = answerTenant(buildTenant());
    const router = renderApp('/');
    await screen.findByRole('heading', { level: 1, name: 'Welcome to Demo Shop' });
    await act(() => router.navigate('/pages/nowhere'));
    await screen.findByRole('heading', { name: 'Page not found' });
    const calls = api.calls
      .filter((call) => call.method === 'POST')
      .map(({ path, body }) => ({ path, body: body as { path: string; visitorId: string } }));
    expect(calls.map((call) => [call.path, call.body.path])).toEqual([
      ['/api/web/save/tenantBrowse', '/'],
      ['/api/web/save/tenantBrowse', '/pages/nowhere'],
    ]);
    const visitorIds = new Set(calls.map((call) => call.body.visitorId));
    expect(visitorIds.size).toBe(1);
    expect([...visitorIds][0]).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
  });

  it('shows a not-found page with a link home', async () => {
    answerTenant(buildTenant());
    renderApp('/no/such/page');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Page not found - Demo Shop'));
    fireEvent.click(screen.getByRole('link', { name: 'Back to home' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome to Demo Shop' })).toBeTruthy();
  });

  it('shows a skeleton while the tenant loads', async () => {
    answerTenant(() => new Promise(() => {}));
    renderApp('/');
    expect(await screen.findByRole('status')).toBeTruthy();
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
  });

  it('shows an error with a retry button when the tenant fails to load, and recovers on retry', async () => {
    let tenant: unknown = envelopeResponse(404, 'No such store');
    answerTenant(() => tenant);
    renderApp('/');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('店铺加载失败')).toBeTruthy();
    tenant = buildTenant();
    fireEvent.click(screen.getByRole('button', { name: /重试/ }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome to Demo Shop' })).toBeTruthy();
  });
});
