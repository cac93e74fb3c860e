import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n';
import { frameAnswers, stubApi } from '../../test/fake-api';
import { renderApp } from '../../test/render-app';

beforeEach(async () => {
  await i18n.changeLanguage('en-US');
});

afterEach(() => {
  vi.unstubAllGlobals();
});

/** The frame's answers for a tenant in `groups` (the home page's own calls get 404s: only the frame matters). */
const answerTenant = (groups: string[]) => stubApi(frameAnswers({ tenant: { groups } }));

// The whole app: the notice is the frame's, over the header and every page.
describe('service 5483 (self-operated platform)', () => {
  it('blocks the site with a notice that has no buttons and cannot be closed', async () => {
    answerTenant(['1001']);
    renderApp('/');

    // The first render loads the frame's and the home page's lazy chunks, slow on a loaded machine.
    const notice = await screen.findByRole('dialog', { name: 'Service not enabled' }, { timeout: 30_000 });
    expect(
      within(notice).getByText(
        'This merchant has not enabled the self-operated platform service. The site administrator must enable it in the back office.',
      ),
    ).toBeTruthy();
    expect(within(notice).queryAllByRole('button')).toHaveLength(0);
    expect(document.querySelector('.ant-modal-close')).toBeNull();

    // Escape and a click outside do nothing.
    fireEvent.keyDown(notice, { key: 'Escape', code: 'Escape', keyCode: 27 });
    fireEvent.keyDown(document.body, { key: 'Escape', code: 'Escape', keyCode: 27 });
    const wrap = document.querySelector('.ant-modal-wrap');
    if (wrap) fireEvent.click(wrap);
    const mask = document.querySelector('.ant-modal-mask');
    if (mask) fireEvent.click(mask);
    expect(screen.getByRole('dialog', { name: 'Service not enabled' })).toBeTruthy();

    // Nothing behind it can be used: the whole frame, header included, is inert.
    const banner = screen.getByRole('banner', { hidden: true });
    expect(banner.closest('[inert]')).not.toBeNull();
    expect(screen.getByRole('main', { hidden: true }).closest('[inert]')).not.toBeNull();
    expect(notice.closest('[inert]')).toBeNull();
  });

  it('does not appear when the tenant has the service', async () => {
    answerTenant(['1001', '5483']);
    renderApp('/');
    await screen.findByRole('navigation', { name: 'Main menu' }, { timeout: 30_000 });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.querySelector('[inert]')).toBeNull();
  });

  it("shows a suspended shop's own notice, not the service one, even with the service", async () => {
    stubApi(frameAnswers({ tenant: { groups: ['5483'], status: 'suspended' } }));
    renderApp('/');
    const notice = await screen.findByRole('dialog', { name: 'Shop suspended' }, { timeout: 30_000 });
    expect(
      within(notice).getByText(/suspended by the platform: signing in, buying and selling are not available/),
    ).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Service not enabled' })).toBeNull();
    expect(screen.getByRole('banner', { hidden: true }).closest('[inert]')).not.toBeNull();
  });

  it("sends a visitor of the platform's own host to the platform console", async () => {
    stubApi(frameAnswers({ tenant: { groups: [], kind: 'platform' } }));
    renderApp('/');
    const notice = await screen.findByRole('dialog', { name: 'Platform console' }, { timeout: 30_000 });
    expect(within(notice).getByRole('link', { name: 'Open the platform console' }).getAttribute('href')).toBe(
      '/admin/',
    );
  });
});
