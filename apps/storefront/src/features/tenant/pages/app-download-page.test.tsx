import type { AppVersion } from '@gs/shared/tenant';
import { render, screen, within } from '@testing-library/react';
import { QRCodeSVG } from 'qrcode.react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { paths } from '../../../lib/paths';
import { buildAppVersion } from '../../../test/api-answers';
import { frameAnswers, stubApi } from '../../../test/fake-api';
import { renderApp } from '../../../test/render-app';
import { renderPage } from '../../../test/render-routes';
import { AppDownloadPage } from './app-download-page';

beforeEach(async () => {
  await i18n.changeLanguage('en-US');
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const renderAppDownload = (appVersion: AppVersion | null) => {
  const api = stubApi(frameAnswers({ appVersion }));
  return { api, ...renderPage(paths.appDownload, <AppDownloadPage />) };
};

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
    stubApi(frameAnswers({ appVersion: buildAppVersion({ version: '3.1.4', releaseNotes: 'Quicker quotes' }) }));
    renderApp(paths.appDownload);

    // The first render loads the layout's and the page's lazy chunks, slow on a loaded machine.
    const card = await screen.findByRole('region', { name: 'Version 3.1.4' }, { timeout: 30_000 });
    expect(within(card).getByText('Quicker quotes')).toBeTruthy();
    const download = within(card).getByRole('link', { name: 'Download the app' });
    expect(download.getAttribute('href')).toBe('https://downloads.example.com/app.apk');
    const qr = within(card).getByRole('img', { name: 'QR code of the download address for version 3.1.4' });
    expect(qr.tagName.toLowerCase()).toBe('svg');
    expect(qrModules(qr)).toBe(qrModulesOf('https://downloads.example.com/app.apk'));
    // On a phone the button comes first in the card (the QR after it).
    expect(download.compareDocumentPosition(qr) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.getByText('Scan with your phone’s camera to download.')).toBeTruthy();
    expect(within(screen.getByRole('banner')).queryByRole('searchbox')).toBeNull();
  });

  it('makes a download path on this site absolute in the QR code', async () => {
    const { api } = renderAppDownload(buildAppVersion({ downloadUrl: '/uploads/app/shop.apk' }));
    const link = await screen.findByRole('link', { name: 'Download the app' });
    expect(link.getAttribute('href')).toBe('/uploads/app/shop.apk');
    expect(api.callsTo('GET /api/app/version/lastOne')).toHaveLength(1);

    // A phone's camera cannot open a bare path: the QR holds the address on the shop's own origin.
    const absolute = `${window.location.origin}/uploads/app/shop.apk`;
    expect(absolute).toMatch(/^https?:\/\/[^/]+\/uploads\/app\/shop\.apk$/);
    const qr = screen.getByRole('img', { name: /QR code of the download address/ });
    expect(qrModules(qr)).toBe(qrModulesOf(absolute));
    expect(qrModules(qr)).not.toBe(qrModulesOf('/uploads/app/shop.apk'));
  });

  it('says there is no app when the shop offers none, without a QR code', async () => {
    renderAppDownload(null);
    expect(await screen.findByText('This store does not offer an app to download at the moment.')).toBeTruthy();
    expect(screen.queryByRole('img', { name: /QR code/ })).toBeNull();
  });
});
