import type { AppVersion } from '@gs/shared/tenant';

export function buildAppVersion(overrides: Partial<AppVersion> = {}): AppVersion {
  return {
    appType: 1,
    version: '2.3.0',
    releaseNotes: 'Faster search',
    downloadUrl: 'https://downloads.example.com/app.apk',
    publishedAt: '2026-03-01T08:00:00.000Z',
    ...overrides,
  };
}
