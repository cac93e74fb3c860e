import type { AppVersion, TenantInfo } from '@gs/shared/tenant';
import type { MockedFunction } from 'vitest';
import type { api } from '../lib/request';
import { buildTenant } from './tenant-fixture';

/** Answers the frame's GET calls (tenant, decoration, app version) plus any `extra` paths; anything else: []. */
export function answerFrameGets(
  getMock: MockedFunction<typeof api.get>,
  options: { tenant?: Partial<TenantInfo>; appVersion?: AppVersion | null; extra?: Record<string, unknown> } = {},
) {
  getMock.mockImplementation(async (path) => {
    if (path === '/api/web/getTenant') return buildTenant(options.tenant);
    if (path === '/api/web/decoration/type') return [];
    if (path === '/api/app/version/lastOne') return options.appVersion ?? null;
    if (options.extra && path in options.extra) return options.extra[path];
    return [];
  });
}

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
