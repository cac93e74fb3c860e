import type { AppVersion } from '@gs/shared/tenant';
import { fakeMatchMedia } from '@gs/web/test/jsdom-setup';
import { render, screen, within } from '@testing-library/react';
import { QRCodeSVG } from 'qrcode.react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { paths } from '../../../lib/paths';
import { buildAppVersion } from '../../../test/api-answers';
import { type ApiCall, frameAnswers, stubApi } from '../../../test/fake-api';
import { renderApp } from '../../../test/render-app';
import { renderPage } from '../../../test/render-routes';
import { AppDownloadPage } from './app-download-page';

beforeEach(async () => {
  await i18n.changeLanguage('en-US');
});

afterEach(() => {
  vi.unstubAllGlobals();
});

/** The frame's answers, with the shop's app of each type (1 Android, 2 iOS; absent: none). */
function answerApps(apps: { android?: AppVersion; ios?: AppVersion }) {
  return stubApi({
    ...frameAnswers({ appVersion: apps.android ?? null }),
    'GET /api/app/version/lastOne': (call: ApiCall) =>
      (call.query.get('appType') === '2' ? apps.ios : apps.android) ?? null,
  });
}

const renderAppDownload = (apps: { android?: AppVersion; ios?: AppVersion }) => {
  const api = answerApps(apps);
  return { api, ...renderPage(paths.appDownload, <AppDownloadPage />) };
};

/** A phone's viewport: the mobile layout's media query matches. */
const onPhone = () =>
  vi.stubGlobal(
    'matchMedia',
    fakeMatchMedia((query) => query.includes('max-width')),
  );

/** The modules of the QR code the page draws (its path), to compare with a QR code of a known address. */
const qrModules = (svg: Element) => [...svg.querySelectorAll('path')].map((path) => path.getAttribute('d')).join('|');

/** The modules of the page's QR code had it encoded `value` (same size and margin as the page's). */
function qrModulesOf(value: string): string {
  const { container, unmount } = render(<QRCodeSVG value={value} size={168} marginSize={2} />);
  const svg = container.querySelector('svg');
  if (!svg) throw new Error('no QR code');
  const modules = qrModules(svg);
  unmount();
  return modules;
}

describe('AppDownloadPage', () => {
  it('shows the version, the notes, the download button and a QR code of the address, with no header search', async () => {
    // The whole app: the route's header (without its search box) is part of what is checked.
    answerApps({ android: buildAppVersion({ version: '3.1.4', releaseNotes: 'Quicker quotes' }) });
    renderApp(paths.appDownload);

    // The first render loads the layout's and the page's lazy chunks, slow on a loaded machine.
    const card = await screen.findByRole('region', { name: 'Android · version 3.1.4' }, { timeout: 30_000 });
    expect(within(card).getByText('Quicker quotes')).toBeTruthy();
    const download = within(card).getByRole('link', { name: 'Download for Android' });
    expect(download.getAttribute('href')).toBe('https://downloads.example.com/app.apk');
    const qr = within(card).getByRole('img', { name: 'QR code of the Android download address for version 3.1.4' });
    expect(qr.tagName.toLowerCase()).toBe('svg');
    expect(qrModules(qr)).toBe(qrModulesOf('https://downloads.example.com/app.apk'));
    expect(screen.getByText('Scan with your phone’s camera to download.')).toBeTruthy();
    // No iOS app published: no iOS card.
    expect(screen.queryByRole('link', { name: 'Download for iOS' })).toBeNull();
    expect(within(screen.getByRole('banner')).queryByRole('searchbox')).toBeNull();
  });

  it('offers iOS and Android where the shop has both, each with its own QR code on a desktop', async () => {
    renderAppDownload({
      android: buildAppVersion({ version: '3.1.4' }),
      ios: buildAppVersion({ appType: 2, version: '3.1.2', downloadUrl: 'https://apps.apple.com/app/id1' }),
    });
    const ios = await screen.findByRole('region', { name: 'iOS · version 3.1.2' });
    expect(within(ios).getByRole('link', { name: 'Download for iOS' }).getAttribute('href')).toBe(
      'https://apps.apple.com/app/id1',
    );
    const qr = within(ios).getByRole('img', { name: /QR code of the iOS download address/ });
    expect(qrModules(qr)).toBe(qrModulesOf('https://apps.apple.com/app/id1'));
    expect(screen.getByRole('region', { name: 'Android · version 3.1.4' })).toBeTruthy();
    expect(screen.getAllByRole('img', { name: /QR code/ })).toHaveLength(2);
  });

  it('on a phone offers the download buttons and no QR code to scan with the same phone', async () => {
    onPhone();
    renderAppDownload({
      android: buildAppVersion({ version: '3.1.4' }),
      ios: buildAppVersion({ appType: 2, version: '3.1.2', downloadUrl: 'https://apps.apple.com/app/id1' }),
    });
    expect(await screen.findByRole('link', { name: 'Download for iOS' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Download for Android' })).toBeTruthy();
    expect(screen.queryByRole('img', { name: /QR code/ })).toBeNull();
    expect(screen.queryByText('Scan with your phone’s camera to download.')).toBeNull();
  });

  it('makes a download path on this site absolute in the QR code', async () => {
    const { api } = renderAppDownload({ android: buildAppVersion({ downloadUrl: '/uploads/app/shop.apk' }) });
    const link = await screen.findByRole('link', { name: 'Download for Android' });
    expect(link.getAttribute('href')).toBe('/uploads/app/shop.apk');
    expect(api.callsTo('GET /api/app/version/lastOne').map((call) => call.query.get('appType'))).toEqual(['1', '2']);

    // A phone's camera cannot open a bare path: the QR holds the address on the shop's own origin.
    const absolute = `${window.location.origin}/uploads/app/shop.apk`;
    expect(absolute).toMatch(/^https?:\/\/[^/]+\/uploads\/app\/shop\.apk$/);
    const qr = screen.getByRole('img', { name: /QR code of the Android download address/ });
    expect(qrModules(qr)).toBe(qrModulesOf(absolute));
    expect(qrModules(qr)).not.toBe(qrModulesOf('/uploads/app/shop.apk'));
  });

  it('says there is no app when the shop offers none, without a QR code', async () => {
    renderAppDownload({});
    expect(await screen.findByText('This store does not offer an app to download at the moment.')).toBeTruthy();
    expect(screen.queryByRole('img', { name: /QR code/ })).toBeNull();
  });
});
