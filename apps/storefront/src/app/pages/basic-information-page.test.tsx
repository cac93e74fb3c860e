import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n';
import { setToken, setUserInfo } from '../../lib/storage';
import { frameAnswers, stubApi } from '../../test/fake-api';
import { buildProfile } from '../../test/identity-fixtures';
import { renderApp } from '../../test/render-app';

beforeEach(async () => {
  await i18n.changeLanguage('en-US');
  setToken('tok-1');
  setUserInfo({ userId: 7, nickName: '13800138000', avatar: '' });
  stubApi({
    ...frameAnswers(),
    'POST /api/web/save/tenantBrowse': null,
    'GET /api/chat/unread': { total: 0 },
    'GET /api/system/user/profile/newsm': buildProfile(),
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('/pages/BasicInformation in the personal center', () => {
  it('has the breadcrumb and the side navigation of the other personal pages, itself marked current', async () => {
    renderApp('/pages/BasicInformation');
    expect(await screen.findByText('Phone: 138****8000')).toBeTruthy();

    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(crumbs).getByRole('link', { name: 'Personal center' }).getAttribute('href')).toBe(
      '/pages/other/geren',
    );
    expect(within(crumbs).getByText('Basic information').getAttribute('aria-current')).toBe('page');
    expect(screen.getAllByRole('heading', { level: 1 }).map((heading) => heading.textContent)).toEqual([
      'Basic information',
    ]);

    const side = screen.getByRole('navigation', { name: i18n.t('personalCenter.navigation') });
    const current = within(side).getByRole('link', { name: 'Basic information' });
    expect(current.getAttribute('aria-current')).toBe('page');
    expect(within(side).getByRole('link', { name: 'My orders' }).getAttribute('href')).toBe('/pages/other/orderList');
  });
});
