/** Query keys of the tenant-wide data loaded at start. */
export const tenantKeys = {
  all: ['tenant'] as const,
  info: () => [...tenantKeys.all, 'info'] as const,
  decoration: () => [...tenantKeys.all, 'decoration'] as const,
  appVersion: (appType: number) => [...tenantKeys.all, 'app-version', appType] as const,
};
