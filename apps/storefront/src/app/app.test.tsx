import { ApiError } from '@gs/web/api-error';
import { createQueryClient } from '@gs/web/query-client';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../lib/i18n';
import { api } from '../lib/request';
import { buildTenant } from '../test/tenant-fixture';
import { AppProviders } from './providers';
import { routes } from './router';

// The request client has its own tests; here it is replaced so the frame can be driven directly.
vi.mock('../lib/request', () => ({ api: { get: vi.fn(), post: vi.fn() } }));

const getMock = vi.mocked(api.get);
const postMock = vi.mocked(api.post);

function renderApp(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <AppProviders queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return router;
}

function answerTenant(tenant: unknown) {
  getMock.mockImplementation(async (path) => (path === '/api/web/getTenant' ? tenant : []));
}

beforeEach(async () => {
  await i18n.changeLanguage('zh-CN');
  postMock.mockResolvedValue({ recorded: true });
});

afterEach(() => {
  vi.clearAllMocks();
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
    answerTenant(buildTenant());
    const router = renderApp('/');
    await screen.findByRole('heading', { level: 1, name: 'Welcome to Demo Shop' });
    await act(() => router.navigate('/pages/nowhere'));
    await screen.findByRole('heading', { name: 'Page not found' });
    const calls = postMock.mock.calls.map(([path, body]) => ({
      path,
      body: body as { path: string; visitorId: string },
    }));
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
    getMock.mockImplementation(() => new Promise(() => {}));
    renderApp('/');
    expect(await screen.findByRole('status')).toBeTruthy();
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
  });

  it('shows an error with a retry button when the tenant fails to load, and recovers on retry', async () => {
    getMock.mockRejectedValue(new ApiError({ code: 404, msg: 'No such store', status: 404 }));
    renderApp('/');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('店铺加载失败')).toBeTruthy();
    answerTenant(buildTenant());
    fireEvent.click(screen.getByRole('button', { name: /重试/ }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome to Demo Shop' })).toBeTruthy();
  });
});
