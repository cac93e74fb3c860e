import type { TenantInfo } from '@gs/shared/tenant';

/** A tenant as GET /api/web/getTenant answers it, for component tests. */
export function buildTenant(overrides: Partial<TenantInfo> = {}): TenantInfo {
  return {
    tenantId: 1,
    code: 'demo',
    tenantName: 'Demo Shop',
    avatar: '/uploads/demo-logo.png',
    useTheme: 1,
    groups: ['5483'],
    retailKey: 'retail-demo',
    hotSearches: [],
    locale: 'en-US',
    primaryColor: '#fa541c',
    priceMarkupPercent: 0,
    serviceContacts: [],
    amountLabel: 'symbol',
    footer: { companyName: '', icpNumber: '', serviceHours: '', contactPhone: '', contactEmail: '' },
    status: 'active',
    kind: 'shop',
    ...overrides,
  };
}
