import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { api } from '../../../lib/request';
import { answerFrameGets, buildAppVersion } from '../../../test/api-answers';
import { renderApp } from '../../../test/render-app';

vi.mock('../../../lib/request', () => ({ api: { get: vi.fn(), post: vi.fn(), put: vi.fn() } }));
const getMock = vi.mocked(api.get);

beforeEach(async () => {
  await i18n.changeLanguage('en-US');
});

afterEach(() => {
  vi.clearAllMocks();
});

describe('AppDownloadPage', () => {
  it('shows the version, the notes, the download button and a QR code of the address, with no header search', async () => {
    answerFrameGets(getMock, { appVersion: buildAppVersion({ version: '3.1.4', releaseNotes: 'Quicker quotes' }) });
    renderApp('/pages/appDownload');

    const card = await screen.findByRole('region', { name: 'Version 3.1.4' });
    expect(within(card).getByText('Quicker quotes')).toBeTruthy();
    const download = within(card).getByRole('link', { name: 'Download the app' });
    expect(download.getAttribute('href')).toBe('https://downloads.example.com/app.apk');
    const qr = within(card).getByRole('img', { name: 'QR code of the download address for version 3.1.4' });
    expect(qr.tagName.toLowerCase()).toBe('svg');
    expect(qr.querySelectorAll('path').length).toBeGreaterThan(0);
    // On a phone the button comes first in the card (the QR after it).
    expect(download.compareDocumentPosition(qr) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.getByText('Scan with your phone’s camera to download.')).toBeTruthy();
    expect(within(screen.getByRole('banner')).queryByRole('searchbox')).toBeNull();
  });

  it('makes a download path on this site absolute in the QR code', async () => {
    answerFrameGets(getMock, { appVersion: buildAppVersion({ downloadUrl: '/uploads/app/shop.apk' }) });
    renderApp('/pages/appDownload');
    const link = await screen.findByRole('link', { name: 'Download the app' });
    expect(link.getAttribute('href')).toBe('/uploads/app/shop.apk');
    expect(screen.getByRole('img', { name: /QR code of the download address/ })).toBeTruthy();
  });

  it('says there is no app when the shop offers none, without a QR code', async () => {
    answerFrameGets(getMock, { appVersion: null });
    renderApp('/pages/appDownload');
    expect(await screen.findByText('This store does not offer an app to download at the moment.')).toBeTruthy();
    expect(screen.queryByRole('img', { name: /QR code/ })).toBeNull();
  });
});
